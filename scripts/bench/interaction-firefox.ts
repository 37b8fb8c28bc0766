// Bench, first interactions in Firefox ESR, the runner's adapter (interaction-run.ts): the rows, driven by
// puppeteer-core over WebDriver BiDi, timed the same two ways (in the page, and the Event Timing duration),
// in a phone-sized window (412×823, device pixel ratio 1.75) with taps (touch pointer actions: pointerdown,
// pointerup, click), and without throttling: BiDi has no CPU emulation (puppeteer's needs CDP, which Firefox
// no longer speaks) and its network emulation is offline or online only; the bench asks for both once and
// prints the refusals, and every Firefox row says so. Nor can this Firefox emulate a touch screen (no
// emulation.setTouchOverride): its pages see a mouse (no touch events, `pointer: fine`). No bytes are weighed
// here (Chromium's rows do).
import puppeteer, { type Browser, type Page } from 'puppeteer-core'
import { FIREFOX_QUIET_PREFS, findFirefox } from '../../tests/engines/firefox.ts'
import { puppeteerDrive } from './interaction-drive.ts'
import { INIT_SCRIPT } from './interaction-events.ts'
import type { Row } from './interaction-rows.ts'
import {
  failedRun,
  HYDRATION_TIMEOUT,
  type LaunchedEngine,
  MOBILE_SIZE,
  runRow,
  type Session,
  settleByAsking,
} from './interaction-run.ts'
import type { InteractionRun } from './results.ts'

const NOTE = 'no throttling: BiDi has no CPU/network emulation here'
const ABOUT =
  '412×823, taps as touch pointer input (the page is not told of a touch screen), no throttling: BiDi has no CPU/network emulation here'

/** Asks for Lighthouse's CPU and network throttling; returns each refusal. */
async function refusals(page: Page): Promise<string[]> {
  const attempts: [string, () => Promise<unknown>][] = [
    ['CPU ×4', () => page.emulateCPUThrottling(4)],
    ['slow 4G', () => page.emulateNetworkConditions({ download: 204_800, upload: 96_000, latency: 150 })],
  ]
  const out: string[] = []
  for (const [what, attempt] of attempts) {
    const refusal = await attempt().then(
      () => undefined,
      (error: unknown) => (error instanceof Error ? error.message || error.name : String(error)),
    )
    out.push(
      refusal === undefined ? `${what}: accepted (yet not applied by the bench)` : `${what}: ${refusal}`,
    )
  }
  return out
}

async function runOnce(
  browser: Browser,
  base: string,
  row: Row,
  consent: string | undefined,
  follow: boolean,
): Promise<InteractionRun> {
  const context = await browser.createBrowserContext()
  try {
    const page = await context.newPage()
    await page.setViewport(MOBILE_SIZE)
    // A returning visitor: the stored consent, as Chromium's contexts get it from their storage state.
    const stored = consent
      ? `if (location.origin === ${JSON.stringify(base)} && !localStorage.getItem('cookieConsent'))
           localStorage.setItem('cookieConsent', ${JSON.stringify(consent)});`
      : ''
    await page.evaluateOnNewDocument(`${stored}\n${INIT_SCRIPT}`)
    await page.goto(base + row.url, { waitUntil: 'load' })
    await page.waitForNetworkIdle({ idleTime: 500, timeout: HYDRATION_TIMEOUT })
    const session: Session = {
      drive: puppeteerDrive(page, true),
      evaluate: (fn, arg) => page.evaluate(fn as (arg: unknown) => never, arg),
    }
    if (follow) session.settle = settleByAsking(async (selector) => Boolean(await page.$(selector)))
    return await runRow(session, row)
  } catch (error) {
    return failedRun(error)
  } finally {
    await context.close()
  }
}

/** Firefox ESR, launched, as the runner's adapter (`follow`: as in interaction-chromium.ts); `consent`: a returning visitor's. */
export async function launchFirefox(base: string, consent: string, follow: boolean): Promise<LaunchedEngine> {
  const executablePath = findFirefox()
  const skipped = { eventTiming: true, about: ABOUT, close: async () => {} }
  if (!executablePath) return { ...skipped, skipped: 'no Firefox (install firefox-esr, or set FIREFOX_PATH)' }
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath,
    headless: true,
    extraPrefsFirefox: FIREFOX_QUIET_PREFS,
  })
  const version = await browser.version()
  const probe = await browser.createBrowserContext()
  const throttling = await refusals(await probe.newPage())
  await probe.close()
  console.log(`  ${version}, throttling: ${throttling.join('; ')}`)
  return {
    version,
    eventTiming: true,
    about: ABOUT,
    remarks: [`Firefox, asked to throttle: ${throttling.join('; ')}.`],
    rows: {
      engine: 'firefox',
      profile: 'mobile-size',
      note: NOTE,
      run: (row, visitor) =>
        runOnce(browser, base, row, visitor === 'returning' ? consent : undefined, follow),
    },
    close: () => browser.close(),
  }
}
