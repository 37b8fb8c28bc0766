import { stemmer as french } from '@orama/stemmers/french'
import type { Lang } from '../languages.ts'
import { arabicStemmer } from './arabicStemmer.ts'
import { englishStemmer } from './englishStemmer.ts'
import { spanishStemmer } from './spanishStemmer.ts'
import { memoised, type Stemmer } from './stemmer.ts'

export type { Stemmer }

/**
 * The stemmer of every language, from @orama/stemmers (Snowball's algorithms; its English one is Porter's
 * original; English, Spanish and Arabic with the corrections of englishStemmer.ts, spanishStemmer.ts and
 * arabicStemmer.ts), all loaded at once: for the server and the build. The browser loads only its page's
 * language, with `loadStemmer` (loadStemmer.ts).
 */
export const STEMMERS: Record<Lang, Stemmer> = {
  fr: memoised(french),
  en: memoised(englishStemmer),
  es: memoised(spanishStemmer),
  ar: memoised(arabicStemmer),
}
