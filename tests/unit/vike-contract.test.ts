import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * scripts/build.ts leans on two parts of Vike that are not public API: `prerender({ onPagePrerender })`
 * ("experimental, don't use without having talked to a vike maintainer") and the page context's
 * `_prerenderResult` it receives. package.json pins Vike exactly; this test fails loudly when an upgrade
 * changes either, before a build silently writes nothing or everything twice.
 */
const vikeRoot = 'node_modules/vike'
const installed = JSON.parse(readFileSync(join(vikeRoot, 'package.json'), 'utf8')) as { version: string }
const pinned = JSON.parse(readFileSync('package.json', 'utf8')) as {
  dependencies?: Record<string, string>
  devDependencies?: Record<string, string>
}
const wanted = pinned.devDependencies?.vike ?? pinned.dependencies?.vike

describe('the Vike internals the build uses', () => {
  it('are those of the exact Vike version package.json pins', () => {
    expect(wanted, 'package.json must pin vike to an exact version (no ^ or ~)').toMatch(/^\d+\.\d+\.\d+$/)
    expect(installed.version).toBe(wanted)
  })

  it('still hand each pre-rendered page to onPagePrerender with its _prerenderResult', () => {
    const runPrerender = readFileSync(join(vikeRoot, 'dist/node/prerender/runPrerender.js'), 'utf8')
    const types = readFileSync(join(vikeRoot, 'dist/node/prerender/runPrerender.d.ts'), 'utf8')
    expect(types, 'prerender() lost its onPagePrerender option: see scripts/build.ts').toContain(
      'onPagePrerender?:',
    )
    expect(runPrerender, 'Vike no longer calls onPagePrerender: see scripts/build.ts').toMatch(
      /onPagePrerender\(/,
    )
    expect(runPrerender, 'Vike renamed _prerenderResult: see scripts/build.ts').toContain('_prerenderResult')
  })
})
