// Builds the site's text index from the pre-rendered pages, per language: what /search searches and what
// the chat assistant answers from. Written by scripts/postbuild.ts to dist/client/search/index-{lang}.json.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { company } from '../content/index.ts'
import { SITE_LANGS, type SiteLang } from '../renderer/i18n/config.ts'
import type { SitePage } from '../renderer/routes.ts'
import { decodeEntities, htmlText, type SkipTest } from './html-text.ts'

export interface IndexedPage {
  url: string
  title: string
  description: string
  /** The page's h1–h3 headings, in order. */
  headings: string[]
  /** The visible text of the page's main content: one line per block, spaces collapsed. */
  text: string
}

const MAX_TEXT = 6000
const squash = (s: string) => s.replace(/\s+/g, ' ').trim()
/** Islands, scripts and what is hidden from assistive technology are not the page's content. */
const notContent: SkipTest = (name, attributes) =>
  name === 'noscript' || attributes.includes(' data-island=') || attributes.includes(' aria-hidden="true"')

/** The indexable content of one pre-rendered page (its <main>; navigation, footer and islands left out). */
export function indexPage(html: string, url: string): IndexedPage {
  const head = html.slice(0, html.indexOf('</head>'))
  const rawTitle = decodeEntities(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? '')
  const description = decodeEntities(/<meta name="description" content="([^"]*)"/.exec(head)?.[1] ?? '')
  const start = html.indexOf('<main')
  const main = start < 0 ? '' : html.slice(start, html.indexOf('</main>', start) + 7)
  const { text, headings } = htmlText(main, notContent)
  return {
    url,
    title: squash(
      rawTitle
        .split(' | ')
        .filter((part) => part !== company.brand)
        .join(' | ') || rawTitle,
    ),
    description: squash(description),
    headings,
    text: text.slice(0, MAX_TEXT),
  }
}

/** The index of every canonical page of each language, read from the build. */
export function buildSiteIndex(dist: string, pages: readonly SitePage[]): Record<SiteLang, IndexedPage[]> {
  const byLang = Object.fromEntries(SITE_LANGS.map((l) => [l, [] as IndexedPage[]])) as Record<
    SiteLang,
    IndexedPage[]
  >
  for (const page of pages) {
    if (page.isAlias || page.routeId === 'notFound' || (page.routeId as string) === 'search') continue
    const file = join(dist, page.url === '/' ? '' : page.url, 'index.html')
    byLang[page.lang].push(indexPage(readFileSync(file, 'utf8'), page.url))
  }
  return byLang
}
