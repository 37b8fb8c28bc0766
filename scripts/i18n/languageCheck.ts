// Finds texts of a translated language still written in French or English: each long enough text (names,
// codes, placeholders and the glossary's untranslated words left out) goes through a language
// identifier, franc, limited to the translation's language, French and English.
import { franc } from 'franc-min'
import type { KeepWords } from './report.ts'
import type { Text } from './strings.ts'

/** franc's codes (ISO 639-3) of the site's languages. */
const ISO_639_3: Record<string, string> = { fr: 'fra', en: 'eng', es: 'spa', ar: 'arb' }

/** Below this many letters a text is too short to tell its language (a label, a name). */
const MIN_LETTERS = 30

export interface Flagged extends Text {
  /** The language the text reads as. */
  detected: string
}

/** The text without what every language writes the same: placeholders, tags, addresses, names, figures. */
function wordsOf(text: string, keep: KeepWords): string {
  return text
    .replace(/\{\{\w+\}\}|<\/?[a-z0-9]+>|https?:\/\/\S+|\S+@\S+|\([^)]*[A-Za-z][^)]*\)/g, ' ')
    .split(/\s+/)
    .filter((word) => !keep.has(word.toLowerCase().replace(/[^\p{L}\d]/gu, '')))
    .join(' ')
}

const letters = (text: string, script: RegExp) => (text.match(script) ?? []).length

/** Texts of `lang` that read as French or English. */
export function untranslatedTexts(texts: readonly Text[], lang: string, keep: KeepWords): Flagged[] {
  const own = ISO_639_3[lang]
  if (!own) throw new Error(`No language code for ${lang}`)
  const candidates = [own, ISO_639_3.fr, ISO_639_3.en].filter((code): code is string => !!code)
  const flagged: Flagged[] = []
  for (const text of texts) {
    const words = wordsOf(text.text, keep)
    const latin = letters(words, /[A-Za-zÀ-ÿ]/g)
    if (lang === 'ar') {
      // Arabic script cannot be French or English: what counts is Latin text long enough to be a sentence.
      const arabic = letters(words, /\p{Script=Arabic}/gu)
      if (latin >= MIN_LETTERS && latin > arabic) flagged.push({ ...text, detected: latinLanguage(words) })
      continue
    }
    if (latin < MIN_LETTERS) continue
    const detected = franc(words, { only: candidates, minLength: 1 })
    if (detected !== own && detected !== 'und') flagged.push({ ...text, detected })
  }
  return flagged
}

const latinLanguage = (text: string) => franc(text, { only: ['fra', 'eng'], minLength: 1 })
