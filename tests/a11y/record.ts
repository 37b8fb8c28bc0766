// What each accessibility check measured, written by the check as it passes: one small JSON file per item
// under .a11y-results/<check>/. scripts/a11y-results.ts adds them up after a full `npm test` and compares
// the sums with content/accessibility.json, the figures the accessibility statement shows.
import { createHash } from 'node:crypto'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

export const RESULTS_DIR = '.a11y-results'

/** The checks the statement reports. */
export const CHECKS = [
  'axe',
  'axe-states',
  'layout',
  'text-spacing',
  'text-zoom',
  'contrast-themes',
  'reduced-motion',
  'screen-reader',
  'keyboard',
] as const
export type Check = (typeof CHECKS)[number]

/** One passed item of a check (a page, a state, a transcript, an engine) and what it covered. */
export interface Recorded {
  item: string
  [fact: string]: unknown
}

/** Writes down that `item` passed `check`, with what it covered. */
export function recordCheck(check: Check, item: string, facts: Record<string, unknown> = {}): void {
  const dir = join(RESULTS_DIR, check)
  mkdirSync(dir, { recursive: true })
  const name = createHash('sha256').update(item).digest('hex').slice(0, 16)
  writeFileSync(join(dir, `${name}.json`), JSON.stringify({ item, ...facts } satisfies Recorded))
}

/** Forgets every record (the end-to-end run's global setup: a run records only what it passed). */
export function clearRecords(): void {
  rmSync(RESULTS_DIR, { recursive: true, force: true })
}
