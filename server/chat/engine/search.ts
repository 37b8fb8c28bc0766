import type { Passage } from '../knowledge/types.ts'
import { Bm25 } from './bm25.ts'
import { coverage, strongTerms, together } from './evidence.ts'
import { closest } from './fuzzy.ts'
import { stem } from './stem.ts'
import { expansions } from './synonyms.ts'
import { type KbLang, prepare, STOP_WORDS, terms, words } from './text.ts'

/** A passage with its score for a query. */
export interface Hit {
  passage: Passage
  score: number
  /** Two consecutive query words are in the passage's heading or page title. */
  phrase: boolean
  /** How many distinctive query words the passage holds together. */
  together: number
}

/** A page with its best passages and its aggregated score. */
export interface PageHit {
  url: string
  title: string
  score: number
  /** The page's best passages (up to four), best first. */
  hits: Hit[]
  /** Share (0–1, weighted by rarity) of the query's words this page answers. */
  coverage: number
  /** Summed rarity of the query's words this page answers. */
  matched: number
  /** True when two consecutive query words make part of a heading of the page ("load test"). */
  phrase: boolean
  /** Most distinctive query words one of its two best passages holds together. */
  together: number
  /** Number of distinctive words in the query. */
  distinct: number
}

/** The analysed query: its own terms (in order), the topic words they add, and the weights searched. */
export interface Query {
  terms: string[]
  related: Map<string, string[]>
  weights: Map<string, number>
}

const SYNONYM_WEIGHT = 0.4
/** Weight of words found on every page (the brand name): they hardly tell pages apart. */
const WEAK_WEIGHT = 0.3
/** Cap of a known word's weight in coverage; a word the site never uses weighs more (off-topic sign). */
const MAX_RARITY = 3
const UNKNOWN_RARITY = 4
/** Below this rarity a word ("test") is on too many passages to count as distinctive. */
const MIN_DISTINCTIVE = 1
/** Unknown words looked up for a misspelling, at most, per message (bounds the work on long messages). */
const MAX_CORRECTIONS = 12
/** Added to a passage whose heading or page title holds two consecutive query words ("load test"). */
const PAIR_BONUS = 3

/** Consecutive terms, in either order ("tests automatisés" meets "automatisation des tests"). */
const pairs = (list: readonly string[]) => list.slice(1).map((t, i) => [list[i], t].sort().join(' '))

/** Retrieval over the passages of one language: BM25 with synonyms, typo tolerance and page priors. */
export class Retriever {
  private readonly index: Bm25
  private readonly passageTerms: Array<Set<string>>
  private readonly pageTerms = new Map<string, Set<string>>()
  private readonly headingPairs: Array<Set<string>>
  private readonly surface = new Map<string, number>()
  private readonly weak: Set<string>

  /** `weak` words (the brand name) count little in ranking and not at all in coverage. */
  constructor(
    readonly passages: readonly Passage[],
    readonly lang: KbLang,
    weak: readonly string[] = [],
  ) {
    this.weak = new Set(weak.flatMap((w) => terms(w, lang)))
    const docs = passages.map((p) => {
      const text = [p.pageTitle, p.heading, p.heading, ...p.segments, ...p.items, ...p.keywords].join(' ')
      for (const w of words(text)) this.surface.set(w, (this.surface.get(w) ?? 0) + 1)
      return terms(text, lang)
    })
    this.index = new Bm25(docs)
    this.passageTerms = docs.map((doc) => new Set(doc))
    this.headingPairs = passages.map(
      (p) => new Set([...pairs(terms(p.heading, lang)), ...pairs(terms(p.pageTitle, lang))]),
    )
    passages.forEach((p, i) => {
      const set = this.pageTerms.get(p.url) ?? new Set<string>()
      for (const t of this.passageTerms[i] ?? []) set.add(t)
      this.pageTerms.set(p.url, set)
    })
  }

  /**
   * The query's terms, misspellings corrected against the site's words, with their topic words;
   * `drop` terms (and the topic words they alone bring) are left out of the search.
   */
  analyse(text: string, drop: (terms: readonly string[]) => ReadonlySet<string> = () => new Set()): Query {
    let tries = MAX_CORRECTIONS
    const corrected = words(prepare(text, this.lang)).map((w) => {
      if (STOP_WORDS[this.lang].has(w) || this.index.has(stem(w, this.lang)) || tries <= 0) return w
      tries -= 1
      return closest(w, this.surface) ?? w
    })
    const all = terms(corrected.join(' '), this.lang)
    const dropped = drop(all)
    const own = all.filter((t) => !dropped.has(t))
    const unique = [...new Set(own)]
    const related = expansions(unique, this.lang)
    const weights = new Map<string, number>(unique.map((t) => [t, this.weak.has(t) ? WEAK_WEIGHT : 1]))
    for (const extra of related.values()) {
      for (const t of extra) weights.set(t, Math.min(1, (weights.get(t) ?? 0) + SYNONYM_WEIGHT))
    }
    return { terms: own, related, weights }
  }

  /** Passages and pages ranked for a query. */
  search(query: Query): { hits: Hit[]; pages: PageHit[] } {
    const queryPairs = pairs(query.terms)
    const rarity = (term: string) =>
      this.index.has(term) ? Math.min(MAX_RARITY, this.index.idf(term)) : UNKNOWN_RARITY
    const distinctive = strongTerms(query, this.weak).filter((t) => this.index.idf(t) >= MIN_DISTINCTIVE)
    const hits = this.index
      .scores(query.weights)
      .map((score, i): Hit => {
        const passage = this.passages[i] as Passage
        const set = this.passageTerms[i] ?? new Set<string>()
        const found = queryPairs.filter((p) => this.headingPairs[i]?.has(p)).length
        const bonus = score > 0 ? found * PAIR_BONUS : 0
        return {
          passage,
          score: (score + bonus) * passage.prior,
          phrase: found > 0,
          together: together(set, query, distinctive),
        }
      })
      .filter((h) => h.score > 0)
      .sort((a, b) => b.score - a.score)
    const byPage = new Map<string, Hit[]>()
    for (const hit of hits) byPage.set(hit.passage.url, [...(byPage.get(hit.passage.url) ?? []), hit])
    const pages = [...byPage.entries()]
      .map(([url, list]): PageHit => {
        const [matched, share] = coverage(this.pageTerms.get(url) ?? new Set(), query, rarity, this.weak)
        const sum = (list[0]?.score ?? 0) + 0.5 * (list[1]?.score ?? 0) + 0.25 * (list[2]?.score ?? 0)
        return {
          url,
          title: list[0]?.passage.pageTitle ?? url,
          score: sum * (0.4 + 0.6 * share),
          hits: list.slice(0, 4),
          coverage: share,
          matched,
          phrase: list.some((h) => h.phrase),
          together: Math.max(0, ...list.slice(0, 2).map((h) => h.together)),
          distinct: distinctive.length,
        }
      })
      .sort((a, b) => b.score - a.score)
    return { hits, pages }
  }
}
