import type { Lang } from '../../../shared/languages.ts'

/**
 * Arabic writes its conjunctions و ف and its prepositions ب ل ك against the next word ("باختبار",
 * "لأتمتة", "وبخدماتكم"), and its possessive and object pronouns against the end of one ("بريده", its
 * e-mail; "عنوانها", her address; "خبرتهم"); the stemmer removes only some of them (ل never alone, ب not
 * before ا). The readings of a word without them, for the retriever to try on a word the site does not
 * know, the pronoun first ("بريده" is "بريد" + "ه", not "ب" + "ريده"), and the spoken passive prefix last;
 * none in the other languages.
 */
export function withoutClitics(word: string, lang: Lang): string[] {
  if (lang !== 'ar') return []
  const ends = word.match(/^(.{3,}?)(هما|كما|ها|هم|كم|نا|ه)$/u)
  const stems = ends?.[1] ? [ends[1], word] : [word]
  const readings: string[] = ends?.[1] ? [ends[1]] : []
  for (const stem of stems) {
    let rest = stem
    for (const proclitic of [/^[وف]/, /^[بلك]/]) {
      if (proclitic.test(rest) && rest.length > 3) {
        rest = rest.slice(1)
        readings.push(rest)
      }
    }
  }
  // Spoken Arabic's passive and reflexive prefix ات (Egyptian and Levantine "اتأسست", "اتسجّلت") where the
  // written language has ت ("تأسست").
  if (/^[اإ]ت./u.test(word) && word.length > 4) readings.push(word.slice(1))
  return readings
}
