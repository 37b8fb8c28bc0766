// Bench, first interactions: how a row acts on a page, whatever drives the browser: Playwright (Chromium)
// or puppeteer-core over WebDriver BiDi (Firefox). Elements are found by role and accessible name, as a
// visitor finds them: with Playwright's own locators, and in Firefox with the page library of the engine
// journeys (tests/engines/page-lib.js), both matching a name as Playwright does by default (a part of it,
// whatever the case).
import type { Locator, Page } from '@playwright/test'
import type { ElementHandle, Page as PuppeteerPage } from 'puppeteer-core'
import { pageScript, poll, toWire } from '../../tests/engines/driver.ts'

/** An element by role and (part of its) accessible name, inside another one. */
export interface Target {
  role: string
  name?: string
  within?: Target
}

/** What a row does before and for its gesture. */
export interface Drive {
  /** A tap on a touch profile, a click otherwise, on the element (scrolled into view). */
  press(target: Target): Promise<void>
  /** Presses the field, then types `text` as a visitor does: one key every TYPING_MS. */
  type(target: Target, text: string): Promise<void>
  /** A key pressed and released where the focus is. */
  key(key: 'Enter'): Promise<void>
  /** Chooses the option with this label in a <select>. */
  select(target: Target, label: string): Promise<void>
  waitShown(target: Target): Promise<void>
  checked(target: Target): Promise<boolean>
  /** Gives the element a selector the page can use (`[data-bench-target="name"]`), for the answer. */
  mark(target: Target, name: string): Promise<string>
  pause(ms: number): Promise<void>
}

/** How long a step or the gesture may wait for its element. */
export const GESTURE_TIMEOUT = 5_000
export const TYPING_MS = 250

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))
const marked = (name: string) => `[data-bench-target="${name}"]`

export function playwrightDrive(page: Page, touch: boolean): Drive {
  const options = { timeout: GESTURE_TIMEOUT }
  const locate = (t: Target): Locator =>
    (t.within ? locate(t.within) : page).getByRole(
      t.role as Parameters<Page['getByRole']>[0],
      t.name === undefined ? {} : { name: t.name },
    )
  const press = (t: Target) => (touch ? locate(t).tap(options) : locate(t).click(options))
  return {
    press,
    type: async (t, text) => {
      await press(t)
      await locate(t).pressSequentially(text, { delay: TYPING_MS, timeout: 60_000 })
    },
    key: (key) => page.keyboard.press(key),
    select: async (t, label) => {
      await locate(t).selectOption({ label }, options)
    },
    waitShown: (t) => locate(t).waitFor({ ...options, state: 'visible' }),
    checked: (t) => locate(t).isChecked(options),
    mark: async (t, name) => {
      await locate(t).evaluate((el, value) => el.setAttribute('data-bench-target', value), name)
      return marked(name)
    },
    pause: sleep,
  }
}

/** A name as Playwright matches it by default: whitespace collapsed, any part of the name, any case. */
const loosely = (name: string) =>
  new RegExp(
    name
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    'i',
  )
export const wire = (t: Target): Parameters<typeof toWire>[0] => ({
  role: t.role,
  ...(t.name === undefined ? {} : { name: loosely(t.name) }),
  ...(t.within ? { within: wire(t.within) } : {}),
})
/** A page-side expression: the page library, then `body` applied to `args`. */
const expression = (body: string, ...args: unknown[]) =>
  `(function () {${pageScript(body)}}).apply(null, ${JSON.stringify(args)})`

/** The BiDi browsing context under puppeteer's page (input.performActions; no public accessor in puppeteer 24). */
const browsingContext = (page: PuppeteerPage) =>
  (page.mainFrame() as unknown as { browsingContext: { performActions(actions: object[]): Promise<void> } })
    .browsingContext

/**
 * Runs in the page: scrolls the element into view as Playwright does before a tap (as little as needed,
 * then other alignments) until its centre is not covered (by the fixed consent banner, say), and returns
 * that point in CSS pixels of the viewport; null when it is covered wherever it scrolls.
 */
export function reachable(el: Element): { x: number; y: number } | null {
  for (const block of ['nearest', 'center', 'start', 'end'] as const) {
    el.scrollIntoView({ block, inline: 'nearest', behavior: 'instant' })
    const box = el.getBoundingClientRect()
    const x = Math.round(box.left + box.width / 2)
    const y = Math.round(box.top + box.height / 2)
    const hit = document.elementFromPoint(x, y)
    const labels = [...((el as HTMLInputElement).labels ?? [])]
    if (hit && (el.contains(hit) || labels.some((label) => label.contains(hit)))) return { x, y }
  }
  return null
}

/** Runs in the page: as Playwright's selectOption, the option chosen, then `input` and `change` dispatched. */
export function chooseOption(el: Element, wanted: string): boolean {
  const select = el as HTMLSelectElement
  const option = [...select.options].find((o) => o.label.trim() === wanted)
  if (!option) return false
  select.value = option.value
  select.dispatchEvent(new Event('input', { bubbles: true }))
  select.dispatchEvent(new Event('change', { bubbles: true }))
  return true
}

/** Runs in the page: whether a checkbox (native or ARIA) is ticked. */
export const isChecked = (el: Element): boolean =>
  el.hasAttribute('aria-checked')
    ? el.getAttribute('aria-checked') === 'true'
    : (el as HTMLInputElement).checked

export function puppeteerDrive(page: PuppeteerPage, touch: boolean): Drive {
  /** The first visible match, waited for as Playwright's locators wait. */
  const element = (t: Target) =>
    poll(
      async () =>
        (
          await page.evaluateHandle(expression('return find(arguments[0])', toWire(wire(t))))
        ).asElement() as ElementHandle<Element> | null,
      () => `no visible ${t.role} "${t.name ?? ''}"`,
      GESTURE_TIMEOUT,
    )
  const press = async (t: Target) => {
    const point = await (await element(t)).evaluate(reachable)
    if (!point) throw new Error(`blocked: another element covers the ${t.role} "${t.name ?? ''}"`)
    if (!touch) return page.mouse.click(point.x, point.y)
    // One action sequence: puppeteer's tap sends the finger down and up in two commands, a round trip
    // apart (tens of ms between pointerdown and pointerup, which both figures would count).
    await browsingContext(page).performActions([
      {
        type: 'pointer',
        id: 'bench-finger',
        parameters: { pointerType: 'touch' },
        actions: [
          { type: 'pointerMove', x: point.x, y: point.y },
          { type: 'pointerDown', button: 0, width: 1, height: 1, pressure: 0.5 },
          { type: 'pointerUp', button: 0 },
        ],
      },
    ])
  }
  return {
    press,
    type: async (t, text) => {
      await press(t)
      await page.keyboard.type(text, { delay: TYPING_MS })
    },
    key: (key) => page.keyboard.press(key),
    select: async (t, label) => {
      if (!(await (await element(t)).evaluate(chooseOption, label))) throw new Error(`no option "${label}"`)
    },
    waitShown: async (t) => {
      await element(t)
    },
    checked: async (t) => (await element(t)).evaluate(isChecked),
    mark: async (t, name) => {
      await (await element(t)).evaluate((el, value) => el.setAttribute('data-bench-target', value), name)
      return marked(name)
    },
    pause: sleep,
  }
}
