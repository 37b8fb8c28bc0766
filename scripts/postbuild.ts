// The build's last steps: each pre-rendered page gets its stylesheet inlined and its entry in the site's
// text index as it is written (`page`, called by the pre-rendering itself: every page is written once);
// then sitemap.xml, robots.txt, the text indexes and the _headers file for CDN hosts (`finish`).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { relative } from 'node:path'
import { config } from '../renderer/config.ts'
import { SITE_PAGES, type SitePage } from '../renderer/routes.ts'
import { htmlFilesUnder } from '../server/files.ts'
import { headersFile, INLINE_STYLES_FILE } from '../server/headers.ts'
import { stylesheetInliner } from './inline-css.ts'
import { groupByLang, type IndexedPage, indexPage, isIndexed, pageFile } from './site-index.ts'
import { robotsTxt, sitemapXml } from './sitemap.ts'

const ROOT = 'dist/client'

export function postbuild(root = ROOT) {
  const indexed = new Map<string, SitePage>(
    SITE_PAGES.filter(isIndexed).map((page) => [relative(root, pageFile(root, page)), page]),
  )
  const inline = stylesheetInliner(root)
  const entries = new Map<string, IndexedPage>()
  /** Page file (relative to the root) → CSP hash of its inlined stylesheet. */
  const styleHashes: Record<string, string> = {}
  const seen = new Set<string>()

  /** A page as it is to be written: `file` relative to the root, `source` as pre-rendered. */
  const page = (file: string, source: string): string => {
    seen.add(file)
    const { html, styleHash } = inline(source)
    if (styleHash) styleHashes[file] = styleHash
    const sitePage = indexed.get(file)
    if (sitePage) entries.set(sitePage.url, indexPage(html, sitePage.url))
    return html
  }

  const finish = async (): Promise<void> => {
    // Pages that reached the output some other way (none today) go through the same pass.
    for (const path of await htmlFilesUnder(root)) {
      const file = relative(root, path)
      if (seen.has(file)) continue
      const source = readFileSync(path, 'utf8')
      const html = page(file, source)
      if (html !== source) writeFileSync(path, html)
    }
    const settings = config()
    writeFileSync(`${root}/sitemap.xml`, sitemapXml(SITE_PAGES, settings.siteUrl))
    writeFileSync(`${root}/robots.txt`, robotsTxt(settings.siteUrl))
    // The text index of every page: /search loads it, the chat function answers from it.
    mkdirSync(`${root}/search`, { recursive: true })
    for (const [lang, pages] of Object.entries(groupByLang(SITE_PAGES, entries)))
      writeFileSync(`${root}/search/index-${lang}.json`, JSON.stringify(pages))
    // Sorted: pages are written in whatever order their rendering ends.
    const sorted = Object.fromEntries(Object.entries(styleHashes).sort(([a], [b]) => (a < b ? -1 : 1)))
    writeFileSync(INLINE_STYLES_FILE, JSON.stringify(sorted))
    writeFileSync(`${root}/_headers`, headersFile(settings, sorted))
  }

  return { page, finish }
}
