import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, normalize, relative } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/**
 * The import rule of the README's layout table: each source folder may import only the folders listed
 * for it (and itself). Lower layers never import higher ones, and the server shares nothing with the
 * browser stack but the kernel (`core/`, `content/`) and the contracts (`shared/`).
 */
const MAY_IMPORT: Record<string, readonly string[]> = {
  shared: [],
  content: ['shared'],
  core: ['content', 'shared', 'locales'],
  server: ['core', 'content', 'shared', 'locales', 'dist'],
  ui: ['core', 'content', 'shared', 'locales'],
  islands: ['ui', 'core', 'content', 'shared', 'locales'],
  components: ['islands', 'ui', 'core', 'content', 'shared', 'locales'],
  renderer: ['components', 'islands', 'ui', 'core', 'content', 'shared', 'locales'],
  pages: ['renderer', 'components', 'islands', 'ui', 'core', 'content', 'shared', 'locales'],
}

const SOURCE = /\.(ts|tsx|mts|mjs)$/

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return SOURCE.test(entry.name) ? [path] : []
  })
}

/** Every relative import of a file (static, dynamic, re-exports and type-only), as repository paths. */
function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
  return importedFiles
    .map((ref) => ref.fileName)
    .filter((name) => name.startsWith('.'))
    .map((name) => normalize(join(dirname(file), name)))
}

const topFolder = (path: string) => relative('.', path).split(/[\\/]/)[0] ?? ''

/** `file → target` for every import that breaks the rule. */
function layerViolations(): string[] {
  return Object.keys(MAY_IMPORT).flatMap((folder) =>
    sourceFiles(folder).flatMap((file) =>
      importsOf(file)
        .filter((target) => {
          const to = topFolder(target)
          return to !== folder && !MAY_IMPORT[folder]?.includes(to)
        })
        .map((target) => `${file} → ${target}`),
    ),
  )
}

/** Folders whose modules are checked for import cycles: every source folder, the scripts and tests too. */
const CYCLE_FOLDERS = [...Object.keys(MAY_IMPORT), 'scripts', 'tests', 'functions', 'netlify']

/**
 * The import cycles among the repository's modules (Tarjan's strongly connected components): each as its
 * files in a ring. Two modules importing each other (a type one way, a constant the other) belong apart,
 * with what they share in a third, lower file.
 */
function importCycles(): string[][] {
  const files = CYCLE_FOLDERS.flatMap((folder) => sourceFiles(folder))
  const known = new Set(files)
  const edges = new Map(files.map((file) => [file, importsOf(file).filter((to) => known.has(to))]))
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const cycles: string[][] = []
  let next = 0
  const visit = (file: string) => {
    index.set(file, next)
    low.set(file, next)
    next += 1
    stack.push(file)
    onStack.add(file)
    for (const to of edges.get(file) ?? []) {
      if (!index.has(to)) {
        visit(to)
        low.set(file, Math.min(low.get(file) ?? 0, low.get(to) ?? 0))
      } else if (onStack.has(to)) low.set(file, Math.min(low.get(file) ?? 0, index.get(to) ?? 0))
    }
    if (low.get(file) !== index.get(file)) return
    const ring: string[] = []
    let member: string | undefined
    do {
      member = stack.pop()
      if (member === undefined) break
      onStack.delete(member)
      ring.push(member)
    } while (member !== file)
    if (ring.length > 1) cycles.push(ring.sort())
  }
  for (const file of files) if (!index.has(file)) visit(file)
  return cycles
}

describe('layers', () => {
  it('no two modules import each other, directly or round a ring', () => {
    expect(importCycles()).toEqual([])
  })

  it('no module imports a folder above it (README, Layout)', () => {
    expect(layerViolations()).toEqual([])
  })

  it('server/ imports nothing from islands/, ui/, components/ or renderer/', () => {
    const server = sourceFiles('server').flatMap((file) => importsOf(file).map((to) => topFolder(to)))
    expect(server.filter((to) => ['islands', 'ui', 'components', 'renderer', 'pages'].includes(to))).toEqual(
      [],
    )
  })

  it('sees the imports it checks', () => {
    // A rule that finds no imports at all would pass vacuously.
    expect(importsOf('server/index.ts').length).toBeGreaterThan(3)
    expect(sourceFiles('islands').length).toBeGreaterThan(20)
  })
})
