// Bench step 5: each island's first interaction, timed from the input to the first frame showing its answer.
//
// Each row is a gesture on a French page and the visible answer it needs (the banner gone, a dialog open, a
// toast shown…). Each run opens a new browser context (cold cache), loads the page, waits for the network to
// be idle, performs the steps before the measured gesture, then the gesture itself. The time is taken in the
// page, not from Playwright's side: listeners record the input event's timestamp and a requestAnimationFrame
// loop the first frame at which the answer holds. Elements are found by role and visible name, with the names
// taken from locales/fr, so that the markup can change under the bench.
import { readFileSync } from 'node:fs'
import type { Browser, BrowserContextOptions, Locator, Page } from '@playwright/test'
import { record, type Weight } from './weight.ts'

// ---------------------------------------------------------------------------------------------------------
// What the page must show: checked inside the page (no eval there: the site's CSP forbids it).

/** An element matching `selector` that is visible (and, when given, has this text, name, state and child). */
export interface Visible {
  kind: 'visible'
  selector: string
  /** Part of its text (whitespace-normalized); an <input>'s value counts as its text. */
  text?: string
  /** Part of its accessible name, roughly: aria-label, aria-labelledby, or its <label>s. */
  name?: string
  state?: 'enabled' | 'disabled'
  /** A descendant that must hold too. */
  has?: Visible
}
/** No visible element matches `selector` (none at all counts). */
export interface Hidden {
  kind: 'hidden'
  selector: string
}
export type Condition = Visible | Hidden | { kind: 'any'; of: Condition[] }

/** What the armed page records, read back once the answer shows (or never does). */
interface Timing {
  /** `timeStamp` of the first pointerdown, touchstart, mousedown or keydown after arming. */
  input: number | null
  /** The first animation frame's timestamp at which the answer held. */
  answer: number | null
  /** The answer already held before the gesture: the row measures nothing. */
  early: boolean
}

/**
 * Runs in the page (serialized by Playwright): records the next input event and the first frame that shows
 * `answer`. A MutationObserver also checks the answer after each DOM change, so that a state shown between
 * two frames (a "sending" label replaced by the success view) is not missed: the next frame then counts.
 */
function arm(answer: Condition): void {
  const state: Timing = { input: null, answer: null, early: false }
  ;(window as unknown as { __benchTiming: Timing }).__benchTiming = state
  const norm = (s: string) => s.replace(/\s+/g, ' ').trim().toLowerCase()
  const shown = (el: Element) =>
    el.checkVisibility({ opacityProperty: true, visibilityProperty: true } as CheckVisibilityOptions)
  const textOf = (el: Element) => (el instanceof HTMLInputElement ? el.value : (el.textContent ?? ''))
  const nameOf = (el: Element) => {
    const parts = [el.getAttribute('aria-label') ?? '']
    for (const id of (el.getAttribute('aria-labelledby') ?? '').split(/\s+/).filter(Boolean))
      parts.push(document.getElementById(id)?.textContent ?? '')
    const labels = (el as HTMLInputElement).labels
    if (labels) for (const label of labels) parts.push(label.textContent ?? '')
    return parts.join(' ')
  }
  const matches = (el: Element, c: Visible): boolean => {
    if (!shown(el)) return false
    if (c.text !== undefined && !norm(textOf(el)).includes(norm(c.text))) return false
    if (c.name !== undefined && !norm(nameOf(el)).includes(norm(c.name))) return false
    if (c.state) {
      const disabled = el.matches(':disabled') || el.getAttribute('aria-disabled') === 'true'
      if (disabled !== (c.state === 'disabled')) return false
    }
    const has = c.has
    return !has || [...el.querySelectorAll(has.selector)].some((child) => matches(child, has))
  }
  const holds = (c: Condition): boolean => {
    if (c.kind === 'any') return c.of.some(holds)
    const found = [...document.querySelectorAll(c.selector)]
    return c.kind === 'hidden' ? !found.some(shown) : found.some((el) => matches(el, c))
  }
  state.early = holds(answer)
  let seen = false
  const onInput = (event: Event) => {
    if (state.input === null) state.input = event.timeStamp
  }
  for (const type of ['pointerdown', 'touchstart', 'mousedown', 'keydown'])
    window.addEventListener(type, onInput, { capture: true, passive: true })
  const observer = new MutationObserver(() => {
    if (state.input !== null && !seen) seen = holds(answer)
  })
  observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true })
  const frame = (time: number) => {
    if (state.input !== null && (seen || holds(answer))) {
      // A frame begun before the input was dispatched has a timestamp before it: that answer took no frame.
      state.answer = Math.max(time, state.input)
      observer.disconnect()
      return
    }
    requestAnimationFrame(frame)
  }
  requestAnimationFrame(frame)
}

