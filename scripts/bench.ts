// `npm run bench [-- --quick | --interactions]`: how fast and light the site is, against its budgets.
// Builds (clean, then with 1,000 generated articles per language unless --quick; each the median of three
// builds, one build with --quick), weighs every page of every language in Chromium against the production
// server (first and returning visitor, and per island on interaction), compares with the floors, times the
// first interaction with each island (input to visible answer, mobile and unthrottled, on French, Spanish
// and Arabic pages), runs Lighthouse on five pages in every language (unless --quick), prints a table,
// writes bench-results/bench.json, and exits non-zero when a budget fails. --interactions builds once and
// times the first interactions only.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { chromium } from '@playwright/test'
import { parseConfig } from '../core/config.ts'
import { SITE_PAGES } from '../core/routes.ts'
import { localizePath, pageFileOf } from '../core/urls.ts'
import { createApp } from '../server/app.ts'
import { InboxStore } from '../server/inbox/store.ts'
import { makeConsent } from '../shared/consent.ts'
import { SITE_LANGS } from '../shared/languages.ts'
import { clearBuildTrash, type Scaling, scalingBuilds, timedBuild } from './bench/build.ts'
import { gz, inlineScriptGzip, reactRuntimeGzip, strippedHtmlGzip } from './bench/floor.ts'
import { measureInteractions } from './bench/interactions.ts'
import { runLighthouse } from './bench/lighthouse.ts'
import { evaluateBudgets, printReport, type Report } from './bench/report.ts'
import { firstResponseBytes, INTERACTIONS, interactionWeight, pageWeight } from './bench/weight.ts'
import { CHROMIUM_ARGS, findChromium } from './chromium.ts'

const interactionsOnly = process.argv.includes('--interactions')
const quick = interactionsOnly || process.argv.includes('--quick')
const islandsEntryFile = () =>
  (JSON.parse(readFileSync('dist/islands/.vite/manifest.json', 'utf8')) as Record<string, { file: string }>)[
    'islands/client.ts'
  ]?.file
const PORT = Number(process.env.BENCH_PORT ?? 4600)
const base = `http://localhost:${PORT}`
// Canonical URLs must point at the server Lighthouse audits.
process.env.SITE_URL = base

const reactRuntimeGz = interactionsOnly ? undefined : await reactRuntimeGzip()
let scaling: Scaling | undefined
if (!quick) {
  console.log('Builds: 3 pairs of one with 1,000 extra articles per language, then a clean one…')
  scaling = await scalingBuilds(1000)
} else console.log('Clean production build…')
const build = scaling?.base ?? (await timedBuild(0, 1))

const store = new InboxStore(':memory:')
// The form rows of the interactions post a dozen times within minutes: no rate limit in the way.
const config = parseConfig({ PORT: String(PORT), FORMS_RATE_LIMIT: '1000' })
const app = createApp({ root: 'dist/client', config, inbox: store })
const server = serve({
  fetch: app.fetch,
  port: PORT,
  hostname: '127.0.0.1',
})
await new Promise((resolve) => server.once('listening', resolve))
// As `npm start` does: pages are compressed before anyone asks (their first request would time it).
await app.warm()
console.log(`Serving ${base} (port ${(server.address() as AddressInfo).port})…`)

const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS })
const consent = makeConsent({ analytics: false, marketing: false, functional: false }, Date.now())
const returningState = {
  storageState: {
    cookies: [],
    origins: [{ origin: base, localStorage: [{ name: 'cookieConsent', value: JSON.stringify(consent) }] }],
  },
}
const returning = await browser.newContext(returningState)
const pages: Report['pages'] = []
if (!interactionsOnly) console.log('Weighing pages…')
for (const page of interactionsOnly ? [] : SITE_PAGES.filter((p) => !p.isAlias)) {
  const first = await browser.newContext()
  const firstVisit = await pageWeight(first, base + page.url)
  await first.close()
  const returningVisit = await pageWeight(returning, base + page.url)
  const file = `dist/client/${pageFileOf(page.url)}`
  const html = readFileSync(file, 'utf8')
  const inlineCss = /<style data-stylesheet="[^"]*">([\s\S]*?)<\/style>/.exec(html)?.[1] ?? ''
  pages.push({
    url: page.url,
    firstVisit,
    returning: returningVisit,
    floorGz: strippedHtmlGzip(html) + firstVisit.css.gz,
    inlineCssGz: inlineCss ? gz(inlineCss) : 0,
    inlineJsGz: inlineScriptGzip(html),
    firstResponseBytes: await firstResponseBytes(base + page.url),
  })
}
const islands: Report['islands'] = []
for (const item of interactionsOnly ? [] : INTERACTIONS) {
  islands.push({
    island: item.label ?? item.island,
    url: item.url,
    weight: await interactionWeight(browser, base, item, returningState),
  })
}
await returning.close()
console.log('Timing first interactions (3 runs per row, visitor and profile, each in a new context)…')
const interactions = await measureInteractions(browser, base, returningState)
await browser.close()

const lighthouse = quick
  ? undefined
  : await runLighthouse(
      ['/', '/contact', '/services/performance-testing', '/offre/cloud', '/consultants'].flatMap((p) =>
        SITE_LANGS.map((lang) => base + localizePath(p, lang)),
      ),
    )
server.close()
store.close()
clearBuildTrash()

const report: Report = {
  date: new Date().toISOString(),
  quick,
  interactionsOnly,
  build: {
    ...build,
    ...(scaling
      ? { scaled: scaling.scaled, marginalMs: scaling.marginalMs, marginalRuns: scaling.marginalRuns }
      : {}),
  },
  ...(reactRuntimeGz === undefined ? {} : { reactRuntimeGz }),
  loaderGz: gz(readFileSync(`dist/client/${islandsEntryFile()}`)),
  pages,
  islands,
  interactions,
  ...(lighthouse ? { lighthouse } : {}),
}
const budgets = evaluateBudgets(report)
mkdirSync('bench-results', { recursive: true })
writeFileSync('bench-results/bench.json', JSON.stringify({ ...report, budgets }, null, 2))
printReport(report, budgets)
process.exit(budgets.every((b) => b.pass) ? 0 : 1)
