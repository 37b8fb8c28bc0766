// _redirects for static hosts that read it (Netlify's format; Cloudflare Pages reads the same file): what
// `npm start` does for paths no page answers (server/static.ts), from the same rules (core/routes.ts).

import { SECTION_FALLBACKS, SITE_PAGES } from '../core/routes.ts'
import { localizePath } from '../core/urls.ts'
import { SITE_LANGS } from '../shared/languages.ts'

/**
 * One rule per section and language, then each language's not-found page. Netlify applies a rule only
 * when no file answers the path; Cloudflare Pages applies every rule it supports (not 404 rewrites: it
 * finds the nearest 404.html by itself), so the pages a rewritten section does have come first, as
 * rewrites to themselves.
 */
export function redirectsFile(): string {
  const lines = ['# Written by npm run build (scripts/redirects.ts).']
  for (const { section, status, page } of SECTION_FALLBACKS)
    for (const lang of SITE_LANGS) {
      const prefix = localizePath(section, lang)
      if (status === 200)
        for (const own of SITE_PAGES.filter((p) => p.lang === lang && p.url.startsWith(`${prefix}/`)))
          lines.push(`${own.url} ${own.url} 200`)
      lines.push(`${prefix}/* ${page(lang).url} ${status}`)
    }
  for (const lang of SITE_LANGS)
    if (localizePath('/', lang) !== '/')
      lines.push(`${localizePath('/', lang)}/* ${localizePath('/404', lang)} 404`)
  return `${lines.join('\n')}\n`
}
