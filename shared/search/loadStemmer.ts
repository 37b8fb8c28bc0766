import type { Lang } from '../languages.ts'
import { memoised, type Stemmer } from './stemmer.ts'

/**
 * Each language's stemmer as a module of its own, imported when first asked for: a browser bundle that
 * calls `loadStemmer` holds none of them and fetches only the one of its page's language (the server and
 * the build take them all from stemmers.ts). Same stemmers as STEMMERS.
 */
const IMPORTS: Record<Lang, () => Promise<Stemmer>> = {
  fr: () => import('@orama/stemmers/french').then((m) => m.stemmer),
  en: () => import('./englishStemmer.ts').then((m) => m.englishStemmer),
  es: () => import('./spanishStemmer.ts').then((m) => m.spanishStemmer),
  ar: () => import('./arabicStemmer.ts').then((m) => m.arabicStemmer),
}

export const loadStemmer = (lang: Lang): Promise<Stemmer> => IMPORTS[lang]().then(memoised)
