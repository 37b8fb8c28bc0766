// Spares a build the inline scripts' compilation (scripts/inline-scripts.ts: two Vite builds, 0.3-0.8 s of
// every build's time) when nothing they are made of changed since the generated module was written: the
// files each script bundled (as the last compilation listed them), the compiling code and its options, the
// versions of Vite and Rolldown, and the generated module itself. One record, in node_modules/.cache/.
import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, relative } from 'node:path'
import { BUILD_TARGET } from './browsers.ts'

/** Where the record is kept (between builds, shared by the working trees that share node_modules). */
export const INLINE_SCRIPTS_RECORD = 'node_modules/.cache/inline-scripts.json'

/** Besides the bundled files, what decides the output: the compiling code and the TypeScript settings. */
const TOOLING = ['scripts/inline-scripts.ts', 'scripts/inline-scripts-cache.ts', 'tsconfig.json']

interface Record {
  /** The files the scripts bundled, from the project's root. */
  sources: string[]
  /** The hash of all that went into the generated module, and of the module (`fingerprint`). */
  key: string
}

/** A hash of `sources`, the tooling and the module `output`; throws when a file is gone. */
function fingerprint(sources: string[], output: string): string {
  const require = createRequire(import.meta.url)
  const version = (pkg: string) => (require(`${pkg}/package.json`) as { version: string }).version
  const hash = createHash('sha256')
  hash.update(JSON.stringify([BUILD_TARGET, version('vite'), version('rolldown')]))
  for (const file of [...TOOLING, ...sources]) hash.update(`\0${file}\0`).update(readFileSync(file))
  return hash.update(readFileSync(output)).digest('hex')
}

/** Whether `output` is what the recorded sources compiled to, none of them changed since. */
export function compiledAlready(output: string, record = INLINE_SCRIPTS_RECORD): boolean {
  try {
    const { sources, key } = JSON.parse(readFileSync(record, 'utf8')) as Record
    return fingerprint(sources, output) === key
  } catch {
    // No record yet, another shape, or a file gone: compile.
    return false
  }
}

/** Records what `output` was just compiled from (absolute paths, as the bundler lists its modules). */
export function recordCompiled(modules: string[], output: string, record = INLINE_SCRIPTS_RECORD): void {
  // Virtual modules (named from \0: Vite's and Rolldown's own helpers) come with their versions.
  const files = modules.filter((id) => !id.startsWith('\0'))
  const sources = [...new Set(files)].map((file) => relative(process.cwd(), file)).sort()
  mkdirSync(dirname(record), { recursive: true })
  writeFileSync(record, JSON.stringify({ sources, key: fingerprint(sources, output) } satisfies Record))
}
