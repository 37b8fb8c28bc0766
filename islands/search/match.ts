/** A search entry as the browser receives it: already in the page's language (spec §3 Search entry). */
export interface SearchEntry {
  id: string
  type: 'service' | 'consultant'
  title: string
  description: string
  /** The page that presents it. */
  path: string
  keywords: string[]
  consultantType?: string
}

/** Spec §5: search runs only from 2 characters after trimming. */
export const MIN_QUERY = 2

export function isSearchable(query: string): boolean {
  return query.trim().length >= MIN_QUERY
}

/** Spec §5: a case-insensitive substring match on title, description, id and keywords together. */
export function matchCatalogue(entries: readonly SearchEntry[], query: string): SearchEntry[] {
  if (!isSearchable(query)) return []
  const needle = query.trim().toLocaleLowerCase()
  return entries.filter((e) =>
    [e.title, e.description, e.id, ...e.keywords].join(' ').toLocaleLowerCase().includes(needle),
  )
}

/** Spec §2: a result hands off to the contact page with subject, type and from=search. */
export function contactHandoff(contactPath: string, entry: SearchEntry): string {
  const params = new URLSearchParams({
    subject: entry.title,
    type: entry.consultantType ?? entry.id,
    from: 'search',
  })
  return `${contactPath}?${params.toString()}`
}

export interface IndexedPage {
  url: string
  title: string
  description: string
  headings: string[]
  text: string
}

const fold = (s: string) => s.toLocaleLowerCase().normalize('NFD').replace(/\p{M}/gu, '')

/**
 * Full-site search for /search: pages containing every word of the query (accents ignored), best
 * first — title, then headings and description, then body text.
 */
export function matchPages(pages: readonly IndexedPage[], query: string): IndexedPage[] {
  if (!isSearchable(query)) return []
  const words = fold(query)
    .split(/\s+/)
    .filter((w) => w.length > 0)
  const scored = pages.map((page) => {
    const title = fold(page.title)
    const heads = fold(`${page.headings.join(' ')} ${page.description}`)
    const body = fold(page.text)
    let score = 0
    for (const w of words) {
      if (!title.includes(w) && !heads.includes(w) && !body.includes(w)) return { page, score: 0 }
      score += (title.includes(w) ? 10 : 0) + (heads.includes(w) ? 4 : 0) + (body.includes(w) ? 1 : 0)
    }
    return { page, score }
  })
  return scored
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score)
    .map((s) => s.page)
}

/** A short extract of the page text around the first query word, for a result card. */
export function excerpt(page: IndexedPage, query: string, size = 180): string {
  const text = page.text
  const at = fold(text).indexOf(fold(query).split(/\s+/)[0] ?? '')
  if (at < 0) return page.description || text.slice(0, size)
  const start = Math.max(0, at - size / 3)
  return `${start > 0 ? '…' : ''}${text.slice(start, start + size).trim()}…`
}
