// Cutting quoted page text to size: at a word, or around the parts that answer; and making it plain text.

/** Between two quoted passages, or two parts of one, that do not follow each other: what is left out. */
export const OMITTED = ' … '

/** Cuts a text at a word boundary, with an ellipsis, when it is longer than `max`. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text
  const cut = text.slice(0, max)
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[,;:]$/, '')}…`
}

/**
 * Where a long statement parts: after a sentence or a semicolon, and before a label of its own ("Base légale
 * : …", "Durée de conservation : …", "Legal basis: …": a table row's cells, run together), not one in a
 * list after a comma ("Lieu : Lille, Contrat : CDI").
 */
const PARTS = /(?<=[.;!?؟؛])\s+|(?<![,،(])\s+(?=(?:\p{Lu}|[\u0600-\u06ff])[\p{L}'’ -]{2,40}?\s?:\s)/u

/** Shortest opening kept before an answering part it is cut to make room for. */
const MIN_HEAD = 80

/**
 * A text cut to `max` characters around what answers: kept whole when short enough; otherwise its opening
 * part (what it is about), then the parts that answer best (`worth`), in the page's order, with " … " where
 * parts are left out; cut at a word boundary as a last resort.
 */
export function focus(text: string, max: number, worth: (part: string) => number): string {
  if (text.length <= max) return text
  const parts = text.split(PARTS).filter(Boolean)
  if (parts.length < 2) return clip(text, max)
  const [head, ...rest] = parts
  const ranked = rest
    .map((part, i) => ({ part, i, worth: worth(part) }))
    .sort((a, b) => b.worth - a.worth || a.i - b.i)
  const kept = new Set<number>()
  let length = (head ?? '').length
  for (const r of ranked) {
    if (r.worth <= 0 || length + r.part.length + OMITTED.length > max) continue
    kept.add(r.i)
    length += r.part.length + OMITTED.length
  }
  // When no answering part fits beside the whole opening, the best one, if it answers better than the
  // opening, is kept and the opening cut to make room ("Data controller: The controller … … Qualixa has not
  // appointed a Data Protection Officer."), rather than the text cut before it.
  let room = max
  if (kept.size === 0) {
    const best = ranked[0]
    if (!best || best.worth <= worth(head ?? '') || best.part.length + OMITTED.length + MIN_HEAD > max)
      return clip(text, max)
    kept.add(best.i)
    room = max - best.part.length - OMITTED.length - 1
  }
  let out = clip(head ?? '', room)
  for (const [i, part] of rest.entries()) {
    if (!kept.has(i)) continue
    out += kept.has(i - 1) || i === 0 ? ` ${part}` : `${OMITTED}${part}`
  }
  return out
}

/**
 * Removes what could read as Markdown or HTML in quoted page text; a "<" or ">" before a figure
 * ("< 2 s") is a comparison and stays.
 */
export const plain = (text: string) =>
  text
    .replace(/[[\]*_`]/g, '')
    .replace(/<(?!\s?\d)|>(?!\s?\d)/g, '')
    .replace(/\s+/g, ' ')

/** A sentence, after a sentence's end. */
const SENTENCE_END = /(?<=[.!?؟])\s+/u
/** A label before a section's first sentence ("Nos offres d'emploi : "). */
const LABEL = /^[^:：.!?]{1,60}\s?[:：]\s/u

/**
 * A quote and a second one of its page, the second's sentences the first already says left out (a fact
 * and the section it was written from often open alike), its label kept on what is left.
 */
export function joined(first: string, second: string): string {
  const [label = ''] = second.match(LABEL) ?? []
  const rest = second
    .slice(label.length)
    .split(SENTENCE_END)
    .filter((sentence) => !first.includes(sentence))
  return rest.length > 0 ? `${first}${OMITTED}${label}${rest.join(' ')}` : first
}
