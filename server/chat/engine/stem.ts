import type { KbLang } from './text.ts'

/** Suffixes removed by the light stemmers, longest first: [suffix, replacement]. */
const SUFFIXES: Record<KbLang, ReadonlyArray<readonly [string, string]>> = {
  fr: [
    ['issements', ''],
    ['issement', ''],
    ['ements', ''],
    ['ement', ''],
    ['ations', ''],
    ['ation', ''],
    ['atrice', ''],
    ['ateur', ''],
    ['ances', ''],
    ['ance', ''],
    ['ences', ''],
    ['ence', ''],
    ['iques', ''],
    ['ique', ''],
    ['ismes', ''],
    ['isme', ''],
    ['istes', ''],
    ['iste', ''],
    ['euses', ''],
    ['euse', ''],
    ['eurs', ''],
    ['eur', ''],
    ['ites', ''],
    ['ite', ''],
    ['ives', ''],
    ['ive', ''],
    ['ifs', ''],
    ['if', ''],
    ['elles', ''],
    ['elle', ''],
    ['els', ''],
    ['el', ''],
    ['ees', ''],
    ['ee', ''],
    ['er', ''],
    ['ez', ''],
    ['es', ''],
    ['e', ''],
  ],
  en: [
    ['ational', 'at'],
    ['ations', 'at'],
    ['ation', 'at'],
    ['ements', ''],
    ['ement', ''],
    ['ments', ''],
    ['ment', ''],
    ['ness', ''],
    ['ings', ''],
    ['ing', ''],
    ['ities', ''],
    ['ity', ''],
    ['iti', ''],
    ['ances', ''],
    ['ance', ''],
    ['ences', ''],
    ['ence', ''],
    ['ables', ''],
    ['able', ''],
    ['ers', ''],
    ['er', ''],
    ['ed', ''],
    ['ly', ''],
    ['es', ''],
    ['e', ''],
  ],
}

/** Strips a plural -s/-x (not -ss, -us, nor English -is) before suffix removal. */
function singular(word: string, lang: KbLang): string {
  if (word.length <= 3) return word
  if (lang === 'fr' && word.endsWith('eaux')) return word.slice(0, -1)
  if (lang === 'fr' && word.endsWith('aux') && word.length > 5) return `${word.slice(0, -3)}al`
  if (lang === 'en' && word.endsWith('ies') && word.length > 4) return word.slice(0, -2)
  if (lang === 'fr' ? /(ss|us)$/.test(word) : /(ss|us|is)$/.test(word)) return word
  return /[sx]$/.test(word) ? word.slice(0, -1) : word
}

/** English final -y reads as -i, so "study" meets "studies" and "cookie" meets "cookies". */
const finish = (stemmed: string, lang: KbLang) =>
  lang === 'en' && stemmed.length > 3 && stemmed.endsWith('y') ? `${stemmed.slice(0, -1)}i` : stemmed

/**
 * A light, deterministic stemmer: plural then one suffix, keeping at least three characters. Queries and
 * documents go through the same function, so "automatisation", "automatiser" and "automatisés" meet.
 */
export function stem(word: string, lang: KbLang): string {
  if (word.length <= 3 || /[0-9]/.test(word)) return word
  const base = singular(word, lang)
  for (const [suffix, replacement] of SUFFIXES[lang]) {
    if (base.endsWith(suffix) && base.length - suffix.length >= 3) {
      const rest = base.slice(0, base.length - suffix.length) + replacement
      // "remotely" → "remote" → "remot", like "remote" itself.
      return finish(suffix !== 'e' && rest.endsWith('e') && rest.length > 4 ? rest.slice(0, -1) : rest, lang)
    }
  }
  return finish(base, lang)
}