// ---------------------------------------------------------------------------------------------------------
// The visible names, from the French locale files.

type Tree = { [key: string]: string | Tree }
const locale = (ns: string) => JSON.parse(readFileSync(`locales/fr/${ns}.json`, 'utf8')) as Tree
const BRAND = (JSON.parse(readFileSync('content/company.json', 'utf8')) as { brand: string }).brand

/** A French text by namespace and dotted key, {{placeholders}} filled and <0>…</0> tags dropped. */
function fr(ns: string, key: string, vars: Record<string, string> = {}): string {
  let node: string | Tree | undefined = locale(ns)
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined
  if (typeof node !== 'string') throw new Error(`locales/fr/${ns}.json has no text at ${key}`)
  return node
    .replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
      const value = name === 'brand' ? BRAND : vars[name]
      if (value === undefined) throw new Error(`locales/fr/${ns}.json ${key}: no value for {{${name}}}`)
      return value
    })
    .replace(/<\/?\d+>/g, '')
}

/** Dialogs, native or ARIA; toasts and other announced messages. */
const DIALOG = 'dialog, [role="dialog"], [role="alertdialog"]'
const MESSAGE = '[role="status"], [role="alert"], [aria-live], output'
const BUTTON = 'button, [role="button"], input[type="submit"]'
const TEXTBOX = 'textarea, input:not([type]), input[type="text"], [role="textbox"], [contenteditable="true"]'

/**
 * Types into a field as a visitor does, one key every TYPING_MS (a tap or a click on it first): the
 * time a form takes to fill is part of what a first interaction with it is.
 */
async function typeInto(field: Locator, text: string, press: Press): Promise<void> {
  await press(field)
  await field.pressSequentially(text, { delay: TYPING_MS, timeout: 60_000 })
}

/** Gives an element found by Playwright a selector the page can use (set before the gesture). */
async function mark(locator: Locator, name: string): Promise<string> {
  await locator.evaluate((el, value) => el.setAttribute('data-bench-target', value), name)
  return `[data-bench-target="${name}"]`
}

// ---------------------------------------------------------------------------------------------------------
// The rows.

/** Tap on the mobile profile, click on the desktop one. */
export type Press = (target: Locator) => Promise<void>

export interface Row {
  name: string
  /** The island whose hydration ends the byte count. */
  island: string
  url: string
  /** Only for a first-time visitor (the banner is not shown to a returning one). */
  firstTimeOnly?: boolean
  /** The steps before the measured gesture; returns the gesture and the answer it needs. */
  prepare: (page: Page, press: Press) => Promise<{ gesture: () => Promise<void>; answer: Condition }>
}

const GESTURE_TIMEOUT = 5_000
const TYPING_MS = 250
const banner = (page: Page) => page.getByRole('region', { name: fr('consent', 'banner.title') })
const preferences: Condition = { kind: 'visible', selector: DIALOG, text: fr('consent', 'dialog.title') }

