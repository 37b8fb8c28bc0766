/**
 * Firefox ESR for the engine journeys, from Debian (`firefox-esr`), driven over WebDriver BiDi by
 * puppeteer-core 24 (the last line that runs on Node 20). Its background traffic is switched off: the
 * network here is closed, and a test browser has no business calling home.
 */
import { existsSync } from 'node:fs'
import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core'
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

export function findFirefox(): string | undefined {
  return [process.env.FIREFOX_PATH, '/usr/bin/firefox-esr', '/usr/bin/firefox'].find((path): path is string =>
    Boolean(path && existsSync(path)),
  )
}

/** No updates, telemetry, captive-portal or connectivity checks, safe browsing, remote settings or prefetch. */
export const FIREFOX_QUIET_PREFS: Record<string, unknown> = {
  'app.update.enabled': false,
  'app.update.auto': false,
  'app.normandy.enabled': false,
  'browser.shell.checkDefaultBrowser': false,
  'browser.safebrowsing.malware.enabled': false,
  'browser.safebrowsing.phishing.enabled': false,
  'browser.safebrowsing.downloads.enabled': false,
  'browser.safebrowsing.downloads.remote.enabled': false,
  'browser.safebrowsing.blockedURIs.enabled': false,
  'browser.safebrowsing.provider.mozilla.updateURL': '',
  'browser.search.update': false,
  'browser.newtabpage.enabled': false,
  'browser.region.network.url': '',
  'browser.region.update.enabled': false,
  'datareporting.policy.dataSubmissionEnabled': false,
  'datareporting.healthreport.uploadEnabled': false,
  'toolkit.telemetry.enabled': false,
  'toolkit.telemetry.unified': false,
  'toolkit.telemetry.archive.enabled': false,
  'network.captive-portal-service.enabled': false,
  'network.connectivity-service.enabled': false,
  'network.dns.disablePrefetch': true,
  'network.prefetch-next': false,
  'network.predictor.enabled': false,
  'extensions.update.enabled': false,
  'extensions.getAddons.cache.enabled': false,
  'services.settings.server': 'http://127.0.0.1:9/',
  'geo.provider.network.url': '',
  'media.gmp-manager.url': '',
  'dom.push.enabled': false,
}

/** A page-side expression: the page library, then body applied to args. */
const expression = (body: string, args: unknown[]) =>
  `(function () {${pageScript(body)}}).apply(null, ${JSON.stringify(args)})`

function firefoxTab(page: Page, onClose: () => Promise<void>, baseURL: string): Tab {
  const errors: string[] = []
  page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()))
  page.on('pageerror', (error) => errors.push(error instanceof Error ? error.message : String(error)))
  page.on(
    'response',
    (response) => response.status() >= 400 && errors.push(`${response.status()} ${response.url()}`),
  )
  const element = (target: Target) =>
    poll(
      async () => {
        const handle = await page.evaluateHandle(expression('return find(arguments[0])', [toWire(target)]))
        return handle.asElement() as ElementHandle<Element> | null
      },
      () => `firefox: no visible ${label(target)}`,
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
      await (await element(target)).click()
      await page.keyboard.type(text)
    },
    // puppeteer names the space bar by its character.
    press: (key) => page.keyboard.press(key === 'Space' ? ' ' : key),
    keys: (text) => page.keyboard.type(text),
    run: <T>(body: string, ...args: unknown[]) => page.evaluate(expression(body, args)) as Promise<T>,
    setViewport: (width, height) => page.setViewport({ width, height }),
    shown: (target) => shownByScript(tab, target),
    errors: async () => [...errors],
    close: onClose,
  }
  return tab
}

/** The raw BiDi connection under puppeteer's browser (no public accessor in puppeteer 24). */
type Bidi = { send(method: string, params: object): Promise<{ result: { nodes: { sharedId: string }[] } }> }
const bidiOf = (browser: Browser) => (browser as unknown as { connection: Bidi }).connection
const contextOf = (page: Page) => (page.mainFrame() as unknown as { _id: string })._id

/**
 * A tab with JavaScript off. Firefox then runs no script in the page, not even the driver's, so this one
 * finds elements with BiDi's own accessibility locator (role and name, as a screen reader sees them) and
 * clicks them with BiDi input actions. BiDi cannot scroll without a script: the window is tall enough to
 * hold the forms it fills.
 */
