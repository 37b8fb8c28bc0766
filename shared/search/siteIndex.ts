import MiniSearch, { type AsPlainObject, type Options } from 'minisearch'
import type { Lang, SiteLang } from '../languages.ts'
import type { IndexedPage } from '../searchIndex.ts'
import type { Stemmer } from './stemmer.ts'
import { FUNCTION_WORDS, terms } from './text.ts'

/**
 * The /search index: a MiniSearch index of the site's pages, built once at build time and cut into
 * chunks of terms, so that a query fetches the index's header and only the chunks holding its terms.
 */

/** What a /search result shows: stored with the index. */
export interface PageMatch {
  url: string
  title: string
  description: string
}

/** The serialized index without its terms, and the first term of each chunk, in order. */
export interface SiteIndexMeta {
  base: Omit<AsPlainObject, 'index'>
  /** Chunk `n` holds the terms from `chunks[n]` up to `chunks[n + 1]` (excluded). */
  chunks: string[]
}

/** One chunk: a run of the index's terms, each with its postings. */
export type SiteIndexChunk = AsPlainObject['index']

/** Where the build writes, and the browser finds, a language's index header (`meta`) and chunks. */
export const siteIndexPath = (lang: SiteLang, part: 'meta' | number) => `/search/${lang}/${part}.json`

/** How a language's pages and queries are cut into search terms. */
export type Tokenizer = (text: string) => string[]

/**
 * The /search analysis of a language: folded words without grammatical words, stemmed with the
 * language's stemmer (the build passes STEMMERS[lang], the browser the one `loadStemmer` fetched).
 */
export const siteTokenizer =
  (lang: Lang, stem: Stemmer): Tokenizer =>
  (text) =>
    terms(text, stem, FUNCTION_WORDS[lang])

/** How pages and queries are analysed and ranked: the build and the browser must agree. */
export function siteSearchOptions(tokenize: Tokenizer): Options<IndexedPage> {
  return {
    idField: 'url',
    fields: ['title', 'headings', 'description', 'text'],
    storeFields: ['title', 'description'],
    extractField: (page, field) =>
      field === 'headings' ? page.headings.join(' ') : page[field as keyof IndexedPage],
    tokenize,
    processTerm: (term) => term,
    // Pages holding every word, or a word starting with it; title first, then headings and description.
    searchOptions: { combineWith: 'AND', prefix: true, boost: { title: 4, headings: 2, description: 2 } },
  }
}

/** Size, in JSON characters, above which a chunk is closed and the next one started. */
const CHUNK_SIZE = 6000

/** Indexes a language's pages and cuts the index into chunks of terms, in the terms' order. */
export function buildSiteIndex(
  pages: readonly IndexedPage[],
  tokenize: Tokenizer,
  chunkSize = CHUNK_SIZE,
): { meta: SiteIndexMeta; chunks: SiteIndexChunk[] } {
  const index = new MiniSearch(siteSearchOptions(tokenize))
  index.addAll(pages)
  const { index: entries, ...base } = index.toJSON()
  const chunks: SiteIndexChunk[] = []
  let size = Number.POSITIVE_INFINITY
  for (const entry of [...entries].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const length = JSON.stringify(entry).length
    if (size + length > chunkSize) {
      chunks.push([])
      size = 0
    }
    chunks[chunks.length - 1]?.push(entry)
    size += length
  }
  return { meta: { base, chunks: chunks.map((chunk) => chunk[0]?.[0] ?? '') }, chunks }
}

/** The chunks that may hold a query's terms, or terms starting with them. */
export function chunksFor(meta: SiteIndexMeta, query: string, tokenize: Tokenizer): number[] {
  const wanted = new Set<number>()
  for (const term of tokenize(query)) {
    // The last chunk starting at or before the term, and those starting with it.
    let n = meta.chunks.findLastIndex((first) => first <= term)
    wanted.add(Math.max(0, n))
    while (++n < meta.chunks.length && (meta.chunks[n] ?? '').startsWith(term)) wanted.add(n)
  }
  return [...wanted].sort((a, b) => a - b)
}

/** A searchable index from the header and the chunks a query needs. */
export function siteIndexFrom(
  meta: SiteIndexMeta,
  chunks: readonly SiteIndexChunk[],
  tokenize: Tokenizer,
): MiniSearch<IndexedPage> {
  return MiniSearch.loadJS({ ...meta.base, index: chunks.flat() }, siteSearchOptions(tokenize))
}

/** The pages matching a query, best first, from an index holding at least the query's chunks. */
export function searchPages(index: MiniSearch<IndexedPage>, query: string): PageMatch[] {
  return index.search(query).map((r) => ({
    url: String(r.id),
    title: String(r.title ?? ''),
    description: String(r.description ?? ''),
  }))
}
