import { describe, expect, it } from 'vitest'
import { company } from '../../content/index.ts'
import { texts } from '../../content/texts.ts'
import { buildBreadcrumb, pageLabel } from '../../core/breadcrumb.ts'
import { i18nFor } from '../../core/i18n/instance.ts'
import { resources } from '../../core/i18n/resources.ts'
import { findPage, notFoundPage, type SitePage, sectionFallback } from '../../core/routes.ts'
import type { ShareCard } from '../../core/shareImage.ts'
import { buildHead, jsonForScript, type PageMeta, renderHead } from '../../renderer/head.ts'
import { pageMeta } from '../../renderer/pageMeta.ts'

const SITE = 'https://www.example.com'
const meta: PageMeta = { title: 'À propos | Qualixa', description: 'Qui "nous" sommes', keywords: 'a, b' }
const page = (url: string): SitePage => {
  const found = findPage(url)
  if (!found) throw new Error(url)
  return found
}
const head = (p: SitePage, m: PageMeta = meta, breadcrumb?: { name: string; path?: string }[]) =>
  buildHead({ page: p, meta: m, siteUrl: SITE, siteName: company.brand, company, breadcrumb })

describe('buildHead', () => {
  it('sets language, direction, title, description and keywords', () => {
    const h = head(page('/en/about'))
    expect(h.lang).toBe('en')
    expect(h.dir).toBe('ltr')
    expect(h.title).toBe(meta.title)
    expect(h.metas).toContainEqual({ name: 'description', content: meta.description })
    expect(h.metas).toContainEqual({ name: 'keywords', content: 'a, b' })
  })

  it('gives an absolute canonical and hreflang fr, en, es, ar and x-default (French)', () => {
    const h = head(page('/en/about'))
    expect(h.links).toEqual([
      { rel: 'canonical', href: `${SITE}/en/about` },
      { rel: 'alternate', hreflang: 'fr', href: `${SITE}/about` },
      { rel: 'alternate', hreflang: 'en', href: `${SITE}/en/about` },
      { rel: 'alternate', hreflang: 'es', href: `${SITE}/es/about` },
      { rel: 'alternate', hreflang: 'ar', href: `${SITE}/ar/about` },
      { rel: 'alternate', hreflang: 'x-default', href: `${SITE}/about` },
    ])
  })

  it('points an alias canonical at its canonical page', () => {
    expect(head(page('/services')).links[0]).toEqual({ rel: 'canonical', href: `${SITE}/notre-offre` })
    expect(head(page('/our-expertise')).links[0]).toEqual({
      rel: 'canonical',
      href: `${SITE}/en/our-expertise`,
    })
  })

  it('adds OpenGraph and Twitter tags with the absolute share image, its size, type and alternative', () => {
    const p = page('/es/services/performance-testing')
    const { t } = i18nFor('es', resources)
    const image = pageMeta(p, t, pageLabel(p, t)).image
    expect(image?.card).toEqual({
      lang: 'es',
      brand: 'Qualixa',
      section: 'Nuestros servicios',
      title: 'Pruebas de rendimiento',
    })
    expect(image?.path).toMatch(/^\/og\/[0-9a-f]{16}\.png$/)
    const h = head(p, { ...meta, image })
    const src = `${SITE}${image?.path}`
    const alt = 'Pruebas de rendimiento (Nuestros servicios, Qualixa)'
    for (const tag of [
      { property: 'og:image', content: src },
      { property: 'og:image:type', content: 'image/png' },
      { property: 'og:image:width', content: '1200' },
      { property: 'og:image:height', content: '630' },
      { property: 'og:image:alt', content: alt },
      { name: 'twitter:image', content: src },
      { name: 'twitter:image:alt', content: alt },
      { property: 'og:locale', content: 'es_ES' },
      { property: 'og:url', content: `${SITE}/es/services/performance-testing` },
      { name: 'twitter:card', content: 'summary_large_image' },
    ])
      expect(h.metas).toContainEqual(tag)
  })

  it("shows an article's own title on its share image, under the blog's name", () => {
    const p = page('/ar/blog/performance-testing-before-peak-traffic')
    const { t } = i18nFor('ar', resources)
    const label = pageLabel(p, t)
    expect(pageMeta(p, t, label).image?.card).toEqual({
      lang: 'ar',
      brand: 'Qualixa',
      section: 'المدونة',
      title: label,
    })
  })

  it('marks not-found pages noindex, without canonical or alternates', () => {
    const h = head(notFoundPage('fr', '/nope'), { ...meta, noIndex: true })
    expect(h.metas).toContainEqual({ name: 'robots', content: 'noindex, follow' })
    expect(h.links).toEqual([])
  })

  it('describes the company as an Organization on every page, and the page itself in its language', () => {
    const about = head(page('/about')).jsonLd
    expect(about.map((d) => d['@type'])).toEqual(['Organization', 'WebPage'])
    expect(about[1]).toMatchObject({ url: `${SITE}/about`, inLanguage: 'fr', name: meta.title })
    expect(head(page('/ar/about')).jsonLd[1]).toMatchObject({ '@type': 'WebPage', inLanguage: 'ar' })
    expect(about[0]).toMatchObject({
      legalName: company.legalName,
      foundingDate: '2023-12-01',
      address: { addressLocality: 'Neuilly-sur-Seine' },
    })
    expect(head(page('/en/contact')).jsonLd.map((d) => d['@type'])).toEqual(['Organization', 'ContactPage'])
    expect(head(notFoundPage('es', '/es/nope'), { ...meta, noIndex: true }).jsonLd).toHaveLength(1)
  })

  it('gives the home page a WebSite with a SearchAction on the search page of its language', () => {
    const site = head(page('/en')).jsonLd.find((d) => d['@type'] === 'WebSite')
    expect(site).toMatchObject({
      inLanguage: 'en',
      potentialAction: { target: { urlTemplate: `${SITE}/en/search?q={search_term_string}` } },
    })
    expect(head(page('/about')).jsonLd.some((d) => d['@type'] === 'WebSite')).toBe(false)
  })

  it('adds a BreadcrumbList whose last item is the page itself', () => {
    const h = head(page('/about/offices'), meta, [
      { name: 'Accueil', path: '/' },
      { name: 'À propos', path: '/about' },
      { name: 'Nos bureaux' },
    ])
    const list = h.jsonLd.find((d) => d['@type'] === 'BreadcrumbList') as {
      itemListElement: { item: string; position: number }[]
    }
    expect(list.itemListElement.map((i) => i.item)).toEqual([
      `${SITE}/`,
      `${SITE}/about`,
      `${SITE}/about/offices`,
    ])
    expect(list.itemListElement.map((i) => i.position)).toEqual([1, 2, 3])
  })
})

