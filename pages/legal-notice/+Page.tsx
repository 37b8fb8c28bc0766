import { LegalPage } from '../../components/legal/LegalPage.tsx'
import { ContactFacts, HostingFacts, PublisherFacts } from '../../components/legal/NoticeFacts.tsx'
import { useLegalText } from '../../components/legal/useLegalText.ts'

/** Legal notice: publisher, hosting provider and contact (content/company.json), then short legal sections. */
export default function Page() {
  const { publisher, hosting, contact } = useLegalText('legalNotice')
  return (
    <LegalPage
      doc="legalNotice"
      leading={[
        { id: 'publisher', title: publisher.title, content: <PublisherFacts /> },
        { id: 'hosting', title: hosting.title, content: <HostingFacts /> },
        { id: 'notice-contact', title: contact.title, content: <ContactFacts /> },
      ]}
    />
  )
}
