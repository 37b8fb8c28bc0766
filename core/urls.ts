import { DEFAULT_LANG, type Lang, SITE_LANGS, type SiteLang } from '../shared/languages.ts'

/**
 * The URL of a logical path in a language: French at /path, the others at /<lang>/path (English at
 * /en/path), no trailing slash.
 */
export function localizePath(logicalPath: string, lang: Lang): string {
  const path = normalizePath(logicalPath)
  if (lang === DEFAULT_LANG) return path
  return path === '/' ? `/${lang}` : `/${lang}${path}`
}

/**
 * Splits a URL pathname into the language of its prefix (none for the default language's unprefixed
 * paths) and its logical path. Which language an unprefixed path renders in is the route registry's
 * call (`extractLocale` in core/routes.ts).
 */
export function languagePrefix(pathname: string): { lang?: SiteLang; logicalPath: string } {
  const path = normalizePath(pathname)
  const lang = SITE_LANGS.find((l) => l !== DEFAULT_LANG && (path === `/${l}` || path.startsWith(`/${l}/`)))
  if (!lang) return { logicalPath: path }
  return { lang, logicalPath: path === `/${lang}` ? '/' : path.slice(lang.length + 1) }
}

/** Removes index.html, trailing slashes and duplicate slashes; keeps '/' for the root. */
export function normalizePath(pathname: string): string {
  const path = pathname
    .replace(/\/index\.html$/, '/')
    .replace(/\/{2,}/g, '/')
    .replace(/\/+$/, '')
  return path === '' ? '/' : path.startsWith('/') ? path : `/${path}`
}

/** Absolute URL of a path on the site. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, siteUrl).href
}

/**
 * The file a page is written to, relative to the output folder: `/` → `index.html`, `/en` → `en.html`,
 * `/en/contact` → `en/contact.html`. Static hosts serve /x from x.html without redirecting /x to /x/
 * (as they do for x/index.html), so canonical URLs and links never cost a redirect.
 */
export function pageFileOf(url: string): string {
  const path = normalizePath(url)
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`
}

/** The URL path a page file is served at: the inverse of `pageFileOf`. */
export function pageUrlOf(file: string): string {
  const path = `/${file.replace(/^\/+/, '')}`
  return path === '/index.html' ? '/' : path.replace(/\.html$/, '')
}
