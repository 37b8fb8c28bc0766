// The build's last steps: each pre-rendered page gets its stylesheet inlined and its entry in the site's
// text index as it is written (`pageFinisher`, run by the page writer's thread: every page is written
// once); then, from what was finished, sitemap.xml, robots.txt, the blog's feeds, the text indexes (and /search's, cut in
// chunks: scripts/search-index.ts) and the _headers and _redirects files for CDN hosts (`finishSite`).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { relative } from 'node:path'
import { config } from '../core/config.ts'
import { SITE_PAGES, type SitePage } from '../core/routes.ts'
import { htmlFilesUnder } from '../server/files.ts'
import { headersFile, INLINE_STYLES_FILE } from '../server/headers.ts'
import type { SiteLang } from '../shared/languages.ts'
import { indexFileSchema } from '../shared/searchIndex.ts'
import { writeFeeds } from './feeds.ts'
import { stylesheetInliner } from './inline-css.ts'
import { redirectsFile } from './redirects.ts'
import { writeSearchIndex } from './search-index.ts'
import { groupByLang, indexPage, isIndexed, knowledgePage, pageFile } from './site-index.ts'
import { robotsTxt, sitemapXml } from './sitemap.ts'

export const ROOT = 'dist/client'

/** What the pages' pass produced: plain data, posted back by the thread that ran it. */
export interface FinishedPages {
  /** Page files, relative to the root. */
  files: string[]
  /**
   * Index entries as [page address, entry as JSON]: an entry's strings are slices of its page, and kept
   * as they are they would keep every page of the build in memory until the end.
   */
  entries: [string, string][]
  /** What the chat knows of each indexed page, as [page address, knowledge page as JSON]. */
  knowledge: [string, string][]
  /** Page file (relative to the root) → CSP hash of its inlined stylesheet. */
  styleHashes: Record<string, string>
}

/** Finishes pages one by one: `page` turns a pre-rendered page into its final form. */
export function pageFinisher(root = ROOT) {
  const indexed = new Map<string, SitePage>(
    SITE_PAGES.filter(isIndexed).map((page) => [relative(root, pageFile(root, page)), page]),
  )
  const inline = stylesheetInliner(root)
  const done: FinishedPages = { files: [], entries: [], knowledge: [], styleHashes: {} }

  /** A page as it is to be written: `file` relative to the root, `source` as pre-rendered. */
  const page = (file: string, source: string): string => {
    done.files.push(file)
    const { html, styleHash } = inline(source)
    if (styleHash) done.styleHashes[file] = styleHash
    const sitePage = indexed.get(file)
    if (sitePage) {
      done.entries.push([sitePage.url, JSON.stringify(indexPage(html, sitePage.url))])
      done.knowledge.push([sitePage.url, JSON.stringify(knowledgePage(html, sitePage.url, sitePage.lang))])
    }
    return html
  }
  return { page, done: () => done }
}

/** Writes the site-wide files from the finished pages. */
export async function finishSite(finished: FinishedPages, root = ROOT): Promise<void> {
  const seen = new Set(finished.files)
  // Pages that reached the output some other way (none today) go through the same pass.
  const others = pageFinisher(root)
  for (const path of await htmlFilesUnder(root)) {
    const file = relative(root, path)
    if (seen.has(file)) continue
    const source = readFileSync(path, 'utf8')
    const html = others.page(file, source)
    if (html !== source) writeFileSync(path, html)
  }
  const all = [finished, others.done()]
  const entries = new Map(all.flatMap((part) => part.entries))
  const knowledge = new Map(all.flatMap((part) => part.knowledge))
  const styleHashes: Record<string, string> = Object.assign({}, ...all.map((part) => part.styleHashes))
  const settings = config()
  writeFileSync(`${root}/sitemap.xml`, sitemapXml(SITE_PAGES, settings.siteUrl))
  writeFileSync(`${root}/robots.txt`, robotsTxt(settings.siteUrl))
  writeFeeds(root, settings.siteUrl)
  // The text index of every page and the /search index made of it; what the chat function answers from.
  mkdirSync(`${root}/search`, { recursive: true })
  for (const [lang, pages] of Object.entries(groupByLang(SITE_PAGES, entries)) as [SiteLang, string[]][]) {
    writeFileSync(`${root}/search/index-${lang}.json`, `[${pages.join(',')}]`)
    writeSearchIndex(root, lang, indexFileSchema.parse(JSON.parse(`[${pages.join(',')}]`)))
  }
  for (const [lang, pages] of Object.entries(groupByLang(SITE_PAGES, knowledge)) as [SiteLang, string[]][]) {
    writeFileSync(`${root}/search/knowledge-${lang}.json`, `[${pages.join(',')}]`)
  }
  // Sorted: pages are written in whatever order their rendering ends.
  const sorted = Object.fromEntries(Object.entries(styleHashes).sort(([a], [b]) => (a < b ? -1 : 1)))
  writeFileSync(INLINE_STYLES_FILE, JSON.stringify(sorted))
  writeFileSync(`${root}/_headers`, headersFile(settings, sorted))
  writeFileSync(`${root}/_redirects`, redirectsFile())
}