describe('renderHead', () => {
  it('escapes attribute values and keeps JSON-LD from closing its script', () => {
    const html = renderHead(head(page('/about'), { ...meta, title: 'A <b> & "c"' }))
    expect(html).toContain('<title>A &lt;b&gt; &amp; &quot;c&quot;</title>')
    expect(html).toContain('content="Qui &quot;nous&quot; sommes"')
    expect(jsonForScript({ x: '</script><!--' })).not.toMatch(/<\/script|<!--/)
  })
})

describe('an article page', () => {
  const article = {
    headline: 'Building a test automation strategy in 2024',
    author: { name: 'Camille Martin', jobTitle: 'Co-founder' },
    datePublished: '2024-03-12',
    dateModified: '2024-04-02',
    section: 'Test automation',
  }
  const shared = { path: '/og/0123456789abcdef.png', alt: 'An article', card: {} as ShareCard }
  const h = head(page('/en/blog/test-automation-strategy-2024'), { ...meta, article, image: shared }, [
    { name: 'Home', path: '/en' },
    { name: 'Blog', path: '/en/blog' },
    { name: article.headline },
  ])
  const ld = (type: string) => h.jsonLd.find((d) => d['@type'] === type)

  it('is a BlogPosting published by the Organization, in its language, about its own address', () => {
    const url = `${SITE}/en/blog/test-automation-strategy-2024`
    expect(ld('BlogPosting')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: article.headline,
      description: meta.description,
      image: [`${SITE}${shared.path}`],
      datePublished: '2024-03-12',
      dateModified: '2024-04-02',
      author: { '@type': 'Person', name: 'Camille Martin', jobTitle: 'Co-founder' },
      publisher: { '@id': `${SITE}/#organization` },
      articleSection: 'Test automation',
      inLanguage: 'en',
      mainEntityOfPage: { '@type': 'WebPage', '@id': url },
      url,
    })
    expect(h.metas).toContainEqual({ property: 'og:type', content: 'article' })
  })

  it("ends its breadcrumb with the article's title", () => {
    const items = ld('BreadcrumbList')?.itemListElement as { name: string; item: string }[]
    expect(items.at(-1)).toMatchObject({
      name: article.headline,
      item: `${SITE}/en/blog/test-automation-strategy-2024`,
    })
  })
})

describe('breadcrumb of an article', () => {
  it('names the article by its title, also for an unknown slug (the built-in article)', () => {
    const i18n = i18nFor('fr', resources)
    const known = buildBreadcrumb(page('/blog/quality-audit-what-to-expect'), i18n.t)
    expect(known.map((i) => i.name)).toEqual([
      'Accueil',
      'Blog',
      texts.fr.articles['quality-audit-what-to-expect']?.title,
    ])
    const fallback = sectionFallback('/blog/anything')?.page
    if (!fallback) throw new Error('no fallback')
    expect(buildBreadcrumb(fallback, i18n.t).at(-1)?.name).toBe(
      texts.fr.articles['test-automation-strategy-2024']?.title,
    )
  })
})
