// Bench, first interactions in WebKitGTK, the runner's adapter (interaction-run.ts): the rows, driven over
// plain W3C WebDriver (WebKitWebDriver under Xvfb, as the engine journeys drive it: tests/engines/webkit.ts),
// in a phone-sized window (412×823) with WebDriver's own clicks and keys, and without throttling (WebDriver
// has no CPU or network emulation). Each run is a new browser, with nothing stored. WebKitGTK 2.50 has no
// Event Timing API (PerformanceObserver.supportedEntryTypes lists no `event`): its rows give the in-page
// figure only, and say so. No bytes are weighed here (Chromium's rows do).
import { type Engine, type Tab, toWire } from '../../tests/engines/driver.ts'
import { launchWebKit } from '../../tests/engines/webkit.ts'
import {
  chooseOption,
  type Drive,
  isChecked,
  reachable,
  type Target,
  TYPING_MS,
  wire,
} from './interaction-drive.ts'
import { INIT_SCRIPT } from './interaction-events.ts'
import type { Row } from './interaction-rows.ts'
import {
  failedRun,
  type LaunchedEngine,
  MOBILE_SIZE,
  runRow,
  type Session,
  settleByAsking,
} from './interaction-run.ts'
import type { InteractionRun, Visitor } from './results.ts'

const NOTE = 'no throttling: WebDriver has no CPU/network emulation'
/** As Playwright's `networkidle`, which WebDriver cannot see: the page's load, then this long. */
const QUIET_MS = 500

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))
/** tsx wraps named functions in calls to its `__name` helper: the page gets one that does nothing. */
const NAME_HELPER = 'globalThis.__name = globalThis.__name || ((f) => f);'

/** Runs `fn(arg)` in the page and awaits its result (a promise is kept in the page and polled for). */
async function evaluate<A, R>(tab: Tab, fn: (arg: A) => R | Promise<R>, arg: A): Promise<R> {
  await tab.run(
    `${NAME_HELPER}
    window.__benchResult = null
    Promise.resolve((${fn.toString()})(arguments[0])).then(
      (value) => { window.__benchResult = { value } },
      (error) => { window.__benchResult = { error: String(error && error.message || error) } })`,
    arg,
  )
  for (;;) {
    const result = await tab.run<{ value?: R; error?: string } | null>('return window.__benchResult')
    if (result?.error !== undefined) throw new Error(result.error)
    if (result) return result.value as R
    await sleep(20)
  }
}

/** Runs a page-side function on the element the target finds (null when none is shown). */
const onElement = <R>(tab: Tab, t: Target, fn: (el: Element, arg: string) => R, arg = '') =>
  tab.run<R | null>(
    `${NAME_HELPER} const el = find(arguments[0]); return el ? (${fn.toString()})(el, arguments[1]) : null`,
    toWire(wire(t)),
    arg,
  )
const mark = (el: Element, name: string) => {
  el.setAttribute('data-bench-target', name)
  return true
}

/**
 * The tab's WebDriver session, for one pointer action sequence (the journeys' Tab has no pointer actions,
 * and its private driver is the only way to them; as interaction-drive.ts reaches under puppeteer).
 */
const session = (tab: Tab) =>
  (tab as unknown as { driver: { command(method: 'POST', path: string, body: unknown): Promise<unknown> } })
    .driver

