// The inline scripts' compilation is skipped only while nothing it read, nor its output, changed.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { compiledAlready, recordCompiled } from '../../scripts/inline-scripts-cache.ts'

describe('the inline scripts cache', () => {
  const dir = mkdtempSync(join(tmpdir(), 'inline-scripts-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  const record = join(dir, 'record.json')
  const source = join(dir, 'source.ts')
  const output = join(dir, 'compiled.generated.ts')

  it('compiles on a first build, with no record', () => {
    writeFileSync(source, 'export const a = 1\n')
    writeFileSync(output, 'export const SCRIPT = "a=1"\n')
    expect(compiledAlready(output, record)).toBe(false)
  })

  it('skips the compilation while the sources and the output stay the same', () => {
    recordCompiled([source, '\0vite/preload-helper'], output, record)
    expect(compiledAlready(output, record)).toBe(true)
  })

  it('compiles again when a source changed', () => {
    writeFileSync(source, 'export const a = 2\n')
    expect(compiledAlready(output, record)).toBe(false)
    recordCompiled([source], output, record)
    expect(compiledAlready(output, record)).toBe(true)
  })

  it('compiles again when the output was edited, or a source is gone', () => {
    writeFileSync(output, 'export const SCRIPT = "edited"\n')
    expect(compiledAlready(output, record)).toBe(false)
    recordCompiled([source], output, record)
    rmSync(source)
    expect(compiledAlready(output, record)).toBe(false)
  })
})
