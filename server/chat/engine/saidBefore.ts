/** A message's sentences, each with its closing mark ("We sell online.", "Do you test apps?"). */
const sentencesOf = (message: string) =>
  message.split(/(?<=[.!?؟])\s+/u).filter((s) => /[\p{L}\p{N}]/u.test(s))

const ASKS = /[?؟]\s*$/u

/**
 * A message's sentences before its last question that ask nothing (its context), and the rest (what it
 * asks); undefined when no such sentence comes before a question.
 */
function partsOf(message: string): { before: string[]; asked: string[] } | undefined {
  const sentences = sentencesOf(message)
  const last = sentences.findLastIndex((s) => ASKS.test(s))
  const isContext = (s: string, i: number) => i < last && !ASKS.test(s)
  const before = sentences.filter(isContext)
  if (before.length === 0) return undefined
  return { before, asked: sentences.filter((s, i) => !isContext(s, i)) }
}

/**
 * Whether what `found` finds is said only before the question, in sentences that ask nothing ("Transaction
 * fees on our protocol are painful. Do you look at gas consumption?"): the visitor's context, not what is asked.
 */
export function saidOnlyBefore(message: string, found: (sentence: string) => boolean): boolean {
  const parts = partsOf(message)
  return parts !== undefined && parts.before.some(found) && !parts.asked.some(found)
}

/**
 * What a message asks: its questions, without the sentences before them that ask nothing ("Our lawyers fret
 * about how much personal data we collect. Is that something your testers verify?"); the whole message when
 * it has no such sentence.
 */
export function askedPart(message: string): string {
  return partsOf(message)?.asked.join(' ') ?? message
}
