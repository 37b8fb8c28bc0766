export type Segment = { text: string; href?: string }

const LINK = /\[([^\]\n]{1,200})\]\((\/[^)\s]{0,300})\)/g

/**
 * Splits a reply into text and links. Only Markdown links to this site's own paths ("/…", not "//…")
 * become links; everything else stays text, so a reply can never carry markup or send a visitor away.
 */
export function parseReply(text: string): Segment[] {
  const segments: Segment[] = []
  let last = 0
  for (const match of text.matchAll(LINK)) {
    const [whole, label = '', href = ''] = match
    const at = match.index ?? 0
    if (href.startsWith('//')) continue
    if (at > last) segments.push({ text: text.slice(last, at) })
    segments.push({ text: label, href })
    last = at + whole.length
  }
  if (last < text.length) segments.push({ text: text.slice(last) })
  return segments
}
