/** A message's sentences, each with its closing mark ("We sell online.", "Do you test apps?"). */
const sentencesOf = (message: string) =>
  message.split(/(?<=[.!?؟])\s+/u).filter((s) => /[\p{L}\p{N}]/u.test(s))

const ASKS = /[?؟]\s*$/u

/**
 * Whether what `found` finds is said only before the question, in sentences that ask nothing ("Transaction
 * fees on our protocol are painful. Do you look at gas consumption?"): the visitor's context, not what is asked.
 */
export function saidOnlyBefore(message: string, found: (sentence: string) => boolean): boolean {
  const sentences = sentencesOf(message)
  const last = sentences.findLastIndex((s) => ASKS.test(s))
  if (last <= 0) return false
  const before = sentences.slice(0, last).filter((s) => !ASKS.test(s))
  const asked = sentences.filter((s, i) => i >= last || ASKS.test(s))
  return before.some(found) && !asked.some(found)
}

/**
 * What a message asks: its questions, without the sentences before them that ask nothing ("Our lawyers fret
 * about how much personal data we collect. Is that something your testers verify?"); the whole message when
 * it has no such sentence.
 */
export function askedPart(message: string): string {
  const sentences = sentencesOf(message)
  const last = sentences.findLastIndex((s) => ASKS.test(s))
  if (last <= 0) return message
  const asked = sentences.filter((s, i) => i >= last || ASKS.test(s))
  return asked.length < sentences.length ? asked.join(' ') : message
}
