// A small reader of the site's built stylesheet (Tailwind's minified output): its rules and groups, and for
// each selector what a page must contain for it to match. scripts/critical-css.ts keeps a page's part of it.

/** A parsed piece of the stylesheet: a style rule, an at-rule holding rules, or an opaque statement. */
export type CssNode =
  | { kind: 'rule'; selector: string; body: string; needs: Need[] }
  | { kind: 'group'; prelude: string; children: CssNode[] }
  | { kind: 'other'; text: string }

/** What one alternative of a selector list needs to match anything: these classes and element types. */
export interface Need {
  classes: string[]
  elements: string[]
}

/** At-rules whose block holds rules (kept when any rule inside is kept). */
const GROUPS = /^@(layer|media|supports|container|starting-style)\b/

function closingBrace(css: string, open: number): number {
  let depth = 0
  for (let i = open; i < css.length; i++) {
    const c = css[i]
    if (c === '"' || c === "'") i = css.indexOf(c, i + 1)
    else if (c === '{') depth++
    else if (c === '}' && --depth === 0) return i
  }
  throw new Error(`Unbalanced stylesheet: no closing brace for the block at ${open}`)
}

/** A selector with every :not(…) argument removed (a class there is not needed for the rule to apply). */
function withoutNegations(selector: string): string {
  let out = ''
  for (let i = 0; i < selector.length; i++) {
    if (selector.startsWith(':not(', i)) {
      let depth = 0
      let j = i + 4
      for (; j < selector.length; j++) {
        if (selector[j] === '(') depth++
        else if (selector[j] === ')' && --depth === 0) break
      }
      i = j
    } else out += selector[i]
  }
  return out
}

/** A class selector, its name as written in CSS (escapes included, e.g. `.hover\\:x`, `.\\32 xl`). */
const CLASS = /\.((?:\\[0-9a-fA-F]{1,6}\s?|\\.|[\w-])+)/g

/** A class name as written in CSS (`hover\\:bg-x`, `\\32 xl`) back to its HTML form. */
const unescapeCss = (name: string) =>
  name.replace(/\\([0-9a-fA-F]{1,6}\s?|.)/g, (_, e: string) =>
    /^[0-9a-fA-F]/.test(e) ? String.fromCodePoint(Number.parseInt(e, 16)) : e,
  )

/** Element types a selector names outside any parentheses (`ol`, `abbr` in `abbr:where([title])`). */
function elementTypes(selector: string): string[] {
  let depth = 0
  let plain = ''
  for (const c of selector) {
    if (c === '(') depth++
    else if (c === ')') depth--
    else plain += depth ? ' ' : c
  }
  return [...plain.matchAll(/(?:^|[\s>+~])([a-zA-Z][\w-]*)/g)].map((m) => (m[1] as string).toLowerCase())
}

/** For each comma-separated alternative of a selector list, what it needs (splitting outside parentheses). */
export function selectorNeeds(selector: string): Need[] {
  const parts: string[] = []
  let depth = 0
  let start = 0
  for (let i = 0; i < selector.length; i++) {
    const c = selector[i]
    if (c === '\\') i++
    else if (c === '(') depth++
    else if (c === ')') depth--
    else if (c === ',' && depth === 0) {
      parts.push(selector.slice(start, i))
      start = i + 1
    }
  }
  parts.push(selector.slice(start))
  return parts.map((part) => {
    const positive = withoutNegations(part)
    return {
      classes: [...positive.matchAll(CLASS)].map((m) => unescapeCss(m[1] as string)),
      elements: elementTypes(positive.replace(CLASS, '')),
    }
  })
}

/** Parses a (minified or not) stylesheet into rules and groups. */
export function parseStylesheet(css: string, from = 0, to = css.length): CssNode[] {
  const nodes: CssNode[] = []
  let i = from
  while (i < to) {
    while (i < to && /\s/.test(css[i] as string)) i++
    if (i >= to) break
    if (css.startsWith('/*', i)) {
      const end = css.indexOf('*/', i + 2)
      i = end < 0 ? to : end + 2
      continue
    }
    let j = i
    while (j < to && css[j] !== '{' && css[j] !== ';') {
      if (css[j] === '"' || css[j] === "'") j = css.indexOf(css[j] as string, j + 1)
      j++
    }
    if (j >= to || css[j] === ';') {
      nodes.push({ kind: 'other', text: css.slice(i, Math.min(j + 1, to)) })
      i = j + 1
      continue
    }
    const prelude = css.slice(i, j).trim()
    const close = closingBrace(css, j)
    if (GROUPS.test(prelude))
      nodes.push({ kind: 'group', prelude, children: parseStylesheet(css, j + 1, close) })
    else if (prelude.startsWith('@')) nodes.push({ kind: 'other', text: css.slice(i, close + 1) })
    else
      nodes.push({
        kind: 'rule',
        selector: prelude,
        body: css.slice(j + 1, close),
        needs: selectorNeeds(prelude),
      })
    i = close + 1
  }
  return nodes
}
