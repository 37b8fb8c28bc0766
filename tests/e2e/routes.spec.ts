import { config } from '../../core/config.ts'
import { SITE_PAGES } from '../../core/routes.ts'
import { direction, SITE_LANGS } from '../../shared/languages.ts'
import { expect, readContent, test } from './support.ts'

const SITE = config().siteUrl
const attr = (html: string, pattern: RegExp) => html.match(pattern)?.[1]

const absolute = (path: string) => SITE + (path === '/' ? '/' : path)

/** The hreflang links of a page's HTML, as language → absolute URL. */
const hreflangs = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]),
  )

test.describe(`every route answers in ${SITE_LANGS.length} languages with its head`, () => {
  for (const page of SITE_PAGES) {
    test(`${page.url}`, async ({ request }) => {
      const response = await request.get(page.url)
      expect(response.status()).toBe(200)
      const html = await response.text()
      expect(attr(html, /<html lang="([^"]+)"/)).toBe(page.lang)
      expect(attr(html, /<html lang="[^"]+" dir="([^"]+)"/)).toBe(direction(page.lang))
      expect(attr(html, /<title>([^<]+)<\/title>/)).toMatch(/\S.* ?Qualixa|Qualixa \| \S/)
      expect(attr(html, /<link rel="canonical" href="([^"]+)"/)).toBe(absolute(page.canonical))
      // Every language and x-default (French), absolute, and nothing else.
      expect(hreflangs(html)).toEqual({
        ...Object.fromEntries(SITE_LANGS.map((lang) => [lang, absolute(page.alternates[lang])])),
        'x-default': absolute(page.alternates.fr),
      })
      const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
        (m) => JSON.parse(m[1] ?? '{}') as { '@type': string; inLanguage?: string },
      )
      const types = jsonLd.map((d) => d['@type'])
      expect(types).toContain('Organization')
      expect(types.includes('ContactPage')).toBe(page.routeId === 'contact')
      expect(types.includes('BreadcrumbList')).toBe(page.routeId !== 'home')
      expect(types.includes('WebSite')).toBe(page.routeId === 'home')
      expect(jsonLd.filter((d) => d.inLanguage).map((d) => d.inLanguage)).toEqual([page.lang])
    })
  }
})

test('hreflang is reciprocal: each page named as an alternate names the page back', async ({ request }) => {
  const declared = new Map<string, Record<string, string>>()
  for (const page of SITE_PAGES.filter((p) => !p.isAlias))
    declared.set(absolute(page.canonical), hreflangs(await (await request.get(page.url)).text()))
  const problems: string[] = []
  for (const [url, alternates] of declared) {
    for (const [lang, target] of Object.entries(alternates)) {
      const back = declared.get(target)
      if (!back) problems.push(`${url} names ${target} (${lang}), which is no page's canonical`)
      else if (!Object.values(back).includes(url)) problems.push(`${target} does not name ${url} back`)
    }
  }
  expect(problems).toEqual([])
  // Every page of the registry is somebody's alternate set: four languages per route.
  expect(new Set([...declared.values()].map((a) => a['x-default'])).size * SITE_LANGS.length).toBe(
    declared.size,
  )
})

// Words that are the same in French and in another language, so their titles may be too.
const SAME_WORD_TITLES = new Set(['Blog | Qualixa', 'Contact | Qualixa'])

test("a page's title is in its language: Arabic script in Arabic, never the French title elsewhere", async ({
  request,
}) => {
  const title = async (url: string) =>
    attr(await (await request.get(url)).text(), /<title>([^<]+)<\/title>/) ?? ''
  const problems: string[] = []
  for (const page of SITE_PAGES.filter((p) => p.lang !== 'fr' && !p.isAlias)) {
    const own = await title(page.url)
    const french = await title(page.alternates.fr)
    if (own === french && !SAME_WORD_TITLES.has(own))
      problems.push(`${page.url}: "${own}" is the French title`)
    if (page.lang === 'ar' && !/[\u0600-\u06FF]/.test(own))
      problems.push(`${page.url}: "${own}" has no Arabic`)
  }
  expect(problems).toEqual([])
})

