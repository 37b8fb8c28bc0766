import { DataContact } from '../../components/legal/DataContact.tsx'
import { LegalPage } from '../../components/legal/LegalPage.tsx'
import { ProcessingTable } from '../../components/legal/ProcessingTable.tsx'

/** Privacy policy: GDPR information, with the processing table and the contact for data requests. */
export default function Page() {
  return <LegalPage doc="privacy" extras={{ purposes: <ProcessingTable />, exercise: <DataContact /> }} />
}
