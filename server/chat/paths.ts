import { findPage, type RouteId, routePath } from '../../core/routes.ts'
import { DEFAULT_LANG, LANGUAGES, type Lang } from '../../shared/languages.ts'

/** Languages whose URLs start with their code (/en/…, /es/…); the default language's have no prefix. */
const PREFIXED = (Object.keys(LANGUAGES) as Lang[]).filter((lang) => lang !== DEFAULT_LANG)

/** The language a site path is in, by its prefix ("/es/contact" → es, "/contact" → fr), query and hash aside. */
export function pathLanguage(path: string): Lang {
  const bare = path.replace(/[?#].*$/, '')
  return PREFIXED.find((lang) => bare === `/${lang}` || bare.startsWith(`/${lang}/`)) ?? DEFAULT_LANG
}

/** A page's path without its language prefix: "/en/careers" → "/careers", "/ar" → "/". */
export function logicalPath(url: string): string {
  const lang = pathLanguage(url)
  return lang === DEFAULT_LANG ? url : url.slice(lang.length + 1) || '/'
}

/** The pages about the site itself rather than the company's work: its policies and its accessibility statement. */
const SITE_OWN_ROUTES: readonly RouteId[] = ['privacy', 'terms', 'cookies', 'legalNotice', 'accessibility']
const SITE_OWN_PATHS = new Set(SITE_OWN_ROUTES.map((id) => routePath(id, DEFAULT_LANG)))

/** Whether a page (in any language) is about the site itself: "/en/privacy-policy" is. */
export const isSiteOwnPage = (url: string): boolean => SITE_OWN_PATHS.has(logicalPath(url))

/** Whether a page (in any language) is the contact page: "/ar/contact" is. */
export const isContactPage = (url: string): boolean => logicalPath(url) === routePath('contact', DEFAULT_LANG)

/** Whether a page (in any language) is the privacy policy: "/es/privacy-policy" is. */
export const isPrivacyPage = (url: string): boolean => logicalPath(url) === routePath('privacy', DEFAULT_LANG)

/** Whether a page (in any language) is an article of the blog: "/en/blog/test-automation-strategy-2024" is. */
export const isArticle = (url: string): boolean => logicalPath(url).startsWith('/blog/')

/** Whether a page (in any language) is the blog or one of its articles: "/es/blog" is. */
export const isBlogPage = (url: string): boolean => isArticle(url) || logicalPath(url) === '/blog'

/** The pages about a kind of testing or a domain tested: the services, the domains' overviews and offers. */
const TESTING_ROUTES: ReadonlySet<RouteId> = new Set<RouteId>([
  'expertise',
  'functionalTesting',
  'automatedTesting',
  'performanceTesting',
  'qualityAudits',
  'nearshore',
  'serviceDomain',
  'offreDomain',
])

/** Whether a page (in any language) is about testing something: "/es/offre/robotique" is, "/consultants" not. */
export const isTestingPage = (url: string): boolean => {
  const id = findPage(url)?.routeId
  return id !== undefined && TESTING_ROUTES.has(id)
}
