// Finds texts of a translated language still written in French or English: each long enough text (names,
// codes, placeholders and the glossary's untranslated words left out) goes through a language
// identifier, eld (Efficient Language Detector, its medium n-gram database), limited to the
// translation's language, French and English. franc was tried first: on one sentence it told Spanish
// from French no better than a coin (every Spanish sentence of the site scored within 10% of French).
import { eld } from 'eld'

type EldWithLoader = Extract<typeof eld, { load: unknown }>

import type { KeepWords } from './report.ts'
import type { Text } from './strings.ts'

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

/** A list of search keywords or tools ("nube, cloud, aws, azure"): terms, not sentences to translate. */
const isTermList = (text: string) =>
  text.includes(',') && text.split(',').every((item) => item.trim().split(/\s+/).length <= 3)

/** Latin-script words written in lower case, as sentences are: names, codes and tools are capitalised. */
const lowerCaseLatin = (text: string) =>
  text
    .split(/[^A-Za-zÀ-ÿ]+/)
    .filter(
      (word, index) =>
        word.length > 2 &&
        (index === 0 ? word.slice(1) : word) === word.toLowerCase().slice(index === 0 ? 1 : 0),
    )
    .join(' ')

/** The package's root export is the loader build (the static builds carry one database each). */
const detector = eld as EldWithLoader
let database: Promise<unknown> | undefined

/** The language eld reads a text as, among `languages` (ISO 639-1), or '' when it cannot tell. */
async function detect(text: string, languages: string[]): Promise<string> {
  database ??= detector.load('medium')
  await database
  detector.setLanguageSubset(languages)
  return detector.detect(text).language
}

/** Texts of `lang` that read as French or English. */
export async function untranslatedTexts(
  texts: readonly Text[],
  lang: string,
  keep: KeepWords,
): Promise<Flagged[]> {
  const candidates = [lang, 'fr', 'en']
  const flagged: Flagged[] = []
  for (const text of texts) {
    if (isTermList(text.text)) continue
    // Names and tools (capitalised), placeholders and addresses say nothing of a sentence's language.
    const sentence = lowerCaseLatin(wordsOf(text.text, keep))
    const latin = letters(sentence, /[A-Za-zÀ-ÿ]/g)
    if (latin < MIN_LETTERS) continue
    if (lang === 'ar') {
      // Arabic script cannot be French or English: Latin text in lower case, long enough to be a sentence
      // and longer than the Arabic around it, is what was left untranslated.
      if (latin > letters(text.text, /\p{Script=Arabic}/gu))
        flagged.push({ ...text, detected: await detect(sentence, ['fr', 'en']) })
      continue
    }
    const detected = await detect(sentence, candidates)
    if (detected && detected !== lang) flagged.push({ ...text, detected })
  }
  return flagged
}
