// Builds the site's text index from the pre-rendered pages, per language: what /search searches and what
// the chat assistant answers from. Written by scripts/postbuild.ts to dist/client/search/index-{lang}.json.
import { join } from 'node:path'
import { company } from '../content/index.ts'
import { isNotFound, type SitePage } from '../core/routes.ts'
import { languagePrefix, pageFileOf } from '../core/urls.ts'
import type { KnowledgePage } from '../shared/knowledgeIndex.ts'
import { SITE_LANGS, type SiteLang } from '../shared/languages.ts'
import type { IndexedPage } from '../shared/searchIndex.ts'
import { decodeEntities, htmlText, type SkipTest, squash } from './html-text.ts'
import { knowledgeSections } from './knowledge-blocks.ts'

const MAX_TEXT = 6000
/**
 * Islands, scripts, what is hidden from assistive technology, and what only shows when asked for (a
 * popover such as "Link copied!", a dialog such as the join form) are not the page's content.
 */
const notContent: SkipTest = (name, attributes) =>
  name === 'noscript' ||
  name === 'dialog' ||
  /\spopover(?=[\s=>]|$)/.test(attributes) ||
  attributes.includes(' data-island=') ||
  attributes.includes(' aria-hidden="true"')

/** What readers say (an article's comments) is no fact the site states: the chat does not quote it. */
export const readersVoice = (attributes: string) => attributes.includes(' data-voice="readers"')
const notFacts: SkipTest = (name, attributes) => notContent(name, attributes) || readersVoice(attributes)

/** A page's title (without the brand), description and main content. */
function pageParts(html: string) {
  const head = html.slice(0, html.indexOf('</head>'))
  const rawTitle = decodeEntities(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? '')
  const description = decodeEntities(/<meta name="description" content="([^"]*)"/.exec(head)?.[1] ?? '')
  const start = html.indexOf('<main')
  const main = start < 0 ? '' : html.slice(start, html.indexOf('</main>', start) + 7)
  const title = squash(
    rawTitle
      .split(' | ')
      .filter((part) => part !== company.brand)
      .join(' | ') || rawTitle,
  )
  return { title, description: squash(description), main }
}

/** The indexable content of one pre-rendered page (its <main>; navigation, footer and islands left out). */
export function indexPage(html: string, url: string): IndexedPage {
  const { title, description, main } = pageParts(html)
  const { text, headings } = htmlText(main, notContent)
  return { url, title, description, headings, text: text.slice(0, MAX_TEXT) }
}

/**
 * What the footer of every page states (`data-fact`: the newsletter's rhythm), as an island closing <main>:
 * only its stated facts are read as facts.
 */
function footerFacts(html: string): string {
  const start = html.indexOf('<footer')
  const end = html.indexOf('</footer>', start)
  return start < 0 || end < 0 ? '' : `<div data-island="footer">${html.slice(start, end + 9)}</div>`
}

/**
 * The content a page states, as the chat reads and checks it: its <main>, and on a language's home page the
 * footer's facts, which every page shows and the home page answers for.
 */
export function statedContent(html: string, url: string): string {
  const { main } = pageParts(html)
  return languagePrefix(url).logicalPath === '/'
    ? main.replace(/<\/main>$/, `${footerFacts(html)}</main>`)
    : main
}

/** What the chat assistant knows of one pre-rendered page: the facts of its content, as blocks. */
export function knowledgePage(html: string, url: string, lang: SiteLang): KnowledgePage {
  const { title, description } = pageParts(html)
  return { url, title, description, sections: knowledgeSections(statedContent(html, url), notFacts, lang) }
}

/** Whether a page belongs in the index: canonical pages only, not the 404 or the search page itself. */
export function isIndexed(page: SitePage): boolean {
  return !page.isAlias && !isNotFound(page) && (page.routeId as string) !== 'search'
}

/** The pre-rendered file of a page. */
export const pageFile = (dist: string, page: SitePage) => join(dist, pageFileOf(page.url))

/** The index of each language, in the order of `pages`, from the indexed pages' entries. */
export function groupByLang<Entry>(
  pages: readonly SitePage[],
  entries: ReadonlyMap<string, Entry>,
): Record<SiteLang, Entry[]> {
  const byLang = Object.fromEntries(SITE_LANGS.map((l) => [l, [] as Entry[]])) as Record<SiteLang, Entry[]>
  for (const page of pages) {
    const entry = entries.get(page.url)
    if (entry) byLang[page.lang].push(entry)
  }
  return byLang
}