function noScriptTab(browser: Browser, page: Page, onClose: () => Promise<void>, baseURL: string): Tab {
  const bidi = bidiOf(browser)
  const context = contextOf(page)
  const locate = async (target: Target): Promise<string[]> => {
    if (typeof target.name !== 'string' && target.name !== undefined)
      throw new Error(`firefox without JavaScript finds by exact name only: ${label(target)}`)
    const start = target.within ? (await locate(target.within))[0] : undefined
    if (target.within && !start) return []
    const { result } = await bidi.send('browsingContext.locateNodes', {
      context,
      locator: {
        type: 'accessibility',
        value: { role: target.role, ...(target.name ? { name: target.name } : {}) },
      },
      ...(start ? { startNodes: [{ sharedId: start }] } : {}),
    })
    return result.nodes.map((node) => node.sharedId)
  }
  const click = async (target: Target) => {
    // One locator call a try, given time: one takes a second on a page without JavaScript here, more on a
    // busy machine (two calls a try, cut at poll's usual two seconds, never found anything).
    const [sharedId] = await poll(
      async () => {
        const found = await locate(target)
        return found.length > 0 ? found : undefined
      },
      () => `firefox: no ${label(target)}`,
      LOCATE_MS,
      LOCATE_PATIENCE,
    )
    await bidi.send('input.performActions', {
      context,
      actions: [
        {
          type: 'pointer',
          id: 'mouse',
          actions: [
            { type: 'pointerMove', x: 0, y: 0, origin: { type: 'element', element: { sharedId } } },
            { type: 'pointerDown', button: 0 },
            { type: 'pointerUp', button: 0 },
          ],
        },
      ],
    })
  }
  const noScript = () => Promise.reject(new Error('firefox: no script runs in a page with JavaScript off'))
  // Firefox builds a page's accessibility tree after its load, and starts its accessibility service on the
  // first page asked: on a busy machine that outlasts a locator's usual wait. A page is ready, as a screen
  // reader sees it, once its main landmark is there.
  const readable = () =>
    poll(
      async () => (await locate({ role: 'main' })).length > 0,
      () => 'firefox: the page never showed its main landmark to the accessibility locator',
      READABLE_MS,
      LOCATE_PATIENCE,
    )
  return {
    goto: async (path) => {
      await page.goto(new URL(path, baseURL).href, { waitUntil: 'load' })
      await readable()
    },
    reload: async () => {
      await page.reload({ waitUntil: 'load' })
      await readable()
    },
    click,
    type: async (target, text) => {
      await click(target)
      await page.keyboard.type(text)
    },
    // puppeteer names the space bar by its character.
    press: (key) => page.keyboard.press(key === 'Space' ? ' ' : key),
    keys: (text) => page.keyboard.type(text),
    run: noScript,
    setViewport: (width, height) => page.setViewport({ width, height }),
    shown: async (target) => (await locate(target)).length > 0,
    errors: async () => [],
    close: onClose,
  }
}

/** Longest wait for a page without JavaScript to show its accessibility tree (its first one starts the service). */
const READABLE_MS = 30_000
/** Longest wait for an element by the accessibility locator, and for one call of it. */
const LOCATE_MS = 20_000
const LOCATE_PATIENCE = 8_000

/** Firefox with these prefs on top of the quiet ones. */
function startFirefox(executablePath: string, prefs: Record<string, unknown> = {}) {
  return puppeteer.launch({
    browser: 'firefox',
    executablePath,
    headless: true,
    // A command that gets no answer fails with its name, instead of holding the journey until its timeout.
    protocolTimeout: 20_000,
    extraPrefsFirefox: { ...FIREFOX_QUIET_PREFS, ...prefs },
  })
}

export async function launchFirefox(options: { baseURL: string }): Promise<Engine> {
  const executablePath = findFirefox()
  if (!executablePath)
    throw new Error(
      'No Firefox: install Debian firefox-esr (apt-get install firefox-esr) or set FIREFOX_PATH',
    )
  const browser = await startFirefox(executablePath)
  // BiDi cannot switch scripts off per page in this Firefox (no emulation.setScriptingEnabled): a
  // second browser with JavaScript off by pref, started when a journey first asks for it.
  let noScript: ReturnType<typeof startFirefox> | undefined
  return {
    name: 'firefox',
    version: (await browser.version()).replace(/^firefox\//i, 'Firefox '),
    canDisableJavaScript: true,
    visitor: async ({ javaScript = true } = {}) => {
      if (!javaScript) noScript ??= startFirefox(executablePath, { 'javascript.enabled': false })
      const owner = javaScript || !noScript ? browser : await noScript
      const context = await owner.createBrowserContext()
      const page = await context.newPage()
      await page.setViewport({ width: 1280, height: javaScript ? 800 : 2400 })
      return javaScript
        ? firefoxTab(page, () => context.close(), options.baseURL)
        : noScriptTab(owner, page, () => context.close(), options.baseURL)
    },
    close: async () => {
      await Promise.all([browser.close(), noScript?.then((b) => b.close())])
    },
  }
}
