import { company } from '../../content/index.ts'
import { Mail, MapPin } from '../../ui/icons.tsx'
import { PostalAddress } from './PostalAddress.tsx'
import { useLegalText } from './useLegalText.ts'

/** Privacy policy: where to send a personal-data request (e-mail link and postal address). */
export function DataContact() {
  const text = useLegalText('privacy').dataContact
  return (
    <div className="mt-6 rounded-card border border-brand-100 bg-brand-50 p-6">
      <p className="font-semibold text-ink">{text.title}</p>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="flex items-center gap-2 text-sm font-semibold text-brand-800">
            <Mail aria-hidden="true" />
            {text.email}
          </dt>
          <dd className="mt-1">
            <a
              dir="ltr"
              href={`mailto:${company.contact.email}`}
              className="break-all text-brand-700 underline"
            >
              {company.contact.email}
            </a>
          </dd>
        </div>
        <div>
          <dt className="flex items-center gap-2 text-sm font-semibold text-brand-800">
            <MapPin aria-hidden="true" />
            {text.post}
          </dt>
          <dd className="mt-1">
            <PostalAddress />
          </dd>
        </div>
      </dl>
    </div>
  )
}
