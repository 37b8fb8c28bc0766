import { describe, expect, it } from 'vitest'
import { SITE_PAGES } from '../../core/routes.ts'
import { robotsTxt, sitemapXml } from '../../scripts/sitemap.ts'
import { SITE_LANGS } from '../../shared/languages.ts'

const SITE = 'https://www.example.com'

describe('sitemap', () => {
  const xml = sitemapXml(SITE_PAGES, SITE)
  it('lists every canonical page once, with hreflang alternates', () => {
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
    expect(locs).toContain(`${SITE}/`)
    expect(locs).toContain(`${SITE}/en`)
    expect(locs).toContain(`${SITE}/en/our-expertise`)
    expect(new Set(locs).size).toBe(locs.length)
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${SITE}/about"/>`)
  })
  it('gives every page its four languages and x-default, each alternate itself a listed page', () => {
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1] ?? '')
    const locs = new Set(entries.map((e) => /<loc>([^<]+)<\/loc>/.exec(e)?.[1]))
    expect(entries).toHaveLength(SITE_PAGES.filter((p) => !p.isAlias).length)
    for (const entry of entries) {
      const alternates = [...entry.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)]
      expect(alternates.map((m) => m[1])).toEqual([...SITE_LANGS, 'x-default'])
      for (const [, , href] of alternates) expect(locs.has(href)).toBe(true)
    }
  })
  it('leaves aliases out', () => {
    expect(xml).not.toContain(`<loc>${SITE}/services</loc>`)
    expect(xml).not.toContain(`<loc>${SITE}/our-expertise</loc>`)
    expect(xml).not.toContain(`<loc>${SITE}/en/notre-offre</loc>`)
  })
  it('is pointed at by robots.txt', () => {
    expect(robotsTxt(SITE)).toContain(`Sitemap: ${SITE}/sitemap.xml`)
  })
})
