import { stemmer as porter } from '@orama/stemmers/english'

/**
 * An adjective in "-ible"/"-able" and its noun in "-ility": Porter stems them to their root ("accessibility",
 * "accessible" → "access"; "accountable" → "account"; "responsible" → "respons"), which means something
 * else ("access to the site", "requires no account", "response time"); they keep their "ibl"/"abl".
 */
const ABLE = /(ib|ab)(?:le|les|ly|ility|ilities)$/

/**
 * Porter's English stemmer (from @orama/stemmers), mended where it drops the s or t before "-ion": Porter
 * takes off "ion" alone ("connection" → "connect", as "connected"), @orama/stemmers takes the letter
 * before it too ("connec", "protec", "execu"), so a question's "protected" never met "protection"; and
 * where it takes "-ible"/"-able" off (ABLE).
 */
export function englishStemmer(word: string): string {
  const stem = porter(word)
  const lower = word.toLowerCase()
  for (const lost of ['t', 's'])
    if (lower === `${stem}${lost}ion` || lower === `${stem}${lost}ions`) return `${stem}${lost}`
  const able = lower.match(ABLE)
  if (able && !stem.endsWith(`${able[1]}l`)) return `${stem}${able[1]}l`
  return stem
}
