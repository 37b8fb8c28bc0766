import type { SiteLang } from '../../shared/languages.ts'
import { loadStemmer } from '../../shared/search/loadStemmer.ts'
import {
  chunksFor,
  type PageMatch,
  type SiteIndexChunk,
  type SiteIndexMeta,
  searchPages,
  siteIndexFrom,
  siteIndexPath,
  siteTokenizer,
  type Tokenizer,
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
 * Full-site search for /search: the first query fetches the index's header and the language's stemmer
 * (a module of its own) together, each query only the chunks of terms it needs (each once), then
 * ranks pages with MiniSearch (shared/search/siteIndex.ts).
 */
export function pageSearch(lang: SiteLang, get: FetchJson = fetchJson) {
  let meta: Promise<SiteIndexMeta> | undefined
  let tokenizer: Promise<Tokenizer> | undefined
  const chunks = new Map<number, Promise<SiteIndexChunk>>()
  const chunk = (n: number) => {
    const loaded = chunks.get(n) ?? (get(siteIndexPath(lang, n)) as Promise<SiteIndexChunk>)
    chunks.set(n, loaded)
    return loaded
  }
  return async (query: string): Promise<PageMatch[]> => {
    if (!isSearchable(query)) return []
    meta ??= get(siteIndexPath(lang, 'meta')) as Promise<SiteIndexMeta>
    tokenizer ??= loadStemmer(lang).then((stem) => siteTokenizer(lang, stem))
    const [header, tokenize] = await Promise.all([meta, tokenizer])
    const parts = await Promise.all(chunksFor(header, query, tokenize).map(chunk))
    return searchPages(siteIndexFrom(header, parts, tokenize), query)
  }
}
