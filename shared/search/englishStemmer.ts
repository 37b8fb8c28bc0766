import { stemmer as porter } from '@orama/stemmers/english'

/**
 * Porter's English stemmer (from @orama/stemmers), mended where it drops the s or t before "-ion": Porter
 * takes off "ion" alone ("connection" → "connect", as "connected"), @orama/stemmers takes the letter
 * before it too ("connec", "protec", "execu"), so a question's "protected" never met "protection".
 */
export function englishStemmer(word: string): string {
  const stem = porter(word)
  const lower = word.toLowerCase()
  for (const lost of ['t', 's'])
    if (lower === `${stem}${lost}ion` || lower === `${stem}${lost}ions`) return `${stem}${lost}`
  return stem
}
