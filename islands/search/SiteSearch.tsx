import { type FormEvent, useEffect, useState } from 'react'
import { SearchIcon } from '../../ui/icons.tsx'
import { useTranslation } from '../../ui/useTranslation.ts'
import { CatalogueList } from './CatalogueList.tsx'
import { type IndexedPage, isSearchable, matchCatalogue, type SearchEntry } from './match.ts'
import { PageResults } from './PageResults.tsx'

interface Props {
  entries: SearchEntry[]
  contactPath: string
  searchPath: string
  lang: string
}

/**
 * The search page: reads ?q= from the URL, matches the catalogue and the site's text index
 * (/search/index-{lang}.json, generated at build). Without JavaScript it lists the catalogue.
 */
export default function SiteSearch({ entries, contactPath, searchPath, lang }: Props) {
  const { t } = useTranslation('search')
  const [query, setQuery] = useState('')
  const [submitted, setSubmitted] = useState('')
  const [pages, setPages] = useState<IndexedPage[] | null>(null)

  useEffect(() => {
    const q = new URLSearchParams(window.location.search).get('q')?.slice(0, 200) ?? ''
    setQuery(q)
    setSubmitted(q)
  }, [])
  useEffect(() => {
    if (!isSearchable(submitted) || pages) return
    fetch(`/search/index-${lang}.json`)
      .then((r) =>
        r.ok ? (r.json() as Promise<IndexedPage[]>) : Promise.reject(new Error(String(r.status))),
      )
      .then(setPages)
      .catch((error: unknown) => {
        console.error('Search index:', error)
        setPages([])
      })
  }, [submitted, pages, lang])

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
          className="inline-flex h-12 items-center gap-2 rounded-lg bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700"
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
      {active && <PageResults query={submitted} pages={pages} contactPath={contactPath} />}
    </div>
  )
}
