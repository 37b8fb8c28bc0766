import { articleSlugs, company, domains } from '../content/index.ts'
import { SITE_LANGS, type SiteLang } from './i18n/config.ts'
import { FORCED_LANG_PATHS, localizePath } from './urls.ts'

/**
 * The one typed list of the site's routes. Navigation, breadcrumb, head, sitemap, pre-rendering and
 * tests all read it. Paths are logical (no language prefix); each Vike page folder under pages/
 * matches one entry.
 */
export const ROUTES = [
  { id: 'home', path: '/' },
  { id: 'community', path: '/community' },
  {
    id: 'expertise',
    path: '/notre-offre',
    aliases: ['/services', '/our-expertise'],
    canonical: { fr: '/notre-offre', en: '/our-expertise' },
  },
  { id: 'functionalTesting', path: '/services/functional-testing' },
  { id: 'automatedTesting', path: '/services/automated-testing' },
  { id: 'performanceTesting', path: '/services/performance-testing' },
  { id: 'qualityAudits', path: '/services/quality-audits' },
  { id: 'nearshore', path: '/services/nearshore' },
  { id: 'serviceDomain', path: '/services/@domain', params: () => domains.map((d) => d.service) },
  { id: 'offreDomain', path: '/offre/@domain', params: () => domains.map((d) => d.offre) },
  { id: 'about', path: '/about' },
  { id: 'aboutWhy', path: `/about/why-${company.slug}` },
  { id: 'offices', path: '/about/offices' },
  { id: 'methodologies', path: '/about/methodologies' },
  { id: 'caseStudies', path: '/case-studies' },
  { id: 'careers', path: '/careers' },
  { id: 'contact', path: '/contact' },
  { id: 'consultants', path: '/consultants' },
  { id: 'blog', path: '/blog' },
  { id: 'blogArticle', path: '/blog/@slug', params: articleSlugs },
  { id: 'privacy', path: '/privacy-policy' },
  { id: 'terms', path: '/terms-of-service' },
  { id: 'cookies', path: '/cookie-policy' },
  { id: 'legalNotice', path: '/legal-notice' },
  { id: 'search', path: '/search' },
] as const satisfies readonly RouteDef[]

interface RouteDef {
  id: string
  /** Logical path; '@name' marks a parameter. */
  path: string
  /** Other logical paths rendering the same page; they point their canonical at it. */
  aliases?: readonly string[]
  /** Canonical logical path per language, when it differs from `path`. */
  canonical?: Partial<Record<SiteLang, string>>
  /** Values of the route's parameter, enumerated at build. */
  params?: () => readonly string[]
}

export type RouteId = (typeof ROUTES)[number]['id'] | 'notFound'

/** One concrete, pre-rendered URL of the site. */
export interface SitePage {
  /** The URL path as served, e.g. /en/about. */
  url: string
  lang: SiteLang
  routeId: RouteId
  /** The path without language prefix, e.g. /about. */
  logicalPath: string
  /** Route parameter value, for parameterised routes. */
  param?: string
  /** The canonical URL path of this page in its language. */
  canonical: string
  /** The canonical URL path of this page in every pre-rendered language. */
  alternates: Record<SiteLang, string>
  /** True for aliases: rendered, but kept out of the sitemap. */
  isAlias: boolean
}

function concrete(path: string, param?: string): string {
  return param === undefined ? path : path.replace(/@[a-z]+/, param)
}

function pagesOf(route: RouteDef): SitePage[] {
  const values = route.params ? route.params() : [undefined]
  return values.flatMap((param) => {
    const main = concrete(route.path, param)
    const alternates = Object.fromEntries(
      SITE_LANGS.map((lang) => [lang, localizePath(route.canonical?.[lang] ?? main, lang)]),
    ) as Record<SiteLang, string>
    const logicalPaths = [main, ...(route.aliases ?? [])]
    return logicalPaths.flatMap((logicalPath) =>
      SITE_LANGS.map((lang): SitePage => {
        const forced = FORCED_LANG_PATHS[logicalPath]
        // A path that forces a language is served unprefixed in that language (and prefixed as usual).
        const url = forced && lang === 'fr' ? logicalPath : localizePath(logicalPath, lang)
        const pageLang = forced ?? lang
        return {
          url,
          lang: pageLang,
          routeId: route.id as RouteId,
          logicalPath,
          ...(param === undefined ? {} : { param }),
          canonical: alternates[pageLang],
          alternates,
          isAlias: url !== alternates[pageLang],
        }
      }),
    )
  })
}

/** Every pre-rendered page in every language, aliases included. */
export const SITE_PAGES: readonly SitePage[] = ROUTES.flatMap((route) => pagesOf(route))

const byUrl = new Map(SITE_PAGES.map((page) => [page.url, page]))

/** The page served at a URL path, if it is one of the site's pages. */
export function findPage(url: string): SitePage | undefined {
  return byUrl.get(url)
}

/** The not-found page of a language. */
export function notFoundPage(lang: SiteLang, url: string): SitePage {
  // Not indexed, so no canonical or hreflang: the language switcher leads to each language's home.
  const alternates = { fr: localizePath('/', 'fr'), en: localizePath('/', 'en') }
  return {
    url,
    lang,
    routeId: 'notFound',
    logicalPath: url,
    canonical: alternates[lang],
    alternates,
    isAlias: false,
  }
}

/** The canonical URL path of a route in a language; `param` for parameterised routes. */
export function routePath(id: RouteId, lang: SiteLang, param?: string): string {
  const route = ROUTES.find((r) => r.id === id) as RouteDef | undefined
  if (!route) return localizePath('/', lang)
  return localizePath(route.canonical?.[lang] ?? concrete(route.path, param), lang)
}
