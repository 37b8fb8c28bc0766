import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'

/** Where the islands build (vite.islands.config.ts) writes its manifest. */
export const ISLANDS_OUT_DIR = 'dist/islands'
const MANIFEST = `${ISLANDS_OUT_DIR}/.vite/manifest.json`

let cached: string | undefined

/** URL of the islands client entry: the source file in dev, the hashed bundle in a build. */
export function islandsEntryUrl(): string {
  if (import.meta.env.DEV) return '/islands/client.ts'
  if (cached) return cached
  const file = resolve(MANIFEST)
  if (!existsSync(file))
    throw new Error(`${MANIFEST} is missing: run the islands build first (npm run build does).`)
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { file: string }>
  const entry = manifest['islands/client.ts']
  if (!entry) throw new Error(`${MANIFEST} has no entry for islands/client.ts`)
  cached = `/${entry.file}`
  return cached
}
