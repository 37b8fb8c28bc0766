import type { ReactNode } from 'react'
import { company } from '../../content/index.ts'
import { Clock, Mail, MapPin, Phone } from '../../ui/icons.tsx'
import { useTranslation } from '../../ui/useTranslation.ts'
import { displayPhone, telHref } from '../legal/format.ts'
import { PostalAddress } from '../legal/PostalAddress.tsx'

const linkClass = 'font-semibold break-words text-brand-700 underline-offset-4 hover:underline'

/** Contact page: phone, e-mail, headquarters address and support hours. */
export function ContactDetails() {
  const { t } = useTranslation('contact')
  const { phone, email } = company.contact
  const rows: { key: string; icon: ReactNode; label: string; value: ReactNode }[] = [
    {
      key: 'phone',
      icon: <Phone />,
      label: t('details.phone'),
      value: (
        <a dir="ltr" href={telHref(phone)} className={linkClass}>
          {displayPhone(phone)}
        </a>
      ),
    },
    {
      key: 'email',
      icon: <Mail />,
      label: t('details.email'),
      value: (
        <a dir="ltr" href={`mailto:${email}`} className={linkClass}>
          {email}
        </a>
      ),
    },
    {
      key: 'address',
      icon: <MapPin />,
      label: t('details.address'),
      value: <PostalAddress />,
    },
    { key: 'hours', icon: <Clock />, label: t('details.hours'), value: t('details.hoursValue') },
  ]
  return (
    <section
      aria-labelledby="details-title"
      className="rounded-card border border-line bg-white p-6 shadow-card"
    >
      <h2 id="details-title" className="text-xl font-bold text-ink">
        {t('details.title')}
      </h2>
      <dl className="mt-5 space-y-5">
        {rows.map((row) => (
          <div key={row.key} className="relative min-h-10 ps-14">
            <dt className="text-sm text-muted">
              <span className="absolute top-0 start-0 flex h-10 w-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                {row.icon}
              </span>
              {row.label}
            </dt>
            <dd className="mt-0.5 text-ink">{row.value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-6 rounded-lg bg-accent-400/15 p-4">
        <p className="font-semibold text-ink">{t('details.replyTitle')}</p>
        <p className="mt-1 text-sm text-slate-700">{t('details.replyText')}</p>
      </div>
    </section>
  )
}
