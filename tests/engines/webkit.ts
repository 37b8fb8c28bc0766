/**
 * The WebKit engine of the journeys: WebKitGTK driven by plain W3C WebDriver over HTTP. WebKitWebDriver holds
 * one session at a time, so each visitor gets its own driver, which launches its own browser
 * (./webkit-browser.py: a bare window, nothing stored, the page's errors written to a log file). Without a
 * display, the engine starts its own Xvfb. Clicks are WebDriver's own (Element Click), on an element the page
 * library found and, when needed, scrolled to the middle of the viewport first.
 */
import { type ChildProcess, type SpawnOptions, spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort } from '../server-start.ts'
import {
  type Engine,
  type Key,
  label,
  pageScript,
  poll,
  shownByScript,
  type Tab,
  type Target,
  toWire,
  type VisitorOptions,
} from './driver.ts'

const DRIVER = '/usr/bin/WebKitWebDriver'
const PYTHON = '/usr/bin/python3'
const BROWSER = fileURLToPath(new URL('./webkit-browser.py', import.meta.url))
/** How WebDriver marks an element in JSON. */
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf'
const KEYS: Record<Key, string> = { Enter: '\uE007', Escape: '\uE00C', Tab: '\uE004', Space: '\uE00D' }

/** How long a WebDriver command, a page load, a script or finding an element may take. */
const COMMAND_MS = 30_000
const FIND_MS = 10_000
const START_MS = 15_000
const STOP_MS = 5_000

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Rejects after `ms` with what was awaited. */
async function within<T>(ms: number, what: string, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`webkit: ${what} took more than ${ms} ms`)), ms)
  })
  try {
    return await Promise.race([work, timeout])
  } finally {
    clearTimeout(timer)
  }
}

/** The processes we started and that still run: killed if Node exits without closing the engine. */
const children = new Set<ChildProcess>()
const killChildren = () => {
  for (const child of children) child.kill('SIGKILL')
}

/** Starts a process that is ours to end. */
function start(command: string, args: string[], options: SpawnOptions): ChildProcess {
  const child = spawn(command, args, options)
  if (children.size === 0) process.once('exit', killChildren)
  children.add(child)
  const forget = () => {
    children.delete(child)
    if (children.size === 0) process.off('exit', killChildren)
  }
  child.once('exit', forget)
  child.once('error', forget)
  return child
}

/** Ends a process we started: SIGTERM, then SIGKILL if it lingers. */
async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = once(child, 'exit')
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_MS)
  await exited
  clearTimeout(timer)
}

/** A private X server: Xvfb picks a free display number and writes it on fd 3 once it accepts clients. */
async function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  const xvfb = start('Xvfb', ['-displayfd', '3', '-screen', '0', '1920x1200x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  })
  let stderr = ''
  xvfb.stderr?.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4000)
  })
  const ready = new Promise<string>((resolve, reject) => {
    let out = ''
    xvfb.stdio[3]?.on('data', (chunk) => {
      out += chunk
      if (out.includes('\n')) resolve(`:${out.trim()}`)
    })
    xvfb.once('error', reject)
    xvfb.once('exit', (code) => reject(new Error(`webkit: Xvfb exited (${code}): ${stderr.trim()}`)))
  })
  try {
    return { display: await within(START_MS, 'starting Xvfb', ready), process: xvfb }
  } catch (error) {
    await stop(xvfb)
    throw error
  }
}

interface WebDriverError {
  error: string
  message: string
}

/** The errors of an element command that may pass when it is tried again. */
const TRANSIENT = ['stale element reference', 'element click intercepted', 'element not interactable']

/** An error answered by WebDriver, with its code. */
class CommandError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(`webkit: ${code}: ${message}`)
  }
}

/** One WebKitWebDriver process and its single session. */
class Driver {
  private sessionId = ''

  private constructor(
    private readonly url: string,
    private readonly process: ChildProcess,
  ) {}

