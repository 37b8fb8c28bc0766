/** How much a set of terms (a page, a passage) answers a query: the signals retrieval is trusted on. */

/**
 * How rare a term is among `total` passages when `found` hold it (BM25's inverse document frequency); a
 * term no passage holds gets the rarest possible weight.
 */
export const idf = (found: number, total: number) => Math.log(1 + (total - found + 0.5) / (found + 0.5))

/** The parts of an analysed query the measures read. */
export interface QueryTerms {
  /** The query's own terms. */
  terms: readonly string[]
  /** Topic words each term brings (synonyms). */
  related: ReadonlyMap<string, readonly string[]>
}

/** True when the set holds the term or one of its topic words. */
export const answers = (set: ReadonlySet<string>, query: QueryTerms, term: string) =>
  set.has(term) || (query.related.get(term) ?? []).some((t) => set.has(t))

/**
 * [matched weight, share of the query's weight] a set answers, each distinct term weighing `weight(term)`;
 * `skip` terms (the brand name) count only when the query has nothing else; `optional` ones (a hedge:
 * "officially") only when the set holds them.
 */
export function coverage(
  set: ReadonlySet<string>,
  query: QueryTerms,
  weight: (term: string) => number,
  skip: ReadonlySet<string>,
  optional: ReadonlySet<string> = new Set(),
): [number, number] {
  const strong = strongTerms(query, skip)
  let total = 0
  let matched = 0
  for (const term of strong) {
    const held = answers(set, query, term)
    if (!held && optional.has(term)) continue
    total += weight(term)
    if (held) matched += weight(term)
  }
  return [matched, total === 0 ? 0 : matched / total]
}

/** The distinct terms of a query that tell pages apart (all of them when only weak ones are left). */
export function strongTerms(query: QueryTerms, skip: ReadonlySet<string>): string[] {
  const strong = [...new Set(query.terms.filter((t) => !skip.has(t)))]
  return strong.length > 0 ? strong : [...new Set(query.terms)]
}

/** How many distinct `terms` of the query one passage answers together. */
export const together = (set: ReadonlySet<string>, query: QueryTerms, terms: readonly string[]) =>
  terms.filter((t) => answers(set, query, t)).length
