// Bench step 5 in Firefox ESR: the rows of interactions.ts, driven by puppeteer-core over WebDriver BiDi,
// timed the same two ways (in the page, and the Event Timing duration), in a phone-sized window (412×823,
// device pixel ratio 1.75) with taps (touch pointer actions: pointerdown, pointerup, click), and without
// throttling: BiDi has no CPU emulation (puppeteer's needs CDP, which Firefox no longer speaks) and its
// network emulation is offline or online only; the bench asks for both once and prints the refusals, and
// every Firefox row says so. Nor can this Firefox emulate a touch screen (no emulation.setTouchOverride):
// its pages see a mouse (no touch events, `pointer: fine`). No bytes are weighed here (Chromium's rows do).
import puppeteer, { type Browser, type Page } from 'puppeteer-core'
import { FIREFOX_QUIET_PREFS, findFirefox } from '../../tests/engines/firefox.ts'
import { puppeteerDrive } from './interaction-drive.ts'
import { INIT_SCRIPT } from './interaction-events.ts'
import type { Row } from './interaction-rows.ts'
import {
  type InteractionResult,
  type InteractionRun,
  progress,
  runRow,
  type Session,
  summarize,
} from './interaction-run.ts'
import type { Case } from './interactions.ts'

export const FIREFOX_NOTE = 'no throttling: BiDi has no CPU/network emulation here'
const MOBILE_SIZE = { width: 412, height: 823, deviceScaleFactor: 1.75 }
const HYDRATION_TIMEOUT = 20_000

export interface FirefoxRun {
  /** The browser's own version string, or why no Firefox ran. */
  version?: string
  skipped?: string
  /** What Firefox answered when asked to throttle (the proof behind FIREFOX_NOTE). */
  throttling?: string[]
  results: InteractionResult[]
}

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
    if (follow)
      session.settle = (island, performed) =>
        page
          .waitForSelector(`[data-island="${island}"][data-hydrated="true"]`, {
            timeout: performed ? HYDRATION_TIMEOUT : 1,
          })
          .then(
            () => true,
            () => false,
          )
    return await runRow(session, row)
  } catch (error) {
    // The page did not load or settle: a failed run, not a failed bench.
    const failure = `page: ${(error instanceof Error ? error.message : String(error)).split('\n')[0]}`
    return { ms: null, event: null, failure }
  } finally {
    await context.close()
  }
}

/** Each case `runs` times in Firefox ESR, each in a new browser context (`follow`: as in interactions.ts). */
export async function measureFirefox(
  base: string,
  consent: string,
  { runs, cases, follow }: { runs: number; cases: Case[]; follow: boolean },
): Promise<FirefoxRun> {
  const executablePath = findFirefox()
  if (!executablePath)
    return { skipped: 'no Firefox (install firefox-esr, or set FIREFOX_PATH)', results: [] }
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath,
    headless: true,
    extraPrefsFirefox: FIREFOX_QUIET_PREFS,
  })
  try {
    const version = await browser.version()
    const probe = await browser.createBrowserContext()
    const throttling = await refusals(await probe.newPage())
    await probe.close()
    console.log(`  ${version}, throttling: ${throttling.join('; ')}`)
    const results: InteractionResult[] = []
    for (const { row, visitor } of cases) {
      const samples = []
      for (let i = 0; i < runs; i++)
        samples.push(await runOnce(browser, base, row, visitor === 'returning' ? consent : undefined, follow))
      const at = { visitor, engine: 'firefox', profile: 'mobile-size', note: FIREFOX_NOTE } as const
      const result = summarize(row, at, samples)
      results.push(result)
      console.log(progress(result))
    }
    return { version, throttling, results }
  } finally {
    await browser.close()
  }
}
