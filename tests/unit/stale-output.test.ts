import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { buildUnfinished, staleOutput } from '../../scripts/stale-output.ts'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** A file written by an earlier build (a minute ago). */
function earlier(path: string) {
  mkdirSync(join(path, '..'), { recursive: true })
  writeFileSync(path, 'old')
  const minuteAgo = new Date(Date.now() - 60_000)
  utimesSync(path, minuteAgo, minuteAgo)
}

describe('a rebuild over the previous output', () => {
  it('keeps what the build wrote, removes what it did not and the folders left empty', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'stale-'))
    dirs.push(dist)
    earlier(join(dist, 'blog/kept-article/index.html'))
    earlier(join(dist, 'blog/removed-article/index.html'))
    earlier(join(dist, 'assets/old-1234.css'))
    const output = staleOutput(dist)
    // The build writes over one page and writes new files.
    writeFileSync(join(dist, 'blog/kept-article/index.html'), 'new')
    mkdirSync(join(dist, 'assets/static'), { recursive: true })
    writeFileSync(join(dist, 'assets/static/new-5678.css'), 'new')

    expect(await output.sweep()).toBe(2) // the removed article and the old stylesheet
    output.done()
    expect(existsSync(join(dist, 'blog/kept-article/index.html'))).toBe(true)
    expect(existsSync(join(dist, 'blog/removed-article'))).toBe(false)
    expect(readdirSync(join(dist, 'assets'))).toEqual(['static'])
    expect(readdirSync(dist).sort()).toEqual(['assets', 'blog'])
  })

  it('starts from nothing when there is no previous output', async () => {
    const dist = join(mkdtempSync(join(tmpdir(), 'stale-')), 'dist/client')
    dirs.push(join(dist, '../..'))
    const output = staleOutput(dist)
    expect(buildUnfinished(dist)).toBe(true)
    writeFileSync(join(dist, 'index.html'), 'new')
    expect(await output.sweep()).toBe(0)
    expect(buildUnfinished(dist)).toBe(true)
    output.done()
    expect(buildUnfinished(dist)).toBe(false)
    expect(readdirSync(dist)).toEqual(['index.html'])
  })
})
