import type { CatalogueEntry } from '../../content/schemas/search.ts'

/** A catalogue entry as the browser receives it: with its texts in the page's language (spec §3 Search entry). */
export type SearchEntry = CatalogueEntry & {
  title: string
  description: string
  /** The page that presents it. */
  path: string
  keywords: string[]
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
    type: entry.type === 'consultant' ? entry.consultantType : entry.id,
    from: 'search',
  })
  return `${contactPath}?${params.toString()}`
}
