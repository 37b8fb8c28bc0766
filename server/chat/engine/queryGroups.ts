import type { Query } from './query.ts'

/**
 * The query's words with the words standing for each (synonyms, translations, a follow-up's topic words
 * stand alone), each group counted once: a passage holding a word and its synonym says it once.
 */
export function groupsOf(query: Query): string[][] {
  const grouped = new Set<string>()
  const groups = [...new Set(query.terms)].map((t) => {
    const members = [t, ...(query.related.get(t) ?? [])]
    for (const m of members) grouped.add(m)
    return members
  })
  for (const t of query.weights.keys()) if (!grouped.has(t)) groups.push([t])
  return groups
}
