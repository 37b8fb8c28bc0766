import type { Lang } from '../../../shared/languages.ts'
import { answers } from './evidence.ts'
import type { Query } from './query.ts'
import { terms } from './text.ts'

// The question's own words (at full weight, not the words saying what it asks for) and whether a text
// names them, itself or in the site's word for them.

/** The question's own words: its terms at full weight, "where", "how long", "address" and the like aside. */
export const ownTerms = (query: Query): string[] =>
  query.terms.filter((t) => (query.weights.get(t) ?? 0) >= 1 && !query.asking?.has(t))

/** Whether a text names one of the question's own words (any text does, when the question has none). */
export function namesAnyOwn(text: string, query: Query, lang: Lang): boolean {
  const own = ownTerms(query)
  const said = new Set(terms(text, lang))
  return own.length === 0 || own.some((t) => answers(said, query, t))
}

/** Whether a text holds every one of the question's own words (its topic's aside), two at least. */
export function namesAllOwn(text: string, query: Query, lang: Lang): boolean {
  const said = new Set(terms(text, lang))
  const own = ownTerms(query).filter((t) => !query.topic?.has(t))
  return own.length >= 2 && own.every((t) => said.has(t))
}
