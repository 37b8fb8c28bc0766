/** Which of a section's lines can be quoted: its sentences, and the short lines (a link's label) a question names. */
import type { Lang } from '../../../shared/languages.ts'
import type { Passage } from '../knowledge/types.ts'
import { answers } from './evidence.ts'
import { ownTerms } from './namedWords.ts'
import type { Query } from './query.ts'
import { terms } from './text.ts'

/** Words run into figures ("processes360°target"): key figures the index glued together. */
const GLUED = /\p{Ll}{3}\d|\d\p{Ll}{3}|[%°]\p{Ll}/u

/** Fewest words of a quotable sentence: Arabic writes its articles, prepositions and pronouns into words. */
const MIN_WORDS: Record<Lang, number> = { fr: 5, en: 5, es: 5, ar: 4 }

/** A sentence worth quoting: a real sentence, not a button label, a tag or a row of figures. */
export const quotable = (s: string, lang: Lang) =>
  s.split(' ').length >= MIN_WORDS[lang] && (/[.!?؟…»]$/.test(s) || s.length >= 60) && !GLUED.test(s)

/**
 * The question's own words a short line holds, at least (and all of them but one), to be quoted though it
 * is no sentence ("Follow the blog by RSS" for "can I follow your blog with an RSS reader?").
 */
const LINE_NAMES = 3

/** Whether a short line (a link's label, a list's line) holds nearly all of the question's own words. */
export function namesMuchAsked(line: string, query: Query, lang: Lang): boolean {
  const own = new Set(ownTerms(query))
  const said = new Set(terms(line, lang))
  const spelt = [...own].filter((t) => said.has(t)).length
  // A word is held in its own spelling or, beside others in theirs, in the site's word for it ("RSS" for
  // "feed" in "Follow the blog by RSS").
  const held = [...own].filter((t) => answers(said, query, t)).length
  return spelt >= LINE_NAMES - 1 && held >= LINE_NAMES && held >= own.size - 1
}

/** Most words of a short line quoted after a section's sentences. */
const LINE_WORDS = 6
/**
 * A short line of the section (a link's label) naming one of the question's own words that the quoted
 * sentences do not: "Follow the blog by RSS" beside "Latest articles: …" for "is there an RSS feed?".
 */
export function lineNaming(passage: Passage, text: string, query: Query, lang: Lang): string | undefined {
  const segs = passage.segments
  const quoted = new Set(terms(text, lang))
  const own = ownTerms(query).filter((t) => !quoted.has(t))
  // Named there alone: not by the section's sentences, its heading or its page's title.
  const others = [passage.heading, passage.pageTitle, ...segs.filter((s) => quotable(s, lang))]
  const elsewhere = new Set(others.flatMap((s) => terms(s, lang)))
  return segs.find((s) => {
    if (quotable(s, lang) || text.includes(s) || s.split(' ').length > LINE_WORDS) return false
    const said = new Set(terms(s, lang))
    return own.some((t) => answers(said, query, t) && !answers(elsewhere, query, t))
  })
}
