import { LegalPage } from '../../components/legal/LegalPage.tsx'
import { ContactFacts, HostingFacts, PublisherFacts } from '../../components/legal/NoticeFacts.tsx'
import { useTranslation } from '../../ui/useTranslation.ts'

/** Legal notice: publisher, hosting provider and contact (content/company.json), then short legal sections. */
export default function Page() {
  const { t } = useTranslation('legal')
  return (
    <LegalPage
      doc="legalNotice"
      leading={[
        { id: 'publisher', title: t('legalNotice.publisher.title'), content: <PublisherFacts /> },
        { id: 'hosting', title: t('legalNotice.hosting.title'), content: <HostingFacts /> },
        { id: 'notice-contact', title: t('legalNotice.contact.title'), content: <ContactFacts /> },
      ]}
    />
  )
}
