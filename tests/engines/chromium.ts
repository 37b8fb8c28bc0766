/**
 * Chromium for the engine journeys, driven by Playwright: as shipped, and "legacy", with the newest
 * platform features taken away before any page script runs, as a browser from before them would be
 * (invoker commands: Chrome 135, Safari 26.2, Firefox 144; the Popover API: Chrome 114, Safari 17;
 * `closedby`: Chrome 134). The page's own fallbacks (islands/instant/commands.ts, popover.ts) must answer.
 */
import { type Browser, chromium, type ElementHandle, type Page } from '@playwright/test'
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium.ts'
import { REMOVE_NEW_APIS } from '../older-browser.ts'
import {
  type Engine,
  label,
  pageScript,
  poll,
  shownByScript,
  type Tab,
  type Target,
  toWire,
} from './driver.ts'

/** A page-side expression: the page library, then body applied to args. */
const expression = (body: string, args: unknown[]) =>
  `(function () {${pageScript(body)}}).apply(null, ${JSON.stringify(args)})`

/** A Tab over a Playwright page (also used for the fallback path). */
export function playwrightTab(name: string, page: Page, onClose: () => Promise<void>, baseURL: string): Tab {
  const errors: string[] = []
  page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()))
  page.on('pageerror', (error) => errors.push(error.message))
  page.on(
    'response',
    (response) => response.status() >= 400 && errors.push(`${response.status()} ${response.url()}`),
  )
  const element = (target: Target) =>
    poll(
      async () => {
        const handle = await page.evaluateHandle(expression('return find(arguments[0])', [toWire(target)]))
        const el = handle.asElement()
        return el as ElementHandle<Element> | null
      },
      () => `${name}: no visible ${label(target)}`,
    )
  const tab: Tab = {
    goto: async (path) => {
      await page.goto(new URL(path, baseURL).href, { waitUntil: 'load' })
    },
    reload: async () => {
      await page.reload({ waitUntil: 'load' })
    },
    click: async (target) => (await element(target)).click(),
    type: async (target, text) => {
      const el = await element(target)
      await el.click()
      await page.keyboard.type(text)
    },
    press: (key) => page.keyboard.press(key),
    keys: (text) => page.keyboard.type(text),
    run: (body, ...args) => page.evaluate(expression(body, args)),
    setViewport: (width, height) => page.setViewportSize({ width, height }),
    shown: (target) => shownByScript(tab, target),
    errors: async () => [...errors],
    close: onClose,
  }
  return tab
}

export async function launchChromium(options: { baseURL: string; legacy?: boolean }): Promise<Engine> {
  const browser: Browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS })
  const name = options.legacy ? 'chromium-legacy' : 'chromium'
  return {
    name,
    version: `Chromium ${browser.version()}${options.legacy ? ' without invoker commands, popovers, closedby' : ''}`,
    canDisableJavaScript: true,
    visitor: async ({ javaScript = true } = {}) => {
      const context = await browser.newContext({
        javaScriptEnabled: javaScript,
        viewport: { width: 1280, height: 800 },
      })
      if (options.legacy) await context.addInitScript(REMOVE_NEW_APIS)
      const page = await context.newPage()
      return playwrightTab(name, page, () => context.close(), options.baseURL)
    },
    close: () => browser.close(),
  }
}
