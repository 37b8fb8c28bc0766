import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import {
  test as base,
  type ConsoleMessage,
  type Page,
  type PlaywrightTestArgs,
  type Request,
  type Response,
  type Route,
  type TestType,
} from '@playwright/test'
import { pageUrlOf } from '../../core/urls.ts'
import { CONSENT_KEY, makeConsent, NO_OPTIONAL } from '../../shared/consent.ts'
import { REMOVE_NEW_APIS } from '../older-browser.ts'
import { RETURNING_VISITOR_STATE } from './global-setup.ts'

export { expect } from '@playwright/test'

/** The returning visitor's storage once the script below plays it: nothing for Playwright to restore. */
const STORED_BY_SCRIPT = { cookies: [], origins: [] }

/**
 * Playwright's test, in which the returning visitor (the project's storageState, a cookie choice in the
 * site's local storage) is played by a script that runs before the page's own in each document of the
 * site, and stores that choice when none is stored. The page meets the same visitor; the context is made
 * without the page of its own Playwright opens at the site's origin to restore a storageState's local
 * storage, which cost each test half a second of CPU (40 tests: 43–49 CPU-seconds as first visits,
 * 65–68 as returning visitors). A test that starts as a first visit (`test.use({ storageState:
 * FIRST_VISIT })`) or with a state of its own is unchanged.
 */
export const test = base.extend({
  storageState: async ({ storageState }, use) => {
    await use(storageState === RETURNING_VISITOR_STATE ? STORED_BY_SCRIPT : storageState)
  },
  context: async ({ context, storageState, baseURL }, use) => {
    if (storageState === STORED_BY_SCRIPT)
      await context.addInitScript(
        ([origin, key, value]) => {
          if (location.origin === origin && localStorage.getItem(key) === null)
            localStorage.setItem(key, value)
        },
        [
          new URL(baseURL ?? '').origin,
          CONSENT_KEY,
          JSON.stringify(makeConsent(NO_OPTIONAL, Date.now())),
        ] as const,
      )
    await use(context)
  },
})

export const DIST = 'dist/client'

/** Every HTML file of the build, as URL path → file path. */
export function builtPages(): { url: string; file: string }[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? walk(join(dir, e.name)) : e.name.endsWith('.html') ? [join(dir, e.name)] : [],
    )
  return walk(DIST).map((file) => ({ url: pageUrlOf(relative(DIST, file)), file }))
}

export function readBuilt(file: string): string {
  return readFileSync(file, 'utf8')
}

/**
 * Holds every response to `url` (a Playwright URL pattern) until the test calls the returned function,
 * then lets it through (or gives `answer`'s): the visitor acts on the page as served, for as long as the
 * test needs, before what is held arrives. A request made after the release goes through at once.
 */
export async function holdResponses(
  page: Page,
  url: string,
  answer: (route: Route) => Promise<void> = (route) => route.continue(),
): Promise<() => void> {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(url, async (route) => {
    await released
    await answer(route)
  })
  return release
}

/**
 * Collects console errors, failed requests and any request to another origin made by a page, until
 * `stop` is called (a page reused for the next path stops watching for the one before).
 */
