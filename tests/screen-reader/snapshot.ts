// Transcripts as reviewed snapshots: text files under tests/screen-reader/transcripts/, compared line by line;
// `npx playwright test screen-reader --update-snapshots` rewrites them, to review with git diff.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { expect, type TestInfo } from '@playwright/test'

export const TRANSCRIPTS = 'tests/screen-reader/transcripts'

/** The transcript matches its reviewed file (or, when snapshots are updated, becomes it). */
export function expectTranscript(info: TestInfo, name: string, lines: string[]): void {
  const file = join(TRANSCRIPTS, `${name}.txt`)
  const text = `${lines.join('\n')}\n`
  const update = info.config.updateSnapshots
  if (update === 'all' || update === 'changed' || (update === 'missing' && !existsSync(file))) {
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, text)
    return
  }
  expect(existsSync(file), `${file} is missing: npx playwright test screen-reader --update-snapshots`).toBe(
    true,
  )
  expect(text, `${file} (a changed announcement: review, then --update-snapshots)`).toBe(
    readFileSync(file, 'utf8'),
  )
}
