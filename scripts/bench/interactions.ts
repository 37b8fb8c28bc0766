// Bench step 5: each island's first interaction, timed from the input to the first frame showing its answer.
//
// Each row is a gesture on a page (of the French, Spanish and Arabic editions) and the visible answer it
// needs (the banner gone, a dialog open, a toast shown…). Each run opens a new browser context (cold cache),
// loads the page, waits for the network to be idle, performs the steps before the measured gesture, then the
// gesture itself. The time is taken in the page, not from Playwright's side: listeners record the input
// event's timestamp and a requestAnimationFrame loop the first frame at which the answer holds. Elements are
// found by role and visible name, with the names taken from the page's locale files, so that the markup can
// change under the bench.
import type { Browser, BrowserContextOptions, Page } from '@playwright/test'
import type { SiteLang } from '../../shared/languages.ts'
import { arm, type Timing } from './interaction-answer.ts'
import { GESTURE_TIMEOUT, type Press, type Row, rowsFor } from './interaction-rows.ts'
import { record, type Weight } from './weight.ts'

// ---------------------------------------------------------------------------------------------------------
// Profiles and runs.

export type Visitor = 'first' | 'returning'
export type ProfileName = 'mobile' | 'unthrottled'

interface Profile {
  name: ProfileName
  context: BrowserContextOptions
  /** Lighthouse's mobile throttling (slow 4G, CPU ×4), applied through CDP. */
  throttle: boolean
}

const PROFILES: Profile[] = [
  {
    name: 'mobile',
    context: {
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    },
    throttle: true,
  },
  { name: 'unthrottled', context: { viewport: { width: 1350, height: 940 } }, throttle: false },
]

/** Lighthouse's mobile preset: 150 ms, 1.6 Mbit/s down, 750 kbit/s up (kbit of 1,024 bits), CPU ×4. */
const MOBILE_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
}
const CPU_SLOWDOWN = 4
const ANSWER_TIMEOUT = 15_000
const HYDRATION_TIMEOUT = 20_000
/** Network idle: no request in flight for this long (as Playwright's `networkidle`). */
const QUIET_MS = 500

export interface InteractionRun {
  /** Input to answer, in milliseconds; null when the run failed. */
  ms: number | null
  failure?: string
  /** Whether the island reported `data-hydrated="true"` within 20 s. */
  hydrated: boolean
  /** Everything fetched from the first step of the interaction until hydrated and the network idle. */
  weight: Weight
}

