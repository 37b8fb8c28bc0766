import type { Lang } from '../../../shared/languages.ts'
import type { Passage } from '../knowledge/types.ts'
import { COLON, list as joinList } from '../punctuation.ts'
import { focus, plain } from './cut.ts'
import { MAX_FACT, type Quote } from './quote.ts'
import { terms } from './text.ts'

// Quotes chosen by what a question asks rather than by score (engine/quote.ts weighs the others): a price
// stated in a short line, the list of the tests a page runs.

/**
 * A passage's own line, quoted under its heading ("Prêt à nous rejoindre ? : Gratuit, avec invitation
 * instantanée."), however short: what a page states of a price is often a line too short to quote
 * otherwise.
 */
export function lineQuote(passage: Passage, line: string, lang: Lang): Quote {
  const { heading } = passage
  // A heading that is a sentence of its own ("Ready to join us?") is followed, not labelled with a colon.
  const joined = /[?!.؟]$/u.test(heading) ? `${heading} ${line}` : `${heading}${COLON[lang]}${line}`
  const text = heading && !line.startsWith(heading) ? joined : line
  return { text: plain(text), score: 0, passage, fits: true }
}

/** The test word's term in each language ("tests", "testing", "pruebas", "اختبارات"). */
const TEST: Record<Lang, string> = { fr: 'test', en: 'test', es: 'prueb', ar: 'اختبار' }
/** Fewest lines of a list of tests. */
const MIN_TESTS = 3

/**
 * The section of a page that lists the tests it runs ("Pruebas que realizamos", "Types of testing",
 * "أنواع الاختبارات"): headed by the test word, with three lines or items or more; the first of the page.
 */
export function testsListed(passages: readonly Passage[], url: string, lang: Lang): Passage | undefined {
  return passages.find(
    (p) =>
      p.url === url &&
      p.kind === 'text' &&
      Math.max(p.items.length, p.segments.length) >= MIN_TESTS &&
      terms(p.heading, lang).includes(TEST[lang]),
  )
}

/**
 * A list section quoted as the list it is: its opening sentence when it names its items (they follow the
 * quote), else its heading and its lines.
 */
export function listQuote(passage: Passage, lang: Lang): Quote {
  const text =
    passage.items.length >= 2
      ? `${passage.heading}${COLON[lang]}${passage.segments[0] ?? ''}`
      : `${passage.heading}${COLON[lang]}${joinList(passage.segments, lang)}`
  return { text: plain(focus(text, MAX_FACT, () => 0)), score: 0, passage, fits: true }
}
