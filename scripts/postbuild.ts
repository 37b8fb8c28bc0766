// After pre-rendering: sitemap.xml, robots.txt, the site's text index, the stylesheet inlined into every
// page, and the _headers file for CDN hosts.
import { mkdirSync, writeFileSync } from 'node:fs'
import { config } from '../renderer/config.ts'
import { SITE_PAGES } from '../renderer/routes.ts'
import { headersFile, INLINE_STYLES_FILE } from '../server/headers.ts'
import { inlineStylesheets } from './inline-css.ts'
import { buildSiteIndex } from './site-index.ts'
import { robotsTxt, sitemapXml } from './sitemap.ts'

export async function postbuild(): Promise<void> {
  const settings = config()
  const { siteUrl } = settings
  writeFileSync('dist/client/sitemap.xml', sitemapXml(SITE_PAGES, siteUrl))
  writeFileSync('dist/client/robots.txt', robotsTxt(siteUrl))
  // The text index of every page: /search loads it, the chat function answers from it.
  mkdirSync('dist/client/search', { recursive: true })
  for (const [lang, pages] of Object.entries(buildSiteIndex('dist/client', SITE_PAGES))) {
    writeFileSync(`dist/client/search/index-${lang}.json`, JSON.stringify(pages))
  }
  const styleHashes = inlineStylesheets('dist/client')
  writeFileSync(INLINE_STYLES_FILE, JSON.stringify(styleHashes))
  writeFileSync('dist/client/_headers', headersFile(settings, styleHashes))
}
