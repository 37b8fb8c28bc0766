// `npm run bench [-- --quick | --interactions]`: how fast and light the site is, against its budgets.
// Builds (clean, then with 1,000 generated articles per language unless --quick; each the median of three
// builds, one build with --quick), weighs every page of every language in Chromium against the production
// server (first and returning visitor), compares with the floors, times the first interaction with each
// island (input to visible answer in the page, and the Event Timing duration browsers report for INP;
// Chromium mobile and unthrottled, and Firefox ESR and WebKitGTK without throttling, on French, Spanish
// and Arabic pages; Chromium's rows followed to hydration weigh what each gesture fetched), runs Lighthouse on five pages in every language (unless --quick),
// prints a table, writes bench-results/bench.json, and exits non-zero when a budget fails.
// --interactions builds once and times the first interactions only. --quick weighs one page per route in
// French and Arabic (a returning visitor's in Arabic only), and times a few interactions, without following them to hydration: one row per
// island but the contact form on the French pages and the chat on the Arabic one, first-time visitor,
// Chromium's mobile profile, Firefox and WebKit (with --interactions too: those rows only).
// Which file of scripts/bench/ does what, in the order called here, and which way their imports point:
// scripts/bench/README.md.
import { readFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { chromium } from '@playwright/test'
import { parseConfig } from '../core/config.ts'
import { SITE_PAGES, type SitePage } from '../core/routes.ts'
import { localizePath, pageFileOf } from '../core/urls.ts'
import { createApp } from '../server/app.ts'
import { InboxStore } from '../server/inbox/store.ts'
import { makeConsent } from '../shared/consent.ts'
import { SITE_LANGS } from '../shared/languages.ts'
import {
  clearBuildTrash,
  coldCacheBuild,
  type Scaling,
  scalingBuilds,
  servedCopy,
  timedBuild,
} from './bench/build.ts'
import { chatTimes, edgeSizes } from './bench/chat.ts'
import { gz, inlineScriptGzip, reactRuntimeGzip, strippedHtmlGzip } from './bench/floor.ts'
import { allCases, quickCases } from './bench/interaction-cases.ts'
import { chromiumRows } from './bench/interaction-chromium.ts'
import { launchFirefox } from './bench/interaction-firefox.ts'
import { type LaunchedEngine, timeCases } from './bench/interaction-run.ts'
import { launchWebKitRows } from './bench/interaction-webkit.ts'
import { runLighthouse } from './bench/lighthouse.ts'
import { writeReport } from './bench/report/index.ts'
import type { ChatBench, EngineInfo, InteractionResult, Report } from './bench/results.ts'
import { firstResponseBytes, inTurn, pageWeight } from './bench/weight.ts'
import { CHROMIUM_ARGS, findChromium } from './chromium.ts'

const interactionsOnly = process.argv.includes('--interactions')
const fewRows = process.argv.includes('--quick')
const quick = interactionsOnly || fewRows
const started = Date.now()
/** A step of the bench, with the seconds since it started. */
const step = (text: string) => console.log(`[${Math.round((Date.now() - started) / 1000)} s] ${text}`)
const PORT = Number(process.env.BENCH_PORT ?? 4600)
const base = `http://localhost:${PORT}`
// Canonical URLs must point at the server Lighthouse audits.
process.env.SITE_URL = base

const reactRuntimeGz = interactionsOnly ? undefined : await reactRuntimeGzip()
let scaling: Scaling | undefined
let coldCache: Awaited<ReturnType<typeof coldCacheBuild>> | undefined
if (!interactionsOnly) {
  step('Clean build with no share image cached (all drawn)…')
  coldCache = await coldCacheBuild()
}
if (!quick) {
  step('Builds: 3 pairs of one with 1,000 extra articles per language, then a clean one…')
  scaling = await scalingBuilds(1000)
} else step('Clean production build…')
const build = scaling?.base ?? (await timedBuild(0, 1))

// The bench serves its own copy of this build (other work on this machine may rebuild dist/ meanwhile).
const root = servedCopy()
const islandsEntry = (
  JSON.parse(readFileSync('dist/islands/.vite/manifest.json', 'utf8')) as Record<string, { file: string }>
)['islands/client.ts']?.file
const loaderGz = gz(readFileSync(`${root}/${islandsEntry}`))
const store = new InboxStore(':memory:')
// The chat row asks a few hundred questions from one address: no rate limit in the way.
process.env.CHAT_RATE_LIMIT = '100000'
// The form rows of the interactions post a dozen times within minutes: no rate limit in the way.
const config = parseConfig({ PORT: String(PORT), FORMS_RATE_LIMIT: '1000' })
const app = createApp({ root, config, inbox: store })
const server = serve({
  fetch: app.fetch,
  port: PORT,
  hostname: '127.0.0.1',
})
await new Promise((resolve) => server.once('listening', resolve))
// As `npm start` does: pages are compressed before anyone asks (their first request would time it: the
// pages Lighthouse loads). --quick, which has no Lighthouse, saves those 20 s: its pages are compressed on
// their first request, before anything is timed on them.
if (!fewRows) await app.warm()
step(`Serving ${base} (port ${(server.address() as AddressInfo).port})…`)
step('Asking the chat every question of its tests, one after the other…')
const chatTimed = await chatTimes(base, root)
// Bundling the edge function times nothing: it runs beside the weighing, which times nothing either.
const edgeBundled = edgeSizes(root)

const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS })
const consent = makeConsent({ analytics: false, marketing: false, functional: false }, Date.now())
const returningState = {
  storageState: {
    cookies: [],
    origins: [{ origin: base, localStorage: [{ name: 'cookieConsent', value: JSON.stringify(consent) }] }],
  },
}
const returning = await browser.newContext(returningState)
/** --quick weighs one page of each route, in French and in Arabic (the longest pages, right to left). */
const canonical = SITE_PAGES.filter((p) => !p.isAlias)
const firstOfRoute = (p: SitePage) =>
  canonical.find((q) => q.routeId === p.routeId && q.lang === p.lang) === p
