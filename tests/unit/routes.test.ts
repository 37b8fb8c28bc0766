import { describe, expect, it } from 'vitest'
import { domains } from '../../content/index.ts'
import {
  extractLocale,
  findPage,
  isNotFound,
  notFoundPage,
  prerenderPaths,
  ROUTES,
  routePath,
  SECTION_NOT_FOUND_PAGES,
  SITE_PAGES,
  sectionFallback,
} from '../../core/routes.ts'
import { redirectsFile } from '../../scripts/redirects.ts'

const urls = SITE_PAGES.map((p) => p.url)

describe('route registry', () => {
  it('has every path of the spec in French and English', () => {
    for (const path of [
      '/',
      '/community',
      '/notre-offre',
      '/services',
      '/our-expertise',
      '/services/functional-testing',
      '/services/automated-testing',
      '/services/performance-testing',
      '/services/quality-audits',
      '/services/nearshore',
      '/about',
      '/about/offices',
      '/about/methodologies',
      '/case-studies',
      '/careers',
      '/contact',
      '/consultants',
      '/blog',
      '/privacy-policy',
      '/terms-of-service',
      '/cookie-policy',
      '/legal-notice',
    ]) {
      expect(urls).toContain(path)
      expect(urls).toContain(path === '/' ? '/en' : `/en${path}`)
    }
  })

  it('enumerates the eight domain pages of both domain routes', () => {
    for (const { service, offre } of domains) {
      expect(urls).toContain(`/services/${service}`)
      expect(urls).toContain(`/en/offre/${offre}`)
    }
    expect(domains.map((d) => d.service)).toEqual([
      'web-mobile',
      'embedded-iot',
      'robotics',
      'ai-ml',
      'data-analytics',
      'blockchain',
      'cloud',
      'arvr',
    ])
    expect(domains.map((d) => d.offre)).toEqual([
      'applications',
      'embarque-iot',
      'robotique',
      'ia-ml',
      'data-analytics',
      'blockchain',
      'cloud',
      'ar-vr',
    ])
  })

  it('lists each URL once', () => {
    expect(new Set(urls).size).toBe(urls.length)
  })

  it('points the expertise aliases at one canonical page per language', () => {
    const canonicalOf = (url: string) => findPage(url)?.canonical
    expect(canonicalOf('/notre-offre')).toBe('/notre-offre')
    expect(canonicalOf('/services')).toBe('/notre-offre')
    expect(canonicalOf('/our-expertise')).toBe('/en/our-expertise')
    expect(canonicalOf('/en/our-expertise')).toBe('/en/our-expertise')
    expect(canonicalOf('/en/notre-offre')).toBe('/en/our-expertise')
    expect(canonicalOf('/en/services')).toBe('/en/our-expertise')
    expect(findPage('/our-expertise')?.lang).toBe('en')
    expect(findPage('/services')?.isAlias).toBe(true)
    expect(findPage('/notre-offre')?.isAlias).toBe(false)
  })

  it('gives every page alternates in every language', () => {
    const about = findPage('/en/about')
    expect(about?.alternates).toEqual({ fr: '/about', en: '/en/about', es: '/es/about', ar: '/ar/about' })
    expect(about?.lang).toBe('en')
  })

  it('builds localized links from route ids', () => {
    expect(routePath('contact', 'en')).toBe('/en/contact')
    expect(routePath('expertise', 'en')).toBe('/en/our-expertise')
    expect(routePath('offreDomain', 'fr', 'cloud')).toBe('/offre/cloud')
    expect(routePath('home', 'en')).toBe('/en')
  })

  it('makes the not-found page lead each language to its home', () => {
    expect(notFoundPage('en', '/en/nope').alternates).toEqual({ fr: '/', en: '/en', es: '/es', ar: '/ar' })
  })

  it('has a unique id per route', () => {
    expect(new Set(ROUTES.map((r) => r.id)).size).toBe(ROUTES.length)
  })
})