export const ROWS: Row[] = [
  {
    name: 'banner answer',
    island: 'CookieConsent',
    url: '/',
    firstTimeOnly: true,
    prepare: async (page, press) => {
      const region = banner(page)
      const selector = await mark(region, 'banner')
      const button = region.getByRole('button', { name: fr('consent', 'banner.necessaryOnly') })
      return { gesture: () => press(button), answer: { kind: 'hidden', selector } }
    },
  },
  {
    name: 'banner customize',
    island: 'CookieConsent',
    url: '/',
    firstTimeOnly: true,
    prepare: async (page, press) => {
      const button = banner(page).getByRole('button', { name: fr('consent', 'banner.customize') })
      return { gesture: () => press(button), answer: preferences }
    },
  },
  {
    name: 'footer cookie settings',
    // The footer's button opens the consent island's dialog; focus moving into it wakes that island.
    island: 'CookieConsent',
    url: '/',
    prepare: async (page, press) => {
      const button = page.getByRole('contentinfo').getByRole('button', { name: fr('consent', 'settings') })
      return { gesture: () => press(button), answer: preferences }
    },
  },
  {
    name: 'chat open',
    island: 'Chat',
    url: '/',
    prepare: async (page, press) => {
      const button = page.getByRole('button', { name: fr('chat', 'chatbot.open') })
      const answer: Visible = {
        kind: 'visible',
        selector: DIALOG,
        text: fr('chat', 'chatbot.title'),
        has: { kind: 'visible', selector: TEXTBOX, name: fr('chat', 'chatbot.label'), state: 'enabled' },
      }
      return { gesture: () => press(button), answer }
    },
  },
  {
    name: 'search Enter',
    island: 'SearchBox',
    url: '/',
    prepare: async (page, press) => {
      const box = page.getByRole('searchbox', { name: fr('search', 'search.label') })
      await press(box)
      // Four characters a second; Enter comes as the fifth key, 250 ms after the last.
      for (const key of 'test') {
        await page.keyboard.press(key)
        await page.waitForTimeout(TYPING_MS)
      }
      const title = fr('search', 'search.resultsTitle', { query: 'test' })
      return {
        gesture: () => box.press('Enter', { timeout: GESTURE_TIMEOUT }),
        answer: { kind: 'visible', selector: DIALOG, text: title },
      }
    },
  },
  {
    name: 'contact submit',
    island: 'ContactForm',
    url: '/contact',
    prepare: async (page, press) => {
      const form = page.getByRole('form', { name: fr('forms', 'contact.title') })
      const options = { timeout: GESTURE_TIMEOUT }
      await typeInto(form.getByRole('textbox', { name: fr('forms', 'contact.name') }), 'Camille', press)
      await typeInto(form.getByRole('textbox', { name: fr('forms', 'contact.email') }), 'c@exemple.fr', press)
      await form
        .getByRole('combobox', { name: fr('forms', 'contact.subject') })
        .selectOption({ label: fr('forms', 'contact.subjects.general') }, options)
      await typeInto(form.getByRole('textbox', { name: fr('forms', 'contact.message') }), 'Bonjour', press)
      const submit = form.getByRole('button', { name: fr('forms', 'contact.submit') })
      const text = fr('forms', 'contact.privacyRequiredTitle')
      return { gesture: () => press(submit), answer: { kind: 'visible', selector: MESSAGE, text } }
    },
  },
  {
    name: 'community open',
    island: 'CommunityJoin',
    url: '/community',
    prepare: async (page, press) => {
      const button = page.getByRole('button', { name: fr('forms', 'community.open') })
      const text = fr('forms', 'community.title')
      return { gesture: () => press(button), answer: { kind: 'visible', selector: DIALOG, text } }
    },
  },
  {
    name: 'community submit',
    island: 'CommunityJoin',
    url: '/community',
    prepare: async (page, press) => {
      const options = { timeout: GESTURE_TIMEOUT }
      await press(page.getByRole('button', { name: fr('forms', 'community.open') }))
      const dialog = page.getByRole('dialog', { name: fr('forms', 'community.title') })
      await dialog.waitFor({ ...options, state: 'visible' })
      await typeInto(dialog.getByRole('textbox', { name: fr('forms', 'community.name') }), 'Camille', press)
      await typeInto(
        dialog.getByRole('textbox', { name: fr('forms', 'community.email') }),
        'c@exemple.fr',
        press,
      )
      await typeInto(
        dialog.getByRole('textbox', { name: fr('forms', 'community.profile') }),
        'Testeuse',
        press,
      )
      const privacy = dialog.getByRole('checkbox', { name: fr('forms', 'community.privacy') })
      await press(privacy)
      if (!(await privacy.isChecked())) throw new Error('the privacy box did not tick')
      const submit = dialog.getByRole('button', { name: fr('forms', 'community.submit') })
      const selector = await mark(submit, 'join-submit')
      // The sending state (the submit button disabled, or its sending label) or the success view.
      const answer: Condition = {
        kind: 'any',
        of: [
          { kind: 'visible', selector, state: 'disabled' },
          { kind: 'visible', selector: `${DIALOG} ${BUTTON}`, text: fr('forms', 'community.sending') },
          { kind: 'visible', selector: DIALOG, text: fr('forms', 'community.successTitle') },
        ],
      }
      return { gesture: () => press(submit), answer }
    },
  },
  {
    name: 'newsletter submit',
    island: 'Newsletter',
    url: '/',
    prepare: async (page, press) => {
      const form = page.getByRole('form', { name: fr('common', 'newsletter.title') })
      await typeInto(
        form.getByRole('textbox', { name: fr('common', 'newsletter.label') }),
        'c@exemple.fr',
        press,
      )
      const submit = form.getByRole('button', { name: fr('common', 'newsletter.submit') })
      const answer: Visible = {
        kind: 'visible',
        selector: BUTTON,
        text: fr('common', 'newsletter.submitting'),
        state: 'disabled',
      }
      return { gesture: () => press(submit), answer }
    },
  },
  {
    name: 'share copy',
    island: 'Share',
    url: '/blog/test-automation-strategy-2024',
    prepare: async (page, press) => {
      const button = page.getByRole('button', { name: fr('forms', 'share.copy') })
      const text = fr('forms', 'share.copiedTitle')
      return { gesture: () => press(button), answer: { kind: 'visible', selector: MESSAGE, text } }
    },
  },
]

