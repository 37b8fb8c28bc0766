import { describe, expect, it } from 'vitest'
import { absoluteUrl, extractLocale, localizePath, normalizePath } from '../../renderer/urls.ts'

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
