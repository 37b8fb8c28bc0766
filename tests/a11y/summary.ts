// The figures of the accessibility statement, added up from the records the checks left (./record.ts).
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { AccessibilityResults } from '../../content/schemas/accessibility.ts'
import { CHECKS, type Check, RESULTS_DIR, type Recorded } from './record.ts'

/** Every record of every check (none for a check that recorded nothing). */
export function readRecords(dir = RESULTS_DIR): Record<Check, Recorded[]> {
  const read = (check: Check) => {
    const folder = join(dir, check)
    if (!existsSync(folder)) return []
    return readdirSync(folder)
      .filter((f) => f.endsWith('.json'))
      .map((f) => JSON.parse(readFileSync(join(folder, f), 'utf8')) as Recorded)
      .sort((a, b) => a.item.localeCompare(b.item))
  }
  return Object.fromEntries(CHECKS.map((check) => [check, read(check)])) as Record<Check, Recorded[]>
}

const sorted = <T>(values: Iterable<T>) => [...new Set(values)].sort()
const numbers = (values: Iterable<number>) => [...new Set(values)].sort((a, b) => a - b)
const all = <T>(records: Recorded[], fact: string) => records.flatMap((r) => (r[fact] ?? []) as T[])
const total = (records: Recorded[], fact: string) => records.reduce((sum, r) => sum + Number(r[fact] ?? 0), 0)

/** What the statement says, from the records (every figure but the date). */
export function summarise(
  records: Record<Check, Recorded[]>,
): Omit<AccessibilityResults, 'measured' | '_comment'> {
  return {
    axe: { pages: records.axe.length, states: records['axe-states'].length },
    layout: { pages: records.layout.length, widths: numbers(all<number>(records.layout, 'widths')) },
    textSpacing: {
      pages: records['text-spacing'].length,
      widths: numbers(all<number>(records['text-spacing'], 'widths')),
    },
    textZoom: {
      templates: Math.max(0, ...records['text-zoom'].map((r) => Number(r.templates))),
      languages: sorted(records['text-zoom'].map((r) => r.lang as 'fr')),
      widths: numbers(all<number>(records['text-zoom'], 'widths')),
    },
    contrastThemes: {
      views: total(records['contrast-themes'], 'views'),
      languages: sorted(records['contrast-themes'].map((r) => r.lang as 'fr')),
      themes: sorted(all<'dark' | 'light'>(records['contrast-themes'], 'themes')),
    },
    reducedMotion: { checks: records['reduced-motion'].length },
    screenReader: {
      transcripts: records['screen-reader'].length,
      languages: sorted(records['screen-reader'].map((r) => r.lang as 'fr')),
    },
    keyboard: { engines: sorted(records.keyboard.map((r) => String(r.engine))) },
  }
}
