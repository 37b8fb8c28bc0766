import { LegalPage } from '../../components/legal/LegalPage.tsx'
import { StorageTable } from '../../components/legal/StorageTable.tsx'

/** Cookie policy: what the site stores in the browser, why, and how to change one's choice. */
export default function Page() {
  return <LegalPage doc="cookies" extras={{ stored: <StorageTable /> }} />
}
