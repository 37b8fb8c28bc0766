const blogData = '​import:/work/main/content/blog.json:default'
const companyData = '​import:/work/main/content/company.json:default'
const domainsData = '​import:/work/main/content/domains.json:default'
// content/parse.ts
var ContentError = class extends Error {
  name = 'ContentError'
}
function parseContent(file, schema, data) {
  const result = schema.safeParse(data)
  if (result.success) return result.data
  const lines = result.error.issues.map((issue) => {
    const path = issue.path.length ? issue.path.join('.') : '(root)'
    return `  - ${file}: ${path}: ${issue.message}`
  })
  throw new ContentError(`Invalid content in ${file}:
${lines.join('\n')}`)
}

// content/schemas/longform.ts
import { z } from 'zod'

var text = z.string().trim().min(1, 'empty text')
var itemSchema = z.union([text, z.object({ term: text, text })])
var blockSchema = z.union([
  text,
  z.object({ items: z.record(z.string(), itemSchema) }).strict(),
  z.object({ steps: z.record(z.string(), itemSchema) }).strict(),
])
var bodySchema = z.record(z.string(), blockSchema).refine((body) => Object.keys(body).length > 0, 'no blocks')
var sectionSchema = z.object({ title: text, body: bodySchema })
var longformSchema = z
  .record(
    z.string().regex(/^[a-z][a-zA-Z0-9-]*$/, 'section keys are anchors: letters, digits, dashes'),
    sectionSchema,
  )
  .refine((sections) => Object.keys(sections).length > 0, 'no sections')

// content/schemas/blog.ts
import { z as z2 } from 'zod'

var slug = z2.string().regex(/^[a-z0-9-]+$/, 'lower-case letters, digits and dashes only')
var CATEGORIES = ['automation', 'performance', 'functional', 'quality']
var RELATED_TARGETS = [
  'automatedTesting',
  'functionalTesting',
  'performanceTesting',
  'qualityAudits',
  'methodologies',
  'caseStudies',
]
var authorSchema = z2.object({
  /** Key of the author, referenced by articles[].author. */
  id: slug,
  /** Full name, the same in every language. */
  name: z2.string().min(1),
})
var commentSchema = z2.object({
  id: z2.string().regex(/^[a-z0-9]+$/, 'lower-case letters and digits only'),
  /** Commenter's display name. */
  author: z2.string().min(1),
  /** Date posted, ISO yyyy-mm-dd. */
  date: z2.iso.date(),
})
var articleSchema = z2.object({
  /** URL key: /blog/<slug>; texts under blog:articles.<slug>. */
  slug,
  /** Publication date, ISO yyyy-mm-dd. */
  date: z2.iso.date(),
  /** Date of the last substantive revision, ISO yyyy-mm-dd, when there was one (dateModified). */
  updated: z2.iso.date().optional(),
  /** Reading time in minutes. */
  readTime: z2.number().int().positive(),
  /** Id of one of `authors`. */
  author: slug,
  category: z2.enum(CATEGORIES),
  /** Shown first, with a 'featured' badge. */
  featured: z2.boolean(),
  /** Number on the comments badge: counts every comment, including those not shown. */
  commentCount: z2.number().int().nonnegative(),
  /** The comments shown (a fixed list: nothing is posted). */
  comments: z2.array(commentSchema),
  /** Related reading: up to three pages of the site. */
  related: z2.array(z2.enum(RELATED_TARGETS)).min(1).max(3),
})
var blogSchema = z2
  .object({
    authors: z2.array(authorSchema).min(1),
    articles: z2
      .array(articleSchema)
      .min(1, 'at least one article: the first is the fallback for unknown slugs'),
  })
  .superRefine((blog, ctx) => {
    const authors = new Set(blog.authors.map((a) => a.id))
    const slugs = /* @__PURE__ */ new Set()
    blog.articles.forEach((article, i) => {
      if (!authors.has(article.author)) {
        ctx.addIssue({
          code: 'custom',
          path: ['articles', i, 'author'],
          message: `unknown author "${article.author}": add it to authors`,
        })
      }
      if (slugs.has(article.slug)) {
        ctx.addIssue({ code: 'custom', path: ['articles', i, 'slug'], message: 'duplicate slug' })
      }
      slugs.add(article.slug)
      if (article.updated && article.updated < article.date) {
        ctx.addIssue({
          code: 'custom',
          path: ['articles', i, 'updated'],
          message: `must not be before the publication date ${article.date}`,
        })
      }
      if (article.comments.length > article.commentCount) {
        ctx.addIssue({
          code: 'custom',
          path: ['articles', i, 'commentCount'],
          message: 'must be at least the number of comments listed',
        })
      }
    })
  })
var articleTextSchema = z2.object({
  title: text,
  /** A shorter title for the browser tab and search results, when `title` would make one over 60 characters. */
  metaTitle: text.max(60, 'at most 60 characters: it is followed by " | <brand>"').optional(),
  /** One or two sentences for cards and the page hero. */
  excerpt: text,
  /** Paragraphs before the first section. */
  intro: bodySchema,
  /** The article's h2 sections, the last one being the conclusion. */
  sections: longformSchema,
  /** Text of each comment listed in content/blog.json, by comment id. */
  comments: z2.record(z2.string(), text),
})

// content/schemas/company.ts
import { z as z3 } from 'zod'

var companySchema = z3.object({
  /** Brand name shown in the logo and titles. */
  brand: z3.string().min(1),
  /** URL-safe brand, used in /about/why-{slug}. */
  slug: z3.string().regex(/^[a-z0-9-]+$/, 'lower-case letters, digits and dashes only'),
  /** Registered company name. */
  legalName: z3.string().min(1),
  /** Legal form, e.g. SAS (société par actions simplifiée). */
  legalForm: z3.literal('SAS'),
  /** Incorporation date, ISO yyyy-mm-dd. */
  incorporated: z3.iso.date(),
  /** Trade-register number published in the legal notice. */
  registrationNumber: z3.string().min(1),
  shareCapital: z3.string().min(1),
  publicationDirector: z3.string().min(1),
  registeredOffice: z3.object({
    street: z3.string().min(1),
    postalCode: z3.string().min(1),
    city: z3.string().min(1),
    country: z3.string().length(2),
  }),
  contact: z3.object({
    phone: z3.string().min(6),
    email: z3.email(),
    hours: z3.object({ fr: z3.string().min(1), en: z3.string().min(1) }),
  }),
  certifications: z3.array(z3.string().min(1)).min(1),
  hosting: z3.object({ name: z3.string().min(1), address: z3.string().min(1), website: z3.url() }),
  social: z3.object({ linkedin: z3.url(), x: z3.url(), github: z3.url() }),
  /** External recruitment site opened by the careers page. */
  recruitmentUrl: z3.url(),
})

// content/schemas/domains.ts
import { z as z4 } from 'zod'

var key = z4.string().regex(/^[a-z0-9-]+$/, 'lower-case letters, digits and dashes only')
var domainsSchema = z4.object({
  domains: z4
    .array(
      z4.object({
        /** Key of /services/<service> and of services.domains.<service>. */
        service: key,
        /** Key of /offre/<offre> and of offre.<offre>. */
        offre: key,
      }),
    )
    .length(8),
})

// content/index.ts

var company = parseContent('content/company.json', companySchema, companyData)
var domains = parseContent('content/domains.json', domainsSchema, domainsData).domains
var articles = parseContent('content/blog.json', blogSchema, blogData).articles
function articleSlugs() {
  var _a
  const extra = Number(((_a = globalThis.process) == null ? void 0 : _a.env.BENCH_EXTRA_ARTICLES) ?? 0)
  const bench =
    Number.isInteger(extra) && extra > 0
      ? Array.from({ length: extra }, (_, i) => `bench-article-${i + 1}`)
      : []
  return [...articles.map((a) => a.slug), ...bench]
}

// shared/languages.ts
var LANGUAGES = {
  fr: { name: 'Fran\xE7ais', dir: 'ltr' },
  en: { name: 'English', dir: 'ltr' },
  es: { name: 'Espa\xF1ol', dir: 'ltr' },
  ar: { name: '\u0627\u0644\u0639\u0631\u0628\u064A\u0629', dir: 'rtl' },
}
var DEFAULT_LANG = 'fr'
var SITE_LANGS = ['fr', 'en']
var SWITCHER_LANGS = ['fr', 'en']
var LANGUAGE_STORAGE_KEY = 'language'
function isSiteLang(value) {
  return typeof value === 'string' && SITE_LANGS.includes(value)
}
function direction(lang) {
  return LANGUAGES[lang].dir
}

