// https://vike.dev/onBeforeRoute
import type { PageContext } from 'vike/types'
import { extractLocale, findPage } from '../core/routes.ts'

/**
 * The language and the registry route come from the URL, decided once here: the router then sees the
 * logical path, and the route functions of folders whose name cannot say their paths read `routeId`.
 */
export function onBeforeRoute(pageContext: PageContext) {
  const { lang, logicalPath } = extractLocale(pageContext.urlPathname)
  return {
    pageContext: {
      locale: lang,
      routeId: findPage(pageContext.urlPathname)?.routeId,
      urlLogical: logicalPath + (pageContext.urlParsed.searchOriginal ?? ''),
    },
  }
}
