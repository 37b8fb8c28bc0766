import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react'
import { ArrowRight, Close } from '../../components/ui/icons.tsx'
import { useTranslation } from '../../renderer/i18n/useTranslation.ts'
import { contactHandoff, type SearchEntry } from './match.ts'

interface Props {
  query: string
  results: SearchEntry[]
  contactPath: string
  searchPath: string
  onClose: () => void
}

/** The results modal (Headless UI: focus trapped and restored; Escape, close button or outside click close it). */
export function ResultsDialog({ query, results, contactPath, searchPath, onClose }: Props) {
  const { t } = useTranslation('search')
  return (
    <Dialog open onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-ink/60" aria-hidden="true" />
      <div className="fixed inset-0 flex items-start justify-center overflow-y-auto p-4 sm:pt-24">
        <DialogPanel className="w-full max-w-2xl rounded-card bg-white p-6 text-ink shadow-card">
          <div className="flex items-start justify-between gap-4">
            <div>
              <DialogTitle className="text-xl font-bold">{t('search.resultsTitle', { query })}</DialogTitle>
              <p className="mt-1 text-sm text-muted" role="status">
                {results.length
                  ? t('search.resultsCount', { count: results.length })
                  : t('search.noResults', { query })}
              </p>
            </div>
            <button type="button" onClick={onClose} className="rounded p-1 text-muted hover:text-ink">
              <Close className="h-5 w-5" />
              <span className="sr-only">{t('search.close')}</span>
            </button>
          </div>
          {results.length > 0 && (
            <ul className="mt-4 max-h-[60vh] space-y-3 overflow-y-auto">
              {results.map((entry) => (
                <li key={entry.id} className="rounded-lg border border-line p-4">
                  <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
                    {t(entry.type === 'consultant' ? 'search.consultant' : 'search.service')}
                  </p>
                  <h3 className="mt-1 font-bold">{entry.title}</h3>
                  <p className="mt-1 text-sm text-muted">{entry.description}</p>
                  <a
                    href={contactHandoff(contactPath, entry)}
                    className="mt-3 inline-flex items-center gap-1 font-semibold text-brand-700 underline-offset-4 hover:underline"
                  >
                    {t(entry.type === 'consultant' ? 'search.requestProfile' : 'search.request')}
                    <span className="sr-only">: {entry.title}</span>
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
              {t('search.allSite', { query })}
            </a>
            <a href={contactPath} className="font-semibold text-brand-700 hover:underline">
              {t('search.contact')}
            </a>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  )
}
