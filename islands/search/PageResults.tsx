import type { PageMatch } from '../../shared/search/siteIndex.ts'
import { useTranslation } from '../../ui/useTranslation.ts'

/** Matching pages of the whole site (null while they are being looked up), with their descriptions. */
export function PageResults({
  query,
  results,
  contactPath,
}: {
  query: string
  results: PageMatch[] | null
  contactPath: string
}) {
  const { t } = useTranslation('search')
  const found = results?.slice(0, 20) ?? []
  return (
    <section aria-labelledby="pages-title" aria-busy={results === null}>
      <h2 id="pages-title" className="text-2xl font-bold text-ink">
        {t('page.pages')}
      </h2>
      {results !== null && found.length === 0 && (
        <p className="mt-3 text-muted">
          {t('search.noResults', { query })}{' '}
          <a href={contactPath} className="font-semibold text-brand-700 underline">
            {t('search.contact')}
          </a>
        </p>
      )}
      <ol className="mt-4 space-y-4">
        {found.map((page) => (
          <li key={page.url} className="rounded-card border border-line bg-white p-5">
            <h3 className="font-bold text-ink">
              <a href={page.url} className="text-brand-700 hover:underline">
                {page.title}
              </a>
            </h3>
            <p className="mt-1 text-sm text-muted">{page.description}</p>
          </li>
        ))}
      </ol>
    </section>
  )
}
