import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'

/** Where the islands build (vite.islands.config.ts) writes its manifest. */
export const ISLANDS_OUT_DIR = 'dist/islands'
const MANIFEST = `${ISLANDS_OUT_DIR}/.vite/manifest.json`
const ENTRY = 'islands/client.ts'

interface Chunk {
  file: string
  name?: string
  isDynamicEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
}
type Manifest = Record<string, Chunk>

let cached: Manifest | undefined
function manifest(): Manifest {
  if (cached) return cached
  const file = resolve(MANIFEST)
  if (!existsSync(file))
    throw new Error(`${MANIFEST} is missing: run the islands build first (npm run build does).`)
  cached = JSON.parse(readFileSync(file, 'utf8')) as Manifest
  return cached
}

function chunk(key: string): Chunk {
  const found = manifest()[key]
  if (!found) throw new Error(`${MANIFEST} has no entry for ${key}`)
  return found
}

/** A chunk's URL and those of everything it imports statically, each once. */
function graph(key: string, files = new Set<string>(), seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return files
  seen.add(key)
  const { file, imports = [] } = chunk(key)
  files.add(`/${file}`)
  for (const imported of imports) graph(imported, files, seen)
  return files
}

/** URL of the islands client entry: the source file in dev, the hashed bundle in a build. */
export function islandsEntryUrl(): string {
  if (import.meta.env.DEV) return '/islands/client.ts'
  return `/${chunk(ENTRY).file}`
}

let shared: Set<string> | undefined
/** What every island needs before it hydrates: the loader, and what it imports to hydrate (React, i18next). */
function sharedFiles(): Set<string> {
  if (shared) return shared
  const files = graph(ENTRY)
  for (const key of chunk(ENTRY).dynamicImports ?? []) graph(key, files)
  shared = files
  return files
}

/** Space-separated list of the files every island needs (empty in dev, where Vite serves sources). */
export function islandsSharedFiles(): string {
  return import.meta.env.DEV ? '' : [...sharedFiles()].join(' ')
}

/**
 * Space-separated list of what one island adds to the shared files: its code and what that imports, and
 * its texts in the page's language (empty in dev).
 */
export function islandFiles(name: string, lang: string, namespaces: readonly string[]): string {
  if (import.meta.env.DEV) return ''
  const key = Object.keys(manifest()).find(
    (k) => manifest()[k]?.name === name && manifest()[k]?.isDynamicEntry,
  )
  if (!key) throw new Error(`${MANIFEST} has no chunk for the island ${name}`)
  const common = sharedFiles()
  const code = [...graph(key)].filter((file) => !common.has(file))
  return [...code, ...namespaces.map((ns) => `/locales/${lang}/${ns}.json`)].join(' ')
}
