// Bench step 5 in WebKitGTK: the rows of interactions.ts, driven over plain W3C WebDriver (WebKitWebDriver
// under Xvfb, as the engine journeys drive it: tests/engines/webkit.ts), in a phone-sized window (412×823)
// with WebDriver's own clicks and keys, and without throttling (WebDriver has no CPU or network emulation).
// Each run is a new browser, with nothing stored. WebKitGTK 2.50 has no Event Timing API
// (PerformanceObserver.supportedEntryTypes lists no `event`): its rows give the in-page figure only, and
// say so. No bytes are weighed here (Chromium's rows do).
import { type Tab, toWire } from '../../tests/engines/driver.ts'
import { launchWebKit } from '../../tests/engines/webkit.ts'
import { chooseOption, type Drive, isChecked, type Target, TYPING_MS, wire } from './interaction-drive.ts'
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

export const WEBKIT_NOTE = 'no throttling: WebDriver has no CPU/network emulation'
const MOBILE_SIZE = { width: 412, height: 823 }
/** As Playwright's `networkidle`, which WebDriver cannot see: the page's load, then this long. */
const QUIET_MS = 500
const SETTLE_TIMEOUT = 20_000

export interface WebKitRun {
  version?: string
  skipped?: string
  /** Whether the engine has the Event Timing API (with interactionId); the rows' note says when not. */
  eventTiming?: boolean
  results: InteractionResult[]
}

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

function webkitDrive(tab: Tab): Drive {
  const press = (t: Target) => tab.click(wire(t))
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

async function runOnce(tab: Tab, base: string, row: Row, follow: boolean): Promise<InteractionRun> {
  try {
    await tab.setViewport(MOBILE_SIZE.width, MOBILE_SIZE.height)
    await tab.goto(base + row.url)
    await sleep(QUIET_MS)
    // Event Timing, where the engine has it: the observer starts before the gesture, which is what it times.
    await tab.run(INIT_SCRIPT.replace(/^globalThis.__name = .*$/m, NAME_HELPER))
    const session: Session = {
      drive: webkitDrive(tab),
      evaluate: (fn, arg) => evaluate(tab, fn, arg),
    }
    if (follow)
      session.settle = async (island, performed) => {
        const end = Date.now() + (performed ? SETTLE_TIMEOUT : 0)
        for (;;) {
          const done = await tab.run<boolean>(
            'return !!document.querySelector(arguments[0])',
            `[data-island="${island}"][data-hydrated="true"]`,
          )
          if (done || Date.now() > end) return done
          await sleep(100)
        }
      }
    return await runRow(session, row)
  } catch (error) {
    const failure = `page: ${(error instanceof Error ? error.message : String(error)).split('\n')[0]}`
    return { ms: null, event: null, failure }
  }
}

/** Each case `runs` times in WebKitGTK, each in a new browser (`follow`: as in interactions.ts). */
export async function measureWebKit(
  base: string,
  consent: string,
  { runs, cases, follow }: { runs: number; cases: Case[]; follow: boolean },
): Promise<WebKitRun> {
  let engine: Awaited<ReturnType<typeof launchWebKit>>
  try {
    engine = await launchWebKit({ baseURL: base })
  } catch (error) {
    return { skipped: `no WebKitGTK: ${(error as Error).message.split('\n')[0]}`, results: [] }
  }
  try {
    const probe = await engine.visitor()
    const eventTiming = await probe.run<boolean>(
      "return typeof PerformanceEventTiming !== 'undefined' && 'interactionId' in PerformanceEventTiming.prototype",
    )
    await probe.close()
    console.log(`  ${engine.version}, Event Timing: ${eventTiming ? 'yes' : 'none'}`)
    const note = eventTiming ? WEBKIT_NOTE : `${WEBKIT_NOTE}; no Event Timing API in this engine`
    const results: InteractionResult[] = []
    for (const { row, visitor } of cases) {
      const samples: InteractionRun[] = []
      for (let i = 0; i < runs; i++) {
        const tab = await engine.visitor()
        try {
          if (visitor === 'returning') {
            // The stored consent, set on the site's origin before the measured load.
            await tab.goto(base)
            await tab.run("localStorage.setItem('cookieConsent', arguments[0])", consent)
          }
          samples.push(await runOnce(tab, base, row, follow))
        } finally {
          await tab.close()
        }
      }
      const result = summarize(row, { visitor, engine: 'webkit', profile: 'mobile-size', note }, samples)
      results.push(result)
      console.log(progress(result))
    }
    return { version: engine.version, eventTiming, results }
  } finally {
    await engine.close()
  }
}
