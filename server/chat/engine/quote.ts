import type { Lang } from '../../../shared/languages.ts'
import type { Passage } from '../knowledge/types.ts'
import { COLON } from './phrases.ts'
import type { Query } from './search.ts'
import { terms } from './text.ts'

const MAX_QUOTE = 320
const MAX_FACT = 480
/** Facts are written to be quoted: they win ties against page text. */
const FACT_BONUS = 1.25
/** A page's description is the quote of last resort: a section that answers says more. */
const SUMMARY_FACTOR = 0.5

/** Words run into figures ("processes360°target"): key figures the index glued together. */
const GLUED = /\p{Ll}{3}\d|\d\p{Ll}{3}|[%°]\p{Ll}/u

/** Fewest words of a quotable sentence: Arabic writes its articles, prepositions and pronouns into words. */
const MIN_WORDS: Record<Lang, number> = { fr: 5, en: 5, es: 5, ar: 4 }

/** A sentence worth quoting: a real sentence, not a button label, a tag or a row of figures. */
const quotable = (s: string, lang: Lang) =>
  s.split(' ').length >= MIN_WORDS[lang] && (/[.!?؟…»]$/.test(s) || s.length >= 60) && !GLUED.test(s)

/** Cuts a text at a word boundary, with an ellipsis, when it is longer than `max`. */
function clip(text: string, max: number): string {
  if (text.length <= max) return text
  const cut = text.slice(0, max)
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[,;:]$/, '')}…`
}

/** Removes what could read as Markdown or HTML in quoted page text. */
export const plain = (text: string) => text.replace(/[[\]<>*_`]/g, '').replace(/\s+/g, ' ')

/** A candidate quote and how well it matches the query. */
interface Quote {
  text: string
  score: number
  passage: Passage
}

function quoteOf(passage: Passage, query: Query, lang: Lang): Quote | undefined {
  const score = (segment: string) => {
    const set = new Set(terms(segment, lang))
    let sum = 0
    for (const [term, weight] of query.weights) if (set.has(term)) sum += weight
    return sum
  }
  const segs = passage.segments
  if (passage.fact) {
    // The sentences naming a word of the question the heading does not ("Canada" under "Our offices"),
    // else the whole fact.
    const headingTerms = new Set(terms(passage.heading, lang))
    const own = query.terms.filter((t) => !headingTerms.has(t))
    const specific = segs.filter((s) => terms(s, lang).some((t) => own.includes(t)))
    const chosen = (specific.length > 0 ? specific : segs).slice(0, 4)
    const total = (Math.max(0, ...chosen.map((s) => score(s))) + score(passage.heading)) * FACT_BONUS
    return { text: clip(chosen.join(' '), MAX_FACT), score: total, passage }
  }
  const candidates = segs.map((s, i) => ({ s, i, score: score(s) })).filter((c) => quotable(c.s, lang))
  if (candidates.length === 0) return undefined
  const best = candidates.reduce((a, b) => (b.score > a.score ? b : a))
  const next = candidates.find((c) => c.i === best.i + 1)
  let text = best.s
  if (next && text.length < 160 && (next.score > 0 || text.length < 100)) text = `${text} ${next.s}`
  if (passage.heading && passage.heading !== passage.pageTitle && !text.startsWith(passage.heading)) {
    // Short labels just before the sentence ("Nominal load") say what it is about.
    const first = candidates[0]?.i === best.i
    const labels = first ? segs.slice(0, best.i).filter((s) => s.split(' ').length <= 6) : []
    const label = labels.length > 0 ? `${passage.heading} (${labels.join(', ')})` : passage.heading
    text = `${label}${COLON[lang]}${text}`
  }
  const summary = passage.keywords.length > 0
  const total = (best.score + score(passage.heading)) * (summary ? SUMMARY_FACTOR : 1)
  return { text: clip(text, MAX_QUOTE), score: total, passage }
}

/**
 * One or two sentences that answer the query, from the best of a page's top passages: the
 * best-matching sentence (the section's first when none matches), prefixed with its section heading,
 * plus the next one when short. Structured facts are quoted whole.
 */
export function pickQuote(passages: readonly Passage[], query: Query, lang: Lang): Quote | undefined {
  const quotes = passages.map((p) => quoteOf(p, query, lang)).filter((q): q is Quote => q !== undefined)
  const best = quotes.reduce<Quote | undefined>((a, b) => (a && a.score >= b.score ? a : b), undefined)
  return best && { ...best, text: plain(best.text) }
}
