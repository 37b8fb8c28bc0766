import { LegalPage } from '../../components/legal/LegalPage.tsx'

/** Terms of service of the website. */
export default function Page() {
  return <LegalPage doc="terms" />
}
