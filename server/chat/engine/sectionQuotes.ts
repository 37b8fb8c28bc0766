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
/** The words asking for kinds ("what types of tests"), in any language: no topic of a list. */
const KIND_WORDS = 'types type kinds kind sorts sort genres genre tipos tipo clases clase أنواع نوع'
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
 * Of the lists of tests of the pages answering ("Types of tests" on a service page, "What we test" on its
 * offer), the one most its page's own (fewest pages give it alike), then naming most of the question's own
 * words (`asked`; the first on a tie): "what do you measure on a VR headset?" is answered by "What we test:
 * Motion-to-photon latency…", not by the test campaigns every service page lists.
 */
export function closestTests<T extends { list: Passage }>(
  lists: readonly T[],
  asked: ReadonlySet<string>,
  all: readonly Passage[],
  lang: Lang,
): T | undefined {
  const asking = new Set([TEST[lang], ...terms(KIND_WORDS, lang)])
  const named = ({ list }: T) =>
    new Set(
      terms([list.heading, ...list.segments, ...list.items].join(' '), lang).filter(
        (t) => asked.has(t) && !asking.has(t),
      ),
    ).size
  const shared = ({ list }: T) => {
    const lines = (p: Passage) => [...p.items, ...p.segments].join('\u0000')
    const same = lines(list)
    return all.filter((p) => p.heading === list.heading && lines(p) === same).length
  }
  const better = (a: T, b: T) => shared(b) - shared(a) || named(a) - named(b)
  return lists.reduce<T | undefined>(
    (best, l) => (best === undefined || better(l, best) > 0 ? l : best),
    undefined,
  )
}

/**
 * A list section quoted as the list it is: its opening sentence when it names its items (they follow the
 * quote), else its heading and its lines (also when only some of its lines have a title).
 */
export function listQuote(passage: Passage, lang: Lang): Quote {
  const text =
    passage.items.length >= 2 && passage.items.length >= passage.segments.length - 1
      ? `${passage.heading}${COLON[lang]}${passage.segments[0] ?? ''}`
      : `${passage.heading}${COLON[lang]}${joinList(passage.segments, lang)}`
  return { text: plain(focus(text, MAX_FACT, () => 0)), score: 0, passage, fits: true }
}
