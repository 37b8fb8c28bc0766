// https://vike.dev/onPrerenderStart
import type { PageContextServer, PrerenderContext } from 'vike/types'
import { assertLocalesComplete } from '../core/i18n/resources.ts'
import { SECTION_NOT_FOUND_PAGES, SITE_PAGES, type SitePage } from '../core/routes.ts'
import { localizePath } from '../core/urls.ts'
import { SITE_LANGS } from '../shared/languages.ts'

/**
 * Vike found one URL per page folder (logical paths); this turns each into every language and alias
 * of the route registry, and fails the build if the registry and the page folders disagree or if a
 * locale misses a key.
 */
export function onPrerenderStart(prerenderContext: PrerenderContext) {
  assertLocalesComplete()
  const pageContexts: PageContextServer[] = []
  const seen = new Set<string>()
  const byLogicalPath = new Map<string, SitePage[]>()
  for (const page of [...SITE_PAGES, ...SECTION_NOT_FOUND_PAGES])
    byLogicalPath.set(page.logicalPath, [...(byLogicalPath.get(page.logicalPath) ?? []), page])
  for (const pageContext of prerenderContext.pageContexts) {
    if (pageContext.is404) {
      for (const lang of SITE_LANGS)
        pageContexts.push({
          ...pageContext,
          urlOriginal: localizePath('/404', lang),
          locale: lang,
        } as unknown as PageContextServer)
      continue
    }
    const logical = pageContext.urlOriginal
    const pages = byLogicalPath.get(logical) ?? []
    if (!pages.length) throw new Error(`Page ${logical} (${pageContext.pageId}) is not in core/routes.ts`)
    for (const page of pages) {
      seen.add(page.url)
      pageContexts.push({
        ...pageContext,
        urlOriginal: page.url,
        locale: page.lang,
      } as unknown as PageContextServer)
    }
  }
  const missing = [...SITE_PAGES, ...SECTION_NOT_FOUND_PAGES]
    .filter((p) => !seen.has(p.url))
    .map((p) => p.url)
  if (missing.length) throw new Error(`Routes without a page folder under pages/: ${missing.join(', ')}`)
  return { prerenderContext: { pageContexts } }
}
