/**
 * What a journey needs from a browser, whatever drives it: Playwright (Chromium), puppeteer-core over
 * WebDriver BiDi (Firefox) or plain W3C WebDriver (WebKitGTK). Elements are found in the page by role and
 * accessible name (./page-lib.js) and acted on with the engine's own input: a real click, real keys.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/** An element as a visitor finds it: its role, its accessible name, inside another one. */
export interface Target {
  role: string
  /** The accessible name: equal (after trimming and collapsing spaces), or matching when a RegExp. */
  name?: string | RegExp
  /** Inside this element (the first visible match). */
  within?: Target
}

/** A target as it travels to the page (a RegExp is not serialisable). */
export type WireTarget = Omit<Target, 'name' | 'within'> & {
  name?: string | { source: string; flags: string }
  within?: WireTarget
}

export function toWire(target: Target): WireTarget {
  const { name, within } = target
  return {
    role: target.role,
    ...(name === undefined
      ? {}
      : { name: name instanceof RegExp ? { source: name.source, flags: name.flags } : name }),
    ...(within ? { within: toWire(within) } : {}),
  }
}

export function label(target: Target): string {
  const name = target.name instanceof RegExp ? String(target.name) : JSON.stringify(target.name ?? '')
  return `${target.role} ${name}${target.within ? ` in ${label(target.within)}` : ''}`
}

export type Key = 'Enter' | 'Escape' | 'Tab' | 'Space'

/** One visitor's browser tab. */
export interface Tab {
  /** Loads a path of the site (or an absolute URL) and waits for its load event. */
  goto(path: string): Promise<void>
  reload(): Promise<void>
  /** The engine's own click on the first visible element matching the target (scrolled into view). */
  click(target: Target): Promise<void>
  /** Focuses the element by a click, then types into it with the engine's own key events. */
  type(target: Target, text: string): Promise<void>
  /** Whether a visitor sees the target now. */
  shown(target: Target): Promise<boolean>
  /** A key pressed and released where the focus is. */
  press(key: Key): Promise<void>
  /** Types with the engine's own key events where the focus is (no click: the keyboard alone). */
  keys(text: string): Promise<void>
  /**
   * Runs a script in the page: the body of a function whose arguments are `args`, with the page library
   * (./page-lib.js: find, visible, text…) in scope. Returns its JSON-serialisable result.
   */
  run<T>(body: string, ...args: unknown[]): Promise<T>
  setViewport(width: number, height: number): Promise<void>
  /** The page's console errors and uncaught errors since the tab opened. */
  errors(): Promise<string[]>
  close(): Promise<void>
}

export interface VisitorOptions {
  /** JavaScript switched off (a native form post). */
  javaScript?: boolean
}

/** A browser engine: each visitor starts with nothing stored. */
export interface Engine {
  /** The column of the report: chromium, chromium-legacy, firefox, webkit. */
  name: string
  /** The engine's own version string, as it reports it. */
  version: string
  /** Whether this engine can switch JavaScript off for one visitor. */
  canDisableJavaScript: boolean
  visitor(options?: VisitorOptions): Promise<Tab>
  close(): Promise<void>
}

const PAGE_LIB = readFileSync(fileURLToPath(new URL('./page-lib.js', import.meta.url)), 'utf8')

/** `Tab.shown` for the tabs that can run scripts. */
export const shownByScript = (tab: Pick<Tab, 'run'>, target: Target) =>
  tab.run<boolean>('return !!find(arguments[0])', toWire(target))

/** A script for the page: the page library, then `body` as a function of the script's arguments. */
export function pageScript(body: string): string {
  return `${PAGE_LIB}\nreturn (function () {\n${body}\n}).apply(null, arguments)`
}

/**
 * Polls `probe` every 100 ms until it returns a truthy value or `ms` have passed; throws `message` then.
 * A probe that does not answer within `patience` (2 s: a command sent while the page navigates) counts as
 * a miss.
 */
export async function poll<T>(
  probe: () => Promise<T | null | undefined | false>,
  message: () => string,
  ms = 10_000,
  patience = 2_000,
): Promise<T> {
  const end = Date.now() + ms
  const sleep = (wait: number) => new Promise<undefined>((resolve) => setTimeout(resolve, wait))
  for (;;) {
    const value = await Promise.race([probe().catch(() => undefined), sleep(patience)])
    if (value) return value
    if (Date.now() > end) throw new Error(message())
    await sleep(100)
  }
}
