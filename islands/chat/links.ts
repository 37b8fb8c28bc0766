import { splitRuns } from '../../shared/bidi.ts'

export type Segment = { text: string; href?: string; ltr?: true }

/** Phone numbers and e-mail addresses: left-to-right runs, isolated so that an Arabic reply keeps their order. */
const LTR_RUN = /\+?\d[\d \u00a0.-]{6,}\d|[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g

/** Other text, with the runs right-to-left layout would scramble (an address, an amount) marked left to right. */
const plainSegments = (text: string): Segment[] =>
  splitRuns(text).map((part) => (part.ltr ? { text: part.text, ltr: true } : { text: part.text }))

/** Plain text as segments, its phone numbers, e-mail addresses and scrambled runs marked left to right. */
function textSegments(text: string): Segment[] {
  const segments: Segment[] = []
  let last = 0
  for (const match of text.matchAll(LTR_RUN)) {
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
 * Phone numbers and e-mail addresses in the text come out as left-to-right segments.
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