// ---------------------------------------------------------------------------------------------------------
// Profiles and runs.

export type Visitor = 'first' | 'returning'
export type ProfileName = 'mobile' | 'unthrottled'

interface Profile {
  name: ProfileName
  context: BrowserContextOptions
  /** Lighthouse's mobile throttling (slow 4G, CPU ×4), applied through CDP. */
  throttle: boolean
}

const PROFILES: Profile[] = [
  {
    name: 'mobile',
    context: {
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    },
    throttle: true,
  },
  { name: 'unthrottled', context: { viewport: { width: 1350, height: 940 } }, throttle: false },
]

/** Lighthouse's mobile preset: 150 ms, 1.6 Mbit/s down, 750 kbit/s up (kbit of 1,024 bits), CPU ×4. */
const MOBILE_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
}
const CPU_SLOWDOWN = 4
const ANSWER_TIMEOUT = 15_000
const HYDRATION_TIMEOUT = 20_000
/** Network idle: no request in flight for this long (as Playwright's `networkidle`). */
const QUIET_MS = 500

export interface InteractionRun {
  /** Input to answer, in milliseconds; null when the run failed. */
  ms: number | null
  failure?: string
  /** Whether the island reported `data-hydrated="true"` within 20 s. */
  hydrated: boolean
  /** Everything fetched from the first step of the interaction until hydrated and the network idle. */
  weight: Weight
}

