// The facts a pre-rendered page states, as blocks the chat assistant answers from (shared/knowledgeIndex.ts):
// every key figure with its label (dt/dd), every list item with its title (li, table rows), every
// paragraph, each with the section and sub-heading it is under. Read from the page's <main> with the same
// small reader as the site index (html-text.ts): islands, hidden parts and scripts are left out.

import { COLON } from '../server/chat/punctuation.ts'
import type { KnowledgeBlock, KnowledgeSection } from '../shared/knowledgeIndex.ts'
import type { Lang } from '../shared/languages.ts'
import {
  BLOCKS,
  decodeEntities,
  isLetter,
  type SkipTest,
  squash,
  tagName,
  tagNameEnd,
  VOID,
} from './html-text.ts'

/** An element of the fragment, or a run of text. */
type Node = Element | { text: string }
interface Element {
  name: string
  /** The opening tag's attributes, as written. */
  attributes: string
  children: Node[]
}

const RAW = new Set(['script', 'style', 'svg', 'template'])
/** Block elements whose text is one paragraph. */
const PARAGRAPH = new Set(['p', 'blockquote', 'address', 'figcaption', 'pre', 'caption'])
/** Calls to action (buttons, links standing alone, disclosure labels) and forms are no facts. */
const NOT_FACTS = new Set(['a', 'button', 'form', 'nav', 'label', 'select', 'textarea', 'summary'])
/** A box showing its last child first. */
const VALUE_FIRST = /\bflex-col-reverse\b/
/** A line opening with a term and a colon: "Droit d'accès : …", "Derecho de acceso: …". */
const TERM = /^([^:]{2,80}?) ?: (.+)$/s
const MAX_TERM_WORDS = 6
/** Words of an eyebrow at most: a label, not a sentence. */
const MAX_EYEBROW_WORDS = 6
const wordCount = (s: string) => s.split(/\s+/).filter(Boolean).length

/** Whether a node holds a link to another page of the site. */
function linksAway(node: Element): boolean {
  return node.children.some(
    (c) => isElement(c) && ((c.name === 'a' && /\shref="\//.test(c.attributes)) || linksAway(c)),
  )
}
/** Whether a dl shows its values first (key figures): one of its boxes does. */
function hasValueFirst(dl: Element): boolean {
  return dl.children.some((c) => isElement(c) && (VALUE_FIRST.test(c.attributes) || hasValueFirst(c)))
}
/** A link that is itself a fact: an e-mail address or a phone number. */
const CONTACT_LINK = /\shref="(mailto|tel):/

/** Whether an element is left out of the facts. */
const notFact = (n: Element) => NOT_FACTS.has(n.name) && !(n.name === 'a' && CONTACT_LINK.test(n.attributes))

/**
 * Where an element whose opening tag ends at `from` ends: the start of its end tag and the position after
 * it (same-name elements nested inside counted); the fragment's end when it is not closed.
 */
function elementEnd(html: string, name: string, from: number): [number, number] {
  let depth = 1
  const open = new RegExp(`<(/?)${name}(?=[\\s>/])`, 'g')
  open.lastIndex = from
  for (let m = open.exec(html); m; m = open.exec(html)) {
    depth += m[1] ? -1 : 1
    if (depth === 0) {
      const close = html.indexOf('>', m.index)
      return [m.index, close < 0 ? html.length : close + 1]
    }
  }
  return [html.length, html.length]
}

/**
 * An element inside an island that the page states as a fact: `data-fact` holds its label, its text the
 * value ("Pièce jointe" → "10 Mo maximum (PDF, DOC, PNG, JPG)."), or is empty for a sentence that says what
 * it is about ("nous vous envoyons votre invitation Slack par e-mail"). The rest of an island (labels, buttons,
 * placeholders) is no fact.
 */
const STATED_FACT = /<([a-z][a-z0-9]*)\b([^>]*?)\sdata-fact="([^"]*)"([^>]*)>/g

/** The facts an island's HTML states (`data-fact`), each as a term and its description. */
function statedFacts(html: string, skip: SkipTest): Element[] {
  const facts: Element[] = []
  for (const m of html.matchAll(STATED_FACT)) {
    const name = m[1] ?? ''
    const start = (m.index ?? 0) + m[0].length
    const [inner] = elementEnd(html, name, start)
    const value = tree(html.slice(start, inner), skip) as Element
    const label = { text: m[3] ?? '' }
    // A sentence that says what it is about needs no label: a paragraph of its section.
    if (!label.text) {
      facts.push({ name: 'p', attributes: '', children: value.children })
      continue
    }
    facts.push({
      name: 'dl',
      attributes: '',
      children: [
        { name: 'dt', attributes: '', children: [label] },
        { name: 'dd', attributes: '', children: value.children },
      ],
    })
  }
  return facts
}

/** Elements whose whole text an island's stated facts follow: a section, a card, a list item. */
const HOLDERS = new Set(['section', 'article', 'aside', 'li', 'main'])

