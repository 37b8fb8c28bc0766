// https://vike.dev/onBeforeRoute
import type { PageContext } from 'vike/types'
import { extractLocale } from '../core/urls.ts'

/** The language comes from the URL, decided once here; the router then sees the logical path. */
export function onBeforeRoute(pageContext: PageContext) {
  const { lang, logicalPath } = extractLocale(pageContext.urlPathname)
  return {
    pageContext: { locale: lang, urlLogical: logicalPath + (pageContext.urlParsed.searchOriginal ?? '') },
  }
}
