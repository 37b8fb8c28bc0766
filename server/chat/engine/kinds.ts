import type { Lang } from '../../../shared/languages.ts'
import { fold } from './text.ts'

// The kind of thing a question asks for ("quels livrables", "which robot simulators", a follow-up's "which
// frameworks?"): the word naming it and the words narrowing it.

/**
 * "Quels livrables…", "which deliverables", "¿qué entregables…?", "ما المخرجات…": the word naming the kind of
 * thing asked, right after the question word (a linking verb and an article skipped), folded.
 */
const KIND_NAMED =
  /\b(?:which|what|quel(?:le)?s?|que|cual(?:es)?)\s+(?:(?:are|is|sont|est|son|es)\s+)?(?:(?:the|les?|la|l'|los|las|el)\s+)?(\p{L}{4,})|(?:^|[^\p{L}])(?:ما|ماذا|اي|ايش|شو|شنو|شنهي)\s+(?:(?:هي|هو|هما)\s+)?(\p{L}{4,})/gu

/** The words a question names the kind of thing it asks with ("livrables" in "quels livrables ?"). */
export const kindNamed = (message: string): string[] =>
  [...fold(message).matchAll(KIND_NAMED)].map((m) => m[1] ?? m[2] ?? '').filter(Boolean)

/**
 * English names the kind of thing asked last, after its modifiers, up to the verb ("which robot simulators
 * are you used to?", "what static analysers do you run?", "which BI tools": "simulators", "analysers",
 * "tools"); "what kind of X" names X.
 */
const ENGLISH_KIND =
  /\b(?:which|what)\s+(?:(?:kinds?|sorts?|types?)\s+of\s+)?((?:(?!(?:do|does|did|are|is|can|could|would|will|have|has|you|u|we|your|of|for|in|on|to|and|or|the)\b)[a-z][a-z-]*\s+){0,3}?)((?!(?:do|does|did|are|is|can|could|would|will|have|has|you|u|we|your)\b)[a-z][a-z-]{3,})(?=\s+(?:do|does|did|are|is|can|could|would|will|have|has|you|u|we)\b|\s*[?.!,]|\s*$)/gu

/** The word naming the kind of thing a question asks, and the words that narrow it. */
export interface KindPhrase {
  head: string
  modifiers: string[]
}

/** English words for any kind of thing, which the words before them say ("static analysis tools"). */
const GENERIC_KIND = /^(tools?|software|solutions?|products?|technolog(y|ies)|programs?|apps?)$/

/** The kind named first, and the word after it ("protocolos industriales", "بروتوكولات صناعية") (folded). */
const KIND_NAMED_THEN =
  /\b(?:quel(?:le)?s?|que|cual(?:es)?)\s+(?:(?:sont|est|son|es)\s+)?(?:(?:les?|la|l'|los|las|el)\s+)?(\p{L}{4,})(?:\s+(\p{L}{3,}))?|(?:^|[^\p{L}])(?:ما|ماذا|اي|ايش|شو|شنو|شنهي)\s+(?:(?:هي|هو|هما)\s+)?(\p{L}{4,})(?:\s+(\p{L}{3,}))?/gu

/**
 * The kind of thing a question asks: in English its last word, after the words narrowing it ("which robot
 * simulators": "simulators", narrowed by "robot"); in the other languages its first, the word after it
 * narrowing it ("quels protocoles industriels").
 */
export const kindPhrase = (message: string, lang: Lang): KindPhrase[] =>
  lang === 'en'
    ? [...fold(message).matchAll(ENGLISH_KIND)].map((m) => {
        const modifiers = (m[1] ?? '').split(/\s+/).filter(Boolean)
        const head = m[2] ?? ''
        // "Which static analysis tools?" asks static analysers: a kind as general as "tools" is named by
        // the words before it.
        return GENERIC_KIND.test(head) && modifiers.length > 0
          ? { head: modifiers.join(' '), modifiers }
          : { head, modifiers }
      })
    : [...fold(message).matchAll(KIND_NAMED_THEN)].map((m) => ({
        head: m[1] ?? m[3] ?? '',
        modifiers: [m[2] ?? m[4] ?? ''].filter(Boolean),
      }))

/** "Which frameworks?", "against what standards?", "أي معايير؟": the kind of thing asked, last. */
const KIND_ASKED =
  /\b(?:which|what|quel(?:le)?s?|cual(?:es)?|que)\s+(\p{L}+)\s*[?؟]?\s*$|(?:^|[^\p{L}])(?:اي|ايش|شو)\s+(\p{L}+)\s*[?؟]?\s*$/u

/** The word naming the kind of thing a question ends asking after "which", folded ("" when none). */
export const kindAsked = (message: string) => {
  const m = fold(message).match(KIND_ASKED)
  return m?.[1] ?? m?.[2] ?? ''
}