// core/urls.ts
function localizePath(logicalPath, lang) {
  const path = normalizePath(logicalPath)
  if (lang === DEFAULT_LANG) return path
  return path === '/' ? `/${lang}` : `/${lang}${path}`
}
function languagePrefix(pathname) {
  const path = normalizePath(pathname)
  const lang = SITE_LANGS.find((l) => l !== DEFAULT_LANG && (path === `/${l}` || path.startsWith(`/${l}/`)))
  if (!lang) return { logicalPath: path }
  return { lang, logicalPath: path === `/${lang}` ? '/' : path.slice(lang.length + 1) }
}
function normalizePath(pathname) {
  const path = pathname
    .replace(/\/index\.html$/, '/')
    .replace(/\/{2,}/g, '/')
    .replace(/\/+$/, '')
  return path === '' ? '/' : path.startsWith('/') ? path : `/${path}`
}
function absoluteUrl(siteUrl, path) {
  return new URL(path, siteUrl).href
}
function pageFileOf(url) {
  const path = normalizePath(url)
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`
}
function pageUrlOf(file) {
  const path = `/${file.replace(/^\/+/, '')}`
  return path === '/index.html' ? '/' : path.replace(/\.html$/, '')
}

// core/routes.ts
var ROUTES = [
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
  { id: 'search', path: '/search' },
]
var NOT_FOUND_ROUTES = ['notFound', 'serviceNotFound', 'offreNotFound']
var isNotFound = (page) => NOT_FOUND_ROUTES.includes(page.routeId)
function concrete(path, param) {
  return param === void 0 ? path : path.replace(/@[a-z]+/, param)
}
function pagesOf(route) {
  const values = route.params ? route.params() : [void 0]
  return values.flatMap((param) => {
    const main = concrete(route.path, param)
    const alternates = Object.fromEntries(
      SITE_LANGS.map((lang) => {
        var _a
        return [lang, localizePath(((_a = route.canonical) == null ? void 0 : _a[lang]) ?? main, lang)]
      }),
    )
    const logicalPaths = [main, ...(route.aliases ?? [])]
    return logicalPaths.flatMap((logicalPath) =>
      SITE_LANGS.map((lang) => {
        var _a
        const forced = (_a = route.forcedLang) == null ? void 0 : _a[logicalPath]
        const url = forced && lang === 'fr' ? logicalPath : localizePath(logicalPath, lang)
        const pageLang = forced ?? lang
        return {
          url,
          lang: pageLang,
          routeId: route.id,
          logicalPath,
          ...(param === void 0 ? {} : { param }),
          canonical: alternates[pageLang],
          alternates,
          isAlias: url !== alternates[pageLang],
        }
      }),
    )
  })
}
var SITE_PAGES = ROUTES.flatMap((route) => pagesOf(route))
var FORCED_LANG = new Map(ROUTES.flatMap((route) => Object.entries(route.forcedLang ?? {})))
function extractLocale(pathname) {
  const { lang, logicalPath } = languagePrefix(pathname)
  return { lang: lang ?? FORCED_LANG.get(logicalPath) ?? DEFAULT_LANG, logicalPath }
}
var routeOf = (id) => {
  const route = ROUTES.find((r) => r.id === id)
  if (!route) throw new Error(`core/routes.ts: no route '${id}'`)
  return route
}
function logicalPathsOf(route) {
  const values = route.params ? route.params() : [void 0]
  return [...values.map((param) => concrete(route.path, param)), ...(route.aliases ?? [])]
}
function routeFunction(id) {
  const paths = new Set(logicalPathsOf(routeOf(id)))
  return ({ urlPathname }) => paths.has(normalizePath(urlPathname))
}
function prerenderPaths(id) {
  const route = routeOf(id)
  const section = route.path.replace(/\/@[a-z]+$/, '')
  return [...logicalPathsOf(route), ...(section === route.path ? [] : notFoundPathsUnder(section))]
}
var byUrl
function findPage(url) {
  byUrl ?? (byUrl = new Map([...SITE_PAGES, ...SECTION_NOT_FOUND_PAGES].map((page) => [page.url, page])))
  return byUrl.get(url)
}
function notFoundPage(lang, url) {
  return notFoundOf('notFound', lang, url, (l) => localizePath('/', l))
}
function notFoundOf(routeId, lang, url, back) {
  const alternates = Object.fromEntries(SITE_LANGS.map((l) => [l, back(l)]))
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
var NOT_FOUND_SLUG = '404'
var DOMAIN_BACK = {
  serviceDomain: (lang) => localizePath('/services', lang),
  offreDomain: (lang) => routePath('expertise', lang),
}
var SECTION_FALLBACKS = [
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
function sectionFallback(url) {
  const { lang, logicalPath } = extractLocale(url)
  const fallback = SECTION_FALLBACKS.find((f) => logicalPath.startsWith(`${f.section}/`))
  return fallback && { fallback, page: fallback.page(lang) }
}
var SECTION_NOT_FOUND_PAGES = SECTION_FALLBACKS.filter((f) => f.status === 404).flatMap((f) =>
  SITE_LANGS.map((lang) => f.page(lang)),
)
function routePath(id, lang, param) {
  var _a
  const route = ROUTES.find((r) => r.id === id)
  if (!route) return localizePath('/', lang)
  return localizePath(
    ((_a = route.canonical) == null ? void 0 : _a[lang]) ?? concrete(route.path, param),
    lang,
  )
}
function notFoundPathsUnder(section) {
  return [
    ...new Set(
      SECTION_NOT_FOUND_PAGES.filter((p) => p.logicalPath.startsWith(`${section}/`)).map(
        (p) => p.logicalPath,
      ),
    ),
  ]
}

// pages/expertise/+route.ts
var route_default = routeFunction('expertise')

export { route_default as default }
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vY29udGVudC9wYXJzZS50cyIsICIuLi8uLi9jb250ZW50L3NjaGVtYXMvbG9uZ2Zvcm0udHMiLCAiLi4vLi4vY29udGVudC9zY2hlbWFzL2Jsb2cudHMiLCAiLi4vLi4vY29udGVudC9zY2hlbWFzL2NvbXBhbnkudHMiLCAiLi4vLi4vY29udGVudC9zY2hlbWFzL2RvbWFpbnMudHMiLCAiLi4vLi4vY29udGVudC9pbmRleC50cyIsICIuLi8uLi9zaGFyZWQvbGFuZ3VhZ2VzLnRzIiwgIi4uLy4uL2NvcmUvdXJscy50cyIsICIuLi8uLi9jb3JlL3JvdXRlcy50cyIsICIrcm91dGUudHMiXSwKICAic291cmNlc0NvbnRlbnQiOiBbImltcG9ydCB0eXBlIHsgeiB9IGZyb20gJ3pvZCdcblxuLyoqIFRocm93biB3aGVuIGEgY29udGVudCBmaWxlIGRvZXMgbm90IG1hdGNoIGl0cyBzY2hlbWE7IHRoZSBtZXNzYWdlIG5hbWVzIGZpbGUgYW5kIGtleSBwYXRocy4gKi9cbmV4cG9ydCBjbGFzcyBDb250ZW50RXJyb3IgZXh0ZW5kcyBFcnJvciB7XG4gIG92ZXJyaWRlIG5hbWUgPSAnQ29udGVudEVycm9yJ1xufVxuXG4vKiogUGFyc2VzIG9uZSBjb250ZW50IGZpbGUgd2l0aCBpdHMgc2NoZW1hLCBvciB0aHJvd3MgYW4gZXJyb3IgYW4gZWRpdG9yIGNhbiBhY3Qgb24uICovXG5leHBvcnQgZnVuY3Rpb24gcGFyc2VDb250ZW50PFMgZXh0ZW5kcyB6LlpvZFR5cGU+KGZpbGU6IHN0cmluZywgc2NoZW1hOiBTLCBkYXRhOiB1bmtub3duKTogei5vdXRwdXQ8Uz4ge1xuICBjb25zdCByZXN1bHQgPSBzY2hlbWEuc2FmZVBhcnNlKGRhdGEpXG4gIGlmIChyZXN1bHQuc3VjY2VzcykgcmV0dXJuIHJlc3VsdC5kYXRhXG4gIGNvbnN0IGxpbmVzID0gcmVzdWx0LmVycm9yLmlzc3Vlcy5tYXAoKGlzc3VlKSA9PiB7XG4gICAgY29uc3QgcGF0aCA9IGlzc3VlLnBhdGgubGVuZ3RoID8gaXNzdWUucGF0aC5qb2luKCcuJykgOiAnKHJvb3QpJ1xuICAgIHJldHVybiBgICAtICR7ZmlsZX06ICR7cGF0aH06ICR7aXNzdWUubWVzc2FnZX1gXG4gIH0pXG4gIHRocm93IG5ldyBDb250ZW50RXJyb3IoYEludmFsaWQgY29udGVudCBpbiAke2ZpbGV9OlxcbiR7bGluZXMuam9pbignXFxuJyl9YClcbn1cbiIsICJpbXBvcnQgeyB6IH0gZnJvbSAnem9kJ1xuXG4vKiogQSBub24tZW1wdHkgdGV4dC4gKi9cbmV4cG9ydCBjb25zdCB0ZXh0ID0gei5zdHJpbmcoKS50cmltKCkubWluKDEsICdlbXB0eSB0ZXh0JylcblxuLyoqIEEgbGlzdCBpdGVtOiBwbGFpbiB0ZXh0LCBvciBhIHRlcm0gaW4gYm9sZCBmb2xsb3dlZCBieSBpdHMgZXhwbGFuYXRpb24uICovXG5jb25zdCBpdGVtU2NoZW1hID0gei51bmlvbihbdGV4dCwgei5vYmplY3QoeyB0ZXJtOiB0ZXh0LCB0ZXh0IH0pXSlcblxuLyoqXG4gKiBPbmUgYmxvY2sgb2YgYSBsb25nLWZvcm0gc2VjdGlvbiwgaW4gcmVhZGluZyBvcmRlcjpcbiAqIGEgcGFyYWdyYXBoIChhIHN0cmluZyksIGEgYnVsbGV0ZWQgbGlzdCAoeyBpdGVtcyB9KSBvciBhIG51bWJlcmVkIGxpc3QgKHsgc3RlcHMgfSkuXG4gKi9cbmNvbnN0IGJsb2NrU2NoZW1hID0gei51bmlvbihbXG4gIHRleHQsXG4gIHoub2JqZWN0KHsgaXRlbXM6IHoucmVjb3JkKHouc3RyaW5nKCksIGl0ZW1TY2hlbWEpIH0pLnN0cmljdCgpLFxuICB6Lm9iamVjdCh7IHN0ZXBzOiB6LnJlY29yZCh6LnN0cmluZygpLCBpdGVtU2NoZW1hKSB9KS5zdHJpY3QoKSxcbl0pXG5cbi8qKiBUaGUgYmxvY2tzIG9mIGEgdGV4dCwga2V5ZWQgYnkgc3RhYmxlIG5hbWVzIChwMSwgbGlzdCwgcDJcdTIwMjYpLCBpbiByZWFkaW5nIG9yZGVyLiAqL1xuZXhwb3J0IGNvbnN0IGJvZHlTY2hlbWEgPSB6XG4gIC5yZWNvcmQoei5zdHJpbmcoKSwgYmxvY2tTY2hlbWEpXG4gIC5yZWZpbmUoKGJvZHkpID0+IE9iamVjdC5rZXlzKGJvZHkpLmxlbmd0aCA+IDAsICdubyBibG9ja3MnKVxuXG4vKiogQSBzZWN0aW9uIG9mIGEgbG9uZyB0ZXh0OiBhbiBoMiB0aXRsZSBhbmQgaXRzIGJsb2Nrcy4gKi9cbmNvbnN0IHNlY3Rpb25TY2hlbWEgPSB6Lm9iamVjdCh7IHRpdGxlOiB0ZXh0LCBib2R5OiBib2R5U2NoZW1hIH0pXG5cbi8qKlxuICogTG9uZyB0ZXh0cyBzdG9yZWQgaW4gbG9jYWxlIGZpbGVzIChsZWdhbCBwYWdlcywgYmxvZyBhcnRpY2xlcyk6IHNlY3Rpb25zIGtleWVkIGJ5IGEgc3RhYmxlIGlkXG4gKiAodXNlZCBhcyB0aGUgSFRNTCBhbmNob3IpLCBpbiByZWFkaW5nIG9yZGVyLiBMb2NhbGUgbGVhdmVzIG11c3QgYmUgc3RyaW5ncywgc28gbGlzdHMgYXJlIG9iamVjdHMuXG4gKi9cbmV4cG9ydCBjb25zdCBsb25nZm9ybVNjaGVtYSA9IHpcbiAgLnJlY29yZChcbiAgICB6LnN0cmluZygpLnJlZ2V4KC9eW2Etel1bYS16QS1aMC05LV0qJC8sICdzZWN0aW9uIGtleXMgYXJlIGFuY2hvcnM6IGxldHRlcnMsIGRpZ2l0cywgZGFzaGVzJyksXG4gICAgc2VjdGlvblNjaGVtYSxcbiAgKVxuICAucmVmaW5lKChzZWN0aW9ucykgPT4gT2JqZWN0LmtleXMoc2VjdGlvbnMpLmxlbmd0aCA+IDAsICdubyBzZWN0aW9ucycpXG5cbmV4cG9ydCB0eXBlIExvbmdmb3JtSXRlbSA9IHouaW5mZXI8dHlwZW9mIGl0ZW1TY2hlbWE+XG5leHBvcnQgdHlwZSBMb25nZm9ybUJsb2NrID0gei5pbmZlcjx0eXBlb2YgYmxvY2tTY2hlbWE+XG5leHBvcnQgdHlwZSBMb25nZm9ybUJvZHkgPSB6LmluZmVyPHR5cGVvZiBib2R5U2NoZW1hPlxuZXhwb3J0IHR5cGUgTG9uZ2Zvcm1TZWN0aW9uID0gei5pbmZlcjx0eXBlb2Ygc2VjdGlvblNjaGVtYT5cbmV4cG9ydCB0eXBlIExvbmdmb3JtID0gei5pbmZlcjx0eXBlb2YgbG9uZ2Zvcm1TY2hlbWE+XG4iLCAiaW1wb3J0IHsgeiB9IGZyb20gJ3pvZCdcbmltcG9ydCB7IGJvZHlTY2hlbWEsIGxvbmdmb3JtU2NoZW1hLCB0ZXh0IH0gZnJvbSAnLi9sb25nZm9ybS50cydcblxuY29uc3Qgc2x1ZyA9IHouc3RyaW5nKCkucmVnZXgoL15bYS16MC05LV0rJC8sICdsb3dlci1jYXNlIGxldHRlcnMsIGRpZ2l0cyBhbmQgZGFzaGVzIG9ubHknKVxuXG4vKiogQmxvZyBjYXRlZ29yaWVzOyBlYWNoIGhhcyBhIGxhYmVsIHVuZGVyIGJsb2c6Y2F0ZWdvcmllcy48a2V5PiBhbmQgYSB0b3BpYyB1bmRlciBibG9nOmluZGV4LnRvcGljcy4gKi9cbmV4cG9ydCBjb25zdCBDQVRFR09SSUVTID0gWydhdXRvbWF0aW9uJywgJ3BlcmZvcm1hbmNlJywgJ2Z1bmN0aW9uYWwnLCAncXVhbGl0eSddIGFzIGNvbnN0XG5leHBvcnQgdHlwZSBDYXRlZ29yeSA9ICh0eXBlb2YgQ0FURUdPUklFUylbbnVtYmVyXVxuXG4vKiogUGFnZXMgYW4gYXJ0aWNsZSBtYXkgcmVjb21tZW5kIGFzIHJlbGF0ZWQgcmVhZGluZyAocm91dGUgaWRzOyB0ZXh0cyB1bmRlciBibG9nOnJlbGF0ZWQuPGlkPikuICovXG5leHBvcnQgY29uc3QgUkVMQVRFRF9UQVJHRVRTID0gW1xuICAnYXV0b21hdGVkVGVzdGluZycsXG4gICdmdW5jdGlvbmFsVGVzdGluZycsXG4gICdwZXJmb3JtYW5jZVRlc3RpbmcnLFxuICAncXVhbGl0eUF1ZGl0cycsXG4gICdtZXRob2RvbG9naWVzJyxcbiAgJ2Nhc2VTdHVkaWVzJyxcbl0gYXMgY29uc3RcbmV4cG9ydCB0eXBlIFJlbGF0ZWRUYXJnZXQgPSAodHlwZW9mIFJFTEFURURfVEFSR0VUUylbbnVtYmVyXVxuXG4vKiogQW4gYXV0aG9yOyB0aGUgcm9sZSBhbmQgc2hvcnQgYmlvIGFyZSB0cmFuc2xhdGVkIHVuZGVyIGJsb2c6YXV0aG9ycy48aWQ+LiAqL1xuY29uc3QgYXV0aG9yU2NoZW1hID0gei5vYmplY3Qoe1xuICAvKiogS2V5IG9mIHRoZSBhdXRob3IsIHJlZmVyZW5jZWQgYnkgYXJ0aWNsZXNbXS5hdXRob3IuICovXG4gIGlkOiBzbHVnLFxuICAvKiogRnVsbCBuYW1lLCB0aGUgc2FtZSBpbiBldmVyeSBsYW5ndWFnZS4gKi9cbiAgbmFtZTogei5zdHJpbmcoKS5taW4oMSksXG59KVxuXG4vKiogQSBjb21tZW50IHNob3duIHVuZGVyIGFuIGFydGljbGU7IGl0cyB0ZXh0IGxpdmVzIHVuZGVyIGJsb2c6YXJ0aWNsZXMuPHNsdWc+LmNvbW1lbnRzLjxpZD4uICovXG5jb25zdCBjb21tZW50U2NoZW1hID0gei5vYmplY3Qoe1xuICBpZDogei5zdHJpbmcoKS5yZWdleCgvXlthLXowLTldKyQvLCAnbG93ZXItY2FzZSBsZXR0ZXJzIGFuZCBkaWdpdHMgb25seScpLFxuICAvKiogQ29tbWVudGVyJ3MgZGlzcGxheSBuYW1lLiAqL1xuICBhdXRob3I6IHouc3RyaW5nKCkubWluKDEpLFxuICAvKiogRGF0ZSBwb3N0ZWQsIElTTyB5eXl5LW1tLWRkLiAqL1xuICBkYXRlOiB6Lmlzby5kYXRlKCksXG59KVxuXG5jb25zdCBhcnRpY2xlU2NoZW1hID0gei5vYmplY3Qoe1xuICAvKiogVVJMIGtleTogL2Jsb2cvPHNsdWc+OyB0ZXh0cyB1bmRlciBibG9nOmFydGljbGVzLjxzbHVnPi4gKi9cbiAgc2x1ZyxcbiAgLyoqIFB1YmxpY2F0aW9uIGRhdGUsIElTTyB5eXl5LW1tLWRkLiAqL1xuICBkYXRlOiB6Lmlzby5kYXRlKCksXG4gIC8qKiBEYXRlIG9mIHRoZSBsYXN0IHN1YnN0YW50aXZlIHJldmlzaW9uLCBJU08geXl5eS1tbS1kZCwgd2hlbiB0aGVyZSB3YXMgb25lIChkYXRlTW9kaWZpZWQpLiAqL1xuICB1cGRhdGVkOiB6Lmlzby5kYXRlKCkub3B0aW9uYWwoKSxcbiAgLyoqIFJlYWRpbmcgdGltZSBpbiBtaW51dGVzLiAqL1xuICByZWFkVGltZTogei5udW1iZXIoKS5pbnQoKS5wb3NpdGl2ZSgpLFxuICAvKiogSWQgb2Ygb25lIG9mIGBhdXRob3JzYC4gKi9cbiAgYXV0aG9yOiBzbHVnLFxuICBjYXRlZ29yeTogei5lbnVtKENBVEVHT1JJRVMpLFxuICAvKiogU2hvd24gZmlyc3QsIHdpdGggYSAnZmVhdHVyZWQnIGJhZGdlLiAqL1xuICBmZWF0dXJlZDogei5ib29sZWFuKCksXG4gIC8qKiBOdW1iZXIgb24gdGhlIGNvbW1lbnRzIGJhZGdlOiBjb3VudHMgZXZlcnkgY29tbWVudCwgaW5jbHVkaW5nIHRob3NlIG5vdCBzaG93bi4gKi9cbiAgY29tbWVudENvdW50OiB6Lm51bWJlcigpLmludCgpLm5vbm5lZ2F0aXZlKCksXG4gIC8qKiBUaGUgY29tbWVudHMgc2hvd24gKGEgZml4ZWQgbGlzdDogbm90aGluZyBpcyBwb3N0ZWQpLiAqL1xuICBjb21tZW50czogei5hcnJheShjb21tZW50U2NoZW1hKSxcbiAgLyoqIFJlbGF0ZWQgcmVhZGluZzogdXAgdG8gdGhyZWUgcGFnZXMgb2YgdGhlIHNpdGUuICovXG4gIHJlbGF0ZWQ6IHouYXJyYXkoei5lbnVtKFJFTEFURURfVEFSR0VUUykpLm1pbigxKS5tYXgoMyksXG59KVxuXG4vKiogQnVpbHQtaW4gYmxvZyBhcnRpY2xlcyBhbmQgdGhlaXIgYXV0aG9yczsgdGl0bGVzIGFuZCBib2RpZXMgbGl2ZSBpbiB0aGUgbG9jYWxlIGZpbGVzLiAqL1xuZXhwb3J0IGNvbnN0IGJsb2dTY2hlbWEgPSB6XG4gIC5vYmplY3Qoe1xuICAgIGF1dGhvcnM6IHouYXJyYXkoYXV0aG9yU2NoZW1hKS5taW4oMSksXG4gICAgYXJ0aWNsZXM6IHpcbiAgICAgIC5hcnJheShhcnRpY2xlU2NoZW1hKVxuICAgICAgLm1pbigxLCAnYXQgbGVhc3Qgb25lIGFydGljbGU6IHRoZSBmaXJzdCBpcyB0aGUgZmFsbGJhY2sgZm9yIHVua25vd24gc2x1Z3MnKSxcbiAgfSlcbiAgLnN1cGVyUmVmaW5lKChibG9nLCBjdHgpID0+IHtcbiAgICBjb25zdCBhdXRob3JzID0gbmV3IFNldChibG9nLmF1dGhvcnMubWFwKChhKSA9PiBhLmlkKSlcbiAgICBjb25zdCBzbHVncyA9IG5ldyBTZXQ8c3RyaW5nPigpXG4gICAgYmxvZy5hcnRpY2xlcy5mb3JFYWNoKChhcnRpY2xlLCBpKSA9PiB7XG4gICAgICBpZiAoIWF1dGhvcnMuaGFzKGFydGljbGUuYXV0aG9yKSkge1xuICAgICAgICBjdHguYWRkSXNzdWUoe1xuICAgICAgICAgIGNvZGU6ICdjdXN0b20nLFxuICAgICAgICAgIHBhdGg6IFsnYXJ0aWNsZXMnLCBpLCAnYXV0aG9yJ10sXG4gICAgICAgICAgbWVzc2FnZTogYHVua25vd24gYXV0aG9yIFwiJHthcnRpY2xlLmF1dGhvcn1cIjogYWRkIGl0IHRvIGF1dGhvcnNgLFxuICAgICAgICB9KVxuICAgICAgfVxuICAgICAgaWYgKHNsdWdzLmhhcyhhcnRpY2xlLnNsdWcpKSB7XG4gICAgICAgIGN0eC5hZGRJc3N1ZSh7IGNvZGU6ICdjdXN0b20nLCBwYXRoOiBbJ2FydGljbGVzJywgaSwgJ3NsdWcnXSwgbWVzc2FnZTogJ2R1cGxpY2F0ZSBzbHVnJyB9KVxuICAgICAgfVxuICAgICAgc2x1Z3MuYWRkKGFydGljbGUuc2x1ZylcbiAgICAgIGlmIChhcnRpY2xlLnVwZGF0ZWQgJiYgYXJ0aWNsZS51cGRhdGVkIDwgYXJ0aWNsZS5kYXRlKSB7XG4gICAgICAgIGN0eC5hZGRJc3N1ZSh7XG4gICAgICAgICAgY29kZTogJ2N1c3RvbScsXG4gICAgICAgICAgcGF0aDogWydhcnRpY2xlcycsIGksICd1cGRhdGVkJ10sXG4gICAgICAgICAgbWVzc2FnZTogYG11c3Qgbm90IGJlIGJlZm9yZSB0aGUgcHVibGljYXRpb24gZGF0ZSAke2FydGljbGUuZGF0ZX1gLFxuICAgICAgICB9KVxuICAgICAgfVxuICAgICAgaWYgKGFydGljbGUuY29tbWVudHMubGVuZ3RoID4gYXJ0aWNsZS5jb21tZW50Q291bnQpIHtcbiAgICAgICAgY3R4LmFkZElzc3VlKHtcbiAgICAgICAgICBjb2RlOiAnY3VzdG9tJyxcbiAgICAgICAgICBwYXRoOiBbJ2FydGljbGVzJywgaSwgJ2NvbW1lbnRDb3VudCddLFxuICAgICAgICAgIG1lc3NhZ2U6ICdtdXN0IGJlIGF0IGxlYXN0IHRoZSBudW1iZXIgb2YgY29tbWVudHMgbGlzdGVkJyxcbiAgICAgICAgfSlcbiAgICAgIH1cbiAgICB9KVxuICB9KVxuZXhwb3J0IHR5cGUgQmxvZyA9IHouaW5mZXI8dHlwZW9mIGJsb2dTY2hlbWE+XG5leHBvcnQgdHlwZSBBcnRpY2xlID0gQmxvZ1snYXJ0aWNsZXMnXVtudW1iZXJdXG5leHBvcnQgdHlwZSBBdXRob3IgPSBCbG9nWydhdXRob3JzJ11bbnVtYmVyXVxuXG4vKiogVGhlIHRleHRzIG9mIG9uZSBhcnRpY2xlIGluIGEgbG9jYWxlIGZpbGUgKGJsb2c6YXJ0aWNsZXMuPHNsdWc+KS4gKi9cbmV4cG9ydCBjb25zdCBhcnRpY2xlVGV4dFNjaGVtYSA9IHoub2JqZWN0KHtcbiAgdGl0bGU6IHRleHQsXG4gIC8qKiBBIHNob3J0ZXIgdGl0bGUgZm9yIHRoZSBicm93c2VyIHRhYiBhbmQgc2VhcmNoIHJlc3VsdHMsIHdoZW4gYHRpdGxlYCB3b3VsZCBtYWtlIG9uZSBvdmVyIDYwIGNoYXJhY3RlcnMuICovXG4gIG1ldGFUaXRsZTogdGV4dC5tYXgoNjAsICdhdCBtb3N0IDYwIGNoYXJhY3RlcnM6IGl0IGlzIGZvbGxvd2VkIGJ5IFwiIHwgPGJyYW5kPlwiJykub3B0aW9uYWwoKSxcbiAgLyoqIE9uZSBvciB0d28gc2VudGVuY2VzIGZvciBjYXJkcyBhbmQgdGhlIHBhZ2UgaGVyby4gKi9cbiAgZXhjZXJwdDogdGV4dCxcbiAgLyoqIFBhcmFncmFwaHMgYmVmb3JlIHRoZSBmaXJzdCBzZWN0aW9uLiAqL1xuICBpbnRybzogYm9keVNjaGVtYSxcbiAgLyoqIFRoZSBhcnRpY2xlJ3MgaDIgc2VjdGlvbnMsIHRoZSBsYXN0IG9uZSBiZWluZyB0aGUgY29uY2x1c2lvbi4gKi9cbiAgc2VjdGlvbnM6IGxvbmdmb3JtU2NoZW1hLFxuICAvKiogVGV4dCBvZiBlYWNoIGNvbW1lbnQgbGlzdGVkIGluIGNvbnRlbnQvYmxvZy5qc29uLCBieSBjb21tZW50IGlkLiAqL1xuICBjb21tZW50czogei5yZWNvcmQoei5zdHJpbmcoKSwgdGV4dCksXG59KVxuZXhwb3J0IHR5cGUgQXJ0aWNsZVRleHQgPSB6LmluZmVyPHR5cGVvZiBhcnRpY2xlVGV4dFNjaGVtYT5cbiIsICJpbXBvcnQgeyB6IH0gZnJvbSAnem9kJ1xuXG4vKiogQ29tcGFueSBmYWN0cyBzaG93biBvbiBldmVyeSBwYWdlIChmb290ZXIsIGxlZ2FsIG5vdGljZSwgSlNPTi1MRCkuICovXG5leHBvcnQgY29uc3QgY29tcGFueVNjaGVtYSA9IHoub2JqZWN0KHtcbiAgLyoqIEJyYW5kIG5hbWUgc2hvd24gaW4gdGhlIGxvZ28gYW5kIHRpdGxlcy4gKi9cbiAgYnJhbmQ6IHouc3RyaW5nKCkubWluKDEpLFxuICAvKiogVVJMLXNhZmUgYnJhbmQsIHVzZWQgaW4gL2Fib3V0L3doeS17c2x1Z30uICovXG4gIHNsdWc6IHouc3RyaW5nKCkucmVnZXgoL15bYS16MC05LV0rJC8sICdsb3dlci1jYXNlIGxldHRlcnMsIGRpZ2l0cyBhbmQgZGFzaGVzIG9ubHknKSxcbiAgLyoqIFJlZ2lzdGVyZWQgY29tcGFueSBuYW1lLiAqL1xuICBsZWdhbE5hbWU6IHouc3RyaW5nKCkubWluKDEpLFxuICAvKiogTGVnYWwgZm9ybSwgZS5nLiBTQVMgKHNvY2lcdTAwRTl0XHUwMEU5IHBhciBhY3Rpb25zIHNpbXBsaWZpXHUwMEU5ZSkuICovXG4gIGxlZ2FsRm9ybTogei5saXRlcmFsKCdTQVMnKSxcbiAgLyoqIEluY29ycG9yYXRpb24gZGF0ZSwgSVNPIHl5eXktbW0tZGQuICovXG4gIGluY29ycG9yYXRlZDogei5pc28uZGF0ZSgpLFxuICAvKiogVHJhZGUtcmVnaXN0ZXIgbnVtYmVyIHB1Ymxpc2hlZCBpbiB0aGUgbGVnYWwgbm90aWNlLiAqL1xuICByZWdpc3RyYXRpb25OdW1iZXI6IHouc3RyaW5nKCkubWluKDEpLFxuICBzaGFyZUNhcGl0YWw6IHouc3RyaW5nKCkubWluKDEpLFxuICBwdWJsaWNhdGlvbkRpcmVjdG9yOiB6LnN0cmluZygpLm1pbigxKSxcbiAgcmVnaXN0ZXJlZE9mZmljZTogei5vYmplY3Qoe1xuICAgIHN0cmVldDogei5zdHJpbmcoKS5taW4oMSksXG4gICAgcG9zdGFsQ29kZTogei5zdHJpbmcoKS5taW4oMSksXG4gICAgY2l0eTogei5zdHJpbmcoKS5taW4oMSksXG4gICAgY291bnRyeTogei5zdHJpbmcoKS5sZW5ndGgoMiksXG4gIH0pLFxuICBjb250YWN0OiB6Lm9iamVjdCh7XG4gICAgcGhvbmU6IHouc3RyaW5nKCkubWluKDYpLFxuICAgIGVtYWlsOiB6LmVtYWlsKCksXG4gICAgaG91cnM6IHoub2JqZWN0KHsgZnI6IHouc3RyaW5nKCkubWluKDEpLCBlbjogei5zdHJpbmcoKS5taW4oMSkgfSksXG4gIH0pLFxuICBjZXJ0aWZpY2F0aW9uczogei5hcnJheSh6LnN0cmluZygpLm1pbigxKSkubWluKDEpLFxuICBob3N0aW5nOiB6Lm9iamVjdCh7IG5hbWU6IHouc3RyaW5nKCkubWluKDEpLCBhZGRyZXNzOiB6LnN0cmluZygpLm1pbigxKSwgd2Vic2l0ZTogei51cmwoKSB9KSxcbiAgc29jaWFsOiB6Lm9iamVjdCh7IGxpbmtlZGluOiB6LnVybCgpLCB4OiB6LnVybCgpLCBnaXRodWI6IHoudXJsKCkgfSksXG4gIC8qKiBFeHRlcm5hbCByZWNydWl0bWVudCBzaXRlIG9wZW5lZCBieSB0aGUgY2FyZWVycyBwYWdlLiAqL1xuICByZWNydWl0bWVudFVybDogei51cmwoKSxcbn0pXG5leHBvcnQgdHlwZSBDb21wYW55ID0gei5pbmZlcjx0eXBlb2YgY29tcGFueVNjaGVtYT5cbiIsICJpbXBvcnQgeyB6IH0gZnJvbSAnem9kJ1xuXG5jb25zdCBrZXkgPSB6LnN0cmluZygpLnJlZ2V4KC9eW2EtejAtOS1dKyQvLCAnbG93ZXItY2FzZSBsZXR0ZXJzLCBkaWdpdHMgYW5kIGRhc2hlcyBvbmx5JylcblxuLyoqIFRoZSBlaWdodCBleHBlcnRpc2UgZG9tYWlucyBhbmQgdGhlaXIgdHdvIHJvdXRlIGtleXMuICovXG5leHBvcnQgY29uc3QgZG9tYWluc1NjaGVtYSA9IHoub2JqZWN0KHtcbiAgZG9tYWluczogelxuICAgIC5hcnJheShcbiAgICAgIHoub2JqZWN0KHtcbiAgICAgICAgLyoqIEtleSBvZiAvc2VydmljZXMvPHNlcnZpY2U+IGFuZCBvZiBzZXJ2aWNlcy5kb21haW5zLjxzZXJ2aWNlPi4gKi9cbiAgICAgICAgc2VydmljZToga2V5LFxuICAgICAgICAvKiogS2V5IG9mIC9vZmZyZS88b2ZmcmU+IGFuZCBvZiBvZmZyZS48b2ZmcmU+LiAqL1xuICAgICAgICBvZmZyZToga2V5LFxuICAgICAgfSksXG4gICAgKVxuICAgIC5sZW5ndGgoOCksXG59KVxuZXhwb3J0IHR5cGUgRG9tYWluID0gei5pbmZlcjx0eXBlb2YgZG9tYWluc1NjaGVtYT5bJ2RvbWFpbnMnXVtudW1iZXJdXG4iLCAiaW1wb3J0IGJsb2dEYXRhIGZyb20gJy4vYmxvZy5qc29uJyB3aXRoIHsgdHlwZTogJ2pzb24nIH1cbmltcG9ydCBjb21wYW55RGF0YSBmcm9tICcuL2NvbXBhbnkuanNvbicgd2l0aCB7IHR5cGU6ICdqc29uJyB9XG5pbXBvcnQgZG9tYWluc0RhdGEgZnJvbSAnLi9kb21haW5zLmpzb24nIHdpdGggeyB0eXBlOiAnanNvbicgfVxuaW1wb3J0IHsgcGFyc2VDb250ZW50IH0gZnJvbSAnLi9wYXJzZS50cydcbmltcG9ydCB7IGJsb2dTY2hlbWEgfSBmcm9tICcuL3NjaGVtYXMvYmxvZy50cydcbmltcG9ydCB7IGNvbXBhbnlTY2hlbWEgfSBmcm9tICcuL3NjaGVtYXMvY29tcGFueS50cydcbmltcG9ydCB7IGRvbWFpbnNTY2hlbWEgfSBmcm9tICcuL3NjaGVtYXMvZG9tYWlucy50cydcblxuLyoqIFZhbGlkYXRlZCBzaXRlIGNvbnRlbnQ6IGV2ZXJ5IGltcG9ydCBvZiBjb250ZW50IGdvZXMgdGhyb3VnaCBoZXJlLCBzbyBhIGJhZCBmaWxlIGZhaWxzIHRoZSBidWlsZC4gKi9cbmV4cG9ydCBjb25zdCBjb21wYW55ID0gcGFyc2VDb250ZW50KCdjb250ZW50L2NvbXBhbnkuanNvbicsIGNvbXBhbnlTY2hlbWEsIGNvbXBhbnlEYXRhKVxuZXhwb3J0IGNvbnN0IGRvbWFpbnMgPSBwYXJzZUNvbnRlbnQoJ2NvbnRlbnQvZG9tYWlucy5qc29uJywgZG9tYWluc1NjaGVtYSwgZG9tYWluc0RhdGEpLmRvbWFpbnNcbmV4cG9ydCBjb25zdCBhcnRpY2xlcyA9IHBhcnNlQ29udGVudCgnY29udGVudC9ibG9nLmpzb24nLCBibG9nU2NoZW1hLCBibG9nRGF0YSkuYXJ0aWNsZXNcblxuLyoqXG4gKiBTbHVncyBvZiB0aGUgcHJlLXJlbmRlcmVkIGFydGljbGUgcGFnZXMuIGBucG0gcnVuIGJlbmNoYCBzZXRzIEJFTkNIX0VYVFJBX0FSVElDTEVTIHRvIGFkZCB0aGF0IG1hbnlcbiAqIGdlbmVyYXRlZCBwYWdlcyAodGhleSByZW5kZXIgdGhlIGJ1aWx0LWluIGFydGljbGUsIGFzIGFueSB1bmtub3duIHNsdWcgZG9lcykgdG8gbWVhc3VyZSBob3cgdGhlIGJ1aWxkXG4gKiBzY2FsZXM7IGEgbm9ybWFsIGJ1aWxkIG5ldmVyIGhhcyB0aGVtLlxuICovXG5leHBvcnQgZnVuY3Rpb24gYXJ0aWNsZVNsdWdzKCk6IHN0cmluZ1tdIHtcbiAgLy8gZ2xvYmFsVGhpczogdGhpcyBtb2R1bGUgYWxzbyBydW5zIHdoZXJlIHRoZXJlIGlzIG5vIGBwcm9jZXNzYCAodGhlIGNoYXQgb24gQ2xvdWRmbGFyZSBXb3JrZXJzLCBEZW5vKS5cbiAgY29uc3QgZXh0cmEgPSBOdW1iZXIoZ2xvYmFsVGhpcy5wcm9jZXNzPy5lbnYuQkVOQ0hfRVhUUkFfQVJUSUNMRVMgPz8gMClcbiAgY29uc3QgYmVuY2ggPVxuICAgIE51bWJlci5pc0ludGVnZXIoZXh0cmEpICYmIGV4dHJhID4gMFxuICAgICAgPyBBcnJheS5mcm9tKHsgbGVuZ3RoOiBleHRyYSB9LCAoXywgaSkgPT4gYGJlbmNoLWFydGljbGUtJHtpICsgMX1gKVxuICAgICAgOiBbXVxuICByZXR1cm4gWy4uLmFydGljbGVzLm1hcCgoYSkgPT4gYS5zbHVnKSwgLi4uYmVuY2hdXG59XG4iLCAiLyoqIExhbmd1YWdlcyB0aGUgaW50ZXJmYWNlIGtub3dzLCB0aGVpciBkaXJlY3Rpb24sIGFuZCB3aGljaCBhcmUgcHJlLXJlbmRlcmVkLiAqL1xuZXhwb3J0IGNvbnN0IExBTkdVQUdFUyA9IHtcbiAgZnI6IHsgbmFtZTogJ0ZyYW5cdTAwRTdhaXMnLCBkaXI6ICdsdHInIH0sXG4gIGVuOiB7IG5hbWU6ICdFbmdsaXNoJywgZGlyOiAnbHRyJyB9LFxuICBlczogeyBuYW1lOiAnRXNwYVx1MDBGMW9sJywgZGlyOiAnbHRyJyB9LFxuICBhcjogeyBuYW1lOiAnXHUwNjI3XHUwNjQ0XHUwNjM5XHUwNjMxXHUwNjI4XHUwNjRBXHUwNjI5JywgZGlyOiAncnRsJyB9LFxufSBhcyBjb25zdFxuXG5leHBvcnQgdHlwZSBMYW5nID0ga2V5b2YgdHlwZW9mIExBTkdVQUdFU1xuXG4vKiogRnJlbmNoIGlzIHRoZSBkZWZhdWx0IGFuZCByZWZlcmVuY2UgbG9jYWxlLiAqL1xuZXhwb3J0IGNvbnN0IERFRkFVTFRfTEFORyA9ICdmcicgc2F0aXNmaWVzIExhbmdcblxuLyoqIExhbmd1YWdlcyB3aG9zZSBsb2NhbGUgZmlsZXMgYXJlIGNvbXBsZXRlIGFuZCB3aGljaCBhcmUgcHJlLXJlbmRlcmVkLCBkZWZhdWx0IGZpcnN0LiAqL1xuZXhwb3J0IGNvbnN0IFNJVEVfTEFOR1MgPSBbJ2ZyJywgJ2VuJ10gYXMgY29uc3Qgc2F0aXNmaWVzIHJlYWRvbmx5IExhbmdbXVxuZXhwb3J0IHR5cGUgU2l0ZUxhbmcgPSAodHlwZW9mIFNJVEVfTEFOR1MpW251bWJlcl1cblxuLyoqIExhbmd1YWdlcyBvZmZlcmVkIGJ5IHRoZSBzd2l0Y2hlciBpbiB0aGUgbmF2aWdhdGlvbiBiYXIuICovXG5leHBvcnQgY29uc3QgU1dJVENIRVJfTEFOR1M6IHJlYWRvbmx5IFNpdGVMYW5nW10gPSBbJ2ZyJywgJ2VuJ11cblxuLyoqIGxvY2FsU3RvcmFnZSBrZXkgaG9sZGluZyB0aGUgdmlzaXRvcidzIGNob3NlbiBsYW5ndWFnZS4gKi9cbmV4cG9ydCBjb25zdCBMQU5HVUFHRV9TVE9SQUdFX0tFWSA9ICdsYW5ndWFnZSdcblxuZXhwb3J0IGZ1bmN0aW9uIGlzU2l0ZUxhbmcodmFsdWU6IHVua25vd24pOiB2YWx1ZSBpcyBTaXRlTGFuZyB7XG4gIHJldHVybiB0eXBlb2YgdmFsdWUgPT09ICdzdHJpbmcnICYmIChTSVRFX0xBTkdTIGFzIHJlYWRvbmx5IHN0cmluZ1tdKS5pbmNsdWRlcyh2YWx1ZSlcbn1cblxuZXhwb3J0IGZ1bmN0aW9uIGRpcmVjdGlvbihsYW5nOiBMYW5nKTogJ2x0cicgfCAncnRsJyB7XG4gIHJldHVybiBMQU5HVUFHRVNbbGFuZ10uZGlyXG59XG4iLCAiaW1wb3J0IHsgREVGQVVMVF9MQU5HLCBTSVRFX0xBTkdTLCB0eXBlIFNpdGVMYW5nIH0gZnJvbSAnLi4vc2hhcmVkL2xhbmd1YWdlcy50cydcblxuLyoqIFRoZSBVUkwgb2YgYSBsb2dpY2FsIHBhdGggaW4gYSBsYW5ndWFnZTogRnJlbmNoIGF0IC9wYXRoLCBFbmdsaXNoIGF0IC9lbi9wYXRoLCBubyB0cmFpbGluZyBzbGFzaC4gKi9cbmV4cG9ydCBmdW5jdGlvbiBsb2NhbGl6ZVBhdGgobG9naWNhbFBhdGg6IHN0cmluZywgbGFuZzogU2l0ZUxhbmcpOiBzdHJpbmcge1xuICBjb25zdCBwYXRoID0gbm9ybWFsaXplUGF0aChsb2dpY2FsUGF0aClcbiAgaWYgKGxhbmcgPT09IERFRkFVTFRfTEFORykgcmV0dXJuIHBhdGhcbiAgcmV0dXJuIHBhdGggPT09ICcvJyA/IGAvJHtsYW5nfWAgOiBgLyR7bGFuZ30ke3BhdGh9YFxufVxuXG4vKipcbiAqIFNwbGl0cyBhIFVSTCBwYXRobmFtZSBpbnRvIHRoZSBsYW5ndWFnZSBvZiBpdHMgcHJlZml4IChub25lIGZvciB0aGUgZGVmYXVsdCBsYW5ndWFnZSdzIHVucHJlZml4ZWRcbiAqIHBhdGhzKSBhbmQgaXRzIGxvZ2ljYWwgcGF0aC4gV2hpY2ggbGFuZ3VhZ2UgYW4gdW5wcmVmaXhlZCBwYXRoIHJlbmRlcnMgaW4gaXMgdGhlIHJvdXRlIHJlZ2lzdHJ5J3NcbiAqIGNhbGwgKGBleHRyYWN0TG9jYWxlYCBpbiBjb3JlL3JvdXRlcy50cykuXG4gKi9cbmV4cG9ydCBmdW5jdGlvbiBsYW5ndWFnZVByZWZpeChwYXRobmFtZTogc3RyaW5nKTogeyBsYW5nPzogU2l0ZUxhbmc7IGxvZ2ljYWxQYXRoOiBzdHJpbmcgfSB7XG4gIGNvbnN0IHBhdGggPSBub3JtYWxpemVQYXRoKHBhdGhuYW1lKVxuICBjb25zdCBsYW5nID0gU0lURV9MQU5HUy5maW5kKChsKSA9PiBsICE9PSBERUZBVUxUX0xBTkcgJiYgKHBhdGggPT09IGAvJHtsfWAgfHwgcGF0aC5zdGFydHNXaXRoKGAvJHtsfS9gKSkpXG4gIGlmICghbGFuZykgcmV0dXJuIHsgbG9naWNhbFBhdGg6IHBhdGggfVxuICByZXR1cm4geyBsYW5nLCBsb2dpY2FsUGF0aDogcGF0aCA9PT0gYC8ke2xhbmd9YCA/ICcvJyA6IHBhdGguc2xpY2UobGFuZy5sZW5ndGggKyAxKSB9XG59XG5cbi8qKiBSZW1vdmVzIGluZGV4Lmh0bWwsIHRyYWlsaW5nIHNsYXNoZXMgYW5kIGR1cGxpY2F0ZSBzbGFzaGVzOyBrZWVwcyAnLycgZm9yIHRoZSByb290LiAqL1xuZXhwb3J0IGZ1bmN0aW9uIG5vcm1hbGl6ZVBhdGgocGF0aG5hbWU6IHN0cmluZyk6IHN0cmluZyB7XG4gIGNvbnN0IHBhdGggPSBwYXRobmFtZVxuICAgIC5yZXBsYWNlKC9cXC9pbmRleFxcLmh0bWwkLywgJy8nKVxuICAgIC5yZXBsYWNlKC9cXC97Mix9L2csICcvJylcbiAgICAucmVwbGFjZSgvXFwvKyQvLCAnJylcbiAgcmV0dXJuIHBhdGggPT09ICcnID8gJy8nIDogcGF0aC5zdGFydHNXaXRoKCcvJykgPyBwYXRoIDogYC8ke3BhdGh9YFxufVxuXG4vKiogQWJzb2x1dGUgVVJMIG9mIGEgcGF0aCBvbiB0aGUgc2l0ZS4gKi9cbmV4cG9ydCBmdW5jdGlvbiBhYnNvbHV0ZVVybChzaXRlVXJsOiBzdHJpbmcsIHBhdGg6IHN0cmluZyk6IHN0cmluZyB7XG4gIHJldHVybiBuZXcgVVJMKHBhdGgsIHNpdGVVcmwpLmhyZWZcbn1cblxuLyoqXG4gKiBUaGUgZmlsZSBhIHBhZ2UgaXMgd3JpdHRlbiB0bywgcmVsYXRpdmUgdG8gdGhlIG91dHB1dCBmb2xkZXI6IGAvYCBcdTIxOTIgYGluZGV4Lmh0bWxgLCBgL2VuYCBcdTIxOTIgYGVuLmh0bWxgLFxuICogYC9lbi9jb250YWN0YCBcdTIxOTIgYGVuL2NvbnRhY3QuaHRtbGAuIFN0YXRpYyBob3N0cyBzZXJ2ZSAveCBmcm9tIHguaHRtbCB3aXRob3V0IHJlZGlyZWN0aW5nIC94IHRvIC94L1xuICogKGFzIHRoZXkgZG8gZm9yIHgvaW5kZXguaHRtbCksIHNvIGNhbm9uaWNhbCBVUkxzIGFuZCBsaW5rcyBuZXZlciBjb3N0IGEgcmVkaXJlY3QuXG4gKi9cbmV4cG9ydCBmdW5jdGlvbiBwYWdlRmlsZU9mKHVybDogc3RyaW5nKTogc3RyaW5nIHtcbiAgY29uc3QgcGF0aCA9IG5vcm1hbGl6ZVBhdGgodXJsKVxuICByZXR1cm4gcGF0aCA9PT0gJy8nID8gJ2luZGV4Lmh0bWwnIDogYCR7cGF0aC5zbGljZSgxKX0uaHRtbGBcbn1cblxuLyoqIFRoZSBVUkwgcGF0aCBhIHBhZ2UgZmlsZSBpcyBzZXJ2ZWQgYXQ6IHRoZSBpbnZlcnNlIG9mIGBwYWdlRmlsZU9mYC4gKi9cbmV4cG9ydCBmdW5jdGlvbiBwYWdlVXJsT2YoZmlsZTogc3RyaW5nKTogc3RyaW5nIHtcbiAgY29uc3QgcGF0aCA9IGAvJHtmaWxlLnJlcGxhY2UoL15cXC8rLywgJycpfWBcbiAgcmV0dXJuIHBhdGggPT09ICcvaW5kZXguaHRtbCcgPyAnLycgOiBwYXRoLnJlcGxhY2UoL1xcLmh0bWwkLywgJycpXG59XG4iLCAiaW1wb3J0IHsgYXJ0aWNsZVNsdWdzLCBjb21wYW55LCBkb21haW5zIH0gZnJvbSAnLi4vY29udGVudC9pbmRleC50cydcbmltcG9ydCB7IERFRkFVTFRfTEFORywgU0lURV9MQU5HUywgdHlwZSBTaXRlTGFuZyB9IGZyb20gJy4uL3NoYXJlZC9sYW5ndWFnZXMudHMnXG5pbXBvcnQgeyBsYW5ndWFnZVByZWZpeCwgbG9jYWxpemVQYXRoLCBub3JtYWxpemVQYXRoIH0gZnJvbSAnLi91cmxzLnRzJ1xuXG4vKipcbiAqIFRoZSBvbmUgdHlwZWQgbGlzdCBvZiB0aGUgc2l0ZSdzIHJvdXRlcy4gTmF2aWdhdGlvbiwgYnJlYWRjcnVtYiwgaGVhZCwgc2l0ZW1hcCwgcHJlLXJlbmRlcmluZyBhbmRcbiAqIHRlc3RzIGFsbCByZWFkIGl0LiBQYXRocyBhcmUgbG9naWNhbCAobm8gbGFuZ3VhZ2UgcHJlZml4KTsgZWFjaCBWaWtlIHBhZ2UgZm9sZGVyIHVuZGVyIHBhZ2VzL1xuICogbWF0Y2hlcyBvbmUgZW50cnkuXG4gKi9cbmV4cG9ydCBjb25zdCBST1VURVMgPSBbXG4gIHsgaWQ6ICdob21lJywgcGF0aDogJy8nIH0sXG4gIHsgaWQ6ICdjb21tdW5pdHknLCBwYXRoOiAnL2NvbW11bml0eScgfSxcbiAge1xuICAgIGlkOiAnZXhwZXJ0aXNlJyxcbiAgICBwYXRoOiAnL25vdHJlLW9mZnJlJyxcbiAgICBhbGlhc2VzOiBbJy9zZXJ2aWNlcycsICcvb3VyLWV4cGVydGlzZSddLFxuICAgIGNhbm9uaWNhbDogeyBmcjogJy9ub3RyZS1vZmZyZScsIGVuOiAnL291ci1leHBlcnRpc2UnIH0sXG4gICAgZm9yY2VkTGFuZzogeyAnL291ci1leHBlcnRpc2UnOiAnZW4nIH0sXG4gIH0sXG4gIHsgaWQ6ICdmdW5jdGlvbmFsVGVzdGluZycsIHBhdGg6ICcvc2VydmljZXMvZnVuY3Rpb25hbC10ZXN0aW5nJyB9LFxuICB7IGlkOiAnYXV0b21hdGVkVGVzdGluZycsIHBhdGg6ICcvc2VydmljZXMvYXV0b21hdGVkLXRlc3RpbmcnIH0sXG4gIHsgaWQ6ICdwZXJmb3JtYW5jZVRlc3RpbmcnLCBwYXRoOiAnL3NlcnZpY2VzL3BlcmZvcm1hbmNlLXRlc3RpbmcnIH0sXG4gIHsgaWQ6ICdxdWFsaXR5QXVkaXRzJywgcGF0aDogJy9zZXJ2aWNlcy9xdWFsaXR5LWF1ZGl0cycgfSxcbiAgeyBpZDogJ25lYXJzaG9yZScsIHBhdGg6ICcvc2VydmljZXMvbmVhcnNob3JlJyB9LFxuICB7IGlkOiAnc2VydmljZURvbWFpbicsIHBhdGg6ICcvc2VydmljZXMvQGRvbWFpbicsIHBhcmFtczogKCkgPT4gZG9tYWlucy5tYXAoKGQpID0+IGQuc2VydmljZSkgfSxcbiAgeyBpZDogJ29mZnJlRG9tYWluJywgcGF0aDogJy9vZmZyZS9AZG9tYWluJywgcGFyYW1zOiAoKSA9PiBkb21haW5zLm1hcCgoZCkgPT4gZC5vZmZyZSkgfSxcbiAgeyBpZDogJ2Fib3V0JywgcGF0aDogJy9hYm91dCcgfSxcbiAgeyBpZDogJ2Fib3V0V2h5JywgcGF0aDogYC9hYm91dC93aHktJHtjb21wYW55LnNsdWd9YCB9LFxuICB7IGlkOiAnb2ZmaWNlcycsIHBhdGg6ICcvYWJvdXQvb2ZmaWNlcycgfSxcbiAgeyBpZDogJ21ldGhvZG9sb2dpZXMnLCBwYXRoOiAnL2Fib3V0L21ldGhvZG9sb2dpZXMnIH0sXG4gIHsgaWQ6ICdjYXNlU3R1ZGllcycsIHBhdGg6ICcvY2FzZS1zdHVkaWVzJyB9LFxuICB7IGlkOiAnY2FyZWVycycsIHBhdGg6ICcvY2FyZWVycycgfSxcbiAgeyBpZDogJ2NvbnRhY3QnLCBwYXRoOiAnL2NvbnRhY3QnIH0sXG4gIHsgaWQ6ICdjb25zdWx0YW50cycsIHBhdGg6ICcvY29uc3VsdGFudHMnIH0sXG4gIHsgaWQ6ICdibG9nJywgcGF0aDogJy9ibG9nJyB9LFxuICB7IGlkOiAnYmxvZ0FydGljbGUnLCBwYXRoOiAnL2Jsb2cvQHNsdWcnLCBwYXJhbXM6IGFydGljbGVTbHVncyB9LFxuICB7IGlkOiAncHJpdmFjeScsIHBhdGg6ICcvcHJpdmFjeS1wb2xpY3knIH0sXG4gIHsgaWQ6ICd0ZXJtcycsIHBhdGg6ICcvdGVybXMtb2Ytc2VydmljZScgfSxcbiAgeyBpZDogJ2Nvb2tpZXMnLCBwYXRoOiAnL2Nvb2tpZS1wb2xpY3knIH0sXG4gIHsgaWQ6ICdsZWdhbE5vdGljZScsIHBhdGg6ICcvbGVnYWwtbm90aWNlJyB9LFxuICB7IGlkOiAnc2VhcmNoJywgcGF0aDogJy9zZWFyY2gnIH0sXG5dIGFzIGNvbnN0IHNhdGlzZmllcyByZWFkb25seSBSb3V0ZURlZltdXG5cbmludGVyZmFjZSBSb3V0ZURlZiB7XG4gIGlkOiBzdHJpbmdcbiAgLyoqIExvZ2ljYWwgcGF0aDsgJ0BuYW1lJyBtYXJrcyBhIHBhcmFtZXRlci4gKi9cbiAgcGF0aDogc3RyaW5nXG4gIC8qKiBPdGhlciBsb2dpY2FsIHBhdGhzIHJlbmRlcmluZyB0aGUgc2FtZSBwYWdlOyB0aGV5IHBvaW50IHRoZWlyIGNhbm9uaWNhbCBhdCBpdC4gKi9cbiAgYWxpYXNlcz86IHJlYWRvbmx5IHN0cmluZ1tdXG4gIC8qKiBDYW5vbmljYWwgbG9naWNhbCBwYXRoIHBlciBsYW5ndWFnZSwgd2hlbiBpdCBkaWZmZXJzIGZyb20gYHBhdGhgLiAqL1xuICBjYW5vbmljYWw/OiBQYXJ0aWFsPFJlY29yZDxTaXRlTGFuZywgc3RyaW5nPj5cbiAgLyoqIExvZ2ljYWwgcGF0aHMgdGhhdCBhbHdheXMgcmVuZGVyIGluIG9uZSBsYW5ndWFnZSwgd2hhdGV2ZXIgdGhlaXIgcHJlZml4IChzcGVjOiAvb3VyLWV4cGVydGlzZSBpcyBFbmdsaXNoKS4gKi9cbiAgZm9yY2VkTGFuZz86IFJlYWRvbmx5PFJlY29yZDxzdHJpbmcsIFNpdGVMYW5nPj5cbiAgLyoqIFZhbHVlcyBvZiB0aGUgcm91dGUncyBwYXJhbWV0ZXIsIGVudW1lcmF0ZWQgYXQgYnVpbGQuICovXG4gIHBhcmFtcz86ICgpID0+IHJlYWRvbmx5IHN0cmluZ1tdXG59XG5cbi8qKiBSb3V0ZXMgb2YgcGFnZXMgdGhhdCBzYXkgc29tZXRoaW5nIHdhcyBub3QgZm91bmQ6IG5vaW5kZXgsIG5vIGNhbm9uaWNhbCwgcGF0aCBsb2dnZWQsIHN0YXR1cyA0MDQuICovXG5leHBvcnQgY29uc3QgTk9UX0ZPVU5EX1JPVVRFUyA9IFsnbm90Rm91bmQnLCAnc2VydmljZU5vdEZvdW5kJywgJ29mZnJlTm90Rm91bmQnXSBhcyBjb25zdFxuZXhwb3J0IHR5cGUgTm90Rm91bmRSb3V0ZUlkID0gKHR5cGVvZiBOT1RfRk9VTkRfUk9VVEVTKVtudW1iZXJdXG5cbmV4cG9ydCB0eXBlIFJvdXRlSWQgPSAodHlwZW9mIFJPVVRFUylbbnVtYmVyXVsnaWQnXSB8IE5vdEZvdW5kUm91dGVJZFxuXG5leHBvcnQgY29uc3QgaXNOb3RGb3VuZCA9IChwYWdlOiBQaWNrPFNpdGVQYWdlLCAncm91dGVJZCc+KTogYm9vbGVhbiA9PlxuICAoTk9UX0ZPVU5EX1JPVVRFUyBhcyByZWFkb25seSBzdHJpbmdbXSkuaW5jbHVkZXMocGFnZS5yb3V0ZUlkKVxuXG4vKiogT25lIGNvbmNyZXRlLCBwcmUtcmVuZGVyZWQgVVJMIG9mIHRoZSBzaXRlLiAqL1xuZXhwb3J0IGludGVyZmFjZSBTaXRlUGFnZSB7XG4gIC8qKiBUaGUgVVJMIHBhdGggYXMgc2VydmVkLCBlLmcuIC9lbi9hYm91dC4gKi9cbiAgdXJsOiBzdHJpbmdcbiAgbGFuZzogU2l0ZUxhbmdcbiAgcm91dGVJZDogUm91dGVJZFxuICAvKiogVGhlIHBhdGggd2l0aG91dCBsYW5ndWFnZSBwcmVmaXgsIGUuZy4gL2Fib3V0LiAqL1xuICBsb2dpY2FsUGF0aDogc3RyaW5nXG4gIC8qKiBSb3V0ZSBwYXJhbWV0ZXIgdmFsdWUsIGZvciBwYXJhbWV0ZXJpc2VkIHJvdXRlcy4gKi9cbiAgcGFyYW0/OiBzdHJpbmdcbiAgLyoqIFRoZSBjYW5vbmljYWwgVVJMIHBhdGggb2YgdGhpcyBwYWdlIGluIGl0cyBsYW5ndWFnZS4gKi9cbiAgY2Fub25pY2FsOiBzdHJpbmdcbiAgLyoqIFRoZSBjYW5vbmljYWwgVVJMIHBhdGggb2YgdGhpcyBwYWdlIGluIGV2ZXJ5IHByZS1yZW5kZXJlZCBsYW5ndWFnZS4gKi9cbiAgYWx0ZXJuYXRlczogUmVjb3JkPFNpdGVMYW5nLCBzdHJpbmc+XG4gIC8qKiBUcnVlIGZvciBhbGlhc2VzOiByZW5kZXJlZCwgYnV0IGtlcHQgb3V0IG9mIHRoZSBzaXRlbWFwLiAqL1xuICBpc0FsaWFzOiBib29sZWFuXG59XG5cbmZ1bmN0aW9uIGNvbmNyZXRlKHBhdGg6IHN0cmluZywgcGFyYW0/OiBzdHJpbmcpOiBzdHJpbmcge1xuICByZXR1cm4gcGFyYW0gPT09IHVuZGVmaW5lZCA/IHBhdGggOiBwYXRoLnJlcGxhY2UoL0BbYS16XSsvLCBwYXJhbSlcbn1cblxuZnVuY3Rpb24gcGFnZXNPZihyb3V0ZTogUm91dGVEZWYpOiBTaXRlUGFnZVtdIHtcbiAgY29uc3QgdmFsdWVzID0gcm91dGUucGFyYW1zID8gcm91dGUucGFyYW1zKCkgOiBbdW5kZWZpbmVkXVxuICByZXR1cm4gdmFsdWVzLmZsYXRNYXAoKHBhcmFtKSA9PiB7XG4gICAgY29uc3QgbWFpbiA9IGNvbmNyZXRlKHJvdXRlLnBhdGgsIHBhcmFtKVxuICAgIGNvbnN0IGFsdGVybmF0ZXMgPSBPYmplY3QuZnJvbUVudHJpZXMoXG4gICAgICBTSVRFX0xBTkdTLm1hcCgobGFuZykgPT4gW2xhbmcsIGxvY2FsaXplUGF0aChyb3V0ZS5jYW5vbmljYWw/LltsYW5nXSA/PyBtYWluLCBsYW5nKV0pLFxuICAgICkgYXMgUmVjb3JkPFNpdGVMYW5nLCBzdHJpbmc+XG4gICAgY29uc3QgbG9naWNhbFBhdGhzID0gW21haW4sIC4uLihyb3V0ZS5hbGlhc2VzID8/IFtdKV1cbiAgICByZXR1cm4gbG9naWNhbFBhdGhzLmZsYXRNYXAoKGxvZ2ljYWxQYXRoKSA9PlxuICAgICAgU0lURV9MQU5HUy5tYXAoKGxhbmcpOiBTaXRlUGFnZSA9PiB7XG4gICAgICAgIGNvbnN0IGZvcmNlZCA9IHJvdXRlLmZvcmNlZExhbmc/Lltsb2dpY2FsUGF0aF1cbiAgICAgICAgLy8gQSBwYXRoIHRoYXQgZm9yY2VzIGEgbGFuZ3VhZ2UgaXMgc2VydmVkIHVucHJlZml4ZWQgaW4gdGhhdCBsYW5ndWFnZSAoYW5kIHByZWZpeGVkIGFzIHVzdWFsKS5cbiAgICAgICAgY29uc3QgdXJsID0gZm9yY2VkICYmIGxhbmcgPT09ICdmcicgPyBsb2dpY2FsUGF0aCA6IGxvY2FsaXplUGF0aChsb2dpY2FsUGF0aCwgbGFuZylcbiAgICAgICAgY29uc3QgcGFnZUxhbmcgPSBmb3JjZWQgPz8gbGFuZ1xuICAgICAgICByZXR1cm4ge1xuICAgICAgICAgIHVybCxcbiAgICAgICAgICBsYW5nOiBwYWdlTGFuZyxcbiAgICAgICAgICByb3V0ZUlkOiByb3V0ZS5pZCBhcyBSb3V0ZUlkLFxuICAgICAgICAgIGxvZ2ljYWxQYXRoLFxuICAgICAgICAgIC4uLihwYXJhbSA9PT0gdW5kZWZpbmVkID8ge30gOiB7IHBhcmFtIH0pLFxuICAgICAgICAgIGNhbm9uaWNhbDogYWx0ZXJuYXRlc1twYWdlTGFuZ10sXG4gICAgICAgICAgYWx0ZXJuYXRlcyxcbiAgICAgICAgICBpc0FsaWFzOiB1cmwgIT09IGFsdGVybmF0ZXNbcGFnZUxhbmddLFxuICAgICAgICB9XG4gICAgICB9KSxcbiAgICApXG4gIH0pXG59XG5cbi8qKiBFdmVyeSBwcmUtcmVuZGVyZWQgcGFnZSBpbiBldmVyeSBsYW5ndWFnZSwgYWxpYXNlcyBpbmNsdWRlZC4gKi9cbmV4cG9ydCBjb25zdCBTSVRFX1BBR0VTOiByZWFkb25seSBTaXRlUGFnZVtdID0gUk9VVEVTLmZsYXRNYXAoKHJvdXRlKSA9PiBwYWdlc09mKHJvdXRlKSlcblxuLyoqIExvZ2ljYWwgcGF0aHMgdGhhdCBhbHdheXMgcmVuZGVyIGluIG9uZSBsYW5ndWFnZSwgd2hhdGV2ZXIgdGhlaXIgcHJlZml4LCBmcm9tIHRoZSByb3V0ZXMnIGBmb3JjZWRMYW5nYC4gKi9cbmNvbnN0IEZPUkNFRF9MQU5HOiBSZWFkb25seU1hcDxzdHJpbmcsIFNpdGVMYW5nPiA9IG5ldyBNYXAoXG4gIChST1VURVMgYXMgcmVhZG9ubHkgUm91dGVEZWZbXSkuZmxhdE1hcCgocm91dGUpID0+IE9iamVjdC5lbnRyaWVzKHJvdXRlLmZvcmNlZExhbmcgPz8ge30pKSxcbilcblxuLyoqIFNwbGl0cyBhIFVSTCBwYXRobmFtZSBpbnRvIGl0cyBsYW5ndWFnZSBhbmQgbG9naWNhbCBwYXRoICh0aGUgb25lIHBsYWNlIGEgVVJMJ3MgbGFuZ3VhZ2UgaXMgcmVhZCkuICovXG5leHBvcnQgZnVuY3Rpb24gZXh0cmFjdExvY2FsZShwYXRobmFtZTogc3RyaW5nKTogeyBsYW5nOiBTaXRlTGFuZzsgbG9naWNhbFBhdGg6IHN0cmluZyB9IHtcbiAgY29uc3QgeyBsYW5nLCBsb2dpY2FsUGF0aCB9ID0gbGFuZ3VhZ2VQcmVmaXgocGF0aG5hbWUpXG4gIHJldHVybiB7IGxhbmc6IGxhbmcgPz8gRk9SQ0VEX0xBTkcuZ2V0KGxvZ2ljYWxQYXRoKSA/PyBERUZBVUxUX0xBTkcsIGxvZ2ljYWxQYXRoIH1cbn1cblxuY29uc3Qgcm91dGVPZiA9IChpZDogUm91dGVJZCk6IFJvdXRlRGVmID0+IHtcbiAgY29uc3Qgcm91dGUgPSAoUk9VVEVTIGFzIHJlYWRvbmx5IFJvdXRlRGVmW10pLmZpbmQoKHIpID0+IHIuaWQgPT09IGlkKVxuICBpZiAoIXJvdXRlKSB0aHJvdyBuZXcgRXJyb3IoYGNvcmUvcm91dGVzLnRzOiBubyByb3V0ZSAnJHtpZH0nYClcbiAgcmV0dXJuIHJvdXRlXG59XG5cbi8qKiBUaGUgbG9naWNhbCBwYXRocyBhIHJvdXRlIGFuc3dlcnM6IGl0cyBvd24gKGV2ZXJ5IHBhcmFtZXRlciB2YWx1ZSkgYW5kIGl0cyBhbGlhc2VzLiAqL1xuZnVuY3Rpb24gbG9naWNhbFBhdGhzT2Yocm91dGU6IFJvdXRlRGVmKTogc3RyaW5nW10ge1xuICBjb25zdCB2YWx1ZXMgPSByb3V0ZS5wYXJhbXMgPyByb3V0ZS5wYXJhbXMoKSA6IFt1bmRlZmluZWRdXG4gIHJldHVybiBbLi4udmFsdWVzLm1hcCgocGFyYW0pID0+IGNvbmNyZXRlKHJvdXRlLnBhdGgsIHBhcmFtKSksIC4uLihyb3V0ZS5hbGlhc2VzID8/IFtdKV1cbn1cblxuLyoqXG4gKiBWaWtlJ3MgUm91dGUgRnVuY3Rpb24gZm9yIGEgcm91dGUgd2hvc2UgZm9sZGVyIG5hbWUgY2Fubm90IHNheSBpdHMgcGF0aHMgKGFsaWFzZXMsIGEgcGF0aCBtYWRlIGZyb21cbiAqIGNvbnRlbnQpOiBpdCBtYXRjaGVzIHRoZSBsb2dpY2FsIHBhdGggKCtvbkJlZm9yZVJvdXRlIHJlbW92ZWQgdGhlIGxhbmd1YWdlIHByZWZpeCkgYWdhaW5zdCB0aGUgcmVnaXN0cnkuXG4gKi9cbmV4cG9ydCBmdW5jdGlvbiByb3V0ZUZ1bmN0aW9uKGlkOiBSb3V0ZUlkKTogKHBhZ2VDb250ZXh0OiB7IHVybFBhdGhuYW1lOiBzdHJpbmcgfSkgPT4gYm9vbGVhbiB7XG4gIGNvbnN0IHBhdGhzID0gbmV3IFNldChsb2dpY2FsUGF0aHNPZihyb3V0ZU9mKGlkKSkpXG4gIHJldHVybiAoeyB1cmxQYXRobmFtZSB9KSA9PiBwYXRocy5oYXMobm9ybWFsaXplUGF0aCh1cmxQYXRobmFtZSkpXG59XG5cbi8qKlxuICogVGhlIGxvZ2ljYWwgcGF0aHMgVmlrZSBwcmUtcmVuZGVycyBmb3IgYSByb3V0ZSBmb2xkZXIgKGl0cyArb25CZWZvcmVQcmVyZW5kZXJTdGFydCk6IHRoZSByb3V0ZSdzIHBhdGhzXG4gKiBhbmQgYWxpYXNlcywgYW5kIHRoZSBub3QtZm91bmQgcGFnZSBvZiBpdHMgc2VjdGlvbiB3aGVuIGl0IGhhcyBvbmUgKC9zZXJ2aWNlcy80MDQgZm9yIC9zZXJ2aWNlcy9AZG9tYWluKS5cbiAqICtvblByZXJlbmRlclN0YXJ0IHRoZW4gbWFrZXMgb25lIGNvcHkgcGVyIGxhbmd1YWdlLlxuICovXG5leHBvcnQgZnVuY3Rpb24gcHJlcmVuZGVyUGF0aHMoaWQ6IFJvdXRlSWQpOiBzdHJpbmdbXSB7XG4gIGNvbnN0IHJvdXRlID0gcm91dGVPZihpZClcbiAgY29uc3Qgc2VjdGlvbiA9IHJvdXRlLnBhdGgucmVwbGFjZSgvXFwvQFthLXpdKyQvLCAnJylcbiAgcmV0dXJuIFsuLi5sb2dpY2FsUGF0aHNPZihyb3V0ZSksIC4uLihzZWN0aW9uID09PSByb3V0ZS5wYXRoID8gW10gOiBub3RGb3VuZFBhdGhzVW5kZXIoc2VjdGlvbikpXVxufVxuXG5sZXQgYnlVcmw6IE1hcDxzdHJpbmcsIFNpdGVQYWdlPiB8IHVuZGVmaW5lZFxuXG4vKiogVGhlIHBhZ2Ugc2VydmVkIGF0IGEgVVJMIHBhdGgsIGlmIGl0IGlzIG9uZSBvZiB0aGUgc2l0ZSdzIHBhZ2VzIChzZWN0aW9ucycgbm90LWZvdW5kIHBhZ2VzIGluY2x1ZGVkKS4gKi9cbmV4cG9ydCBmdW5jdGlvbiBmaW5kUGFnZSh1cmw6IHN0cmluZyk6IFNpdGVQYWdlIHwgdW5kZWZpbmVkIHtcbiAgYnlVcmwgPz89IG5ldyBNYXAoWy4uLlNJVEVfUEFHRVMsIC4uLlNFQ1RJT05fTk9UX0ZPVU5EX1BBR0VTXS5tYXAoKHBhZ2UpID0+IFtwYWdlLnVybCwgcGFnZV0pKVxuICByZXR1cm4gYnlVcmwuZ2V0KHVybClcbn1cblxuLyoqIFRoZSBub3QtZm91bmQgcGFnZSBvZiBhIGxhbmd1YWdlLiAqL1xuZXhwb3J0IGZ1bmN0aW9uIG5vdEZvdW5kUGFnZShsYW5nOiBTaXRlTGFuZywgdXJsOiBzdHJpbmcpOiBTaXRlUGFnZSB7XG4gIC8vIE5vdCBpbmRleGVkLCBzbyBubyBjYW5vbmljYWwgb3IgaHJlZmxhbmc6IHRoZSBsYW5ndWFnZSBzd2l0Y2hlciBsZWFkcyB0byBlYWNoIGxhbmd1YWdlJ3MgaG9tZS5cbiAgcmV0dXJuIG5vdEZvdW5kT2YoJ25vdEZvdW5kJywgbGFuZywgdXJsLCAobCkgPT4gbG9jYWxpemVQYXRoKCcvJywgbCkpXG59XG5cbi8qKlxuICogQSBwYWdlIHRoYXQgc2F5cyBzb21ldGhpbmcgd2FzIG5vdCBmb3VuZC4gSXQgaXMgbm90IGluZGV4ZWQgKGl0cyBoZWFkIGhhcyBubyBjYW5vbmljYWwgb3IgaHJlZmxhbmcpLFxuICogc28gaXRzIGBjYW5vbmljYWxgIGFuZCBgYWx0ZXJuYXRlc2AgbmFtZSB3aGVyZSBpdCBsZWFkcyBiYWNrLCBpbiBlYWNoIGxhbmd1YWdlOiB0aGUgbGFuZ3VhZ2Ugc3dpdGNoZXJcbiAqIGFuZCB0aGUgZG9tYWluIHBhZ2VzJyBiYWNrIGJ1dHRvbiBmb2xsb3cgdGhlbS5cbiAqL1xuZnVuY3Rpb24gbm90Rm91bmRPZihcbiAgcm91dGVJZDogTm90Rm91bmRSb3V0ZUlkLFxuICBsYW5nOiBTaXRlTGFuZyxcbiAgdXJsOiBzdHJpbmcsXG4gIGJhY2s6IChsYW5nOiBTaXRlTGFuZykgPT4gc3RyaW5nLFxuKTogU2l0ZVBhZ2Uge1xuICBjb25zdCBhbHRlcm5hdGVzID0gT2JqZWN0LmZyb21FbnRyaWVzKFNJVEVfTEFOR1MubWFwKChsKSA9PiBbbCwgYmFjayhsKV0pKSBhcyBSZWNvcmQ8U2l0ZUxhbmcsIHN0cmluZz5cbiAgcmV0dXJuIHtcbiAgICB1cmwsXG4gICAgbGFuZyxcbiAgICByb3V0ZUlkLFxuICAgIGxvZ2ljYWxQYXRoOiBleHRyYWN0TG9jYWxlKHVybCkubG9naWNhbFBhdGgsXG4gICAgY2Fub25pY2FsOiBhbHRlcm5hdGVzW2xhbmddLFxuICAgIGFsdGVybmF0ZXMsXG4gICAgaXNBbGlhczogZmFsc2UsXG4gIH1cbn1cblxuLyoqXG4gKiBXaGVyZSBhIHNlY3Rpb24ncyB1bmtub3duIHBhdGhzIGxlYWQgaW5zdGVhZCBvZiB0aGUgc2l0ZSdzIG5vdC1mb3VuZCBwYWdlIChzcGVjIFx1MDBBNzIpOiBhbiB1bmtub3duXG4gKiBkb21haW4gZ2V0cyBpdHMgc2VjdGlvbidzICdEb21haW5lIG5vbiB0cm91dlx1MDBFOScgcGFnZSAoc3RhdHVzIDQwNCksIGFuIHVua25vd24gYXJ0aWNsZSBzbHVnIHRoZVxuICogYnVpbHQtaW4gYXJ0aWNsZSAoc3RhdHVzIDIwMCwgaXRzIGNhbm9uaWNhbCBuYW1pbmcgdGhlIGFydGljbGUncyBvd24gYWRkcmVzcykuIE9uZSB0cnV0aCBmb3IgdGhlXG4gKiBzZXJ2ZXIgKHNlcnZlci9zdGF0aWMudHMpLCB0aGUgc3RhdGljIGhvc3RzJyBydWxlcyAoX3JlZGlyZWN0cykgYW5kIHRoZSBwcmUtcmVuZGVyZWQgcGFnZXMuXG4gKi9cbmV4cG9ydCBpbnRlcmZhY2UgU2VjdGlvbkZhbGxiYWNrIHtcbiAgLyoqIExvZ2ljYWwgcGF0aCBvZiB0aGUgc2VjdGlvbjogaXRzIHVua25vd24gc3ViLXBhdGhzIGZhbGwgYmFjay4gKi9cbiAgc2VjdGlvbjogc3RyaW5nXG4gIC8qKiBUaGUgcGFnZSBzZXJ2ZWQgaW5zdGVhZCwgYnkgbGFuZ3VhZ2UuICovXG4gIHBhZ2U6IChsYW5nOiBTaXRlTGFuZykgPT4gU2l0ZVBhZ2VcbiAgLyoqIEhUVFAgc3RhdHVzIG9mIHRoZSBhbnN3ZXIuICovXG4gIHN0YXR1czogMjAwIHwgNDA0XG59XG5cbi8qKiBUaGUgbG9naWNhbCBwYXRoIG9mIGEgc2VjdGlvbidzIG5vdC1mb3VuZCBwYWdlOiBhIGZpbGUgb2YgaXRzIG93biwgZm91bmQgYnkgaG9zdHMgdGhhdCBsb29rIGZvciB0aGUgbmVhcmVzdCA0MDQuaHRtbC4gKi9cbmNvbnN0IE5PVF9GT1VORF9TTFVHID0gJzQwNCdcblxuLyoqIFdoZXJlIGVhY2ggZG9tYWluIHBhZ2UncyAnRG9tYWluZSBub24gdHJvdXZcdTAwRTknIGxlYWRzIGJhY2sgKHNwZWM6IC9zZXJ2aWNlcywgYW5kIC9ub3RyZS1vZmZyZSkuICovXG5leHBvcnQgY29uc3QgRE9NQUlOX0JBQ0sgPSB7XG4gIHNlcnZpY2VEb21haW46IChsYW5nOiBTaXRlTGFuZykgPT4gbG9jYWxpemVQYXRoKCcvc2VydmljZXMnLCBsYW5nKSxcbiAgb2ZmcmVEb21haW46IChsYW5nOiBTaXRlTGFuZykgPT4gcm91dGVQYXRoKCdleHBlcnRpc2UnLCBsYW5nKSxcbn0gYXMgY29uc3RcblxuZXhwb3J0IGNvbnN0IFNFQ1RJT05fRkFMTEJBQ0tTOiByZWFkb25seSBTZWN0aW9uRmFsbGJhY2tbXSA9IFtcbiAge1xuICAgIHNlY3Rpb246ICcvc2VydmljZXMnLFxuICAgIHN0YXR1czogNDA0LFxuICAgIHBhZ2U6IChsYW5nKSA9PlxuICAgICAgbm90Rm91bmRPZihcbiAgICAgICAgJ3NlcnZpY2VOb3RGb3VuZCcsXG4gICAgICAgIGxhbmcsXG4gICAgICAgIGxvY2FsaXplUGF0aChgL3NlcnZpY2VzLyR7Tk9UX0ZPVU5EX1NMVUd9YCwgbGFuZyksXG4gICAgICAgIERPTUFJTl9CQUNLLnNlcnZpY2VEb21haW4sXG4gICAgICApLFxuICB9LFxuICB7XG4gICAgc2VjdGlvbjogJy9vZmZyZScsXG4gICAgc3RhdHVzOiA0MDQsXG4gICAgcGFnZTogKGxhbmcpID0+XG4gICAgICBub3RGb3VuZE9mKFxuICAgICAgICAnb2ZmcmVOb3RGb3VuZCcsXG4gICAgICAgIGxhbmcsXG4gICAgICAgIGxvY2FsaXplUGF0aChgL29mZnJlLyR7Tk9UX0ZPVU5EX1NMVUd9YCwgbGFuZyksXG4gICAgICAgIERPTUFJTl9CQUNLLm9mZnJlRG9tYWluLFxuICAgICAgKSxcbiAgfSxcbiAge1xuICAgIHNlY3Rpb246ICcvYmxvZycsXG4gICAgc3RhdHVzOiAyMDAsXG4gICAgcGFnZTogKGxhbmcpID0+IHtcbiAgICAgIGNvbnN0IGFydGljbGUgPSBmaW5kUGFnZShyb3V0ZVBhdGgoJ2Jsb2dBcnRpY2xlJywgbGFuZywgYXJ0aWNsZVNsdWdzKClbMF0pKVxuICAgICAgaWYgKCFhcnRpY2xlKSB0aHJvdyBuZXcgRXJyb3IoJ2NvbnRlbnQvYmxvZy5qc29uOiB0aGUgYnVpbHQtaW4gYXJ0aWNsZSBoYXMgbm8gcGFnZScpXG4gICAgICByZXR1cm4gYXJ0aWNsZVxuICAgIH0sXG4gIH0sXG5dXG5cbi8qKiBUaGUgZmFsbGJhY2sgYW5zd2VyaW5nIGFuIHVua25vd24gVVJMIHBhdGgsIGlmIGl0IGxpZXMgdW5kZXIgYSBzZWN0aW9uIHRoYXQgaGFzIG9uZS4gKi9cbmV4cG9ydCBmdW5jdGlvbiBzZWN0aW9uRmFsbGJhY2sodXJsOiBzdHJpbmcpOiB7IGZhbGxiYWNrOiBTZWN0aW9uRmFsbGJhY2s7IHBhZ2U6IFNpdGVQYWdlIH0gfCB1bmRlZmluZWQge1xuICBjb25zdCB7IGxhbmcsIGxvZ2ljYWxQYXRoIH0gPSBleHRyYWN0TG9jYWxlKHVybClcbiAgY29uc3QgZmFsbGJhY2sgPSBTRUNUSU9OX0ZBTExCQUNLUy5maW5kKChmKSA9PiBsb2dpY2FsUGF0aC5zdGFydHNXaXRoKGAke2Yuc2VjdGlvbn0vYCkpXG4gIHJldHVybiBmYWxsYmFjayAmJiB7IGZhbGxiYWNrLCBwYWdlOiBmYWxsYmFjay5wYWdlKGxhbmcpIH1cbn1cblxuLyoqIFRoZSBzZWN0aW9ucycgbm90LWZvdW5kIHBhZ2VzIGluIGV2ZXJ5IGxhbmd1YWdlOiBwcmUtcmVuZGVyZWQsIG5ldmVyIGluIHRoZSBzaXRlbWFwLiAqL1xuZXhwb3J0IGNvbnN0IFNFQ1RJT05fTk9UX0ZPVU5EX1BBR0VTOiByZWFkb25seSBTaXRlUGFnZVtdID0gU0VDVElPTl9GQUxMQkFDS1MuZmlsdGVyKFxuICAoZikgPT4gZi5zdGF0dXMgPT09IDQwNCxcbikuZmxhdE1hcCgoZikgPT4gU0lURV9MQU5HUy5tYXAoKGxhbmcpID0+IGYucGFnZShsYW5nKSkpXG5cbi8qKiBUaGUgY2Fub25pY2FsIFVSTCBwYXRoIG9mIGEgcm91dGUgaW4gYSBsYW5ndWFnZTsgYHBhcmFtYCBmb3IgcGFyYW1ldGVyaXNlZCByb3V0ZXMuICovXG5leHBvcnQgZnVuY3Rpb24gcm91dGVQYXRoKGlkOiBSb3V0ZUlkLCBsYW5nOiBTaXRlTGFuZywgcGFyYW0/OiBzdHJpbmcpOiBzdHJpbmcge1xuICBjb25zdCByb3V0ZSA9IFJPVVRFUy5maW5kKChyKSA9PiByLmlkID09PSBpZCkgYXMgUm91dGVEZWYgfCB1bmRlZmluZWRcbiAgaWYgKCFyb3V0ZSkgcmV0dXJuIGxvY2FsaXplUGF0aCgnLycsIGxhbmcpXG4gIHJldHVybiBsb2NhbGl6ZVBhdGgocm91dGUuY2Fub25pY2FsPy5bbGFuZ10gPz8gY29uY3JldGUocm91dGUucGF0aCwgcGFyYW0pLCBsYW5nKVxufVxuXG4vKiogTG9naWNhbCBwYXRocyBvZiB0aGUgbm90LWZvdW5kIHBhZ2VzIHVuZGVyIGEgc2VjdGlvbiwgZm9yIGl0cyBwYWdlIGZvbGRlcidzIHByZS1yZW5kZXJpbmcgbGlzdC4gKi9cbmV4cG9ydCBmdW5jdGlvbiBub3RGb3VuZFBhdGhzVW5kZXIoc2VjdGlvbjogc3RyaW5nKTogc3RyaW5nW10ge1xuICByZXR1cm4gW1xuICAgIC4uLm5ldyBTZXQoXG4gICAgICBTRUNUSU9OX05PVF9GT1VORF9QQUdFUy5maWx0ZXIoKHApID0+IHAubG9naWNhbFBhdGguc3RhcnRzV2l0aChgJHtzZWN0aW9ufS9gKSkubWFwKFxuICAgICAgICAocCkgPT4gcC5sb2dpY2FsUGF0aCxcbiAgICAgICksXG4gICAgKSxcbiAgXVxufVxuIiwgIi8vIGh0dHBzOi8vdmlrZS5kZXYvcm91dGUtZnVuY3Rpb25cbmltcG9ydCB7IHJvdXRlRnVuY3Rpb24gfSBmcm9tICcuLi8uLi9jb3JlL3JvdXRlcy50cydcblxuLyoqIFBhdGhzIGZyb20gdGhlIHJvdXRlIHJlZ2lzdHJ5OiBhbGlhc2VzLCBvciBhIHBhdGggbWFkZSBmcm9tIGNvbnRlbnQsIHRoYXQgdGhlIGZvbGRlciBuYW1lIGNhbm5vdCBzYXkuICovXG5leHBvcnQgZGVmYXVsdCByb3V0ZUZ1bmN0aW9uKCdleHBlcnRpc2UnKVxuIl0sCiAgIm1hcHBpbmdzIjogIjtBQUdPLElBQU0sZUFBTixjQUEyQixNQUFNO0FBQUEsRUFDN0IsT0FBTztBQUNsQjtBQUdPLFNBQVMsYUFBa0MsTUFBYyxRQUFXLE1BQTRCO0FBQ3JHLFFBQU0sU0FBUyxPQUFPLFVBQVUsSUFBSTtBQUNwQyxNQUFJLE9BQU8sUUFBUyxRQUFPLE9BQU87QUFDbEMsUUFBTSxRQUFRLE9BQU8sTUFBTSxPQUFPLElBQUksQ0FBQyxVQUFVO0FBQy9DLFVBQU0sT0FBTyxNQUFNLEtBQUssU0FBUyxNQUFNLEtBQUssS0FBSyxHQUFHLElBQUk7QUFDeEQsV0FBTyxPQUFPLElBQUksS0FBSyxJQUFJLEtBQUssTUFBTSxPQUFPO0FBQUEsRUFDL0MsQ0FBQztBQUNELFFBQU0sSUFBSSxhQUFhLHNCQUFzQixJQUFJO0FBQUEsRUFBTSxNQUFNLEtBQUssSUFBSSxDQUFDLEVBQUU7QUFDM0U7OztBQ2hCQSxTQUFTLFNBQVM7QUFHWCxJQUFNLE9BQU8sRUFBRSxPQUFPLEVBQUUsS0FBSyxFQUFFLElBQUksR0FBRyxZQUFZO0FBR3pELElBQU0sYUFBYSxFQUFFLE1BQU0sQ0FBQyxNQUFNLEVBQUUsT0FBTyxFQUFFLE1BQU0sTUFBTSxLQUFLLENBQUMsQ0FBQyxDQUFDO0FBTWpFLElBQU0sY0FBYyxFQUFFLE1BQU07QUFBQSxFQUMxQjtBQUFBLEVBQ0EsRUFBRSxPQUFPLEVBQUUsT0FBTyxFQUFFLE9BQU8sRUFBRSxPQUFPLEdBQUcsVUFBVSxFQUFFLENBQUMsRUFBRSxPQUFPO0FBQUEsRUFDN0QsRUFBRSxPQUFPLEVBQUUsT0FBTyxFQUFFLE9BQU8sRUFBRSxPQUFPLEdBQUcsVUFBVSxFQUFFLENBQUMsRUFBRSxPQUFPO0FBQy9ELENBQUM7QUFHTSxJQUFNLGFBQWEsRUFDdkIsT0FBTyxFQUFFLE9BQU8sR0FBRyxXQUFXLEVBQzlCLE9BQU8sQ0FBQyxTQUFTLE9BQU8sS0FBSyxJQUFJLEVBQUUsU0FBUyxHQUFHLFdBQVc7QUFHN0QsSUFBTSxnQkFBZ0IsRUFBRSxPQUFPLEVBQUUsT0FBTyxNQUFNLE1BQU0sV0FBVyxDQUFDO0FBTXpELElBQU0saUJBQWlCLEVBQzNCO0FBQUEsRUFDQyxFQUFFLE9BQU8sRUFBRSxNQUFNLHdCQUF3QixtREFBbUQ7QUFBQSxFQUM1RjtBQUNGLEVBQ0MsT0FBTyxDQUFDLGFBQWEsT0FBTyxLQUFLLFFBQVEsRUFBRSxTQUFTLEdBQUcsYUFBYTs7O0FDbkN2RSxTQUFTLEtBQUFBLFVBQVM7QUFHbEIsSUFBTSxPQUFPQSxHQUFFLE9BQU8sRUFBRSxNQUFNLGdCQUFnQiw0Q0FBNEM7QUFHbkYsSUFBTSxhQUFhLENBQUMsY0FBYyxlQUFlLGNBQWMsU0FBUztBQUl4RSxJQUFNLGtCQUFrQjtBQUFBLEVBQzdCO0FBQUEsRUFDQTtBQUFBLEVBQ0E7QUFBQSxFQUNBO0FBQUEsRUFDQTtBQUFBLEVBQ0E7QUFDRjtBQUlBLElBQU0sZUFBZUEsR0FBRSxPQUFPO0FBQUE7QUFBQSxFQUU1QixJQUFJO0FBQUE7QUFBQSxFQUVKLE1BQU1BLEdBQUUsT0FBTyxFQUFFLElBQUksQ0FBQztBQUN4QixDQUFDO0FBR0QsSUFBTSxnQkFBZ0JBLEdBQUUsT0FBTztBQUFBLEVBQzdCLElBQUlBLEdBQUUsT0FBTyxFQUFFLE1BQU0sZUFBZSxvQ0FBb0M7QUFBQTtBQUFBLEVBRXhFLFFBQVFBLEdBQUUsT0FBTyxFQUFFLElBQUksQ0FBQztBQUFBO0FBQUEsRUFFeEIsTUFBTUEsR0FBRSxJQUFJLEtBQUs7QUFDbkIsQ0FBQztBQUVELElBQU0sZ0JBQWdCQSxHQUFFLE9BQU87QUFBQTtBQUFBLEVBRTdCO0FBQUE7QUFBQSxFQUVBLE1BQU1BLEdBQUUsSUFBSSxLQUFLO0FBQUE7QUFBQSxFQUVqQixTQUFTQSxHQUFFLElBQUksS0FBSyxFQUFFLFNBQVM7QUFBQTtBQUFBLEVBRS9CLFVBQVVBLEdBQUUsT0FBTyxFQUFFLElBQUksRUFBRSxTQUFTO0FBQUE7QUFBQSxFQUVwQyxRQUFRO0FBQUEsRUFDUixVQUFVQSxHQUFFLEtBQUssVUFBVTtBQUFBO0FBQUEsRUFFM0IsVUFBVUEsR0FBRSxRQUFRO0FBQUE7QUFBQSxFQUVwQixjQUFjQSxHQUFFLE9BQU8sRUFBRSxJQUFJLEVBQUUsWUFBWTtBQUFBO0FBQUEsRUFFM0MsVUFBVUEsR0FBRSxNQUFNLGFBQWE7QUFBQTtBQUFBLEVBRS9CLFNBQVNBLEdBQUUsTUFBTUEsR0FBRSxLQUFLLGVBQWUsQ0FBQyxFQUFFLElBQUksQ0FBQyxFQUFFLElBQUksQ0FBQztBQUN4RCxDQUFDO0FBR00sSUFBTSxhQUFhQSxHQUN2QixPQUFPO0FBQUEsRUFDTixTQUFTQSxHQUFFLE1BQU0sWUFBWSxFQUFFLElBQUksQ0FBQztBQUFBLEVBQ3BDLFVBQVVBLEdBQ1AsTUFBTSxhQUFhLEVBQ25CLElBQUksR0FBRyxtRUFBbUU7QUFDL0UsQ0FBQyxFQUNBLFlBQVksQ0FBQyxNQUFNLFFBQVE7QUFDMUIsUUFBTSxVQUFVLElBQUksSUFBSSxLQUFLLFFBQVEsSUFBSSxDQUFDLE1BQU0sRUFBRSxFQUFFLENBQUM7QUFDckQsUUFBTSxRQUFRLG9CQUFJLElBQVk7QUFDOUIsT0FBSyxTQUFTLFFBQVEsQ0FBQyxTQUFTLE1BQU07QUFDcEMsUUFBSSxDQUFDLFFBQVEsSUFBSSxRQUFRLE1BQU0sR0FBRztBQUNoQyxVQUFJLFNBQVM7QUFBQSxRQUNYLE1BQU07QUFBQSxRQUNOLE1BQU0sQ0FBQyxZQUFZLEdBQUcsUUFBUTtBQUFBLFFBQzlCLFNBQVMsbUJBQW1CLFFBQVEsTUFBTTtBQUFBLE1BQzVDLENBQUM7QUFBQSxJQUNIO0FBQ0EsUUFBSSxNQUFNLElBQUksUUFBUSxJQUFJLEdBQUc7QUFDM0IsVUFBSSxTQUFTLEVBQUUsTUFBTSxVQUFVLE1BQU0sQ0FBQyxZQUFZLEdBQUcsTUFBTSxHQUFHLFNBQVMsaUJBQWlCLENBQUM7QUFBQSxJQUMzRjtBQUNBLFVBQU0sSUFBSSxRQUFRLElBQUk7QUFDdEIsUUFBSSxRQUFRLFdBQVcsUUFBUSxVQUFVLFFBQVEsTUFBTTtBQUNyRCxVQUFJLFNBQVM7QUFBQSxRQUNYLE1BQU07QUFBQSxRQUNOLE1BQU0sQ0FBQyxZQUFZLEdBQUcsU0FBUztBQUFBLFFBQy9CLFNBQVMsMkNBQTJDLFFBQVEsSUFBSTtBQUFBLE1BQ2xFLENBQUM7QUFBQSxJQUNIO0FBQ0EsUUFBSSxRQUFRLFNBQVMsU0FBUyxRQUFRLGNBQWM7QUFDbEQsVUFBSSxTQUFTO0FBQUEsUUFDWCxNQUFNO0FBQUEsUUFDTixNQUFNLENBQUMsWUFBWSxHQUFHLGNBQWM7QUFBQSxRQUNwQyxTQUFTO0FBQUEsTUFDWCxDQUFDO0FBQUEsSUFDSDtBQUFBLEVBQ0YsQ0FBQztBQUNILENBQUM7QUFNSSxJQUFNLG9CQUFvQkEsR0FBRSxPQUFPO0FBQUEsRUFDeEMsT0FBTztBQUFBO0FBQUEsRUFFUCxXQUFXLEtBQUssSUFBSSxJQUFJLHVEQUF1RCxFQUFFLFNBQVM7QUFBQTtBQUFBLEVBRTFGLFNBQVM7QUFBQTtBQUFBLEVBRVQsT0FBTztBQUFBO0FBQUEsRUFFUCxVQUFVO0FBQUE7QUFBQSxFQUVWLFVBQVVBLEdBQUUsT0FBT0EsR0FBRSxPQUFPLEdBQUcsSUFBSTtBQUNyQyxDQUFDOzs7QUNuSEQsU0FBUyxLQUFBQyxVQUFTO0FBR1gsSUFBTSxnQkFBZ0JBLEdBQUUsT0FBTztBQUFBO0FBQUEsRUFFcEMsT0FBT0EsR0FBRSxPQUFPLEVBQUUsSUFBSSxDQUFDO0FBQUE7QUFBQSxFQUV2QixNQUFNQSxHQUFFLE9BQU8sRUFBRSxNQUFNLGdCQUFnQiw0Q0FBNEM7QUFBQTtBQUFBLEVBRW5GLFdBQVdBLEdBQUUsT0FBTyxFQUFFLElBQUksQ0FBQztBQUFBO0FBQUEsRUFFM0IsV0FBV0EsR0FBRSxRQUFRLEtBQUs7QUFBQTtBQUFBLEVBRTFCLGNBQWNBLEdBQUUsSUFBSSxLQUFLO0FBQUE7QUFBQSxFQUV6QixvQkFBb0JBLEdBQUUsT0FBTyxFQUFFLElBQUksQ0FBQztBQUFBLEVBQ3BDLGNBQWNBLEdBQUUsT0FBTyxFQUFFLElBQUksQ0FBQztBQUFBLEVBQzlCLHFCQUFxQkEsR0FBRSxPQUFPLEVBQUUsSUFBSSxDQUFDO0FBQUEsRUFDckMsa0JBQWtCQSxHQUFFLE9BQU87QUFBQSxJQUN6QixRQUFRQSxHQUFFLE9BQU8sRUFBRSxJQUFJLENBQUM7QUFBQSxJQUN4QixZQUFZQSxHQUFFLE9BQU8sRUFBRSxJQUFJLENBQUM7QUFBQSxJQUM1QixNQUFNQSxHQUFFLE9BQU8sRUFBRSxJQUFJLENBQUM7QUFBQSxJQUN0QixTQUFTQSxHQUFFLE9BQU8sRUFBRSxPQUFPLENBQUM7QUFBQSxFQUM5QixDQUFDO0FBQUEsRUFDRCxTQUFTQSxHQUFFLE9BQU87QUFBQSxJQUNoQixPQUFPQSxHQUFFLE9BQU8sRUFBRSxJQUFJLENBQUM7QUFBQSxJQUN2QixPQUFPQSxHQUFFLE1BQU07QUFBQSxJQUNmLE9BQU9BLEdBQUUsT0FBTyxFQUFFLElBQUlBLEdBQUUsT0FBTyxFQUFFLElBQUksQ0FBQyxHQUFHLElBQUlBLEdBQUUsT0FBTyxFQUFFLElBQUksQ0FBQyxFQUFFLENBQUM7QUFBQSxFQUNsRSxDQUFDO0FBQUEsRUFDRCxnQkFBZ0JBLEdBQUUsTUFBTUEsR0FBRSxPQUFPLEVBQUUsSUFBSSxDQUFDLENBQUMsRUFBRSxJQUFJLENBQUM7QUFBQSxFQUNoRCxTQUFTQSxHQUFFLE9BQU8sRUFBRSxNQUFNQSxHQUFFLE9BQU8sRUFBRSxJQUFJLENBQUMsR0FBRyxTQUFTQSxHQUFFLE9BQU8sRUFBRSxJQUFJLENBQUMsR0FBRyxTQUFTQSxHQUFFLElBQUksRUFBRSxDQUFDO0FBQUEsRUFDM0YsUUFBUUEsR0FBRSxPQUFPLEVBQUUsVUFBVUEsR0FBRSxJQUFJLEdBQUcsR0FBR0EsR0FBRSxJQUFJLEdBQUcsUUFBUUEsR0FBRSxJQUFJLEVBQUUsQ0FBQztBQUFBO0FBQUEsRUFFbkUsZ0JBQWdCQSxHQUFFLElBQUk7QUFDeEIsQ0FBQzs7O0FDbENELFNBQVMsS0FBQUMsVUFBUztBQUVsQixJQUFNLE1BQU1BLEdBQUUsT0FBTyxFQUFFLE1BQU0sZ0JBQWdCLDRDQUE0QztBQUdsRixJQUFNLGdCQUFnQkEsR0FBRSxPQUFPO0FBQUEsRUFDcEMsU0FBU0EsR0FDTjtBQUFBLElBQ0NBLEdBQUUsT0FBTztBQUFBO0FBQUEsTUFFUCxTQUFTO0FBQUE7QUFBQSxNQUVULE9BQU87QUFBQSxJQUNULENBQUM7QUFBQSxFQUNILEVBQ0MsT0FBTyxDQUFDO0FBQ2IsQ0FBQzs7O0FDaEJELE9BQU8sY0FBYztBQUNyQixPQUFPLGlCQUFpQjtBQUN4QixPQUFPLGlCQUFpQjtBQU9qQixJQUFNLFVBQVUsYUFBYSx3QkFBd0IsZUFBZSxXQUFXO0FBQy9FLElBQU0sVUFBVSxhQUFhLHdCQUF3QixlQUFlLFdBQVcsRUFBRTtBQUNqRixJQUFNLFdBQVcsYUFBYSxxQkFBcUIsWUFBWSxRQUFRLEVBQUU7QUFPekUsU0FBUyxlQUF5QjtBQWxCekM7QUFvQkUsUUFBTSxRQUFRLFNBQU8sZ0JBQVcsWUFBWCxtQkFBb0IsSUFBSSx5QkFBd0IsQ0FBQztBQUN0RSxRQUFNLFFBQ0osT0FBTyxVQUFVLEtBQUssS0FBSyxRQUFRLElBQy9CLE1BQU0sS0FBSyxFQUFFLFFBQVEsTUFBTSxHQUFHLENBQUMsR0FBRyxNQUFNLGlCQUFpQixJQUFJLENBQUMsRUFBRSxJQUNoRSxDQUFDO0FBQ1AsU0FBTyxDQUFDLEdBQUcsU0FBUyxJQUFJLENBQUMsTUFBTSxFQUFFLElBQUksR0FBRyxHQUFHLEtBQUs7QUFDbEQ7OztBQ3pCTyxJQUFNLFlBQVk7QUFBQSxFQUN2QixJQUFJLEVBQUUsTUFBTSxlQUFZLEtBQUssTUFBTTtBQUFBLEVBQ25DLElBQUksRUFBRSxNQUFNLFdBQVcsS0FBSyxNQUFNO0FBQUEsRUFDbEMsSUFBSSxFQUFFLE1BQU0sY0FBVyxLQUFLLE1BQU07QUFBQSxFQUNsQyxJQUFJLEVBQUUsTUFBTSw4Q0FBVyxLQUFLLE1BQU07QUFDcEM7QUFLTyxJQUFNLGVBQWU7QUFHckIsSUFBTSxhQUFhLENBQUMsTUFBTSxJQUFJO0FBSTlCLElBQU0saUJBQXNDLENBQUMsTUFBTSxJQUFJO0FBR3ZELElBQU0sdUJBQXVCO0FBRTdCLFNBQVMsV0FBVyxPQUFtQztBQUM1RCxTQUFPLE9BQU8sVUFBVSxZQUFhLFdBQWlDLFNBQVMsS0FBSztBQUN0RjtBQUVPLFNBQVMsVUFBVSxNQUEyQjtBQUNuRCxTQUFPLFVBQVUsSUFBSSxFQUFFO0FBQ3pCOzs7QUMxQk8sU0FBUyxhQUFhLGFBQXFCLE1BQXdCO0FBQ3hFLFFBQU0sT0FBTyxjQUFjLFdBQVc7QUFDdEMsTUFBSSxTQUFTLGFBQWMsUUFBTztBQUNsQyxTQUFPLFNBQVMsTUFBTSxJQUFJLElBQUksS0FBSyxJQUFJLElBQUksR0FBRyxJQUFJO0FBQ3BEO0FBT08sU0FBUyxlQUFlLFVBQTREO0FBQ3pGLFFBQU0sT0FBTyxjQUFjLFFBQVE7QUFDbkMsUUFBTSxPQUFPLFdBQVcsS0FBSyxDQUFDLE1BQU0sTUFBTSxpQkFBaUIsU0FBUyxJQUFJLENBQUMsTUFBTSxLQUFLLFdBQVcsSUFBSSxDQUFDLEdBQUcsRUFBRTtBQUN6RyxNQUFJLENBQUMsS0FBTSxRQUFPLEVBQUUsYUFBYSxLQUFLO0FBQ3RDLFNBQU8sRUFBRSxNQUFNLGFBQWEsU0FBUyxJQUFJLElBQUksS0FBSyxNQUFNLEtBQUssTUFBTSxLQUFLLFNBQVMsQ0FBQyxFQUFFO0FBQ3RGO0FBR08sU0FBUyxjQUFjLFVBQTBCO0FBQ3RELFFBQU0sT0FBTyxTQUNWLFFBQVEsa0JBQWtCLEdBQUcsRUFDN0IsUUFBUSxXQUFXLEdBQUcsRUFDdEIsUUFBUSxRQUFRLEVBQUU7QUFDckIsU0FBTyxTQUFTLEtBQUssTUFBTSxLQUFLLFdBQVcsR0FBRyxJQUFJLE9BQU8sSUFBSSxJQUFJO0FBQ25FO0FBR08sU0FBUyxZQUFZLFNBQWlCLE1BQXNCO0FBQ2pFLFNBQU8sSUFBSSxJQUFJLE1BQU0sT0FBTyxFQUFFO0FBQ2hDO0FBT08sU0FBUyxXQUFXLEtBQXFCO0FBQzlDLFFBQU0sT0FBTyxjQUFjLEdBQUc7QUFDOUIsU0FBTyxTQUFTLE1BQU0sZUFBZSxHQUFHLEtBQUssTUFBTSxDQUFDLENBQUM7QUFDdkQ7QUFHTyxTQUFTLFVBQVUsTUFBc0I7QUFDOUMsUUFBTSxPQUFPLElBQUksS0FBSyxRQUFRLFFBQVEsRUFBRSxDQUFDO0FBQ3pDLFNBQU8sU0FBUyxnQkFBZ0IsTUFBTSxLQUFLLFFBQVEsV0FBVyxFQUFFO0FBQ2xFOzs7QUN4Q08sSUFBTSxTQUFTO0FBQUEsRUFDcEIsRUFBRSxJQUFJLFFBQVEsTUFBTSxJQUFJO0FBQUEsRUFDeEIsRUFBRSxJQUFJLGFBQWEsTUFBTSxhQUFhO0FBQUEsRUFDdEM7QUFBQSxJQUNFLElBQUk7QUFBQSxJQUNKLE1BQU07QUFBQSxJQUNOLFNBQVMsQ0FBQyxhQUFhLGdCQUFnQjtBQUFBLElBQ3ZDLFdBQVcsRUFBRSxJQUFJLGdCQUFnQixJQUFJLGlCQUFpQjtBQUFBLElBQ3RELFlBQVksRUFBRSxrQkFBa0IsS0FBSztBQUFBLEVBQ3ZDO0FBQUEsRUFDQSxFQUFFLElBQUkscUJBQXFCLE1BQU0sK0JBQStCO0FBQUEsRUFDaEUsRUFBRSxJQUFJLG9CQUFvQixNQUFNLDhCQUE4QjtBQUFBLEVBQzlELEVBQUUsSUFBSSxzQkFBc0IsTUFBTSxnQ0FBZ0M7QUFBQSxFQUNsRSxFQUFFLElBQUksaUJBQWlCLE1BQU0sMkJBQTJCO0FBQUEsRUFDeEQsRUFBRSxJQUFJLGFBQWEsTUFBTSxzQkFBc0I7QUFBQSxFQUMvQyxFQUFFLElBQUksaUJBQWlCLE1BQU0scUJBQXFCLFFBQVEsTUFBTSxRQUFRLElBQUksQ0FBQyxNQUFNLEVBQUUsT0FBTyxFQUFFO0FBQUEsRUFDOUYsRUFBRSxJQUFJLGVBQWUsTUFBTSxrQkFBa0IsUUFBUSxNQUFNLFFBQVEsSUFBSSxDQUFDLE1BQU0sRUFBRSxLQUFLLEVBQUU7QUFBQSxFQUN2RixFQUFFLElBQUksU0FBUyxNQUFNLFNBQVM7QUFBQSxFQUM5QixFQUFFLElBQUksWUFBWSxNQUFNLGNBQWMsUUFBUSxJQUFJLEdBQUc7QUFBQSxFQUNyRCxFQUFFLElBQUksV0FBVyxNQUFNLGlCQUFpQjtBQUFBLEVBQ3hDLEVBQUUsSUFBSSxpQkFBaUIsTUFBTSx1QkFBdUI7QUFBQSxFQUNwRCxFQUFFLElBQUksZUFBZSxNQUFNLGdCQUFnQjtBQUFBLEVBQzNDLEVBQUUsSUFBSSxXQUFXLE1BQU0sV0FBVztBQUFBLEVBQ2xDLEVBQUUsSUFBSSxXQUFXLE1BQU0sV0FBVztBQUFBLEVBQ2xDLEVBQUUsSUFBSSxlQUFlLE1BQU0sZUFBZTtBQUFBLEVBQzFDLEVBQUUsSUFBSSxRQUFRLE1BQU0sUUFBUTtBQUFBLEVBQzVCLEVBQUUsSUFBSSxlQUFlLE1BQU0sZUFBZSxRQUFRLGFBQWE7QUFBQSxFQUMvRCxFQUFFLElBQUksV0FBVyxNQUFNLGtCQUFrQjtBQUFBLEVBQ3pDLEVBQUUsSUFBSSxTQUFTLE1BQU0sb0JBQW9CO0FBQUEsRUFDekMsRUFBRSxJQUFJLFdBQVcsTUFBTSxpQkFBaUI7QUFBQSxFQUN4QyxFQUFFLElBQUksZUFBZSxNQUFNLGdCQUFnQjtBQUFBLEVBQzNDLEVBQUUsSUFBSSxVQUFVLE1BQU0sVUFBVTtBQUNsQztBQWlCTyxJQUFNLG1CQUFtQixDQUFDLFlBQVksbUJBQW1CLGVBQWU7QUFLeEUsSUFBTSxhQUFhLENBQUMsU0FDeEIsaUJBQXVDLFNBQVMsS0FBSyxPQUFPO0FBb0IvRCxTQUFTLFNBQVMsTUFBYyxPQUF3QjtBQUN0RCxTQUFPLFVBQVUsU0FBWSxPQUFPLEtBQUssUUFBUSxXQUFXLEtBQUs7QUFDbkU7QUFFQSxTQUFTLFFBQVEsT0FBNkI7QUFDNUMsUUFBTSxTQUFTLE1BQU0sU0FBUyxNQUFNLE9BQU8sSUFBSSxDQUFDLE1BQVM7QUFDekQsU0FBTyxPQUFPLFFBQVEsQ0FBQyxVQUFVO0FBQy9CLFVBQU0sT0FBTyxTQUFTLE1BQU0sTUFBTSxLQUFLO0FBQ3ZDLFVBQU0sYUFBYSxPQUFPO0FBQUEsTUFDeEIsV0FBVyxJQUFJLENBQUMsU0FBTTtBQTdGNUI7QUE2RitCLGdCQUFDLE1BQU0sZUFBYSxXQUFNLGNBQU4sbUJBQWtCLFVBQVMsTUFBTSxJQUFJLENBQUM7QUFBQSxPQUFDO0FBQUEsSUFDdEY7QUFDQSxVQUFNLGVBQWUsQ0FBQyxNQUFNLEdBQUksTUFBTSxXQUFXLENBQUMsQ0FBRTtBQUNwRCxXQUFPLGFBQWE7QUFBQSxNQUFRLENBQUMsZ0JBQzNCLFdBQVcsSUFBSSxDQUFDLFNBQW1CO0FBakd6QztBQWtHUSxjQUFNLFVBQVMsV0FBTSxlQUFOLG1CQUFtQjtBQUVsQyxjQUFNLE1BQU0sVUFBVSxTQUFTLE9BQU8sY0FBYyxhQUFhLGFBQWEsSUFBSTtBQUNsRixjQUFNLFdBQVcsVUFBVTtBQUMzQixlQUFPO0FBQUEsVUFDTDtBQUFBLFVBQ0EsTUFBTTtBQUFBLFVBQ04sU0FBUyxNQUFNO0FBQUEsVUFDZjtBQUFBLFVBQ0EsR0FBSSxVQUFVLFNBQVksQ0FBQyxJQUFJLEVBQUUsTUFBTTtBQUFBLFVBQ3ZDLFdBQVcsV0FBVyxRQUFRO0FBQUEsVUFDOUI7QUFBQSxVQUNBLFNBQVMsUUFBUSxXQUFXLFFBQVE7QUFBQSxRQUN0QztBQUFBLE1BQ0YsQ0FBQztBQUFBLElBQ0g7QUFBQSxFQUNGLENBQUM7QUFDSDtBQUdPLElBQU0sYUFBa0MsT0FBTyxRQUFRLENBQUMsVUFBVSxRQUFRLEtBQUssQ0FBQztBQUd2RixJQUFNLGNBQTZDLElBQUk7QUFBQSxFQUNwRCxPQUErQixRQUFRLENBQUMsVUFBVSxPQUFPLFFBQVEsTUFBTSxjQUFjLENBQUMsQ0FBQyxDQUFDO0FBQzNGO0FBR08sU0FBUyxjQUFjLFVBQTJEO0FBQ3ZGLFFBQU0sRUFBRSxNQUFNLFlBQVksSUFBSSxlQUFlLFFBQVE7QUFDckQsU0FBTyxFQUFFLE1BQU0sUUFBUSxZQUFZLElBQUksV0FBVyxLQUFLLGNBQWMsWUFBWTtBQUNuRjtBQUVBLElBQU0sVUFBVSxDQUFDLE9BQTBCO0FBQ3pDLFFBQU0sUUFBUyxPQUErQixLQUFLLENBQUMsTUFBTSxFQUFFLE9BQU8sRUFBRTtBQUNyRSxNQUFJLENBQUMsTUFBTyxPQUFNLElBQUksTUFBTSw2QkFBNkIsRUFBRSxHQUFHO0FBQzlELFNBQU87QUFDVDtBQUdBLFNBQVMsZUFBZSxPQUEyQjtBQUNqRCxRQUFNLFNBQVMsTUFBTSxTQUFTLE1BQU0sT0FBTyxJQUFJLENBQUMsTUFBUztBQUN6RCxTQUFPLENBQUMsR0FBRyxPQUFPLElBQUksQ0FBQyxVQUFVLFNBQVMsTUFBTSxNQUFNLEtBQUssQ0FBQyxHQUFHLEdBQUksTUFBTSxXQUFXLENBQUMsQ0FBRTtBQUN6RjtBQU1PLFNBQVMsY0FBYyxJQUFnRTtBQUM1RixRQUFNLFFBQVEsSUFBSSxJQUFJLGVBQWUsUUFBUSxFQUFFLENBQUMsQ0FBQztBQUNqRCxTQUFPLENBQUMsRUFBRSxZQUFZLE1BQU0sTUFBTSxJQUFJLGNBQWMsV0FBVyxDQUFDO0FBQ2xFO0FBT08sU0FBUyxlQUFlLElBQXVCO0FBQ3BELFFBQU0sUUFBUSxRQUFRLEVBQUU7QUFDeEIsUUFBTSxVQUFVLE1BQU0sS0FBSyxRQUFRLGNBQWMsRUFBRTtBQUNuRCxTQUFPLENBQUMsR0FBRyxlQUFlLEtBQUssR0FBRyxHQUFJLFlBQVksTUFBTSxPQUFPLENBQUMsSUFBSSxtQkFBbUIsT0FBTyxDQUFFO0FBQ2xHO0FBRUEsSUFBSTtBQUdHLFNBQVMsU0FBUyxLQUFtQztBQUMxRCxvQkFBVSxJQUFJLElBQUksQ0FBQyxHQUFHLFlBQVksR0FBRyx1QkFBdUIsRUFBRSxJQUFJLENBQUMsU0FBUyxDQUFDLEtBQUssS0FBSyxJQUFJLENBQUMsQ0FBQztBQUM3RixTQUFPLE1BQU0sSUFBSSxHQUFHO0FBQ3RCO0FBR08sU0FBUyxhQUFhLE1BQWdCLEtBQXVCO0FBRWxFLFNBQU8sV0FBVyxZQUFZLE1BQU0sS0FBSyxDQUFDLE1BQU0sYUFBYSxLQUFLLENBQUMsQ0FBQztBQUN0RTtBQU9BLFNBQVMsV0FDUCxTQUNBLE1BQ0EsS0FDQSxNQUNVO0FBQ1YsUUFBTSxhQUFhLE9BQU8sWUFBWSxXQUFXLElBQUksQ0FBQyxNQUFNLENBQUMsR0FBRyxLQUFLLENBQUMsQ0FBQyxDQUFDLENBQUM7QUFDekUsU0FBTztBQUFBLElBQ0w7QUFBQSxJQUNBO0FBQUEsSUFDQTtBQUFBLElBQ0EsYUFBYSxjQUFjLEdBQUcsRUFBRTtBQUFBLElBQ2hDLFdBQVcsV0FBVyxJQUFJO0FBQUEsSUFDMUI7QUFBQSxJQUNBLFNBQVM7QUFBQSxFQUNYO0FBQ0Y7QUFrQkEsSUFBTSxpQkFBaUI7QUFHaEIsSUFBTSxjQUFjO0FBQUEsRUFDekIsZUFBZSxDQUFDLFNBQW1CLGFBQWEsYUFBYSxJQUFJO0FBQUEsRUFDakUsYUFBYSxDQUFDLFNBQW1CLFVBQVUsYUFBYSxJQUFJO0FBQzlEO0FBRU8sSUFBTSxvQkFBZ0Q7QUFBQSxFQUMzRDtBQUFBLElBQ0UsU0FBUztBQUFBLElBQ1QsUUFBUTtBQUFBLElBQ1IsTUFBTSxDQUFDLFNBQ0w7QUFBQSxNQUNFO0FBQUEsTUFDQTtBQUFBLE1BQ0EsYUFBYSxhQUFhLGNBQWMsSUFBSSxJQUFJO0FBQUEsTUFDaEQsWUFBWTtBQUFBLElBQ2Q7QUFBQSxFQUNKO0FBQUEsRUFDQTtBQUFBLElBQ0UsU0FBUztBQUFBLElBQ1QsUUFBUTtBQUFBLElBQ1IsTUFBTSxDQUFDLFNBQ0w7QUFBQSxNQUNFO0FBQUEsTUFDQTtBQUFBLE1BQ0EsYUFBYSxVQUFVLGNBQWMsSUFBSSxJQUFJO0FBQUEsTUFDN0MsWUFBWTtBQUFBLElBQ2Q7QUFBQSxFQUNKO0FBQUEsRUFDQTtBQUFBLElBQ0UsU0FBUztBQUFBLElBQ1QsUUFBUTtBQUFBLElBQ1IsTUFBTSxDQUFDLFNBQVM7QUFDZCxZQUFNLFVBQVUsU0FBUyxVQUFVLGVBQWUsTUFBTSxhQUFhLEVBQUUsQ0FBQyxDQUFDLENBQUM7QUFDMUUsVUFBSSxDQUFDLFFBQVMsT0FBTSxJQUFJLE1BQU0scURBQXFEO0FBQ25GLGFBQU87QUFBQSxJQUNUO0FBQUEsRUFDRjtBQUNGO0FBR08sU0FBUyxnQkFBZ0IsS0FBd0U7QUFDdEcsUUFBTSxFQUFFLE1BQU0sWUFBWSxJQUFJLGNBQWMsR0FBRztBQUMvQyxRQUFNLFdBQVcsa0JBQWtCLEtBQUssQ0FBQyxNQUFNLFlBQVksV0FBVyxHQUFHLEVBQUUsT0FBTyxHQUFHLENBQUM7QUFDdEYsU0FBTyxZQUFZLEVBQUUsVUFBVSxNQUFNLFNBQVMsS0FBSyxJQUFJLEVBQUU7QUFDM0Q7QUFHTyxJQUFNLDBCQUErQyxrQkFBa0I7QUFBQSxFQUM1RSxDQUFDLE1BQU0sRUFBRSxXQUFXO0FBQ3RCLEVBQUUsUUFBUSxDQUFDLE1BQU0sV0FBVyxJQUFJLENBQUMsU0FBUyxFQUFFLEtBQUssSUFBSSxDQUFDLENBQUM7QUFHaEQsU0FBUyxVQUFVLElBQWEsTUFBZ0IsT0FBd0I7QUEvUS9FO0FBZ1JFLFFBQU0sUUFBUSxPQUFPLEtBQUssQ0FBQyxNQUFNLEVBQUUsT0FBTyxFQUFFO0FBQzVDLE1BQUksQ0FBQyxNQUFPLFFBQU8sYUFBYSxLQUFLLElBQUk7QUFDekMsU0FBTyxlQUFhLFdBQU0sY0FBTixtQkFBa0IsVUFBUyxTQUFTLE1BQU0sTUFBTSxLQUFLLEdBQUcsSUFBSTtBQUNsRjtBQUdPLFNBQVMsbUJBQW1CLFNBQTJCO0FBQzVELFNBQU87QUFBQSxJQUNMLEdBQUcsSUFBSTtBQUFBLE1BQ0wsd0JBQXdCLE9BQU8sQ0FBQyxNQUFNLEVBQUUsWUFBWSxXQUFXLEdBQUcsT0FBTyxHQUFHLENBQUMsRUFBRTtBQUFBLFFBQzdFLENBQUMsTUFBTSxFQUFFO0FBQUEsTUFDWDtBQUFBLElBQ0Y7QUFBQSxFQUNGO0FBQ0Y7OztBQzFSQSxJQUFPLGdCQUFRLGNBQWMsV0FBVzsiLAogICJuYW1lcyI6IFsieiIsICJ6IiwgInoiXQp9Cg==
