import { articleSlugs, company, domains } from '../content/index.ts'
import { DEFAULT_LANG, type Lang, SITE_LANGS, type SiteLang } from '../shared/languages.ts'
import { languagePrefix, localizePath } from './urls.ts'

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
    forcedLang: { '/our-expertise': 'en' },
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
  { id: 'accessibility', path: '/accessibility' },
  { id: 'search', path: '/search' },
] as const satisfies readonly RouteDef[]

interface RouteDef {
  id: string
  /** Logical path; '@name' marks a parameter. */
  path: string
  /** Other logical paths rendering the same page; they point their canonical at it. */
  aliases?: readonly string[]
  /** Canonical logical path per language, when it differs from `path`. */
  canonical?: Partial<Record<Lang, string>>
  /** Logical paths that always render in one language, whatever their prefix (spec: /our-expertise is English). */
  forcedLang?: Readonly<Record<string, SiteLang>>
  /** Values of the route's parameter, enumerated at build. */
  params?: () => readonly string[]
}

/** Routes of pages that say something was not found: noindex, no canonical, path logged, status 404. */
export const NOT_FOUND_ROUTES = ['notFound', 'serviceNotFound', 'offreNotFound'] as const
export type NotFoundRouteId = (typeof NOT_FOUND_ROUTES)[number]

export type RouteId = (typeof ROUTES)[number]['id'] | NotFoundRouteId

export const isNotFound = (page: Pick<SitePage, 'routeId'>): boolean =>
  (NOT_FOUND_ROUTES as readonly string[]).includes(page.routeId)

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
        const forced = route.forcedLang?.[logicalPath]
        // A path that forces a language renders in it where it is served unprefixed (the default
        // language's slot); with a language prefix, the prefix decides, as for every path.
        const unprefixedForced = forced !== undefined && lang === DEFAULT_LANG
        const url = unprefixedForced ? logicalPath : localizePath(logicalPath, lang)
        const pageLang = unprefixedForced ? forced : lang
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

/** Logical paths that always render in one language, whatever their prefix, from the routes' `forcedLang`. */
const FORCED_LANG: ReadonlyMap<string, SiteLang> = new Map(
  (ROUTES as readonly RouteDef[]).flatMap((route) => Object.entries(route.forcedLang ?? {})),
)

/** Splits a URL pathname into its language and logical path (the one place a URL's language is read). */
export function extractLocale(pathname: string): { lang: SiteLang; logicalPath: string } {
  const { lang, logicalPath } = languagePrefix(pathname)
  return { lang: lang ?? FORCED_LANG.get(logicalPath) ?? DEFAULT_LANG, logicalPath }
}

const routeOf = (id: RouteId): RouteDef => {
  const route = (ROUTES as readonly RouteDef[]).find((r) => r.id === id)
  if (!route) throw new Error(`core/routes.ts: no route '${id}'`)
  return route
}

/** The logical paths a route answers: its own (every parameter value) and its aliases. */
function logicalPathsOf(route: RouteDef): string[] {
  const values = route.params ? route.params() : [undefined]
  return [...values.map((param) => concrete(route.path, param)), ...(route.aliases ?? [])]
}

/**
 * The logical paths Vike pre-renders for a route folder (its +onBeforePrerenderStart): the route's paths
 * and aliases, and the not-found page of its section when it has one (/services/404 for /services/@domain).
 * +onPrerenderStart then makes one copy per language.
 */
export function prerenderPaths(id: RouteId): string[] {
  const route = routeOf(id)
  const section = route.path.replace(/\/@[a-z]+$/, '')
  return [...logicalPathsOf(route), ...(section === route.path ? [] : notFoundPathsUnder(section))]
}

let byUrl: Map<string, SitePage> | undefined

/** The page served at a URL path, if it is one of the site's pages (sections' not-found pages included). */
export function findPage(url: string): SitePage | undefined {
  byUrl ??= new Map([...SITE_PAGES, ...SECTION_NOT_FOUND_PAGES].map((page) => [page.url, page]))
  return byUrl.get(url)
}

/** The not-found page of a language. */
export function notFoundPage(lang: SiteLang, url: string): SitePage {
  // Not indexed, so no canonical or hreflang: the language switcher leads to each language's home.
  return notFoundOf('notFound', lang, url, (l) => localizePath('/', l))
}

