// Builds sitemap.xml and robots.txt from the route registry (pure; written by scripts/postbuild.ts).

import type { SitePage } from '../core/routes.ts'
import { absoluteUrl } from '../core/urls.ts'
import { escapeHtml } from '../shared/html.ts'
import { DEFAULT_LANG, SITE_LANGS } from '../shared/languages.ts'

/** Every canonical page with its hreflang alternates; aliases are left out. */
export function sitemapXml(pages: readonly SitePage[], siteUrl: string): string {
  const entries = pages
    .filter((p) => !p.isAlias)
    .map((p) => {
      const alternates = [
        ...SITE_LANGS.map((l) => [l, p.alternates[l]] as const),
        ['x-default', p.alternates[DEFAULT_LANG]] as const,
      ].map(
        ([l, path]) =>
          `    <xhtml:link rel="alternate" hreflang="${l}" href="${escapeHtml(absoluteUrl(siteUrl, path))}"/>`,
      )
      return `  <url>\n    <loc>${escapeHtml(absoluteUrl(siteUrl, p.url))}</loc>\n${alternates.join('\n')}\n  </url>`
    })
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${entries.join('\n')}
</urlset>
`
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(siteUrl, '/sitemap.xml')}\n`
}
