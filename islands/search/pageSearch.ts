import type { SiteLang } from '../../shared/languages.ts'
import {
  chunksFor,
  type PageMatch,
  type SiteIndexChunk,
  type SiteIndexMeta,
  searchPages,
  siteIndexFrom,
  siteIndexPath,
} from '../../shared/search/siteIndex.ts'
import { isSearchable } from './match.ts'

/** Fetches a JSON file of the index. */
export type FetchJson = (path: string) => Promise<unknown>

const fetchJson: FetchJson = async (path) => {
  const response = await fetch(path)
  if (!response.ok) throw new Error(`${path}: ${response.status}`)
  return response.json()
}

/**
 * Full-site search for /search: each query fetches the index's header once and only the chunks of
 * terms it needs (each once), then ranks pages with MiniSearch (shared/search/siteIndex.ts).
 */
export function pageSearch(lang: SiteLang, get: FetchJson = fetchJson) {
  let meta: Promise<SiteIndexMeta> | undefined
  const chunks = new Map<number, Promise<SiteIndexChunk>>()
  const chunk = (n: number) => {
    const loaded = chunks.get(n) ?? (get(siteIndexPath(lang, n)) as Promise<SiteIndexChunk>)
    chunks.set(n, loaded)
    return loaded
  }
  return async (query: string): Promise<PageMatch[]> => {
    if (!isSearchable(query)) return []
    meta ??= get(siteIndexPath(lang, 'meta')) as Promise<SiteIndexMeta>
    const header = await meta
    const parts = await Promise.all(chunksFor(header, query, lang).map(chunk))
    return searchPages(siteIndexFrom(header, parts, lang), query)
  }
}