test('titles are the page titles of each language', async ({ page }) => {
  await page.goto('/en/about')
  await expect(page).toHaveTitle('About us | Qualixa')
  await page.goto('/about')
  await expect(page).toHaveTitle('À propos | Qualixa')
  await page.goto('/our-expertise')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page).toHaveTitle('Our expertise | Qualixa')
})

test('aliases render the expertise page and point their canonical at it', async ({ request }) => {
  const canonical = async (url: string) =>
    attr(await (await request.get(url)).text(), /<link rel="canonical" href="([^"]+)"/)
  expect(await canonical('/services')).toBe(`${SITE}/notre-offre`)
  expect(await canonical('/our-expertise')).toBe(`${SITE}/en/our-expertise`)
  expect(await canonical('/en/notre-offre')).toBe(`${SITE}/en/our-expertise`)
  expect(await canonical('/en/services')).toBe(`${SITE}/en/our-expertise`)
})

test.describe('unknown paths', () => {
  for (const [url, lang, title, home] of [
    ['/cette-page-nexiste-pas', 'fr', 'Page non trouvée', "Retour à l'accueil"],
    ['/en/no-such-page', 'en', 'Page not found', 'Back to the home page'],
  ] as const) {
    test(`${url} gets the ${lang} not-found page, noindex, path logged`, async ({ page }) => {
      const logged: string[] = []
      page.on('console', (msg) => logged.push(msg.text()))
      const response = await page.goto(url)
      expect(response?.status()).toBe(404)
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
      expect(logged.some((line) => line.includes(url))).toBe(true)
      const homeLink = page.getByRole('main').getByRole('link', { name: home })
      await homeLink.click()
      await expect(page).toHaveURL(lang === 'fr' ? /\/$/ : /\/en$/)
    })
  }
})

test.describe('unknown domains', () => {
  for (const [url, lang, title, text, back, target] of [
    [
      '/services/unknown-domain',
      'fr',
      'Domaine non trouvé',
      "Ce domaine n'existe pas ou n'est pas encore disponible.",
      'Retour à nos expertises',
      '/services',
    ],
    [
      '/offre/unknown-key',
      'fr',
      'Domaine non trouvé',
      "Ce domaine n'existe pas ou n'est pas encore disponible.",
      'Retour à nos expertises',
      '/notre-offre',
    ],
    [
      '/en/services/unknown-domain',
      'en',
      'Domain not found',
      'This domain does not exist or is not available yet.',
      'Back to our expertise',
      '/en/services',
    ],
    [
      '/en/offre/unknown-key',
      'en',
      'Domain not found',
      'This domain does not exist or is not available yet.',
      'Back to our expertise',
      '/en/our-expertise',
    ],
  ] as const) {
    test(`${url}: 'Domaine non trouvé' in its language, 404, noindex, back to ${target}`, async ({
      page,
    }) => {
      const response = await page.goto(url)
      expect(response?.status()).toBe(404)
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
      await expect(page.getByRole('main').getByText(text)).toBeVisible()
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(0)
      await page.getByRole('main').getByRole('link', { name: back }).click()
      await expect(page).toHaveURL(new RegExp(`${target}$`))
    })
  }
  test("a known domain and a section's own pages are not caught by the fallback", async ({ request }) => {
    expect((await request.get('/services/web-mobile')).status()).toBe(200)
    expect((await request.get('/services/functional-testing')).status()).toBe(200)
    expect((await request.get('/services/404')).status()).toBe(404)
  })
})

test.describe('unknown articles', () => {
  for (const [url, lang, canonical] of [
    ['/blog/anything', 'fr', '/blog/test-automation-strategy-2024'],
    ['/en/blog/no-such-article', 'en', '/en/blog/test-automation-strategy-2024'],
  ] as const) {
    test(`${url} shows the built-in article, its canonical naming the article`, async ({ page }) => {
      const response = await page.goto(url)
      expect(response?.status()).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', SITE + canonical)
      await expect(page.locator('meta[name="robots"]')).toHaveCount(0)
      const { title } = readContent(lang, 'articles/test-automation-strategy-2024') as { title: string }
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    })
  }
})

test('sitemap.xml and robots.txt are served', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).toContain(`<loc>${SITE}/en/contact</loc>`)
  expect(sitemap).toContain('hreflang="x-default"')
  expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${SITE}/sitemap.xml`)
})
