import { Runs } from '../../ui/Runs.tsx'
import { useTranslation } from '../../ui/useTranslation.ts'
import { contactHandoff, type SearchEntry } from './match.ts'

/** Catalogue entries with their page and the contact hand-off. */
export function CatalogueList({
  title,
  entries,
  contactPath,
}: {
  title: string
  entries: SearchEntry[]
  contactPath: string
}) {
  const { t } = useTranslation('search')
  return (
    <section aria-labelledby="catalogue-title">
      <h2 id="catalogue-title" className="text-2xl font-bold text-ink">
        {title}
      </h2>
      {entries.length === 0 ? (
        <p className="mt-3 text-muted">{t('search.noResults', { query: '' }).split('.')[0]}.</p>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {entries.map((entry) => (
            <li key={entry.id} className="flex flex-col rounded-card border border-line bg-white p-5">
              <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
                {t(entry.type === 'consultant' ? 'search.consultant' : 'search.service')}
              </p>
              <h3 className="mt-1 font-bold text-ink">
                <a href={entry.path} className="hover:underline">
                  <Runs>{entry.title}</Runs>
                </a>
              </h3>
              <p className="mt-1 flex-1 text-sm text-muted">
                <Runs>{entry.description}</Runs>
              </p>
              <a
                href={contactHandoff(contactPath, entry)}
                className="mt-3 text-sm font-semibold text-brand-700 hover:underline"
              >
                {t(entry.type === 'consultant' ? 'search.requestProfile' : 'search.request')}
                <span className="sr-only">
                  : <Runs>{entry.title}</Runs>
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
