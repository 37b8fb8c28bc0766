import { type FormEvent, useRef, useState } from 'react'
import { SearchIcon } from '../../ui/icons.tsx'
import { Runs } from '../../ui/Runs.tsx'
import { useTranslation } from '../../ui/useTranslation.ts'
import { useHydrated } from '../useHydrated.ts'
import { isSearchable, matchCatalogue, type SearchEntry } from './match.ts'
import { ResultsDialog } from './ResultsDialog.tsx'

interface Props {
  entries: SearchEntry[]
  contactPath: string
  /** The full-site search page: the form's native action without JavaScript. */
  searchPath: string
}

/** The home search box (spec §2 Search, §4, §5): hints, the 2-character minimum, results in a modal. */
export default function SearchBox({ entries, contactPath, searchPath }: Props) {
  const { t } = useTranslation('search')
  const [query, setQuery] = useState('')
  const [results, setResults] = useState<SearchEntry[] | null>(null)
  const input = useRef<HTMLInputElement>(null)
  const ready = isSearchable(query)
  // Without JavaScript the button stays usable and the form goes to the search page.
  const enhanced = useHydrated()

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (ready) setResults(matchCatalogue(entries, query))
  }

  const hint = query.trim() === '' ? '' : ready ? t('search.hintReady') : t('search.hintShort')
  return (
    // biome-ignore lint/a11y/useSemanticElements: a search form; the <search> element is too new for our HTML validator
    <form role="search" action={searchPath} method="get" onSubmit={onSubmit} className="w-full max-w-xl">
      <label htmlFor="home-search" className="sr-only">
        {t('search.label')}
      </label>
      {/* Framed by a shadow and a ring, its focus an outline around the frame; in a contrast theme, which drops
          shadows, the field and its button draw their own borders (renderer/styles.css). */}
      <div className="flex rounded-lg bg-white shadow-lg ring-1 ring-white/20 focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-accent-400">
        <input
          id="home-search"
          ref={input}
          name="q"
          type="search"
          autoComplete="off"
          value={query}
          onChange={(e) => {
            setQuery(e.target.value)
            if (e.target.value === '') setResults(null)
          }}
          placeholder={t('search.placeholder')}
          aria-describedby="home-search-hint"
          className="h-14 min-w-0 flex-1 rounded-s-lg bg-transparent px-4 text-ink placeholder:text-slate-500 focus:outline-hidden"
        />
        <button
          type="submit"
          disabled={enhanced && !ready}
          className="flex h-14 w-14 shrink-0 items-center justify-center rounded-e-lg bg-accent-400 text-ink hover:bg-accent-500 disabled:cursor-not-allowed disabled:opacity-60"
        >
          <SearchIcon className="h-5 w-5" />
          <span className="sr-only">{t('search.submit')}</span>
        </button>
      </div>
      <p id="home-search-hint" aria-live="polite" className="mt-2 min-h-5 text-sm text-slate-200">
        {/* One element per hint, put in whole: a screen reader announces each addition once. */}
        <span key={hint}>
          <Runs>{hint}</Runs>
        </span>
      </p>
      {results && (
        <ResultsDialog
          query={query.trim()}
          results={results}
          contactPath={contactPath}
          searchPath={searchPath}
          onClose={() => {
            setResults(null)
            // Focus goes back where the visitor was typing.
            requestAnimationFrame(() => input.current?.focus())
          }}
        />
      )}
    </form>
  )
}
