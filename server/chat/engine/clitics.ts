import type { Lang } from '../../../shared/languages.ts'

/**
 * Arabic writes its conjunctions و ف and its prepositions ب ل ك against the next word ("باختبار",
 * "لأتمتة", "وبخدماتكم"), and the stemmer removes only some of them (ل never alone, ب not before ا).
 * The readings of a word without them, for the retriever to try on a word the site does not know;
 * none in the other languages.
 */
export function withoutProclitics(word: string, lang: Lang): string[] {
  if (lang !== 'ar') return []
  const readings: string[] = []
  let rest = word
  for (const proclitic of [/^[وف]/, /^[بلك]/]) {
    if (proclitic.test(rest) && rest.length > 3) {
      rest = rest.slice(1)
      readings.push(rest)
    }
  }
  return readings
}
