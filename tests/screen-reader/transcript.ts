// What a screen reader says, recorded with the virtual screen reader (./virtual.ts) on the page as served:
// a template's landmarks and headings as it reads the page through, and what it announces along a visitor's
// journey (where the focus lands, live regions). Transcripts are reviewed snapshots (./snapshot.ts).
import type { Page } from '@playwright/test'
import { loadScreenReader } from './virtual.ts'

/** Runs `body` with `virtual` (the screen reader) in scope, in the page. */
const withReader = <T>(page: Page, body: string) =>
  page.evaluate(`(async () => { const { virtual } = globalThis.__screenReader; ${body} })()`) as Promise<T>

const LANDMARKS = [
  'banner',
  'navigation',
  'main',
  'contentinfo',
  'complementary',
  'region',
  'form',
  'search',
  'dialog',
]
const CONTROL_ROLES = [
  'button',
  'link',
  'textbox',
  'searchbox',
  'checkbox',
  'switch',
  'radio',
  'combobox',
  'tab',
  'menuitem',
]

/** Everything the screen reader says reading the page from its start to its end, phrase by phrase. */
export async function readThrough(page: Page): Promise<string[]> {
  await loadScreenReader(page)
  return withReader<string[]>(
    page,
    `await virtual.start({ container: document.body })
     for (let i = 0; i < 20000 && (await virtual.lastSpokenPhrase()) !== 'end of document'; i++) await virtual.next()
     const log = await virtual.spokenPhraseLog()
     await virtual.stop()
     return log`,
  )
}

const roleOf = (phrase: string) => phrase.split(', ')[0] ?? ''

/** The landmarks (indented by nesting) and headings of a reading, in reading order. */
export function landmarksAndHeadings(phrases: string[]): string[] {
  const out: string[] = []
  let depth = 0
  for (const phrase of phrases) {
    const ends = phrase.startsWith('end of ')
    const role = roleOf(ends ? phrase.slice(7) : phrase)
    if (LANDMARKS.includes(role)) {
      if (ends) depth = Math.max(0, depth - 1)
      else out.push(`${'  '.repeat(depth++)}${phrase}`)
    } else if (role === 'heading' && !ends) out.push(`${'  '.repeat(depth)}${phrase}`)
  }
  return out
}

/** Controls announced without a name: a phrase that is a control's role alone. */
export const unnamed = (phrases: string[]) => phrases.filter((p) => CONTROL_ROLES.includes(p.trim()))

/** Live announcements ("polite: …", "assertive: …") said more than once. */
export function repeated(phrases: string[]): string[] {
  const live = phrases.filter((p) => /^(polite|assertive): /.test(p))
  return [...new Set(live.filter((p, i) => live.indexOf(p) !== i))]
}

/**
 * A journey's recorder: the screen reader listens from `start` on; each `step` does what the visitor does,
 * waits for what must show, and writes down what was said meanwhile under the step's name.
 */
export class Journey {
  readonly lines: string[] = []
  readonly said: string[] = []
  /** What `check` found after each step (the page's state then, e.g. the texts' languages). */
  readonly found: string[] = []
  constructor(
    readonly page: Page,
    readonly check: (page: Page) => Promise<string[]> = async () => [],
  ) {}

  async start(): Promise<void> {
    await loadScreenReader(this.page)
    await withReader(
      this.page,
      'await virtual.start({ container: document.body }); await virtual.clearSpokenPhraseLog()',
    )
  }

  async step(name: string, act: () => Promise<void>): Promise<void> {
    await act()
    // The reader speaks as the page changes, some phrases after a few turns of the event loop: its log is
    // read once it has stopped growing over two animation frames.
    const phrases = await withReader<string[]>(
      this.page,
      `const frames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))
       let count = -1
       for (let i = 0; i < 50; i++) {
         const now = (await virtual.spokenPhraseLog()).length
         if (now === count) break
         count = now
         await frames()
       }
       const log = await virtual.spokenPhraseLog(); await virtual.clearSpokenPhraseLog(); return log`,
    )
    this.said.push(...phrases)
    this.lines.push(`> ${name}`, ...phrases.map((p) => `  ${p}`))
    this.found.push(...(await this.check(this.page)).map((f) => `${name}: ${f}`))
  }

  async stop(): Promise<void> {
    await withReader(this.page, 'await virtual.stop()')
  }
}
