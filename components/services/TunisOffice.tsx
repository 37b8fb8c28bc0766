import { nearshore } from '../../content/index.ts'
import type { ServiceSection } from '../../content/servicePage.ts'
import { ArrowRight, MapPin, Phone, Users } from '../../ui/icons.tsx'
import { useHref, useLang } from '../../ui/PageContext.tsx'
import { Section } from '../../ui/Section.tsx'
import { useTranslation } from '../../ui/useTranslation.ts'
import { countryName, telHref } from '../legal/format.ts'

/**
 * The office section of a service page (the nearshore page's Tunis office): address and phone link
 * (content/nearshore.json), team size and who works there.
 */
export function TunisOffice({ section }: { section: Extract<ServiceSection, { type: 'office' }> }) {
  const { t } = useTranslation('services')
  const href = useHref()
  const lang = useLang()
  const { office } = nearshore
  return (
    <Section id={section.id} tone={section.tone} title={section.title} intro={section.intro}>
      <div className="grid gap-6 md:grid-cols-2">
        <address className="min-w-0 rounded-card border border-line bg-surface p-6 not-italic">
          <dl className="space-y-5">
            <div>
              <dt className="flex items-center gap-2 font-semibold text-ink">
                <MapPin className="text-brand-700" />
                {t('office.address')}
              </dt>
              <dd className="mt-1 ps-6 break-words text-muted">
                {office.street}
                <br />
                {office.district}
                <br />
                {/* One text, so that an Arabic page isolates "1053 Tunis" whole (renderer/isolateRuns.ts). */}
                {`${office.postalCode} ${office.city}, ${countryName(office.country, lang)}`}
              </dd>
            </div>
            <div>
              <dt className="flex items-center gap-2 font-semibold text-ink">
                <Phone className="text-brand-700" />
                {t('office.phone')}
              </dt>
              <dd className="mt-1 ps-6">
                <a
                  dir="ltr"
                  href={telHref(office.phone)}
                  aria-label={t('office.call', { phone: office.phone })}
                  className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900"
                >
                  {office.phone.replaceAll(' ', '\u00a0')}
                </a>
              </dd>
            </div>
          </dl>
        </address>
        <div className="flex min-w-0 flex-col justify-between gap-6 rounded-card bg-brand-900 p-6 text-white">
          <div>
            <p className="flex items-center gap-4 text-2xl font-bold break-words">
              <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-lg bg-white/10 text-accent-400">
                <Users />
              </span>
              {t('office.experts', { experts: office.qaExperts })}
            </p>
            <p className="mt-4 text-slate-200">{section.team}</p>
          </div>
          <a
            href={href('offices')}
            className="inline-flex items-center gap-2 self-start font-semibold text-accent-400 underline-offset-4 hover:underline"
          >
            {t('office.offices')}
            <ArrowRight aria-hidden="true" />
          </a>
        </div>
      </div>
    </Section>
  )
}
