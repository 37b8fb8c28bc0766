import type { Lang } from '../../../shared/languages.ts'
import { coverage } from './evidence.ts'
import type { Hit, PageHit, Query } from './query.ts'
import { terms } from './text.ts'

// Pages ranked by their passages' hits: their best passages, how much of the question they answer
// together, and whether their title names it.

/**
 * Share of a page's score kept when it answers none of the query's rarity-weighted words; the rest grows
 * with the square of the share it answers, so that a page of many items each holding one word of the
 * question does not outrank the page holding all of them.
 */
const COVERAGE_FLOOR = 0.15
/** Added share of a page's score per share of the query's words its title holds. */
const TITLE_BONUS = 1.2
/**
 * A page's best passages read for the query's words together: its three best (its two best let two job
 * offers naming "IA" hide "Ces valeurs guident nos recrutements" on the careers page; four or six lost more).
 */
const TOGETHER_HITS = 3

/**
 * The pages of a query's hits (sorted best first), ranked: the sum of a page's three best passages, scaled
 * by the share of the question's rarity-weighted words the page holds and by its title naming them.
 */
export function rankPages(
  hits: readonly Hit[],
  query: Query,
  rarity: (term: string) => number,
  untelling: ReadonlySet<string>,
  distinct: number,
  lang: Lang,
): PageHit[] {
  const byPage = new Map<string, Hit[]>()
  for (const hit of hits) {
    const list = byPage.get(hit.passage.url)
    if (list) list.push(hit)
    else byPage.set(hit.passage.url, [hit])
  }
  return [...byPage.entries()]
    .map(([url, list]): PageHit => {
      const pageTerms = new Set(list.flatMap((h) => [...h.terms]))
      const [matched, share] = coverage(pageTerms, query, rarity, untelling, query.hedges)
      const sum = (list[0]?.score ?? 0) + 0.3 * (list[1]?.score ?? 0) + 0.1 * (list[2]?.score ?? 0)
      // A page whose title names what is asked ("audit" in "Audits qualité") is about it.
      const title = new Set(terms(list[0]?.passage.pageTitle ?? '', lang))
      const [, titled] = coverage(title, query, rarity, untelling)
      return {
        url,
        title: list[0]?.passage.pageTitle ?? url,
        score: sum * (COVERAGE_FLOOR + (1 - COVERAGE_FLOOR) * share * share) * (1 + TITLE_BONUS * titled),
        hits: list.slice(0, 4),
        coverage: share,
        matched,
        phrase: list.some((h) => h.phrase),
        together: Math.max(0, ...list.slice(0, TOGETHER_HITS).map((h) => h.together)),
        distinct,
      }
    })
    .sort((a, b) => b.score - a.score)
}
