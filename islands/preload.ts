/**
 * Fetches, all at once, what an island needs before it can hydrate: its code and everything that code
 * imports, its texts and the full stylesheet. The build lists those files on <html> (what every island
 * needs: the loader, React, i18next) and on each island's root (what it adds), so a first interaction
 * costs one round trip instead of one per level of imports. Used by the head script and by the loader.
 */
export const PRELOAD_ATTRIBUTE = 'data-preload'

/** Asks for an element's list of files, once: the list is removed once asked for. */
function preloadFiles(el: Element, doc: Document): void {
  const list = el.getAttribute(PRELOAD_ATTRIBUTE)
  el.removeAttribute(PRELOAD_ATTRIBUTE)
  for (const href of list ? list.split(' ') : []) {
    const link = doc.createElement('link')
    link.href = href
    if (/\.js$/.test(href)) link.rel = 'modulepreload'
    else {
      link.rel = 'preload'
      // Texts are fetched with fetch() in CORS mode (i18next-http-backend): the preload must match it.
      if (/\.json$/.test(href)) {
        link.as = 'fetch'
        link.crossOrigin = 'anonymous'
      } else link.as = 'style'
    }
    doc.head.append(link)
  }
}

/** Preloads what every island needs and what this one adds. */
export function preloadIsland(root: Element, doc: Document = document): void {
  preloadFiles(doc.documentElement, doc)
  preloadFiles(root, doc)
}