export function watchPage(page: Page): { errors: string[]; thirdParty: string[]; stop: () => void } {
  const errors: string[] = []
  const thirdParty: string[] = []
  const onRequest = (request: Request) => {
    const { hostname, protocol } = new URL(request.url())
    if (!['localhost', '127.0.0.1'].includes(hostname) && !['data:', 'blob:'].includes(protocol))
      thirdParty.push(request.url())
  }
  const onConsole = (msg: ConsoleMessage) => {
    if (msg.type() === 'error') errors.push(msg.text())
  }
  const onPageError = (error: Error) => errors.push(error.message)
  const onResponse = (response: Response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`)
  }
  page.on('request', onRequest)
  page.on('console', onConsole)
  page.on('pageerror', onPageError)
  page.on('response', onResponse)
  const stop = () => {
    page.off('request', onRequest)
    page.off('console', onConsole)
    page.off('pageerror', onPageError)
    page.off('response', onResponse)
  }
  return { errors, thirdParty, stop }
}

/** The locale files of a language, read from disk (namespace → texts). */
export function readLocales(lang: string): Record<string, Record<string, unknown>> {
  const dir = join('locales', lang)
  return Object.fromEntries(
    readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => [f.replace(/\.json$/, ''), JSON.parse(readFileSync(join(dir, f), 'utf8'))]),
  )
}

/** The texts of a language by namespace and path, e.g. localeText('ar')('forms', 'contact.submit'). */
export function localeText(lang: string): (ns: string, path: string) => string {
  const locales = readLocales(lang)
  return (ns, path) => {
    const value = path
      .split('.')
      .reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], locales[ns])
    if (typeof value !== 'string') throw new Error(`No text at ${lang}/${ns}:${path}`)
    return value.replace('{{brand}}', 'Qualixa')
  }
}

/** A content file of a language, read from disk, e.g. readContent('en', 'articles/<slug>'). */
export function readContent(lang: string, path: string): Record<string, unknown> {
  return JSON.parse(readFileSync(join('content', lang, `${path}.json`), 'utf8'))
}

/** A first-time visitor: nothing stored (no language, no cookie choice). */
export const FIRST_VISIT = { cookies: [], origins: [] }

/** The cookie choice the page has stored, or null. */
export const storedConsent = (page: Page) =>
  page.evaluate(
    () => JSON.parse(localStorage.getItem('cookieConsent') ?? 'null') as Record<string, unknown> | null,
  )

/** The lines the consent acceptance hook logs from now on. */
export function hookLines(page: Page): string[] {
  const lines: string[] = []
  page.on('console', (m) => m.text().startsWith('Cookie consent:') && lines.push(m.text()))
  return lines
}

/** Stores this cookie choice before the page's first load (once: later reloads keep what the page saved). */
export const withStoredConsent = (page: Page, value: string) =>
  page.addInitScript((v) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('cookieConsent', v)
      sessionStorage.setItem('seeded', '1')
    }
  }, value)

/**
 * Keeps what the page said on its console and, when the test fails, attaches it to the report and prints
 * it, so that a failure on a busy machine (or in CI, where the trace is out of reach) says what happened.
 */
export function reportConsoleOnFailure(test: TestType<PlaywrightTestArgs, object>): void {
  const lines = new WeakMap<Page, string[]>()
  test.beforeEach(({ page }) => {
    const said: string[] = []
    lines.set(page, said)
    page.on('console', (msg) => said.push(`[${msg.type()}] ${msg.text()}`))
    page.on('pageerror', (error) => said.push(`[pageerror] ${error.message}`))
  })
  test.afterEach(async ({ page }, info) => {
    if (info.status === info.expectedStatus) return
    const islands = await page
      .evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('[data-island]')].map(
          (root) =>
            `${root.dataset.island}: ${root.hasAttribute('data-hydrated') ? 'hydrated' : root.dataset.hydrating ? 'hydrating' : 'plain HTML'}`,
        ),
      )
      .catch(() => ['(page closed)'])
    const said = [...(lines.get(page) ?? []), `islands: ${islands.join(', ')}`].join('\n')
    await info.attach('browser console', { body: said, contentType: 'text/plain' })
    console.log(`Browser console of "${info.title}":\n${said}`)
  })
}

/** The page's layout-shift score so far, with 1 s more for late shifts. */
export const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            total += (entry as PerformanceEntry & { value: number }).value
        }).observe({ type: 'layout-shift', buffered: true })
        setTimeout(() => resolve(total), 1000)
      }),
  )

/** The Playwright project that plays a browser without invoker commands, popovers and `closedby`. */
export const OLDER_BROWSER_PROJECT = 'chromium-legacy'

/**
 * In the older-browser project, every page of these tests starts without the newest APIs and with their
 * native answers cancelled (../older-browser.ts): only the head script's fallbacks can answer a tap.
 */
export function playOlderBrowserInItsProject(test: TestType<PlaywrightTestArgs, object>): void {
  test.beforeEach(async ({ context }, info) => {
    if (info.project.name === OLDER_BROWSER_PROJECT) await context.addInitScript(REMOVE_NEW_APIS)
  })
}
