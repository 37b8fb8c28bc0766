import { isSiteLang, LANGUAGE_STORAGE_KEY, type SiteLang } from '../../shared/languages.ts'
import { SUGGEST_ATTRIBUTE, SUGGEST_DISMISS_ATTRIBUTE } from '../attributes.ts'

function stored(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY)
  } catch {
    return null
  }
}

/** The first of the browser's preferred languages the site is written in ('es-MX' counts as 'es'). */
export function preferredSiteLang(preferences: readonly string[]): SiteLang | undefined {
  for (const tag of preferences) {
    const lang = tag.toLowerCase().split('-')[0]
    if (isSiteLang(lang)) return lang
  }
  return undefined
}

/**
 * The language suggestion, before first paint: a visitor who has not chosen a language and whose browser
 * prefers another of the site's languages than the page's sees a notice, in that language, linking the
 * same page in it (the page carries one hidden notice per other language; <html data-suggest="es">
 * shows the Spanish one, from the first paint, so nothing shifts). It never redirects: crawlers and
 * visitors always get the URL's language. Following the link remembers that language (the switcher's
 * rule); dismissing remembers the page's, so the notice does not come back.
 */
export function suggestLanguage(
  doc: Document = document,
  preferences: readonly string[] = navigator.languages ?? [navigator.language],
): void {
  const html = doc.documentElement
  const preferred = preferredSiteLang(preferences)
  if (!stored() && preferred && preferred !== html.lang) html.setAttribute(SUGGEST_ATTRIBUTE, preferred)
  doc.addEventListener('click', (event) => {
    if (!(event.target as Element | null)?.closest?.(`[${SUGGEST_DISMISS_ATTRIBUTE}]`)) return
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, html.lang)
    } catch {
      // Storage unavailable: the notice is only closed on this page.
    }
    html.removeAttribute(SUGGEST_ATTRIBUTE)
  })
}