const weighed = fewRows
  ? canonical.filter((p) => ['fr', 'ar'].includes(p.lang) && firstOfRoute(p))
  : canonical
if (!interactionsOnly)
  step(
    `Weighing ${weighed.length} pages (eight at a time: bytes and requests do not depend on it), bundling the chat's edge function…`,
  )
const pages: Report['pages'] = await inTurn(interactionsOnly ? [] : weighed, async (page) => {
  const first = await browser.newContext()
  const firstVisit = await pageWeight(first, base + page.url)
  await first.close()
  // A returning visitor differs by its stored consent, not by language: --quick weighs its Arabic pages.
  const returningVisit =
    fewRows && page.lang !== 'ar' ? undefined : await pageWeight(returning, base + page.url)
  const file = `${root}/${pageFileOf(page.url)}`
  const html = readFileSync(file, 'utf8')
  const inlineCss = /<style data-stylesheet="[^"]*">([\s\S]*?)<\/style>/.exec(html)?.[1] ?? ''
  return {
    url: page.url,
    firstVisit,
    ...(returningVisit ? { returning: returningVisit } : {}),
    floorGz: strippedHtmlGzip(html) + firstVisit.css.gz,
    inlineCssGz: inlineCss ? gz(inlineCss) : 0,
    inlineJsGz: inlineScriptGzip(html),
    firstResponseBytes: await firstResponseBytes(base + page.url),
  }
})
await returning.close()
const chat: ChatBench = { ...chatTimed, ...(await edgeBundled) }
const cases = fewRows ? quickCases() : allCases()
const runs = 3
step(
  `Timing first interactions in Chromium (${runs} runs per row, visitor and profile, each in a new context)…`,
)
const interactions: InteractionResult[] = []
for (const profile of fewRows ? (['mobile'] as const) : (['mobile', 'unthrottled'] as const))
  interactions.push(
    ...(await timeCases(chromiumRows(browser, base, returningState, profile, !fewRows), cases, runs)),
  )
await browser.close()
/** The other engines, one after the other: each launched, its rows timed, closed. */
const engines: Partial<Record<'firefox' | 'webkit', EngineInfo>> = {}
const launchers = {
  firefox: ['Firefox', launchFirefox],
  webkit: ['WebKit', launchWebKitRows],
} as const
for (const [key, [name, launch]] of Object.entries(launchers)) {
  step(`Timing the same rows in ${name} (${runs} runs each, each in a new context)…`)
  const { rows, close, ...info }: LaunchedEngine = await launch(base, JSON.stringify(consent), !fewRows)
  try {
    if (rows) interactions.push(...(await timeCases(rows, cases, runs)))
  } finally {
    await close()
  }
  engines[key as keyof typeof launchers] = info
}

if (!quick) step('Lighthouse…')
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
    ...(coldCache ? { coldCache } : {}),
    ...(scaling
      ? { scaled: scaling.scaled, marginalMs: scaling.marginalMs, marginalRuns: scaling.marginalRuns }
      : {}),
  },
  ...(reactRuntimeGz === undefined ? {} : { reactRuntimeGz }),
  loaderGz,
  chat,
  pages,
  interactions,
  engines,
  ...(lighthouse ? { lighthouse } : {}),
}
report.seconds = Math.round((Date.now() - started) / 1000)
const budgets = writeReport(report)
console.log(`\nBench run: ${report.seconds} s, from start to the table.`)
process.exit(budgets.every((b) => b.pass) ? 0 : 1)