  /** Starts the driver on a free loopback port (on another one if that was taken meanwhile). */
  static async start(env: NodeJS.ProcessEnv): Promise<Driver> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await Driver.startOn(await freePort(), env)
      } catch (error) {
        if (attempt === 3) throw error
      }
    }
  }

  /** Starts the driver on this port and waits until it answers, or has exited, or START_MS passed. */
  private static async startOn(port: number, env: NodeJS.ProcessEnv): Promise<Driver> {
    const child = start(DRIVER, [`--port=${port}`, '--host=127.0.0.1'], {
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    // The driver's and its browser's complaints, the last of them, to tell why it stopped.
    let stderr = ''
    child.stderr?.on('data', (chunk) => {
      stderr = (stderr + chunk).slice(-4000)
    })
    child.once('error', (error) => {
      stderr += error.message
    })
    const driver = new Driver(`http://127.0.0.1:${port}`, child)
    const deadline = Date.now() + START_MS
    while (!(await driver.answers())) {
      if (child.exitCode !== null)
        throw new Error(`webkit: WebKitWebDriver exited (${child.exitCode}): ${stderr.trim()}`)
      if (Date.now() > deadline) {
        await stop(child)
        throw new Error(`webkit: WebKitWebDriver did not answer within ${START_MS} ms`)
      }
      await sleep(20)
    }
    return driver
  }

  /** Whether the driver listens (and is free for a session). */
  private async answers(): Promise<boolean> {
    try {
      const response = await fetch(`${this.url}/status`, { signal: AbortSignal.timeout(1000) })
      return response.ok
    } catch {
      return false
    }
  }

  /** Sends one request; the result's value, or a CommandError with WebDriver's error code. */
  private async request<T>(method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown): Promise<T> {
    const response = await fetch(url, {
      method,
      headers: { 'content-type': 'application/json' },
      body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
      signal: AbortSignal.timeout(COMMAND_MS + 5000),
    })
    const { value } = (await response.json().catch(() => {
      throw new Error(`webkit: ${method} ${url} answered ${response.status} without JSON`)
    })) as { value: T | WebDriverError }
    if (!response.ok) {
      const { error, message } = value as WebDriverError
      throw new CommandError(error, message)
    }
    return value as T
  }

  /** Sends one command of the session: path is relative to /session/{id}. */
  command<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
    return this.request<T>(method, `${this.url}/session/${this.sessionId}${path}`, body)
  }

  /** Opens the session: the browser starts with these arguments. Returns its capabilities. */
  async open(args: string[]): Promise<Record<string, unknown>> {
    const { sessionId, capabilities } = await this.request<{
      sessionId: string
      capabilities: Record<string, unknown>
    }>('POST', `${this.url}/session`, {
      capabilities: {
        alwaysMatch: {
          pageLoadStrategy: 'normal',
          timeouts: { pageLoad: COMMAND_MS, script: COMMAND_MS, implicit: 0 },
          'webkitgtk:browserOptions': { binary: PYTHON, args: [BROWSER, '--automation', ...args] },
        },
      },
    })
    this.sessionId = sessionId
    return capabilities
  }

  /** Ends the session (the browser with it), then the driver. */
  async quit(): Promise<void> {
    if (this.sessionId)
      await within(STOP_MS, 'ending the session', this.command('DELETE', '')).catch(() => {})
    await stop(this.process)
  }
}

/** A visitor's tab: its own driver, browser and error log. */
class WebKitTab implements Tab {
  private closed = false

  constructor(
    private readonly driver: Driver,
    private readonly baseURL: string,
    private readonly dir: string,
    private readonly onClose: () => void,
  ) {}

  get logPath(): string {
    return join(this.dir, 'errors.log')
  }

  async goto(path: string): Promise<void> {
    await this.driver.command('POST', '/url', { url: new URL(path, this.baseURL).href })
  }

  async reload(): Promise<void> {
    await this.driver.command('POST', '/refresh')
  }

  /**
   * The element's WebDriver id, or '' while no element matching the target is shown. It is first scrolled to
   * the middle of the viewport, when not wholly in it or when `center` says so: WebKit's own scrolling may
   * leave it outside, or under a bar fixed to an edge (the cookie banner).
   */
  private async find(target: Target, center: boolean): Promise<string> {
    const found = await this.execute<Record<string, string> | null>(
      `const el = find(arguments[0])
      if (!el) return null
      const box = el.getBoundingClientRect()
      const inside = box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth
      if (arguments[1] || !inside) el.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' })
      return el`,
      [toWire(target), center],
    )
    return found?.[ELEMENT] ?? ''
  }

  /** The element's WebDriver id, once it is shown (polled for up to FIND_MS). */
  private element(target: Target, center: boolean): Promise<string> {
    return poll(
      () => this.find(target, center),
      () => `webkit: no visible ${label(target)}`,
      FIND_MS,
    )
  }

  /**
   * Finds the element and acts on it. While FIND_MS have not passed, finds it again if the page replaced it,
   * and tries again while it cannot take the click (covered, or moving in a transition), scrolled to the
   * middle of the viewport.
   */
  private async onElement(target: Target, act: (id: string) => Promise<unknown>): Promise<void> {
    const deadline = Date.now() + FIND_MS
    for (let attempt = 0; ; attempt++) {
      try {
        await act(await this.element(target, attempt > 0))
        return
      } catch (error) {
        const passing = error instanceof CommandError && TRANSIENT.includes(error.code)
        if (!passing || Date.now() > deadline) throw error
        await sleep(100)
      }
    }
  }

  async click(target: Target): Promise<void> {
    await this.onElement(target, (id) => this.driver.command('POST', `/element/${id}/click`))
  }

  async type(target: Target, text: string): Promise<void> {
    await this.onElement(target, async (id) => {
      await this.driver.command('POST', `/element/${id}/click`)
      await this.driver.command('POST', `/element/${id}/value`, { text })
    })
  }

  shown(target: Target): Promise<boolean> {
    return shownByScript(this, target)
  }