export interface InteractionResult {
  row: string
  island: string
  url: string
  visitor: Visitor
  profile: ProfileName
  runs: InteractionRun[]
  /** Median and max of the runs that answered (null when none did). */
  medianMs: number | null
  maxMs: number | null
  /** Medians over the runs: JS gzip (level 9) and on the wire, and requests. */
  jsGz: number
  jsWire: number
  requests: number
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

/** Why a step or the gesture failed, in a few words: which island covers the target, or the error's first line. */
function describeFailure(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  const lines = message.split('\n')
  const covered = lines.find((line) => line.includes('intercepts pointer events'))
  if (covered) {
    const island = /data-island="(\w+)"/.exec(covered)?.[1]
    return `blocked: ${island ? `the ${island} island` : 'another element'} covers the target`
  }
  return lines[0] ?? message
}

/** Counts requests in flight, to wait until none has been for `QUIET_MS` (after the gesture). */
function inFlight(page: Page) {
  let count = 0
  let changed = Date.now()
  const up = () => {
    count += 1
    changed = Date.now()
  }
  const down = () => {
    count = Math.max(0, count - 1)
    changed = Date.now()
  }
  page.on('request', up)
  page.on('requestfinished', down)
  page.on('requestfailed', down)
  return async (timeout: number) => {
    const end = Date.now() + timeout
    while (Date.now() < end && (count > 0 || Date.now() - changed < QUIET_MS))
      await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

async function runOnce(
  browser: Browser,
  base: string,
  row: Row,
  profile: Profile,
  storage: BrowserContextOptions,
): Promise<InteractionRun> {
  const context = await browser.newContext({
    ...profile.context,
    ...storage,
    permissions: ['clipboard-read', 'clipboard-write'],
  })
  try {
    // tsx keeps function names by wrapping them in calls to its `__name` helper, which `arm` carries into
    // the page: there it must exist (and do nothing).
    await context.addInitScript(() => {
      ;(globalThis as unknown as { __name: <T>(f: T) => T }).__name = (f) => f
    })
    const page = await context.newPage()
    if (profile.throttle) {
      const cdp = await context.newCDPSession(page)
      await cdp.send('Network.enable')
      await cdp.send('Network.emulateNetworkConditions', MOBILE_NETWORK)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    }
    await page.goto(base + row.url, { waitUntil: 'load' })
    await page.waitForLoadState('networkidle')
    const recorder = record(page)
    const idle = inFlight(page)
    const press: Press = (target) =>
      profile.context.hasTouch
        ? target.tap({ timeout: GESTURE_TIMEOUT })
        : target.click({ timeout: GESTURE_TIMEOUT })
    let ms: number | null = null
    let failure: string | undefined
    let performed = false
    try {
      const { gesture, answer } = await row.prepare(page, press)
      await page.evaluate(arm, answer)
      await gesture()
      performed = true
      const handle = await page.waitForFunction(
        () => {
          const t = (window as unknown as { __benchTiming?: Timing }).__benchTiming
          return t && (t.early || t.answer !== null) ? t : undefined
        },
        undefined,
        { timeout: ANSWER_TIMEOUT, polling: 100 },
      )
      const timing = (await handle.jsonValue()) as Timing
      if (timing.early) failure = 'the answer showed before the gesture'
      else if (timing.input === null) failure = 'no input event reached the page'
      else ms = (timing.answer as number) - timing.input
    } catch (error) {
      failure = performed ? `no answer within ${ANSWER_TIMEOUT / 1000} s` : describeFailure(error)
    }
    // A gesture that could not be made woke nothing worth waiting for.
    const hydrated = await page
      .locator(`[data-island="${row.island}"][data-hydrated="true"]`)
      .first()
      .waitFor({ state: 'attached', timeout: performed ? HYDRATION_TIMEOUT : 1 })
      .then(
        () => true,
        () => false,
      )
    await idle(HYDRATION_TIMEOUT)
    return { ms, hydrated, weight: await recorder.done(), ...(failure ? { failure } : {}) }
  } finally {
    await context.close()
  }
}

/**
 * The editions whose first interactions are timed: French (the reference), and Spanish and Arabic, whose
 * texts, fonts and right-to-left layout differ (English runs the same pages as French, in shorter words).
 */
const INTERACTION_LANGS: readonly SiteLang[] = ['fr', 'es', 'ar']

/**
 * Every row for a first-time and a returning visitor (`returning` holds the stored consent), on both
 * profiles, `runs` times each, each run in a new context.
 */
export async function measureInteractions(
  browser: Browser,
  base: string,
  returning: BrowserContextOptions,
  runs = 3,
  rows: Row[] = INTERACTION_LANGS.flatMap(rowsFor),
): Promise<InteractionResult[]> {
  const results: InteractionResult[] = []
  for (const profile of PROFILES) {
    for (const row of rows) {
      for (const visitor of ['first', 'returning'] as const) {
        if (visitor === 'returning' && row.firstTimeOnly) continue
        const samples: InteractionRun[] = []
        for (let i = 0; i < runs; i++)
          samples.push(await runOnce(browser, base, row, profile, visitor === 'first' ? {} : returning))
        const answered = samples.flatMap((s) => (s.ms === null ? [] : [s.ms]))
        const result: InteractionResult = {
          row: row.name,
          island: row.island,
          url: row.url,
          visitor,
          profile: profile.name,
          runs: samples,
          medianMs: answered.length ? median(answered) : null,
          maxMs: answered.length ? Math.max(...answered) : null,
          jsGz: median(samples.map((s) => s.weight.js.gz)),
          jsWire: median(samples.map((s) => s.weight.js.wire)),
          requests: median(samples.map((s) => s.weight.requests)),
        }
        results.push(result)
        const times = samples.map((s) => (s.ms === null ? `failed (${s.failure})` : `${s.ms.toFixed(0)}`))
        console.log(`  ${profile.name}, ${row.name}, ${visitor}: ${times.join(' / ')} ms`)
      }
    }
  }
  return results
}
