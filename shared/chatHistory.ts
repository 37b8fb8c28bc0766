/**
 * The conversation a chat request may carry before its message (the chat function's `history`): the last
 * turns, oldest first, each a visitor's question and the assistant's answer, so that a follow-up ("et à
 * Lyon ?", "and how long does it take?") is read with its topic. The chat panel sends what it keeps, cut to
 * these bounds; the function refuses more (400).
 */

/** Turns a request may carry, at most. */
export const MAX_HISTORY_TURNS = 3
/** UTF-8 bytes of text those turns may hold, at most (Arabic takes two bytes a letter). */
export const MAX_HISTORY_BYTES = 2048

/** One earlier turn of the conversation. */
export interface Turn {
  question: string
  /** The assistant's answer; absent when it gave none (an error). */
  answer?: string | undefined
}

const encoder = new TextEncoder()
const bytes = (text: string) => encoder.encode(text).length

/** The UTF-8 size of the turns' texts, as MAX_HISTORY_BYTES counts it. */
export const historyBytes = (turns: readonly Turn[]): number =>
  turns.reduce((sum, t) => sum + bytes(t.question) + bytes(t.answer ?? ''), 0)

/** A text cut to at most `max` UTF-8 bytes, at a character boundary. */
function cut(text: string, max: number): string {
  if (bytes(text) <= max) return text
  let out = ''
  for (const char of text) {
    if (bytes(out + char) > max) break
    out += char
  }
  return out
}

/**
 * The last turns of a conversation within the bounds, newest kept first: an answer is cut at its end (its
 * opening names the page it quotes, which a follow-up is about), then older turns are dropped.
 */
export function recentTurns(turns: readonly Turn[]): Turn[] {
  const kept: Turn[] = []
  let left = MAX_HISTORY_BYTES
  for (const turn of [...turns].reverse().slice(0, MAX_HISTORY_TURNS)) {
    const question = turn.question.trim()
    if (!question || bytes(question) > left) break
    left -= bytes(question)
    const answer = cut(turn.answer?.trim() ?? '', left)
    left -= bytes(answer)
    kept.unshift(answer ? { question, answer } : { question })
  }
  return kept
}

/**
 * The turns of a list of messages (the chat panel's): each question with the answer that follows it. The
 * welcome message answers no question; a question the assistant failed to answer (its fallback message is
 * `failed`) is left out, as the visitor sends it again.
 */
export function turnsOf(
  messages: ReadonlyArray<{ text: string; isUser: boolean; failed?: boolean | undefined }>,
): Turn[] {
  const turns: Turn[] = []
  for (const m of messages) {
    const last = turns[turns.length - 1]
    if (m.isUser) turns.push({ question: m.text })
    else if (m.failed) {
      if (last && last.answer === undefined) turns.pop()
    } else if (last && last.answer === undefined) last.answer = m.text
  }
  return turns
}