/** The element tree of an HTML fragment, without the elements `skip` names. */
function tree(html: string, skip: SkipTest): Node {
  const root: Element = { name: '#root', attributes: '', children: [] }
  const stack: Element[] = [root]
  /** Facts islands state, to add at the end of the section (or card) holding each island. */
  const stated = new Map<Element, Element[]>()
  let pos = 0
  while (pos < html.length) {
    const lt = html.indexOf('<', pos)
    const end = lt < 0 ? html.length : lt
    if (end > pos) (stack[stack.length - 1] as Element).children.push({ text: html.slice(pos, end) })
    if (lt < 0) break
    if (html.startsWith('<!--', lt)) {
      const close = html.indexOf('-->', lt + 4)
      pos = close < 0 ? html.length : close + 3
      continue
    }
    const closing = html.charCodeAt(lt + 1) === 47
    const nameStart = closing ? lt + 2 : lt + 1
    if (!isLetter(html.charCodeAt(nameStart))) {
      ;(stack[stack.length - 1] as Element).children.push({ text: '<' })
      pos = lt + 1
      continue
    }
    const nameEnd = tagNameEnd(html, nameStart)
    const name = tagName(html, nameStart, nameEnd)
    const gt = html.indexOf('>', nameEnd)
    pos = gt < 0 ? html.length : gt + 1
    if (closing) {
      const at = stack.map((n) => n.name).lastIndexOf(name)
      if (at > 0) for (const closed of stack.splice(at)) closed.children.push(...(stated.get(closed) ?? []))
      continue
    }
    const attributes = html.slice(nameEnd, gt < 0 ? html.length : gt)
    if (RAW.has(name) || skip(name, attributes)) {
      // Skipped whole: to its matching end tag (same-name elements nested inside counted).
      if (html.charCodeAt(gt - 1) === 47 || VOID.has(name)) continue
      const [inner, after] = elementEnd(html, name, pos)
      // What an island states as a fact of the page (a form's attachment limit) is kept, after what the
      // section holding it says itself (a dialog's sentence is no lead of the section it opens from).
      if (!RAW.has(name)) {
        const holder = stack.findLast((n) => HOLDERS.has(n.name)) ?? root
        stated.set(holder, [...(stated.get(holder) ?? []), ...statedFacts(html.slice(pos, inner), skip)])
      }
      pos = after
      continue
    }
    if (VOID.has(name) || html.charCodeAt(gt - 1) === 47) {
      if (name === 'br')
        (stack[stack.length - 1] as Element).children.push({ name, attributes, children: [] })
      continue
    }
    const node: Element = { name, attributes, children: [] }
    ;(stack[stack.length - 1] as Element).children.push(node)
    stack.push(node)
  }
  // Elements left open end with the fragment.
  for (const open of stack.reverse()) open.children.push(...(stated.get(open) ?? []))
  return root
}

/**
 * The text of a node, one line per block element inside it, spaces collapsed; a term and its description
 * (dt, dd) on one line, joined by `colon` ("Lieu : Lille (hybride)").
 */
function lines(node: Node, colon: string): string[] {
  const out: string[] = []
  let line = ''
  const walk = (n: Node) => {
    if ('text' in n) {
      line += n.text
      return
    }
    const block = BLOCKS.has(n.name)
    if (block && n.name !== 'dd') {
      out.push(line)
      line = ''
    }
    for (const child of n.children) walk(child)
    // A term read on its own (a figure's label) takes no colon.
    if (n.name === 'dt' && n !== node) line += colon
    else if (block) {
      out.push(line)
      line = ''
    }
  }
  walk(node)
  out.push(line)
  return out.map((l) => squash(decodeEntities(l))).filter(Boolean)
}

const isElement = (n: Node): n is Element => 'name' in n
const HEADING = /^h[1-6]$/

/** The first heading inside a node (depth first), if any. */
function firstHeading(node: Node): Element | undefined {
  if (!isElement(node)) return undefined
  for (const child of node.children) {
    if (!isElement(child)) continue
    if (HEADING.test(child.name)) return child
    const inner = firstHeading(child)
    if (inner) return inner
  }
  return undefined
}

