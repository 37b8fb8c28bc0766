// Bench step 5: each island's first interaction in Chromium, timed two ways: from the input to the first
// frame showing its answer (in the page), and as browsers time it for INP (the Event Timing duration).
//
// Each row is a gesture on a page (of the French, Spanish and Arabic editions) and the visible answer it
// needs (the banner gone, a dialog open, a toast shown…). Each run opens a new browser context (cold cache),
// loads the page, waits for the network to be idle, performs the steps before the measured gesture, then the
// gesture itself. Both times are taken in the page, not from Playwright's side: listeners record the input
// event's timestamp and a requestAnimationFrame loop the first frame at which the answer holds; a
// PerformanceObserver, registered before the page's own scripts, the gesture's Event Timing entries, which
// also count the rendering of that frame. Elements are found by role and visible name, with the names taken
// from the page's locale files, so that the markup can change under the bench. interactions-firefox.ts runs
// the same rows in Firefox.
import type { Browser, BrowserContextOptions, Page } from '@playwright/test'
import type { SiteLang } from '../../shared/languages.ts'
import { playwrightDrive } from './interaction-drive.ts'
import { INIT_SCRIPT } from './interaction-events.ts'
import { type Row, rowsFor } from './interaction-rows.ts'
import {
  type InteractionResult,
  type InteractionRun,
  type ProfileName,
  progress,
  runRow,
  type Session,
  summarize,
  type Visitor,
} from './interaction-run.ts'
import { record } from './weight.ts'

// ---------------------------------------------------------------------------------------------------------
// Profiles and runs.

export interface Profile {
  name: ProfileName
  context: BrowserContextOptions
  /** Lighthouse's mobile throttling (slow 4G, CPU ×4), applied through CDP. */
  throttle: boolean
}

export const PROFILES: Profile[] = [
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
export const MOBILE_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
}
export const CPU_SLOWDOWN = 4
const HYDRATION_TIMEOUT = 20_000
/** Network idle: no request in flight for this long (as Playwright's `networkidle`). */
const QUIET_MS = 500

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
  follow: boolean,
): Promise<InteractionRun> {
  const context = await browser.newContext({
    ...profile.context,
    ...storage,
    permissions: ['clipboard-read', 'clipboard-write'],
  })
  try {
    await context.addInitScript(INIT_SCRIPT)
    const page = await context.newPage()
    if (profile.throttle) {
      const cdp = await context.newCDPSession(page)
      await cdp.send('Network.enable')
      await cdp.send('Network.emulateNetworkConditions', MOBILE_NETWORK)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    }
    await page.goto(base + row.url, { waitUntil: 'load' })
    await page.waitForLoadState('networkidle')
    const recorder = follow ? record(page) : undefined
    const idle = follow ? inFlight(page) : undefined
    const session: Session = {
      drive: playwrightDrive(page, Boolean(profile.context.hasTouch)),
      evaluate: (fn, arg) => page.evaluate(fn as (arg: unknown) => never, arg),
    }
    if (follow)
      session.settle = async (island, performed) => {
        // A gesture that could not be made woke nothing worth waiting for.
        const hydrated = await page
          .locator(`[data-island="${island}"][data-hydrated="true"]`)
          .first()
          .waitFor({ state: 'attached', timeout: performed ? HYDRATION_TIMEOUT : 1 })
          .then(
            () => true,
            () => false,
          )
        await idle?.(HYDRATION_TIMEOUT)
        return hydrated
      }
    const run = await runRow(session, row)
    return recorder ? { ...run, weight: await recorder.done() } : run
  } finally {
    await context.close()
  }
}

/**
 * The editions whose first interactions are timed: French (the reference), and Spanish and Arabic, whose
 * texts, fonts and right-to-left layout differ (English runs the same pages as French, in shorter words).
 */
const INTERACTION_LANGS: readonly SiteLang[] = ['fr', 'es', 'ar']

/** A row and the visitor it is timed for. */
export interface Case {
  row: Row
  visitor: Visitor
}

/** The full bench: every row of every timed edition, for a first-time and a returning visitor. */
export const allCases = (): Case[] =>
  INTERACTION_LANGS.flatMap(rowsFor).flatMap((row) =>
    (['first', 'returning'] as const)
      .filter((visitor) => visitor === 'first' || !row.firstTimeOnly)
      .map((visitor) => ({ row, visitor })),
  )

/**
 * --quick: one row per island on the French pages but the contact form's (it types 26 keys at a visitor's
 * pace, about 7 s a run; the newsletter's submit stands for the forms), and the chat's opening on the
 * Arabic page (right to left, its own fonts), each for a first-time visitor (whose page also shows the
 * consent banner).
 */
export const QUICK_ROWS = [
  'banner answer',
  'chat open',
  'search Enter',
  'community open',
  'newsletter submit',
  'share copy',
  'chat open (ar)',
]
export const quickCases = (): Case[] =>
  allCases().filter((c) => c.visitor === 'first' && QUICK_ROWS.includes(c.row.name))

/**
 * Each case on each profile (all by default; --quick: mobile only), `runs` times, each in a new context.
 * `follow`: each gesture is followed until its island hydrates and the network is idle, to weigh what it
 * fetched (not with --quick, which only times).
 */
export async function measureInteractions(
  browser: Browser,
  base: string,
  returning: BrowserContextOptions,
  { runs = 3, cases = allCases(), profiles = ['mobile', 'unthrottled'] as ProfileName[], follow = true } = {},
): Promise<InteractionResult[]> {
  const results: InteractionResult[] = []
  for (const profile of PROFILES.filter((p) => profiles.includes(p.name))) {
    for (const { row, visitor } of cases) {
      const samples: InteractionRun[] = []
      for (let i = 0; i < runs; i++)
        samples.push(await runOnce(browser, base, row, profile, visitor === 'first' ? {} : returning, follow))
      const result = summarize(row, { visitor, engine: 'chromium', profile: profile.name }, samples)
      results.push(result)
      console.log(progress(result))
    }
  }
  return results
}
