import type { PageContextServer } from 'vike/types'
import { findPage, notFoundPage, type SitePage } from '../core/routes.ts'
import { normalizePath } from '../core/urls.ts'

/** The site page a Vike page context renders: a registry page, or the not-found page of its language. */
export function resolvePage(pageContext: PageContextServer): SitePage {
  // urlOriginal, not urlParsed: pre-rendering copies page contexts per language and sets only urlOriginal.
  const url = normalizePath(new URL(pageContext.urlOriginal, 'http://localhost').pathname)
  // +onBeforeRoute (on a request) and +onPrerenderStart (at build) decided the language once.
  const lang = pageContext.locale
  if (!lang) throw new Error(`No language decided for ${url}: +onBeforeRoute sets it`)
  if (pageContext.is404 || pageContext.abortStatusCode === 404) return notFoundPage(lang, url)
  return findPage(url) ?? notFoundPage(lang, url)
}
