// After pre-rendering: sitemap.xml, robots.txt, then one pass over every page (its stylesheet inlined,
// its entry in the site's text index), and the _headers file for CDN hosts.
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

export async function postbuild(): Promise<void> {
  const settings = config()
  const { siteUrl } = settings
  writeFileSync(`${ROOT}/sitemap.xml`, sitemapXml(SITE_PAGES, siteUrl))
  writeFileSync(`${ROOT}/robots.txt`, robotsTxt(siteUrl))

  const indexed = new Map<string, SitePage>(
    SITE_PAGES.filter(isIndexed).map((page) => [pageFile(ROOT, page), page]),
  )
  const inline = stylesheetInliner(ROOT)
  const entries = new Map<string, IndexedPage>()
  /** Page file (relative to dist/client) → CSP hash of its inlined stylesheet. */
  const styleHashes: Record<string, string> = {}
  for (const file of await htmlFilesUnder(ROOT)) {
    const { html, styleHash } = inline(readFileSync(file, 'utf8'))
    if (styleHash) {
      writeFileSync(file, html)
      styleHashes[relative(ROOT, file)] = styleHash
    }
    const page = indexed.get(file)
    if (page) entries.set(page.url, indexPage(html, page.url))
  }
  // The text index of every page: /search loads it, the chat function answers from it.
  mkdirSync(`${ROOT}/search`, { recursive: true })
  for (const [lang, pages] of Object.entries(groupByLang(SITE_PAGES, entries)))
    writeFileSync(`${ROOT}/search/index-${lang}.json`, JSON.stringify(pages))
  writeFileSync(INLINE_STYLES_FILE, JSON.stringify(styleHashes))
  writeFileSync(`${ROOT}/_headers`, headersFile(settings, styleHashes))
}
