// A small, linear reader of the site's own pre-rendered HTML (React's output: attributes quoted, `>` escaped
// in values): the visible text of a fragment, one line per block element, and its h1–h3 headings.
// About twenty times faster than a DOM parser, which kept the site index from scaling with the page count.

/** Elements that start a new line of text; the others (span, a, strong, bdi…) flow inside one. */
export const BLOCKS = new Set(
  'address article aside blockquote br caption dd details dialog div dl dt fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header hgroup hr li main nav ol p pre section summary table tbody td tfoot th thead tr ul'.split(
    ' ',
  ),
)
export const VOID = new Set('area base br col embed hr img input link meta source track wbr'.split(' '))
/** Elements whose text is raw (may contain `<`): skipped whole. */
const RAW = new Set(['script', 'style'])
const HEADINGS = new Set(['h1', 'h2', 'h3'])
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }

export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] !== '#') return NAMED[code.toLowerCase()] ?? whole
    const n = code[1] === 'x' || code[1] === 'X' ? Number.parseInt(code.slice(2), 16) : Number(code.slice(1))
    return Number.isFinite(n) ? String.fromCodePoint(n) : whole
  })
}

/** White space other than single spaces: what `squash` has to rewrite (most lines of a page have none). */
const LOOSE_SPACE = /[^\S ]| {2}/

/** Runs of whitespace as one space, none at either end. */
export const squash = (s: string) => (LOOSE_SPACE.test(s) ? s.replace(/\s+/g, ' ') : s).trim()

export interface HtmlText {
  /** One line per block element, spaces collapsed. */
  text: string
  headings: string[]
}

/** Whether an opening tag's element is left out of the text (islands, hidden parts, scripts). */
export type SkipTest = (name: string, attributes: string) => boolean

export const isLetter = (c: number) => (c >= 97 && c <= 122) || (c >= 65 && c <= 90)
const isNameChar = (c: number) => isLetter(c) || (c >= 48 && c <= 57) || c === 45

/** Where the tag name starting at `start` (a letter) ends: letters, digits and hyphens. */
export function tagNameEnd(html: string, start: number): number {
  let end = start + 1
  while (isNameChar(html.charCodeAt(end))) end++
  return end
}

/**
 * A tag name in lower case. Names are nearly always lower case already: toLowerCase is only called for
 * the others (on a page with characters beyond Latin-1 it was most of the reading time).
 */
export function tagName(html: string, start: number, end: number): string {
  for (let at = start; at < end; at++) {
    const c = html.charCodeAt(at)
    if (c >= 65 && c <= 90) return html.slice(start, end).toLowerCase()
  }
  return html.slice(start, end)
}
const SLASH = 47

/** One line of text: raw pieces (entities still encoded) in, decoded and spaces collapsed out. */
const finishText = (raw: string) => squash(decodeEntities(raw))

/**
 * The text and headings of an HTML fragment, leaving out every element `skip` names and its content.
 * One pass from `<` to `<` (no regular expression per tag): the site index reads every page with it.
 */
export function htmlText(html: string, skip: SkipTest): HtmlText {
  const lines: string[] = []
  const headings: string[] = []
  /** The open elements, innermost last, and whether each is left out. */
  const open: string[] = []
  const leftOut: boolean[] = []
  let line = ''
  let heading: string | undefined
  let skipped = 0
  const endLine = () => {
    const text = finishText(line)
    if (text) lines.push(text)
    line = ''
  }
  let pos = 0
  while (pos < html.length) {
    const lt = html.indexOf('<', pos)
    const textEnd = lt < 0 ? html.length : lt
    if (!skipped && textEnd > pos) {
      const raw = html.slice(pos, textEnd)
      line += raw
      if (heading !== undefined) heading += raw
    }
    if (lt < 0) break
    const next = html.charCodeAt(lt + 1)
    if (next === 33 /* ! */) {
      // A comment (React separates adjacent texts with empty ones): no break in the text.
      const end = html.startsWith('<!--', lt) ? html.indexOf('-->', lt + 4) + 3 : html.indexOf('>', lt) + 1
      pos = end > 0 ? end : html.length
      continue
    }
    const closing = next === SLASH
    const nameStart = closing ? lt + 2 : lt + 1
    if (!isLetter(html.charCodeAt(nameStart))) {
      // Not a tag: a literal `<` in the text.
      if (!skipped) {
        line += '<'
        if (heading !== undefined) heading += '<'
      }
      pos = lt + 1
      continue
    }
    const nameEnd = tagNameEnd(html, nameStart)
    const name = tagName(html, nameStart, nameEnd)
    const gt = html.indexOf('>', nameEnd)
    pos = gt < 0 ? html.length : gt + 1
    if (closing) {
      // Usually the innermost open element; otherwise the nearest one of its name.
      const at = open.lastIndexOf(name)
      if (at < 0) continue
      while (open.length > at) {
        open.pop()
        if (leftOut.pop()) skipped--
      }
      if (HEADINGS.has(name) && heading !== undefined) {
        if (!skipped) headings.push(finishText(heading))
        heading = undefined
      }
      if (BLOCKS.has(name)) endLine()
      continue
    }
    if (RAW.has(name)) {
      const end = html.indexOf(`</${name}`, pos)
      pos = end < 0 ? html.length : end
      open.push(name)
      leftOut.push(true)
      skipped++
      continue
    }
    if (BLOCKS.has(name)) endLine()
    if (VOID.has(name) || html.charCodeAt(gt - 1) === SLASH) continue
    const isSkipped = skip(name, html.slice(nameEnd, gt < 0 ? html.length : gt))
    open.push(name)
    leftOut.push(isSkipped)
    if (isSkipped) skipped++
    if (HEADINGS.has(name) && !skipped) heading = ''
  }
  endLine()
  return { text: lines.join('\n'), headings: headings.filter(Boolean) }
}
