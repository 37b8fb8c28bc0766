// Latin text and figures inside right-to-left text. The Unicode bidirectional algorithm lays out a run
// that opens with a figure or a sign ("12 avenue Charles de Gaulle", "10 000 €", "+216 71 123 456",
// "art. 6(1)(b)"'s "6(1)(b)", "© 2024 Qualixa") as separate pieces in right-to-left order: the reader
// sees "avenue Charles de Gaulle 12" and "€ 000 10". Such a run must be isolated left to right. A run
// that opens with a Latin letter ("RCS Nanterre 912 345 678", "Grafana k6") is laid out in order already.

const LATIN = 'A-Za-z0-9\\u00C0-\\u024F'
/**
 * A word: Latin letters, figures and the signs of amounts, joined by punctuation, a plus ("N+1") or a
 * bracketed part.
 */
const WORD = `[${LATIN}€$£%]+(?:\\([${LATIN}]+\\)|[.,:'’/@_+-][${LATIN}€$£%]+)*`
/** What separates two words of one run: spaces, with a comma before them or a dash among them. */
const GAP = '(?:,?[ \\u00A0\\u202F]+|[ \\u00A0\\u202F]+[–-][ \\u00A0\\u202F]+)'
const RUN = new RegExp(`(?:[©+][ \\u00A0]?)?${WORD}(?:${GAP}${WORD})*`, 'g')
const OPENS_WITH_LETTER = /^[A-Za-z\u00C0-\u024F]/
const SEVERAL_PARTS = new RegExp(`^[©+]|\\(|${GAP}`)

/** Where the runs of this text that right-to-left layout would scramble start and end. */
export function scrambledRuns(text: string): { start: number; end: number }[] {
  const runs: { start: number; end: number }[] = []
  for (const match of text.matchAll(RUN)) {
    const run = match[0]
    if (OPENS_WITH_LETTER.test(run) || !SEVERAL_PARTS.test(run)) continue
    const start = match.index ?? 0
    runs.push({ start, end: start + run.length })
  }
  return runs
}

/** The text as parts, each run of scrambledRuns marked to be isolated left to right. */
export function splitRuns(text: string): { text: string; ltr: boolean }[] {
  const parts: { text: string; ltr: boolean }[] = []
  let last = 0
  for (const { start, end } of scrambledRuns(text)) {
    if (start > last) parts.push({ text: text.slice(last, start), ltr: false })
    parts.push({ text: text.slice(start, end), ltr: true })
    last = end
  }
  if (last < text.length) parts.push({ text: text.slice(last), ltr: false })
  return parts
}

const LETTERS = /[A-Za-z\u00C0-\u024F]/g

/**
 * The runs of Latin text inside right-to-left text, each with whether layout would scramble it (it opens
 * with a figure or a sign: to isolate, as scrambledRuns) and whether it holds words (two Latin letters or
 * more: words of another language, which a screen reader must read in that language's voice).
 */
export function latinRuns(
  text: string,
): { start: number; end: number; scrambled: boolean; words: boolean }[] {
  const runs: { start: number; end: number; scrambled: boolean; words: boolean }[] = []
  for (const match of text.matchAll(RUN)) {
    const run = match[0]
    const scrambled = !OPENS_WITH_LETTER.test(run) && SEVERAL_PARTS.test(run)
    const words = (run.match(LETTERS) ?? []).length >= 2
    if (!scrambled && !words) continue
    const start = match.index ?? 0
    runs.push({ start, end: start + run.length, scrambled, words })
  }
  return runs
}

/** The Latin words of a text, lower-cased (two letters or more). */
export const latinWords = (text: string): string[] =>
  text.toLowerCase().match(/[a-z\u00C0-\u024F]{2,}/g) ?? []

/**
 * The language a screen reader should read a run of Latin words in, inside Arabic text: French for a word
 * with a French accent or one of `frenchWords` (the French addresses the site shows), English for the rest
 * (the terms, tools, standards and brand names the Arabic texts keep in Latin script).
 */
export function latinRunLang(run: string, frenchWords: ReadonlySet<string> = new Set()): 'fr' | 'en' {
  if (/[À-ÖØ-öø-ÿ]/.test(run)) return 'fr'
  return latinWords(run).some((word) => frenchWords.has(word)) ? 'fr' : 'en'
}
