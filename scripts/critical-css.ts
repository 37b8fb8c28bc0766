// Per-page stylesheets: of the site's Tailwind output, only the rules whose classes the page's HTML uses,
// and only the custom properties, @property and @keyframes those rules need. Inlined into each page, it
// keeps the first response small enough to arrive in one round trip; the islands load the full stylesheet
// before they render anything the pre-rendered HTML did not have (islands/client.ts).

import { JS_CLASS } from '../islands/attributes.ts'
import { cached } from '../shared/cached.ts'
import { CONSENT_NEEDED_CLASS } from '../shared/consent.ts'
import { type CssNode, type Need, parseStylesheet } from './css-rules.ts'
import { decodeEntities, isLetter, tagName, tagNameEnd } from './html-text.ts'

/** Classes the head script puts on <html> before the first paint, never present in the markup. */
export const RUNTIME_CLASSES = [JS_CLASS, CONSENT_NEEDED_CLASS]

/** What a page's markup offers selectors: its classes (plus the head script's) and element types. */
export interface PageMarkup {
  /** Pages with the same key are offered the same (their subset of a stylesheet is computed once). */
  key: string
  readonly classes: ReadonlySet<string>
  readonly elements: ReadonlySet<string>
}

/** The class names of distinct class attribute values (as written in HTML, entities decoded). */
function classNames(lists: Iterable<string>): Set<string> {
  const classes = new Set(RUNTIME_CLASSES)
  for (const list of lists)
    for (const name of (list.includes('&') ? decodeEntities(list) : list).split(/\s+/))
      if (name) classes.add(name)
  return classes
}

const isSpace = (c: number) => c === 32 || c === 10 || c === 9 || c === 13 || c === 12

export function pageMarkup(html: string): PageMarkup {
  // Pages repeat the same class lists (cards, links, the shared layout): the key is made of the
  // distinct lists, and the class names are only read out of them for a key not seen before.
  const lists = new Set<string>()
  const elements = new Set<string>()
  // One pass: each `<name` opening a tag gives an element type; each class="…" after a space a list.
  let nextClass = html.indexOf('class="')
  for (let at = html.indexOf('<'); at >= 0; at = html.indexOf('<', at + 1)) {
    if (!isLetter(html.charCodeAt(at + 1))) continue
    const end = tagNameEnd(html, at + 1)
    elements.add(tagName(html, at + 1, end))
    const gt = html.indexOf('>', end)
    const tagEnd = gt < 0 ? html.length : gt
    while (nextClass >= 0 && nextClass < tagEnd) {
      const valueStart = nextClass + 7
      const valueEnd = html.indexOf('"', valueStart)
      if (isSpace(html.charCodeAt(nextClass - 1))) lists.add(html.slice(valueStart, valueEnd))
      nextClass = html.indexOf('class="', valueEnd)
    }
    at = tagEnd
  }
  let classes: Set<string> | undefined
  return {
    // In document order: pages built from the same components share it (another order only costs a miss).
    key: `${[...lists].join('\n')}\u0000${[...elements].join(' ')}`,
    elements,
    get classes() {
      classes ??= classNames(lists)
      return classes
    },
  }
}

/**
 * Tailwind's fallback for browsers without @property (older than its own minimum: Safari 16.4, Firefox
 * 128): values every element would carry, in every page's first response, for no supported browser.
 */
const isPropertyFallback = (node: CssNode) => node.kind === 'group' && node.prelude === '@layer properties'

function keepRules(nodes: CssNode[], page: PageMarkup): string {
  let out = ''
  for (const node of nodes) {
    if (isPropertyFallback(node)) continue
    if (node.kind === 'rule') {
      const matches = (need: Need) =>
        need.classes.every((name) => page.classes.has(name)) &&
        need.elements.every((name) => page.elements.has(name))
      if (node.needs.some(matches)) out += `${node.selector}{${node.body}}`
    } else if (node.kind === 'group') {
      const inner = keepRules(node.children, page)
      // An empty `@layer x{}` still fixes the layers' order: keep it; drop other empty groups.
      if (inner || node.prelude.startsWith('@layer')) out += `${node.prelude}{${inner}}`
    } else out += node.text
  }
  return out
}

const declared = (text: string) => new Set([...text.matchAll(/var\((--[\w-]+)/g)].map((m) => m[1] as string))

/**
 * Drops what nothing kept refers to: @property and @keyframes, and custom property declarations
 * (--x:…) nobody reads with var(--x). Repeated until stable, since variables refer to variables.
 */
function pruneUnused(css: string): string {
  let current = css
  for (;;) {
    const used = declared(current)
    const animations = new Set(
      [...current.matchAll(/(?:animation(?:-name)?|--animate-[\w-]+):([^;}]+)/g)].flatMap((m) =>
        (m[1] as string).split(/[\s,]+/),
      ),
    )
    const next = current
      .replace(/@property (--[\w-]+)\{[^}]*\}/g, (rule, name: string) => (used.has(name) ? rule : ''))
      .replace(/@keyframes ([\w-]+)\{(?:[^{}]*\{[^}]*\})*[^{}]*\}/g, (rule, name: string) =>
        animations.has(name) ? rule : '',
      )
      .replace(/([{;])(--[\w-]+):[^;}]*(?=[;}])/g, (decl, before: string, name: string) =>
        used.has(name) ? decl : before,
      )
      .replace(/;;+/g, ';')
      .replace(/\{;/g, '{')
      .replace(/;\}/g, '}')
    if (next === current) return next
    current = next
  }
}

/** The site's stylesheet, parsed once; `subset` gives a page's part of it (memoised by markup). */
export function criticalCss(css: string) {
  const tree = parseStylesheet(css)
  const memo = new Map<string, string>()
  return {
    subset: (page: PageMarkup): string => cached(memo, page.key, () => pruneUnused(keepRules(tree, page))),
  }
}
