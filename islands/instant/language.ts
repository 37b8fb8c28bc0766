import { isSiteLang, LANGUAGE_STORAGE_KEY } from '../../shared/languages.ts'
import { JS_CLASS } from '../attributes.ts'

/** Links of the language switcher carry the language they lead to. */
const SWITCH_ATTRIBUTE = 'data-lang-switch'

function stored(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY)
  } catch {
    return null
  }
}

function store(lang: string): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lang)
  } catch {
    // Private mode or storage full: the choice lasts for this page only.
  }
}

/**
 * The language part of the head script, before first paint (spec §1):
 * - marks <html class="js"> so controls that need JavaScript show only when it runs;
 * - turns ?lang=xx into the xx page and remembers the choice;
 * - sends a visitor whose stored language differs from the page's to the same page in that language,
 *   using the page's own hreflang alternates;
 * - remembers the language chosen with the switcher.
 * The browser's language never redirects: crawlers must keep the URL's language.
 */
export function applyLanguage(
  doc: Document = document,
  href: string = location.href,
  go: (path: string) => void = (path) => location.replace(path),
): void {
  const html = doc.documentElement
  html.classList.add(JS_CLASS)
  const url = new URL(href)
  const asked = url.searchParams.get('lang')
  let chosen = stored()
  if (isSiteLang(asked)) {
    store(asked)
    chosen = asked
    url.searchParams.delete('lang')
  }
  if (isSiteLang(chosen) && chosen !== html.lang) {
    const alternate = doc.querySelector<HTMLLinkElement>(`link[rel=alternate][hreflang="${chosen}"]`)
    if (alternate) {
      go(new URL(alternate.href).pathname + url.search + url.hash)
      return
    }
  }
  if (asked) history.replaceState(null, '', url.pathname + url.search + url.hash)
  doc.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element | null)?.closest?.(`a[${SWITCH_ATTRIBUTE}]`)
      const lang = link?.getAttribute(SWITCH_ATTRIBUTE)
      if (lang) store(lang)
    },
    true,
  )
}
