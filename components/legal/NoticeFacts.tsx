import { company } from '../../content/index.ts'
import { useLang } from '../../ui/PageContext.tsx'
import { useTranslation } from '../../ui/useTranslation.ts'
import { FactList } from './FactList.tsx'
import { displayPhone, formatDate, officeAddress, officeLines, telHref } from './format.ts'

const linkClass = 'break-all text-brand-700 underline'

/** Legal notice: the publisher's company details (content/company.json). */
export function PublisherFacts() {
  const { t } = useTranslation('legal')
  const lang = useLang()
  return (
    <FactList
      facts={[
        { label: t('legalNotice.publisher.legalName'), value: company.legalName },
        {
          label: t('legalNotice.publisher.legalForm'),
          value: t('legalNotice.publisher.legalFormValue', { form: company.legalForm }),
        },
        { label: t('legalNotice.publisher.shareCapital'), value: company.shareCapital },
        { label: t('legalNotice.publisher.registeredOffice'), value: officeAddress(lang) },
        { label: t('legalNotice.publisher.registration'), value: company.registrationNumber },
        {
          label: t('legalNotice.publisher.incorporated'),
          value: <time dateTime={company.incorporated}>{formatDate(company.incorporated, lang)}</time>,
        },
        { label: t('legalNotice.publisher.director'), value: company.publicationDirector },
      ]}
    />
  )
}

/** Legal notice: the hosting provider. */
export function HostingFacts() {
  const { t } = useTranslation('legal')
  const { name, address, website } = company.hosting
  return (
    <FactList
      facts={[
        { label: t('legalNotice.hosting.name'), value: name },
        { label: t('legalNotice.hosting.address'), value: address },
        {
          label: t('legalNotice.hosting.website'),
          value: (
            <a href={website} rel="noopener noreferrer" className={linkClass}>
              {website.replace(/^https?:\/\//, '')}
            </a>
          ),
        },
      ]}
    />
  )
}

/** Legal notice: how to reach the publisher. */
export function ContactFacts() {
  const { t } = useTranslation('legal')
  const lang = useLang()
  const { phone, email } = company.contact
  return (
    <>
      <p className="mt-4">{t('legalNotice.contact.intro')}</p>
      <FactList
        facts={[
          {
            label: t('legalNotice.contact.phone'),
            value: (
              <a href={telHref(phone)} className={linkClass}>
                {displayPhone(phone)}
              </a>
            ),
          },
          {
            label: t('legalNotice.contact.email'),
            value: (
              <a href={`mailto:${email}`} className={linkClass}>
                {email}
              </a>
            ),
          },
          {
            label: t('legalNotice.contact.post'),
            value: (
              <address className="not-italic">
                {[company.legalName, ...officeLines(lang)].map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </address>
            ),
          },
        ]}
      />
    </>
  )
}
