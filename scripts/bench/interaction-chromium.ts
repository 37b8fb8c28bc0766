// Bench, first interactions in Chromium: each island's first interaction, timed two ways: from the input
// to the first frame showing its answer (in the page), and as browsers time it for INP (the Event Timing
// duration).
//
// Each row is a gesture on a page (of the French, Spanish and Arabic editions) and the visible answer it
// needs (the banner gone, a dialog open, a toast shown…). Each run opens a new browser context (cold cache),
// loads the page, waits for the network to be idle, performs the steps before the measured gesture, then the
// gesture itself. Both times are taken in the page, not from Playwright's side: listeners record the input
// event's timestamp and a requestAnimationFrame loop the first frame at which the answer holds; a
// PerformanceObserver, registered before the page's own scripts, the gesture's Event Timing entries, which
// also count the rendering of that frame. Elements are found by role and visible name, with the names taken
// from the page's locale files, so that the markup can change under the bench. This file is Chromium's
// adapter for the runner (interaction-run.ts); interaction-firefox.ts and interaction-webkit.ts are the
// other engines'.
import type { Browser, BrowserContext, BrowserContextOptions, Page } from '@playwright/test'
import { playwrightDrive } from './interaction-drive.ts'
import { INIT_SCRIPT } from './interaction-events.ts'
import type { Row } from './interaction-rows.ts'
import { HYDRATION_TIMEOUT, type RowEngine, runRow, type Session } from './interaction-run.ts'
import type { InteractionRun, ProfileName } from './results.ts'
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
const MOBILE_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
}
const CPU_SLOWDOWN = 4

/** Lighthouse's mobile throttling on a page, through CDP. */
export async function throttle(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', MOBILE_NETWORK)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
}
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
    if (profile.throttle) await throttle(context, page)
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
 * Chromium on one profile, as the runner's adapter; a returning visitor gets `returning` (the stored
 * consent). `follow`: each gesture is followed until its island hydrates and the network is idle, to weigh
 * what it fetched (not with --quick, which only times).
 */
export function chromiumRows(
  browser: Browser,
  base: string,
  returning: BrowserContextOptions,
  profileName: ProfileName,
  follow: boolean,
): RowEngine {
  const profile = PROFILES.find((p) => p.name === profileName)
  if (!profile) throw new Error(`no Chromium profile ${profileName}`)
  return {
    engine: 'chromium',
    profile: profile.name,
    run: (row, visitor) => runOnce(browser, base, row, profile, visitor === 'first' ? {} : returning, follow),
  }
}
