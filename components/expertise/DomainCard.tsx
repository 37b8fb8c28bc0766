import { domainText } from '../../content/texts.ts'
import { ArrowRight } from '../../ui/icons.tsx'
import { useHref, useLang } from '../../ui/PageContext.tsx'
import { useTranslation } from '../../ui/useTranslation.ts'
import { DomainIcon } from './DomainIcon.tsx'
import type { DomainKeys } from './keys.ts'

const FACETS = ['scope', 'security', 'audit'] as const

/** One domain of the overview: title (the card's one link, to /offre/<offre>), description, scope, security, audit. */
export function DomainCard({ domain }: { domain: DomainKeys }) {
  const { t } = useTranslation('expertise')
  const href = useHref()
  const { service, offre } = domain
  const text = domainText(useLang(), service)
  return (
    <li className="group relative flex min-w-0 flex-col rounded-card border border-line bg-white p-6 shadow-card transition hover:border-brand-200 hover:shadow-lg has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-brand-500 sm:p-8">
      <div className="flex items-center gap-4">
        <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-2xl text-brand-700">
          <DomainIcon service={service} />
        </span>
        <h3 className="min-w-0 text-xl font-bold text-ink">
          <a
            href={href('offreDomain', offre)}
            className="after:absolute after:inset-0 after:rounded-card focus-visible:outline-none"
          >
            {text.title}
          </a>
        </h3>
      </div>
      <p className="mt-4 text-ink">{text.description}</p>
      <dl className="mt-5 flex-1 space-y-4 border-t border-line pt-5 text-sm">
        {FACETS.map((facet) => (
          <div key={facet}>
            <dt className="font-semibold text-brand-800">{t(`overview.card.${facet}`)}</dt>
            <dd className="mt-1 break-words text-muted">{text[facet]}</dd>
          </div>
        ))}
      </dl>
      <span aria-hidden="true" className="mt-6 inline-flex items-center gap-2 font-semibold text-brand-700">
        {t('overview.card.more')}
        <ArrowRight className="transition-transform group-hover:translate-x-1 rtl:group-hover:-translate-x-1" />
      </span>
    </li>
  )
}
