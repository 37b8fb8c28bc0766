import { abroad } from '../../content/offices.ts'
import type { Presence } from '../../content/schemas/offices.ts'
import { ArrowRight, Clock, Globe, Mail } from '../../ui/icons.tsx'
import { useHref } from '../../ui/PageContext.tsx'
import { useTranslation } from '../../ui/useTranslation.ts'

/** One card per country abroad: the nearshore centre with its city, the others announced as soon. */
export function AbroadList() {
  return (
    <ul className="mt-6 grid gap-4 sm:grid-cols-2">
      {abroad.map((presence) => (
        <CountryCard key={presence.code} presence={presence} />
      ))}
    </ul>
  )
}

function CountryCard({ presence }: { presence: Presence }) {
  const { t } = useTranslation('about')
  const href = useHref()
  const border = presence.isNearshore ? 'border-2 border-accent-600' : 'border border-line'
  return (
    <li className={`flex min-w-0 flex-col rounded-card bg-white p-5 shadow-card ${border}`}>
      <h4 className="flex items-center gap-2 text-lg font-bold text-ink">
        <Globe className="text-brand-600" />
        {t(`offices.countries.${presence.code}`)}
      </h4>
      <p className="mt-2 self-start rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800">
        {t(`offices.regions.${presence.type}`)}
      </p>
      <dl className="mt-3 flex-1 text-sm">
        <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{t('offices.city')}</dt>
        {presence.cities.length === 0 && (
          <dd className="mt-1 flex items-center gap-2 font-medium text-muted">
            <Clock />
            {t('offices.soon')}
          </dd>
        )}
        {presence.cities.map((city) => (
          <dd key={city.name} className="mt-1 min-w-0">
            <p className="font-semibold text-ink">{city.name}</p>
            <a
              dir="ltr"
              href={`mailto:${city.email}`}
              className="mt-1 flex min-w-0 items-center gap-2 break-all text-brand-700 hover:underline"
            >
              <Mail />
              {city.email}
            </a>
          </dd>
        ))}
      </dl>
      {presence.isNearshore && (
        <a
          href={href('nearshore')}
          className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
        >
          {t('offices.nearshoreLink')}
          <ArrowRight />
        </a>
      )}
    </li>
  )
}
