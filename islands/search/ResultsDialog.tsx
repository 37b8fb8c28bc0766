import { useEffect, useRef, useState } from 'react'
import { ArrowRight, Close } from '../../ui/icons.tsx'
import { Runs } from '../../ui/Runs.tsx'
import { useTranslation } from '../../ui/useTranslation.ts'
import { afterPaint } from '../afterPaint.ts'
import { contactHandoff, type SearchEntry } from './match.ts'

/**
 * The results the dialog's first frame lays out: what a phone's screen shows. The rest follow once that
 * frame is painted; laying out every result at once made Enter's next paint 150 ms late on the bench's
 * mobile profile (docs/performance.md).
 */
const FIRST_RESULTS = 4

interface Props {
  query: string
  results: SearchEntry[]
  contactPath: string
  searchPath: string
  onClose: () => void
}

/**
 * The results modal, a native modal <dialog> (the browser traps and restores focus and closes it on
 * Escape); the close button or a click outside (on its backdrop) close it too. The number of results is
 * the dialog's description: a screen reader says it with the dialog's name as it opens (a status region
 * born with its text is not announced).
 */
export function ResultsDialog({ query, results, contactPath, searchPath, onClose }: Props) {
  const { t } = useTranslation('search')
  const dialog = useRef<HTMLDialogElement>(null)
  const [shown, setShown] = useState(FIRST_RESULTS)
  // Opens as it mounts, and again for a new search made before the last one's closing was told (Escape
  // closes the dialog at once, its close event comes a moment later).
  // biome-ignore lint/correctness/useExhaustiveDependencies: new results (a new search) open it again
  useEffect(() => {
    if (dialog.current && !dialog.current.open) dialog.current.showModal()
  }, [results])
  useEffect(() => {
    if (results.length > shown) afterPaint(() => setShown(results.length))
  }, [results, shown])
  const close = () => dialog.current?.close()
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop; the keyboard has Escape and the close button
    <dialog
      ref={dialog}
      aria-labelledby="search-results-title"
      aria-describedby="search-results-count"
      // A close event that comes after a new search has opened it again closes nothing.
      onClose={() => dialog.current?.open || onClose()}
      // The dialog's own box is covered by its panel: a click that reaches it landed on the backdrop.
      onClick={(event) => event.target === event.currentTarget && close()}
      className="mx-auto mt-4 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-2xl overflow-y-auto rounded-card bg-white p-0 text-ink shadow-card backdrop:bg-ink/60 sm:mt-24"
    >
      <div className="p-6">
        <div className="flex items-start justify-between gap-4">
          <div>
            <h2 id="search-results-title" className="text-xl font-bold">
              <Runs>{t('search.resultsTitle', { query })}</Runs>
            </h2>
            <p id="search-results-count" className="mt-1 text-sm text-muted">
              {results.length
                ? t('search.resultsCount', { count: results.length })
                : t('search.noResults', { query })}
            </p>
          </div>
          <button type="button" onClick={close} className="rounded p-1 text-muted hover:text-ink">
            <Close className="h-5 w-5" />
            <span className="sr-only">{t('search.close')}</span>
          </button>
        </div>
        {results.length > 0 && (
          <ul className="mt-4 max-h-[60vh] space-y-3 overflow-y-auto">
            {results.slice(0, shown).map((entry) => (
              <li key={entry.id} className="rounded-lg border border-line p-4">
                <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
                  {t(entry.type === 'consultant' ? 'search.consultant' : 'search.service')}
                </p>
                <h3 className="mt-1 font-bold">
                  <Runs>{entry.title}</Runs>
                </h3>
                <p className="mt-1 text-sm text-muted">
                  <Runs>{entry.description}</Runs>
                </p>
                <a
                  href={contactHandoff(contactPath, entry)}
                  className="mt-3 inline-flex items-center gap-1 font-semibold text-brand-700 underline-offset-4 hover:underline"
                >
                  {t(entry.type === 'consultant' ? 'search.requestProfile' : 'search.request')}
                  <span className="sr-only">
                    : <Runs>{entry.title}</Runs>
                  </span>
                  <ArrowRight />
                </a>
              </li>
            ))}
          </ul>
        )}
        <div className="mt-5 flex flex-wrap gap-4 border-t border-line pt-4 text-sm">
          <a
            href={`${searchPath}?q=${encodeURIComponent(query)}`}
            className="font-semibold text-brand-700 hover:underline"
          >
            <Runs>{t('search.allSite', { query })}</Runs>
          </a>
          <a href={contactPath} className="font-semibold text-brand-700 hover:underline">
            {t('search.contact')}
          </a>
        </div>
      </div>
    </dialog>
  )
}
