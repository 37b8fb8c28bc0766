import { stemmer as snowball } from '@orama/stemmers/arabic'

/**
 * Snowball's Arabic stemmer (from @orama/stemmers) for words already folded by `foldArabic`, with four
 * corrections so that the forms of one word meet:
 * - the conjunction و or ف before the article ("والخدمات") goes, as Snowball only strips it elsewhere;
 * - so does the preposition ل, and ب or ك before ا ("لأتمتة", "باختبار"), which Snowball leaves, when
 *   five letters or more remain (shorter words are more often whole: "باحث", "لغات");
 * - a final ه is handed over as the ة it may have been folded from: Snowball strips the ة ending of a
 *   noun only when spelt so ("الجودة", folded "الجوده", then stems like "جودة");
 * - the ا Snowball leaves of a plural ات when the word is not definite ("اختبارات" → "اختبارا") goes.
 * The stem is folded again (ة → ه). Broken plurals (مكتب / مكاتب) stay apart: the chat's synonyms join them.
 */
export function arabicStemmer(word: string): string {
  let w = word
  if (w.length >= 5 && /^[وف]ال/.test(w)) w = w.slice(1)
  else if (w.length >= 6 && (/^[بك]ا/.test(w) || /^ل[^ل]/.test(w))) w = w.slice(1)
  if (w.length >= 4 && w.endsWith('ه')) w = `${w.slice(0, -1)}ة`
  let stem = snowball(w)
  if (stem.length >= 3 && stem.endsWith('ا') && w.includes(`${stem}ت`)) stem = stem.slice(0, -1)
  return stem.replace(/ة/g, 'ه')
}
