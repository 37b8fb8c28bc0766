import { company } from '../../content/index.ts'
import { useLang } from '../../ui/PageContext.tsx'
import { FactList } from './FactList.tsx'
import { displayPhone, formatDate, officeAddress, telHref } from './format.ts'
import { PostalAddress } from './PostalAddress.tsx'
import { useLegalText } from './useLegalText.ts'

const linkClass = 'break-all text-brand-700 underline'

/** Legal notice: the publisher's company details (content/company.json). */
export function PublisherFacts() {
  const labels = useLegalText('legalNotice').publisher
  const lang = useLang()
  return (
    <FactList
      facts={[
        { label: labels.legalName, value: company.legalName },
        {
          label: labels.legalForm,
          value: labels.legalFormValue,
        },
        { label: labels.shareCapital, value: company.shareCapital },
        { label: labels.registeredOffice, value: officeAddress(lang) },
        { label: labels.registration, value: company.registrationNumber },
        {
          label: labels.incorporated,
          value: <time dateTime={company.incorporated}>{formatDate(company.incorporated, lang)}</time>,
        },
        { label: labels.director, value: company.publicationDirector },
      ]}
    />
  )
}

/** Legal notice: the hosting provider. */
export function HostingFacts() {
  const labels = useLegalText('legalNotice').hosting
  const { name, address, website } = company.hosting
  return (
    <FactList
      facts={[
        { label: labels.name, value: name },
        { label: labels.address, value: address },
        {
          label: labels.website,
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
  const labels = useLegalText('legalNotice').contact
  const { phone, email } = company.contact
  return (
    <>
      <p className="mt-4">{labels.intro}</p>
      <FactList
        facts={[
          {
            label: labels.phone,
            value: (
              <a dir="ltr" href={telHref(phone)} className={linkClass}>
                {displayPhone(phone)}
              </a>
            ),
          },
          {
            label: labels.email,
            value: (
              <a dir="ltr" href={`mailto:${email}`} className={linkClass}>
                {email}
              </a>
            ),
          },
          {
            label: labels.post,
            value: <PostalAddress />,
          },
        ]}
      />
    </>
  )
}
