import type { CaseStudy } from '../../content/schemas/cases.ts'
import { useTranslation } from '../../ui/useTranslation.ts'
import { CaseLogo } from './CaseLogo.tsx'

/** One client case: stand-in logo, industry and client, title, description and measured results. */
export function CaseCard({ study }: { study: CaseStudy }) {
  const { t } = useTranslation('cases')
  const base = `items.${study.key}` as const
  const results = Object.values(t(`${base}.results`, { returnObjects: true }))
  return (
    <article className="grid gap-8 rounded-card border border-line bg-white p-6 shadow-card sm:p-8 lg:grid-cols-[16rem_1fr]">
      <div className="min-w-0">
        <CaseLogo logo={study.logo} className="h-16 w-16" />
        <dl className="mt-5 space-y-3 text-sm">
          <div>
            <dt className="font-semibold tracking-wide text-brand-700 uppercase">{t('list.industry')}</dt>
            <dd className="text-ink">{t(`${base}.industry`)}</dd>
          </div>
          <div>
            <dt className="font-semibold tracking-wide text-brand-700 uppercase">{t('list.client')}</dt>
            <dd className="text-ink">{t(`${base}.client`)}</dd>
          </div>
        </dl>
      </div>
      <div className="min-w-0">
        <h3 className="text-2xl font-bold tracking-tight text-balance text-ink">{t(`${base}.title`)}</h3>
        <p className="mt-3 text-muted">{t(`${base}.description`)}</p>
        <h4 className="mt-6 text-sm font-semibold tracking-wide text-ink uppercase">{t('list.results')}</h4>
        <dl className="mt-3 grid gap-4 sm:grid-cols-3">
          {results.map((result) => (
            <div key={result.label} className="flex flex-col-reverse rounded-lg bg-surface p-4">
              <dt className="mt-1 text-sm text-muted">{result.label}</dt>
              <dd className="text-2xl font-extrabold text-brand-700">
                <bdi dir="ltr">{result.value}</bdi>
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </article>
  )
}