/**
 * A page that says something was not found. It is not indexed (its head has no canonical or hreflang),
 * so its `canonical` and `alternates` name where it leads back, in each language: the language switcher
 * and the domain pages' back button follow them.
 */
function notFoundOf(
  routeId: NotFoundRouteId,
  lang: SiteLang,
  url: string,
  back: (lang: SiteLang) => string,
): SitePage {
  const alternates = Object.fromEntries(SITE_LANGS.map((l) => [l, back(l)])) as Record<SiteLang, string>
  return {
    url,
    lang,
    routeId,
    logicalPath: extractLocale(url).logicalPath,
    canonical: alternates[lang],
    alternates,
    isAlias: false,
  }
}

/**
 * Where a section's unknown paths lead instead of the site's not-found page (spec §2): an unknown
 * domain gets its section's 'Domaine non trouvé' page (status 404), an unknown article slug the
 * built-in article (status 200, its canonical naming the article's own address). One truth for the
 * server (server/static.ts), the static hosts' rules (_redirects) and the pre-rendered pages.
 */
export interface SectionFallback {
  /** Logical path of the section: its unknown sub-paths fall back. */
  section: string
  /** The page served instead, by language. */
  page: (lang: SiteLang) => SitePage
  /** HTTP status of the answer. */
  status: 200 | 404
}

/** The logical path of a section's not-found page: a file of its own, found by hosts that look for the nearest 404.html. */
const NOT_FOUND_SLUG = '404'

/** Where each domain page's 'Domaine non trouvé' leads back (spec: /services, and /notre-offre). */
export const DOMAIN_BACK = {
  serviceDomain: (lang: SiteLang) => localizePath('/services', lang),
  offreDomain: (lang: SiteLang) => routePath('expertise', lang),
} as const

export const SECTION_FALLBACKS: readonly SectionFallback[] = [
  {
    section: '/services',
    status: 404,
    page: (lang) =>
      notFoundOf(
        'serviceNotFound',
        lang,
        localizePath(`/services/${NOT_FOUND_SLUG}`, lang),
        DOMAIN_BACK.serviceDomain,
      ),
  },
  {
    section: '/offre',
    status: 404,
    page: (lang) =>
      notFoundOf(
        'offreNotFound',
        lang,
        localizePath(`/offre/${NOT_FOUND_SLUG}`, lang),
        DOMAIN_BACK.offreDomain,
      ),
  },
  {
    section: '/blog',
    status: 200,
    page: (lang) => {
      const article = findPage(routePath('blogArticle', lang, articleSlugs()[0]))
      if (!article) throw new Error('content/blog.json: the built-in article has no page')
      return article
    },
  },
]

/** The fallback answering an unknown URL path, if it lies under a section that has one. */
export function sectionFallback(url: string): { fallback: SectionFallback; page: SitePage } | undefined {
  const { lang, logicalPath } = extractLocale(url)
  const fallback = SECTION_FALLBACKS.find((f) => logicalPath.startsWith(`${f.section}/`))
  return fallback && { fallback, page: fallback.page(lang) }
}

/** The sections' not-found pages in every language: pre-rendered, never in the sitemap. */
export const SECTION_NOT_FOUND_PAGES: readonly SitePage[] = SECTION_FALLBACKS.filter(
  (f) => f.status === 404,
).flatMap((f) => SITE_LANGS.map((lang) => f.page(lang)))

/**
 * The canonical URL path of a route in a language (in any language of LANGUAGES: one URL scheme for all,
 * pre-rendered or not); `param` for parameterised routes.
 */
export function routePath(id: RouteId, lang: Lang, param?: string): string {
  const route = ROUTES.find((r) => r.id === id) as RouteDef | undefined
  if (!route) return localizePath('/', lang)
  return localizePath(route.canonical?.[lang] ?? concrete(route.path, param), lang)
}

/** Logical paths of the not-found pages under a section, for its page folder's pre-rendering list. */
export function notFoundPathsUnder(section: string): string[] {
  return [
    ...new Set(
      SECTION_NOT_FOUND_PAGES.filter((p) => p.logicalPath.startsWith(`${section}/`)).map(
        (p) => p.logicalPath,
      ),
    ),
  ]
}
