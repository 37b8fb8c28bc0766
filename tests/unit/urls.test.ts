import { readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { extractLocale, SECTION_NOT_FOUND_PAGES, SITE_PAGES } from '../../core/routes.ts'
import { absoluteUrl, localizePath, normalizePath, pageFileOf, pageUrlOf } from '../../core/urls.ts'

/** The build in dist/ (npm test builds before the unit tests). */
const DIST = 'dist/client'

describe('localizePath', () => {
  it('keeps French paths unprefixed and prefixes English with /en, without trailing slash', () => {
    expect(localizePath('/', 'fr')).toBe('/')
    expect(localizePath('/about', 'fr')).toBe('/about')
    expect(localizePath('/', 'en')).toBe('/en')
    expect(localizePath('/about/offices/', 'en')).toBe('/en/about/offices')
  })
})

describe('extractLocale', () => {
  it('reads the language from the URL prefix', () => {
    expect(extractLocale('/en')).toEqual({ lang: 'en', logicalPath: '/' })
    expect(extractLocale('/en/contact')).toEqual({ lang: 'en', logicalPath: '/contact' })
    expect(extractLocale('/contact')).toEqual({ lang: 'fr', logicalPath: '/contact' })
    expect(extractLocale('/')).toEqual({ lang: 'fr', logicalPath: '/' })
  })
  it('does not mistake a path that merely starts with "en" for English', () => {
    expect(extractLocale('/engineering')).toEqual({ lang: 'fr', logicalPath: '/engineering' })
  })
  it('forces English on /our-expertise (spec)', () => {
    expect(extractLocale('/our-expertise')).toEqual({ lang: 'en', logicalPath: '/our-expertise' })
  })
})

describe('normalizePath', () => {
  it('removes index.html, trailing and duplicate slashes', () => {
    expect(normalizePath('/about/index.html')).toBe('/about')
    expect(normalizePath('/about//offices/')).toBe('/about/offices')
    expect(normalizePath('')).toBe('/')
    expect(normalizePath('/index.html')).toBe('/')
  })
})

describe('absoluteUrl', () => {
  it('joins the site origin and a path', () => {
    expect(absoluteUrl('https://www.example.com', '/en/about')).toBe('https://www.example.com/en/about')
    expect(absoluteUrl('https://www.example.com', '/')).toBe('https://www.example.com/')
  })
})

describe('page files', () => {
  it('writes / as index.html and every other page as x.html, never x/index.html', () => {
    expect(pageFileOf('/')).toBe('index.html')
    expect(pageFileOf('/en')).toBe('en.html')
    expect(pageFileOf('/en/contact')).toBe('en/contact.html')
    for (const page of [...SITE_PAGES, ...SECTION_NOT_FOUND_PAGES]) {
      const file = pageFileOf(page.url)
      expect(file, page.url).toBe(page.url === '/' ? 'index.html' : `${page.url.slice(1)}.html`)
      expect(pageUrlOf(file)).toBe(page.url)
    }
  })

  it('matches what the build wrote, one file per page', () => {
    const built = new Set(
      (readdirSync(DIST, { recursive: true }) as string[]).filter((f) => f.endsWith('.html')),
    )
    for (const page of [...SITE_PAGES, ...SECTION_NOT_FOUND_PAGES])
      expect(built.has(pageFileOf(page.url)), page.url).toBe(true)
    expect([...built].filter((f) => f !== 'index.html' && f.endsWith('index.html'))).toEqual([])
  })
})
