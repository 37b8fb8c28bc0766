// After pre-rendering: sitemap.xml, robots.txt, the _headers file for CDN hosts and the site's text index.
import { mkdirSync, writeFileSync } from 'node:fs'
import { config } from '../renderer/config.ts'
import { SITE_PAGES } from '../renderer/routes.ts'
import { headersFile } from '../server/headers.ts'
import { buildSiteIndex } from './site-index.ts'
import { robotsTxt, sitemapXml } from './sitemap.ts'

export async function postbuild(): Promise<void> {
  const settings = config()
  const { siteUrl } = settings
  writeFileSync('dist/client/sitemap.xml', sitemapXml(SITE_PAGES, siteUrl))
  writeFileSync('dist/client/robots.txt', robotsTxt(siteUrl))
  writeFileSync('dist/client/_headers', headersFile(settings))
  // The text index of every page: /search loads it, the chat function answers from it.
  mkdirSync('dist/client/search', { recursive: true })
  for (const [lang, pages] of Object.entries(buildSiteIndex('dist/client', SITE_PAGES))) {
    writeFileSync(`dist/client/search/index-${lang}.json`, JSON.stringify(pages))
  }
}
