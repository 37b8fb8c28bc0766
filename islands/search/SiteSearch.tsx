import { type FormEvent, useEffect, useMemo, useState } from 'react'
import type { SiteLang } from '../../shared/languages.ts'
import type { PageMatch } from '../../shared/search/siteIndex.ts'
import { SearchIcon } from '../../ui/icons.tsx'
import { useTranslation } from '../../ui/useTranslation.ts'
import { CatalogueList } from './CatalogueList.tsx'
import { isSearchable, matchCatalogue, type SearchEntry } from './match.ts'
import { PageResults } from './PageResults.tsx'
import { pageSearch } from './pageSearch.ts'

interface Props {
  entries: SearchEntry[]
  contactPath: string
  searchPath: string
  lang: SiteLang
}

/**
 * The search page: reads ?q= from the URL, matches the catalogue and the site's pages (the index the
 * build cut in chunks: only those a query needs are fetched). Without JavaScript it lists the catalogue.
 */
export default function SiteSearch({ entries, contactPath, searchPath, lang }: Props) {
  const { t } = useTranslation('search')
  const [query, setQuery] = useState('')
  const [submitted, setSubmitted] = useState('')
  const [pages, setPages] = useState<PageMatch[] | null>(null)
  const search = useMemo(() => pageSearch(lang), [lang])

  useEffect(() => {
    const q = new URLSearchParams(window.location.search).get('q')?.slice(0, 200) ?? ''
    setQuery(q)
    setSubmitted(q)
  }, [])
  useEffect(() => {
    if (!isSearchable(submitted)) return
    let current = true
    setPages(null)
    search(submitted)
      .catch((error: unknown) => {
        console.error('Search index:', error)
        return []
      })
      .then((found) => current && setPages(found))
    return () => {
      current = false
    }
  }, [submitted, search])

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!isSearchable(query)) return
    setSubmitted(query.trim())
    window.history.replaceState(null, '', `${searchPath}?q=${encodeURIComponent(query.trim())}`)
  }

  const active = isSearchable(submitted)
  const found = active ? matchCatalogue(entries, submitted) : entries
  return (
    <div className="space-y-10">
      {/* biome-ignore lint/a11y/useSemanticElements: a search form; the <search> element is too new for our HTML validator */}
      <form role="search" action={searchPath} method="get" onSubmit={onSubmit} className="flex gap-2">
        <label htmlFor="site-search" className="sr-only">
          {t('search.label')}
        </label>
        <input
          id="site-search"
          name="q"
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={t('search.placeholder')}
          className="h-12 min-w-0 flex-1 rounded-lg border border-line px-4 text-ink"
        />
        <button
          type="submit"
          className="inline-flex min-h-12 items-center gap-2 rounded-lg bg-brand-600 px-5 py-2 text-center font-semibold text-white hover:bg-brand-700"
        >
          <SearchIcon />
          {t('search.submit')}
        </button>
      </form>
      {active && (
        <p role="status" className="text-lg font-semibold text-ink">
          {t('search.resultsTitle', { query: submitted })}
        </p>
      )}
      <CatalogueList
        title={active ? t('page.catalogue') : t('page.browse')}
        entries={found}
        contactPath={contactPath}
      />
      {active && <PageResults query={submitted} results={pages} contactPath={contactPath} />}
    </div>
  )
}
