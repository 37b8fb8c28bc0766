import { PagePlaceholder } from '../../components/PagePlaceholder.tsx'

export default function Page() {
  return <PagePlaceholder />
}
