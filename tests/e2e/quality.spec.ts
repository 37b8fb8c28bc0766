import { HtmlValidate } from 'html-validate'
import { parse } from 'node-html-parser'
import { config } from '../../core/config.ts'
import { SITE_PAGES } from '../../core/routes.ts'
import { recordCheck } from '../a11y/record.ts'
import { builtUrlOf, sweepPaths } from '../layout/sweep.ts'
import { visitPathOf, watchFirstVisit } from './first-visit.ts'
import { jsonLdProblems } from './jsonld.ts'
import { checkLinks } from './links.ts'
import { builtPages, expect, FIRST_VISIT, readBuilt, readLocales, test } from './support.ts'

const pages = builtPages()

// First visits: the cookie banner is on screen and checked with the page.
test.use({ storageState: FIRST_VISIT })

// The layout sweep checks the sitemap's pages and the languages' not-found pages on their first visit, in
// its own page load (layout-sweep.spec.ts); the other built pages (aliases, sections' not-found pages) here.
const sweptByLayout = new Set(sweepPaths().map(builtUrlOf))

test.describe('first visit: axe finds nothing (WCAG 2.2 AA), no console error, no request to another origin', () => {
  for (const { url } of pages.filter(({ url }) => !sweptByLayout.has(url))) {
    test(url, async ({ page }) => {
      const problems = watchFirstVisit(page, url.endsWith('/404'))
      const response = await page.goto(visitPathOf(url))
      expect(await problems(response?.status())).toEqual([])
      recordCheck('axe', url)
    })
  }
})

test('every built page is valid HTML', async () => {
  const validator = new HtmlValidate({
    extends: ['html-validate:recommended'],
    rules: {
      // React serialises some attributes in camelCase (hrefLang, autoComplete): HTML attribute names are
      // case-insensitive, so this is a style rule, not a validity one.
      'attr-case': 'off',
      // React writes void elements as <input/>; both forms are valid HTML.
      'void-style': 'off',
      // React writes boolean attributes as required="" and hidden="": valid HTML.
      'attribute-boolean-style': 'off',
      'attribute-empty-style': 'off',
    },
  })
  const report: string[] = []
  for (const { file } of pages) {
    const result = await validator.validateString(readBuilt(file), file)
    for (const r of result.results)
      for (const m of r.messages) report.push(`${file}:${m.line}:${m.column} ${m.ruleId}: ${m.message}`)
  }
  expect(report).toEqual([])
})

test('every built page declares its encoding in its first 1024 bytes (hosts that send no charset)', async () => {
  const late = pages
    .map(({ file }) => ({ file, at: Buffer.from(readBuilt(file)).indexOf('<meta charset="utf-8">') }))
    .filter(({ at }) => at < 0 || at > 1024 - '<meta charset="utf-8">'.length)
  expect(late).toEqual([])
})

test('no empty section: every <section> of every page holds visible text', async () => {
  const empty: string[] = []
  for (const { file } of pages) {
    const main = parse(readBuilt(file)).querySelector('main')
    for (const section of main?.querySelectorAll('section') ?? []) {
      if (section.text.replace(/\s+/g, '').length < 2)
        empty.push(`${file}: ${section.outerHTML.slice(0, 120)}`)
    }
  }
  expect(empty).toEqual([])
})

test('every internal link and asset resolves, #anchors included', async () => {
  expect(await checkLinks(pages, config().siteUrl)).toEqual([])
})

test('no translation key shows as text, and every route was pre-rendered', async () => {
  const topLevel = new Set(Object.values(readLocales('fr')).flatMap((ns) => Object.keys(ns)))
  const keyLike = /(?:>|="|content=")\s*([a-z][a-zA-Z0-9]*(?:\.[a-zA-Z0-9_-]+)+)\s*(?:<|")/g
  const leaks: string[] = []
  for (const { file } of pages) {
    for (const match of readBuilt(file).matchAll(keyLike)) {
      const text = match[1] ?? ''
      if (topLevel.has(text.split('.')[0] ?? '')) leaks.push(`${file}: ${text}`)
    }
  }
  expect(leaks).toEqual([])
  const built = new Set(pages.map((p) => p.url))
  expect(SITE_PAGES.map((p) => p.url).filter((url) => !built.has(url))).toEqual([])
})

test("every page's JSON-LD has what its rich results require; articles are BlogPostings named like their h1", async () => {
  const origin = new URL(config().siteUrl).origin
  const problems: string[] = []
  const types = new Map<string, string[]>()
  for (const { url, file } of pages) {
    const html = parse(readBuilt(file))
    const blocks = html
      .querySelectorAll('script[type="application/ld+json"]')
      .map((s) => JSON.parse(s.textContent) as Record<string, unknown>)
    types.set(
      url,
      blocks.map((b) => String(b['@type'])),
    )
    const facts = {
      canonical: html.querySelector('link[rel="canonical"]')?.getAttribute('href'),
      lang: html.querySelector('html')?.getAttribute('lang') ?? '',
      h1: html.querySelector('h1')?.textContent.trim() ?? '',
      origin,
    }
    problems.push(...jsonLdProblems(blocks, facts).map((p) => `${url}: ${p}`))
  }
  expect(problems).toEqual([])
  const articles = SITE_PAGES.filter((p) => p.routeId === 'blogArticle')
  expect(articles.length).toBeGreaterThanOrEqual(6)
  for (const { url } of articles) expect(types.get(url)).toContain('BlogPosting')
  expect(types.get('/en/contact')).toContain('ContactPage')
  expect(types.get('/')).toContain('WebSite')
})
