import { splitRuns } from '../../shared/bidi.ts'

export type Segment = { text: string; href?: string; ltr?: true }

/**
 * E-mail addresses: isolated left to right whole, so that an Arabic reply keeps their order. Phone numbers,
 * amounts and addresses are the runs right-to-left layout would scramble (shared/bidi.ts: "+33 1 84 60 00
 * 00", "10 000 €"); figures that follow Latin words ("RCS Nanterre 912 345 678") are laid out in order
 * with them, and isolating the figures alone would tear the run apart.
 */
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g

/** Other text, with the runs right-to-left layout would scramble (a phone number, an amount) marked left to right. */
const plainSegments = (text: string): Segment[] =>
  splitRuns(text).map((part) => (part.ltr ? { text: part.text, ltr: true } : { text: part.text }))

/** Plain text as segments, its e-mail addresses and scrambled runs marked left to right. */
function textSegments(text: string): Segment[] {
  const segments: Segment[] = []
  let last = 0
  for (const match of text.matchAll(EMAIL)) {
    const at = match.index ?? 0
    if (at > last) segments.push(...plainSegments(text.slice(last, at)))
    segments.push({ text: match[0], ltr: true })
    last = at + match[0].length
  }
  if (last < text.length) segments.push(...plainSegments(text.slice(last)))
  return segments
}

const LINK = /\[([^\]\n]{1,200})\]\((\/[^)\s]{0,300})\)/g

/**
 * Splits a reply into text and links. Only Markdown links to this site's own paths ("/…", not "//…")
 * become links; everything else stays text, so a reply can never carry markup or send a visitor away.
 * Phone numbers, e-mail addresses and the other runs layout would scramble come out as left-to-right segments.
 */
export function parseReply(text: string): Segment[] {
  const segments: Segment[] = []
  let last = 0
  for (const match of text.matchAll(LINK)) {
    const [whole, label = '', href = ''] = match
    const at = match.index ?? 0
    if (href.startsWith('//')) continue
    if (at > last) segments.push(...textSegments(text.slice(last, at)))
    segments.push({ text: label, href })
    last = at + whole.length
  }
  if (last < text.length) segments.push(...textSegments(text.slice(last)))
  return segments
}
