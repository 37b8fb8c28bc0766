// Build step: replaces each page's stylesheet link by a <style>, at the end of its head, holding only the
// rules that page uses (scripts/critical-css.ts), so the first response carries everything needed for the
// first paint. The <style> names the full stylesheet (data-stylesheet), which the islands load first.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { scriptHash } from '../core/headScripts/index.ts'
import { PRELOAD_ATTRIBUTE } from '../islands/preload.ts'
import { cached } from '../shared/cached.ts'
import { criticalCss, pageMarkup } from './critical-css.ts'

const LINK = /<link rel="stylesheet" type="text\/css" href="(\/assets\/static\/[^"]+\.css)">/g

export interface Inlined {
  html: string
  /** The CSP hash of the inlined <style>, or undefined when the page links no stylesheet. */
  styleHash?: string
}

/** Inlines pages' stylesheets, parsing each stylesheet of the build once. */
export function stylesheetInliner(root: string) {
  const sheets = new Map<string, ReturnType<typeof criticalCss>>()
  const sheet = (href: string) =>
    cached(sheets, href, () => criticalCss(readFileSync(join(root, href), 'utf8')))
  const hashes = new Map<string, string>()
  return (html: string): Inlined => {
    // Stylesheet links are in the head: the body is not searched for them.
    const headEnd = html.indexOf('</head>')
    const head = headEnd < 0 ? html : html.slice(0, headEnd)
    const hrefs = [...head.matchAll(LINK)].map((m) => m[1] as string)
    if (!hrefs.length) return { html }
    const markup = pageMarkup(html)
    const css = hrefs.map((href) => sheet(href).subset(markup)).join('')
    // Last in the head: the charset declaration stays within the first 1024 bytes (hosts that send no
    // charset), and the parser reaches the head script before spending time on the rules.
    const style = `<style data-stylesheet="${hrefs.join(' ')}">${css}</style>`
    // The islands render with the full stylesheet: it is fetched with their code, on the first intent.
    const top = head.replace(LINK, '').replace(` ${PRELOAD_ATTRIBUTE}="`, `$&${hrefs.join(' ')} `)
    return {
      html: `${top}${style}${html.slice(head.length)}`,
      styleHash: cached(hashes, css, () => scriptHash(css)),
    }
  }
}