export interface InteractionResult {
  row: string
  island: string
  url: string
  visitor: Visitor
  profile: ProfileName
  runs: InteractionRun[]
  /** Median and max of the runs that answered (null when none did). */
  medianMs: number | null
  maxMs: number | null
  /** Medians over the runs: JS gzip (level 9) and on the wire, and requests. */
  jsGz: number
  jsWire: number
  requests: number
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

/** Why a step or the gesture failed, in a few words: which island covers the target, or the error's first line. */
function describeFailure(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  const lines = message.split('\n')
  const covered = lines.find((line) => line.includes('intercepts pointer events'))
  if (covered) {
    const island = /data-island="(\w+)"/.exec(covered)?.[1]
    return `blocked: ${island ? `the ${island} island` : 'another element'} covers the target`
  }
  return lines[0] ?? message
}

/** Counts requests in flight, to wait until none has been for `QUIET_MS` (after the gesture). */
function inFlight(page: Page) {
  let count = 0
  let changed = Date.now()
  const up = () => {
    count += 1
    changed = Date.now()
  }
  const down = () => {
    count = Math.max(0, count - 1)
    changed = Date.now()
  }
  page.on('request', up)
  page.on('requestfinished', down)
  page.on('requestfailed', down)
  return async (timeout: number) => {
    const end = Date.now() + timeout
    while (Date.now() < end && (count > 0 || Date.now() - changed < QUIET_MS))
      await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

async function runOnce(
  browser: Browser,
  base: string,
  row: Row,
  profile: Profile,
  storage: BrowserContextOptions,
): Promise<InteractionRun> {
  const context = await browser.newContext({
    ...profile.context,
    ...storage,
    permissions: ['clipboard-read', 'clipboard-write'],
  })
  try {
    // tsx keeps function names by wrapping them in calls to its `__name` helper, which `arm` carries into
    // the page: there it must exist (and do nothing).
    await context.addInitScript(() => {
      ;(globalThis as unknown as { __name: <T>(f: T) => T }).__name = (f) => f
    })
    const page = await context.newPage()
    if (profile.throttle) {
      const cdp = await context.newCDPSession(page)
      await cdp.send('Network.enable')
      await cdp.send('Network.emulateNetworkConditions', MOBILE_NETWORK)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    }
    await page.goto(base + row.url, { waitUntil: 'load' })
    await page.waitForLoadState('networkidle')
    const recorder = record(page)
    const idle = inFlight(page)
    const press: Press = (target) =>
      profile.context.hasTouch
        ? target.tap({ timeout: GESTURE_TIMEOUT })
        : target.click({ timeout: GESTURE_TIMEOUT })
    let ms: number | null = null
    let failure: string | undefined
    let performed = false
    try {
      const { gesture, answer } = await row.prepare(page, press)
      await page.evaluate(arm, answer)
      await gesture()
      performed = true
      const handle = await page.waitForFunction(
        () => {
          const t = (window as unknown as { __benchTiming?: Timing }).__benchTiming
          return t && (t.early || t.answer !== null) ? t : undefined
        },
        undefined,
        { timeout: ANSWER_TIMEOUT, polling: 100 },
      )
      const timing = (await handle.jsonValue()) as Timing
      if (timing.early) failure = 'the answer showed before the gesture'
      else if (timing.input === null) failure = 'no input event reached the page'
      else ms = (timing.answer as number) - timing.input
    } catch (error) {
      failure = performed ? `no answer within ${ANSWER_TIMEOUT / 1000} s` : describeFailure(error)
    }
    // A gesture that could not be made woke nothing worth waiting for.
    const hydrated = await page
      .locator(`[data-island="${row.island}"][data-hydrated="true"]`)
      .first()
      .waitFor({ state: 'attached', timeout: performed ? HYDRATION_TIMEOUT : 1 })
      .then(
        () => true,
        () => false,
      )
    await idle(HYDRATION_TIMEOUT)
    return { ms, hydrated, weight: await recorder.done(), ...(failure ? { failure } : {}) }
  } finally {
    await context.close()
  }
}

/**
 * Every row for a first-time and a returning visitor (`returning` holds the stored consent), on both
 * profiles, `runs` times each, each run in a new context.
 */
export async function measureInteractions(
  browser: Browser,
  base: string,
  returning: BrowserContextOptions,
  runs = 3,
  rows: Row[] = ROWS,
): Promise<InteractionResult[]> {
  const results: InteractionResult[] = []
  for (const profile of PROFILES) {
    for (const row of rows) {
      for (const visitor of ['first', 'returning'] as const) {
        if (visitor === 'returning' && row.firstTimeOnly) continue
        const samples: InteractionRun[] = []
        for (let i = 0; i < runs; i++)
          samples.push(await runOnce(browser, base, row, profile, visitor === 'first' ? {} : returning))
        const answered = samples.flatMap((s) => (s.ms === null ? [] : [s.ms]))
        const result: InteractionResult = {
          row: row.name,
          island: row.island,
          url: row.url,
          visitor,
          profile: profile.name,
          runs: samples,
          medianMs: answered.length ? median(answered) : null,
          maxMs: answered.length ? Math.max(...answered) : null,
          jsGz: median(samples.map((s) => s.weight.js.gz)),
          jsWire: median(samples.map((s) => s.weight.js.wire)),
          requests: median(samples.map((s) => s.weight.requests)),
        }
        results.push(result)
        const times = samples.map((s) => (s.ms === null ? `failed (${s.failure})` : `${s.ms.toFixed(0)}`))
        console.log(`  ${profile.name}, ${row.name}, ${visitor}: ${times.join(' / ')} ms`)
      }
    }
  }
  return results
}
