// The translations' lock file: for each translated key, a hash of the French text it was translated from.
// When the French text changes, the hash no longer matches and the translation is reported stale until
// a translator updates it and runs `npm run i18n -- --update <lang>`.
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'

export const LOCK_FILE = 'locales/translations.lock.json'

/** Language → `file#key` of the translation → hash of the French text it translates. */
export type Lock = Record<string, Record<string, string>>

/** A short hash of a French text: enough to notice that it changed. */
export function sourceHash(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 12)
}

export const lockKey = (file: string, key: string) => `${file}#${key}`

export function readLock(file = LOCK_FILE): Lock {
  if (!existsSync(file)) return {}
  const { _comment: _, ...lock } = JSON.parse(readFileSync(file, 'utf8')) as Lock & { _comment?: string }
  return lock
}

export function writeLock(lock: Lock, file = LOCK_FILE): void {
  const sorted = Object.fromEntries(
    Object.keys(lock)
      .sort()
      .map((lang) => [
        lang,
        Object.fromEntries(Object.entries(lock[lang] ?? {}).sort(([a], [b]) => (a < b ? -1 : 1))),
      ]),
  )
  const comment =
    'Written by `npm run i18n -- --update <lang>`: for each translated key, a hash of the French text it was translated from. Do not edit by hand.'
  writeFileSync(file, `${JSON.stringify({ _comment: comment, ...sorted }, null, 2)}\n`)
}