describe('section fallbacks', () => {
  it("answers an unknown domain with its section's not-found page, in the URL's language", () => {
    expect(sectionFallback('/services/unknown')?.page).toMatchObject({
      url: '/services/404',
      lang: 'fr',
      routeId: 'serviceNotFound',
    })
    expect(sectionFallback('/en/offre/unknown')?.page).toMatchObject({
      url: '/en/offre/404',
      lang: 'en',
      routeId: 'offreNotFound',
    })
    expect(sectionFallback('/services/unknown')?.fallback.status).toBe(404)
  })

  it('leads back where the spec says: /services from the shared domain page, /notre-offre from the other', () => {
    expect(sectionFallback('/services/x')?.page.canonical).toBe('/services')
    expect(sectionFallback('/en/services/x')?.page.canonical).toBe('/en/services')
    expect(sectionFallback('/offre/x')?.page.canonical).toBe('/notre-offre')
    expect(sectionFallback('/en/offre/x')?.page.canonical).toBe('/en/our-expertise')
  })

  it('answers an unknown article with the built-in one (status 200, its own canonical)', () => {
    const found = sectionFallback('/en/blog/anything')
    expect(found?.fallback.status).toBe(200)
    expect(found?.page).toMatchObject({
      url: '/en/blog/test-automation-strategy-2024',
      canonical: '/en/blog/test-automation-strategy-2024',
    })
  })

  it('leaves other paths alone', () => {
    expect(sectionFallback('/no-such-page')).toBeUndefined()
    expect(sectionFallback('/services')).toBeUndefined()
    expect(sectionFallback('/blog')).toBeUndefined()
  })

  it('pre-renders the not-found pages, marked as such and kept out of the site pages', () => {
    expect(SECTION_NOT_FOUND_PAGES.map((p) => p.url).sort()).toEqual([
      '/ar/offre/404',
      '/ar/services/404',
      '/en/offre/404',
      '/en/services/404',
      '/es/offre/404',
      '/es/services/404',
      '/offre/404',
      '/services/404',
    ])
    expect(SECTION_NOT_FOUND_PAGES.every(isNotFound)).toBe(true)
    expect(urls).not.toContain('/services/404')
    expect(isNotFound(notFoundPage('fr', '/x'))).toBe(true)
    expect(SITE_PAGES.some(isNotFound)).toBe(false)
  })
})

describe('_redirects', () => {
  const rules = redirectsFile()
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))

  it('says what the server does, per section and language', () => {
    expect(rules).toContain('/services/* /services/404 404')
    expect(rules).toContain('/en/offre/* /en/offre/404 404')
    expect(rules).toContain('/blog/* /blog/test-automation-strategy-2024 200')
    expect(rules).toContain('/en/* /en/404 404')
  })

  it("keeps every article's own page before the blog's catch-all (hosts that apply every rule)", () => {
    const catchAll = rules.indexOf('/blog/* /blog/test-automation-strategy-2024 200')
    for (const page of SITE_PAGES.filter((p) => p.routeId === 'blogArticle' && p.lang === 'fr'))
      expect(rules.indexOf(`${page.url} ${page.url} 200`)).toBeLessThan(catchAll)
    expect(rules.slice(-3)).toEqual(['/en/* /en/404 404', '/es/* /es/404 404', '/ar/* /ar/404 404'])
  })
})

describe('what Vike reads from the registry', () => {
  it('pre-renders every parameter value and the section not-found page of a parameterised route', () => {
    expect(prerenderPaths('serviceDomain')).toEqual([
      ...domains.map((d) => `/services/${d.service}`),
      '/services/404',
    ])
    expect(prerenderPaths('expertise')).toEqual(['/notre-offre', '/services', '/our-expertise'])
    expect(prerenderPaths('blogArticle').every((path) => path.startsWith('/blog/'))).toBe(true)
  })

  it('reads the language of an unprefixed path from the registry (forced languages)', () => {
    expect(extractLocale('/our-expertise')).toEqual({ lang: 'en', logicalPath: '/our-expertise' })
    expect(extractLocale('/en/our-expertise')).toEqual({ lang: 'en', logicalPath: '/our-expertise' })
    expect(extractLocale('/services')).toEqual({ lang: 'fr', logicalPath: '/services' })
  })
})