/** The blocks of a page's main content, in reading order, grouped under their section and sub-heading. */
export function knowledgeSections(main: string, skip: SkipTest, lang: Lang): KnowledgeSection[] {
  /** A node's lines, a term joined to its description by the page language's colon. */
  const linesOf = (node: Node) => lines(node, COLON[lang])
  const textOf = (node: Node) => linesOf(node).join(' ')
  const sections: KnowledgeSection[] = []
  const push = (block: KnowledgeBlock) => {
    const last = sections[sections.length - 1]
    if (last && last.section === section && last.heading === heading) last.blocks.push(block)
    else sections.push({ section, heading, ...(label ? { label } : {}), blocks: [block] })
  }
  let section = ''
  let heading = ''
  /** The eyebrow of the section or sub-heading the walk is in. */
  let label = ''
  const emit = (kind: 'item' | 'text', label: string, text: string) => {
    if (text) push(label ? { kind, label, text } : { kind, text })
  }

  /**
   * A dl: each dt with the dd(s) after it, as figures (label, value). A pair in a box that shows its
   * dd first (flex-col-reverse: the key figures) reads value first ("5 jours pour un audit complet").
   */
  const figures = (dl: Node) => {
    let label = ''
    /** The figure of the current term: a second description of it ("100 %", then what it covers) joins it. */
    let figure: KnowledgeBlock | undefined
    const visit = (n: Node, reversed: boolean) => {
      if (!isElement(n)) return
      if (n.name === 'dt') {
        label = textOf(n)
        figure = undefined
      } else if (n.name === 'dd') {
        const value = linesOf(n).join(' ')
        if (!value) return
        if (figure) figure.text += `\n${value}`
        else {
          figure = {
            kind: 'figure',
            ...(label ? { label } : {}),
            text: value,
            ...(reversed ? { valueFirst: true } : {}),
          }
          push(figure)
        }
      } else for (const child of n.children) visit(child, VALUE_FIRST.test(n.attributes))
    }
    visit(dl, false)
  }

  /** A list item: its heading as its title, the rest as its text. */
  const item = (li: Node) => {
    if (!isElement(li)) return
    const title = firstHeading(li)
    // A card whose title links to another page is that page's teaser: the page states its facts itself.
    if (title && linksAway(title)) return
    // The title, the item's own calls to action ("Request this profile") and its key figures (figures of
    // their own, below) are not its text.
    const keyFigures = (n: Node) => isElement(n) && n.name === 'dl' && hasValueFirst(n)
    const keep = (c: Node) => c !== title && !(isElement(c) && notFact(c)) && !keyFigures(c)
    const without = (n: Node): Node =>
      isElement(n) ? { ...n, children: n.children.filter(keep).map(without) } : n
    const body = linesOf(without(li))
    // An untitled item that opens with a short term and a colon ("Droit d'accès : savoir si…") is titled so.
    const term = title ? undefined : TERM.exec(body[0] ?? '')
    const label = title
      ? textOf(title)
      : term && wordCount(term[1] ?? '') <= MAX_TERM_WORDS
        ? (term[1] ?? '')
        : ''
    if (term && label) body[0] = term[2] ?? ''
    emit('item', label, body.join('\n'))
    // Its key figures ("99,99 % de disponibilité pendant les lancements"), under its title.
    const outer = heading
    heading = label || heading
    const visit = (n: Node) => {
      if (!isElement(n)) return
      if (keyFigures(n)) figures(n)
      else for (const child of n.children) visit(child)
    }
    visit(li)
    heading = outer
  }

  /** A table: each body row as an item, its cells labelled with the header row's ("Durée de conservation : 3 ans"). */
  const table = (node: Element) => {
    const rows: Element[] = []
    const collect = (n: Node) => {
      if (!isElement(n)) return
      if (n.name === 'tr') rows.push(n)
      else for (const c of n.children) collect(c)
    }
    collect(node)
    const cells = (row: Element) =>
      row.children.filter(isElement).filter((c) => c.name === 'td' || c.name === 'th')
    const header = rows.find((row) => cells(row).every((c) => c.name === 'th'))
    const labels = header ? cells(header).map(textOf) : []
    for (const row of rows) {
      if (row === header) continue
      const values = cells(row).map(textOf)
      const [first, ...rest] = values
      const text = rest.map((v, i) => (labels[i + 1] ? `${labels[i + 1]}${COLON[lang]}${v}` : v)).join('\n')
      emit('item', first ?? '', text)
    }
  }

  /** Walks a container: headings move the context, facts are emitted, inline runs make paragraphs. */
  const walk = (node: Node) => {
    if (!isElement(node)) return
    let inline: Node[] = []
    const flush = () => {
      const text = linesOf({ name: 'p', attributes: '', children: inline }).join(' ')
      inline = []
      emit('text', '', text)
    }
    const elements = node.children.filter(isElement)
    /** An eyebrow: a short paragraph right before a heading, naming its section ("Nos valeurs"). */
    let eyebrow = ''
    for (const child of node.children) {
      if (!isElement(child)) {
        inline.push(child)
        continue
      }
      const next = elements[elements.indexOf(child) + 1]
      if (child.name === 'p' && next && HEADING.test(next.name) && next.name !== 'h1') {
        const text = textOf(child)
        if (wordCount(text) <= MAX_EYEBROW_WORDS) {
          flush()
          eyebrow = text
          continue
        }
      }
      if (!BLOCKS.has(child.name) && !notFact(child)) {
        inline.push(child)
        continue
      }
      flush()
      if (notFact(child)) continue
      if (child.name === 'h1') continue
      if (HEADING.test(child.name)) {
        if (child.name === 'h2') section = textOf(child)
        heading = child.name === 'h2' ? '' : textOf(child)
        label = eyebrow
        eyebrow = ''
      } else if (child.name === 'dl') figures(child)
      else if (child.name === 'table') table(child)
      else if (child.name === 'li') item(child)
      else if (PARAGRAPH.has(child.name)) emit('text', '', linesOf(child).join(' '))
      else walk(child)
    }
    flush()
  }
  walk(tree(main, skip))
  return sections
}
