import { describe, expect, it } from 'vitest'
import { domains } from '../../content/index.ts'
import { findPage, notFoundPage, ROUTES, routePath, SITE_PAGES } from '../../renderer/routes.ts'

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

  it('gives every page alternates in both languages', () => {
    const about = findPage('/en/about')
    expect(about?.alternates).toEqual({ fr: '/about', en: '/en/about' })
    expect(about?.lang).toBe('en')
  })

  it('builds localized links from route ids', () => {
    expect(routePath('contact', 'en')).toBe('/en/contact')
    expect(routePath('expertise', 'en')).toBe('/en/our-expertise')
    expect(routePath('offreDomain', 'fr', 'cloud')).toBe('/offre/cloud')
    expect(routePath('home', 'en')).toBe('/en')
  })

  it('makes the not-found page lead each language to its home', () => {
    expect(notFoundPage('en', '/en/nope').alternates).toEqual({ fr: '/', en: '/en' })
  })

  it('has a unique id per route', () => {
    expect(new Set(ROUTES.map((r) => r.id)).size).toBe(ROUTES.length)
  })
})
