// After pre-rendering: sitemap.xml, robots.txt and the _headers file for CDN hosts.
import { writeFileSync } from 'node:fs'
import { config } from '../renderer/config.ts'
import { SITE_PAGES } from '../renderer/routes.ts'
import { headersFile } from '../server/headers.ts'
import { robotsTxt, sitemapXml } from './sitemap.ts'

export async function postbuild(): Promise<void> {
  const settings = config()
  const { siteUrl } = settings
  writeFileSync('dist/client/sitemap.xml', sitemapXml(SITE_PAGES, siteUrl))
  writeFileSync('dist/client/robots.txt', robotsTxt(siteUrl))
  writeFileSync('dist/client/_headers', headersFile(settings))
}
