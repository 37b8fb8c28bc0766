import { stemmer as snowball } from '@orama/stemmers/spanish'

/**
 * Snowball's Spanish stemmer (from @orama/stemmers) for words whose accents are folded away. Snowball
 * finds the suffix -ción / -sión only with its accent, and a singular noun in -cion or -sion always
 * bears it: it is put back, so that "automatización" meets "automatizadas" as "automatizaciones" does.
 * A borrowed word's plural in -s after a consonant, of five letters or more ("robots", "tests"), which
 * Snowball keeps, is read as its singular; a shorter one ("apps", "bugs") stays as the site writes it.
 */
export const spanishStemmer = (word: string): string =>
  snowball(word.replace(/([cs])ion$/, '$1ión').replace(/^(\p{L}{3,}[^aeiouáéíóús\P{L}])s$/u, '$1'))
