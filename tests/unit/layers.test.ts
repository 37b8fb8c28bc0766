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

describe('layers', () => {
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
