// Right-to-left pages: every Latin or figure run that the bidirectional algorithm would scramble
// (shared/bidi.ts) is wrapped in <bdi dir="ltr">, in the rendered body, whatever component rendered it: an
// office address, the legal notice's share capital, a price in an article, the footer's copyright. And every
// run of Latin words is marked with its language (./latinLang.ts), so that a screen reader reads "Neuilly-
// sur-Seine" or "Kubernetes" in a French or English voice instead of spelling them in its Arabic one.
import { latinRuns } from '../shared/bidi.ts'
import { escapeHtml } from '../shared/html.ts'
import { latinLang } from './latinLang.ts'

/** Elements whose text is left alone: raw text, text that cannot hold markup, drawings. */
const SKIPPED = new Set(['script', 'style', 'textarea', 'title', 'option', 'svg', 'math', 'template'])
const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
])
const TAG = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][\w-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g
const ENTITY = /&(?:#x([0-9a-f]+)|#(\d+)|(amp|lt|gt|quot|apos));/gi
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }

const decode = (html: string) =>
  html.replace(ENTITY, (_, hex: string, dec: string, name: string) =>
    hex
      ? String.fromCodePoint(Number.parseInt(hex, 16))
      : dec
        ? String.fromCodePoint(Number(dec))
        : (NAMED[name.toLowerCase()] ?? ''),
  )

/** The text of an HTML text segment with its scrambled runs isolated and its Latin words marked with their
 * language, or the segment as it was. */
function isolateText(segment: string): string {
  if (!/[0-9©+A-Za-z\u00C0-\u024F]/.test(segment)) return segment
  const text = decode(segment)
  const runs = latinRuns(text)
  if (runs.length === 0) return segment
  let out = ''
  let last = 0
  for (const { start, end, scrambled, words } of runs) {
    const run = text.slice(start, end)
    const lang = words ? ` lang="${latinLang(run)}"` : ''
    const tag = scrambled ? 'bdi' : 'span'
    out += `${escapeHtml(text.slice(last, start))}<${tag}${scrambled ? ' dir="ltr"' : ''}${lang}>${escapeHtml(run)}</${tag}>`
    last = end
  }
  return out + escapeHtml(text.slice(last))
}

/**
 * The body HTML with its scrambled runs isolated and its Latin words marked. Left alone: the islands (React
 * hydrates their markup and isolates and marks what they render itself), elements that already set a
 * direction or a language, and the SKIPPED elements.
 */
export function isolateRuns(body: string): string {
  let out = ''
  let last = 0
  /** The subtree being skipped: its tag and how many of that tag are open. */
  let skip: { tag: string; depth: number } | null = null
  for (const match of body.matchAll(TAG)) {
    const at = match.index ?? 0
    const text = body.slice(last, at)
    out += skip ? text : isolateText(text)
    out += match[0]
    last = at + match[0].length
    const [, closing, rawName, attributes = ''] = match
    if (!rawName) continue // a comment
    const tag = rawName.toLowerCase()
    const selfClosing = VOID.has(tag) || attributes.endsWith('/')
    if (skip) {
      if (tag === skip.tag && !selfClosing) skip.depth += closing ? -1 : 1
      if (skip.depth === 0) skip = null
    } else if (
      !closing &&
      !selfClosing &&
      (SKIPPED.has(tag) || / data-island=| dir=| lang=/.test(attributes) || tag === 'bdi')
    )
      skip = { tag, depth: 1 }
  }
  return out + (skip ? body.slice(last) : isolateText(body.slice(last)))
}