  async keys(text: string): Promise<void> {
    const actions = [...text].flatMap((value) => [
      { type: 'keyDown', value },
      { type: 'keyUp', value },
    ])
    await this.driver.command('POST', '/actions', { actions: [{ type: 'key', id: 'keyboard', actions }] })
  }

  async press(key: Key): Promise<void> {
    const value = KEYS[key]
    await this.driver.command('POST', '/actions', {
      actions: [
        {
          type: 'key',
          id: 'keyboard',
          actions: [
            { type: 'keyDown', value },
            { type: 'keyUp', value },
          ],
        },
      ],
    })
  }

  /** Runs a script with the page library; its result as WebDriver sends it (elements as references). */
  private execute<T>(body: string, args: unknown[]): Promise<T> {
    return this.driver.command<T>('POST', '/execute/sync', { script: pageScript(body), args })
  }

  /**
   * The result travels as JSON text: WebKitWebDriver would otherwise hand back its objects with their keys
   * in another order than the page made them.
   */
  async run<T>(body: string, ...args: unknown[]): Promise<T> {
    const json = await this.execute<string | null>(
      `return JSON.stringify((function () {\n${body}\n}).apply(null, arguments))`,
      args,
    )
    return (json === null ? undefined : JSON.parse(json)) as T
  }

  /** Sizes the window so that the page's viewport is width × height, making up for any decoration. */
  async setViewport(width: number, height: number): Promise<void> {
    let size = { width, height }
    for (let attempt = 0; attempt < 5; attempt++) {
      await this.driver.command('POST', '/window/rect', size)
      const inner = await this.run<{ width: number; height: number }>(
        'return { width: window.innerWidth, height: window.innerHeight }',
      )
      if (inner.width === width && inner.height === height) return
      // The window is never smaller than the viewport asked: on a busy machine the page may still report
      // its former, larger size, which would otherwise ask a negative width ("Invalid width value").
      size = {
        width: Math.max(width, size.width + width - inner.width),
        height: Math.max(height, size.height + height - inner.height),
      }
      await sleep(100)
    }
    throw new Error(`webkit: cannot make the viewport ${width}×${height}`)
  }

  async errors(): Promise<string[]> {
    // A round trip through the page first, so that messages posted before it have reached the log.
    await this.run('return 0').catch(() => {})
    const text = await readFile(this.logPath, 'utf8').catch(() => '')
    return text.split('\n').filter(Boolean)
  }

  async close(): Promise<void> {
    if (this.closed) return
    this.closed = true
    this.onClose()
    await this.driver.quit()
    await rm(this.dir, { recursive: true, force: true })
  }
}

/** Starts a visitor: a temporary folder for its log, a driver, a session (a browser) in it. */
async function openTab(
  options: VisitorOptions,
  env: NodeJS.ProcessEnv,
  baseURL: string,
  onClose: (tab: Tab) => void,
): Promise<{ tab: WebKitTab; capabilities: Record<string, unknown> }> {
  const dir = await mkdtemp(join(tmpdir(), 'webkit-visitor-'))
  let driver: Driver | undefined
  try {
    driver = await Driver.start(env)
    const tab: WebKitTab = new WebKitTab(driver, baseURL, dir, () => onClose(tab))
    const args = [`--log=${tab.logPath}`, ...(options.javaScript === false ? ['--disable-javascript'] : [])]
    const capabilities = await driver.open(args)
    return { tab, capabilities }
  } catch (error) {
    await driver?.quit()
    await rm(dir, { recursive: true, force: true })
    throw error
  }
}

/** WebKitGTK, each visitor in its own browser; paths resolve against baseURL. */
export async function launchWebKit(options: { baseURL: string }): Promise<Engine> {
  const xvfb = process.env.DISPLAY ? undefined : await startXvfb()
  // On our Xvfb, GTK must not prefer a Wayland display it may find.
  const env = { ...process.env, ...(xvfb ? { DISPLAY: xvfb.display, GDK_BACKEND: 'x11' } : {}) }
  const tabs = new Set<Tab>()
  const open = async (visitor: VisitorOptions) => {
    const opened = await openTab(visitor, env, options.baseURL, (tab) => tabs.delete(tab))
    tabs.add(opened.tab)
    return opened
  }
  // A first visitor, closed at once, proves the setup works and tells the browser's version.
  let version: string
  try {
    const probe = await open({})
    version = `${probe.capabilities.browserName} ${probe.capabilities.browserVersion}`
    await probe.tab.close()
  } catch (error) {
    if (xvfb) await stop(xvfb.process)
    throw error
  }
  return {
    name: 'webkit',
    version,
    canDisableJavaScript: true,
    async visitor(visitor: VisitorOptions = {}) {
      return (await open(visitor)).tab
    },
    async close() {
      await Promise.all([...tabs].map((tab) => tab.close()))
      if (xvfb) await stop(xvfb.process)
    },
  }
}