function webkitDrive(tab: Tab): Drive {
  /**
   * A click as one action sequence: WebDriver's Element Click (tab.click) sends the button down and up as
   * two events with the driver's work between them, hundreds of ms apart on a busy machine, which the
   * in-page figure (from pointerdown) would count.
   */
  const press = async (t: Target) => {
    const point = await onElement(tab, t, reachable)
    if (!point) throw new Error(`blocked or missing: ${t.role} "${t.name ?? ''}"`)
    await session(tab).command('POST', '/actions', {
      actions: [
        {
          type: 'pointer',
          id: 'bench-mouse',
          parameters: { pointerType: 'mouse' },
          actions: [
            { type: 'pointerMove', x: point.x, y: point.y, origin: 'viewport' },
            { type: 'pointerDown', button: 0 },
            { type: 'pointerUp', button: 0 },
          ],
        },
      ],
    })
  }
  return {
    press,
    type: async (t, text) => {
      await press(t)
      for (const key of text) {
        await tab.keys(key)
        await sleep(TYPING_MS)
      }
    },
    key: (key) => tab.press(key),
    select: async (t, label) => {
      if (!(await onElement(tab, t, chooseOption, label))) throw new Error(`no option "${label}"`)
    },
    waitShown: async (t) => {
      const end = Date.now() + 5_000
      while (!(await tab.shown(wire(t)))) {
        if (Date.now() > end) throw new Error(`no visible ${t.role} "${t.name ?? ''}"`)
        await sleep(100)
      }
    },
    checked: async (t) => Boolean(await onElement(tab, t, isChecked)),
    mark: async (t, name) => {
      if (!(await onElement(tab, t, mark, name))) throw new Error(`no visible ${t.role} "${t.name ?? ''}"`)
      return `[data-bench-target="${name}"]`
    },
    pause: sleep,
  }
}

async function runOnce(
  engine: Engine,
  base: string,
  row: Row,
  visitor: Visitor,
  consent: string,
  follow: boolean,
  eventTiming: boolean,
): Promise<InteractionRun> {
  const tab = await engine.visitor()
  try {
    await tab.setViewport(MOBILE_SIZE.width, MOBILE_SIZE.height)
    if (visitor === 'returning') {
      // The stored consent, set on the site's origin before the measured load.
      await tab.goto(base)
      await tab.run("localStorage.setItem('cookieConsent', arguments[0])", consent)
    }
    await tab.goto(base + row.url)
    await sleep(QUIET_MS)
    // Event Timing, where the engine has it: the observer starts before the gesture, which is what it times.
    await tab.run(INIT_SCRIPT.replace(/^globalThis.__name = .*$/m, NAME_HELPER))
    const run: Session = {
      drive: webkitDrive(tab),
      evaluate: (fn, arg) => evaluate(tab, fn, arg),
      eventTiming,
    }
    if (follow)
      run.settle = settleByAsking((selector) =>
        tab.run<boolean>('return !!document.querySelector(arguments[0])', selector),
      )
    return await runRow(run, row)
  } catch (error) {
    return failedRun(error)
  } finally {
    await tab.close()
  }
}

/** WebKitGTK, launched, as the runner's adapter: each run a new browser (`follow`: as in interaction-chromium.ts). */
export async function launchWebKitRows(
  base: string,
  consent: string,
  follow: boolean,
): Promise<LaunchedEngine> {
  const about = "412×823, WebDriver's clicks and keys, no throttling: WebDriver has no CPU/network emulation"
  let engine: Engine
  try {
    engine = await launchWebKit({ baseURL: base })
  } catch (error) {
    const skipped = `no WebKitGTK: ${(error as Error).message.split('\n')[0]}`
    return { skipped, eventTiming: false, about, close: async () => {} }
  }
  const probe = await engine.visitor()
  const eventTiming = await probe.run<boolean>(
    "return typeof PerformanceEventTiming !== 'undefined' && 'interactionId' in PerformanceEventTiming.prototype",
  )
  const types = await probe.run<string[]>('return PerformanceObserver.supportedEntryTypes')
  await probe.close()
  console.log(`  ${engine.version}, Event Timing: ${eventTiming ? 'yes' : 'none'}`)
  return {
    version: engine.version,
    eventTiming,
    about,
    remarks: eventTiming
      ? []
      : [
          `WebKit has no Event Timing API (PerformanceObserver.supportedEntryTypes: ${types.join(', ')}): in-page figures only.`,
        ],
    rows: {
      engine: 'webkit',
      profile: 'mobile-size',
      note: eventTiming ? NOTE : `${NOTE}; no Event Timing API`,
      run: (row, visitor) => runOnce(engine, base, row, visitor, consent, follow, eventTiming),
    },
    close: () => engine.close(),
  }
}
