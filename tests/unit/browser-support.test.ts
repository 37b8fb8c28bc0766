import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'acorn'
import { describe, expect, it } from 'vitest'
import { HEAD_SCRIPT, SHARE_SCRIPT } from '../../core/headScripts/compiled.generated.ts'
import { BUILD_TARGET, ECMA_VERSION, SUPPORTED_BROWSERS } from '../../scripts/browsers.ts'

/**
 * The README names the oldest browsers the site supports (scripts/browsers.ts); the built files must
 * agree: no JavaScript syntax those browsers cannot parse, and no selector they do not know where it
 * would void its whole rule. Reads the build of `npm run build -- --local` (run before by `npm test`).
 */
const DIST = 'dist/client'
const files = (dir: string, ext: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name), ext) : e.name.endsWith(ext) ? [join(dir, e.name)] : [],
  )

/** A selector list's selectors: split at the commas outside parentheses. */
function topLevel(list: string): string[] {
  const parts = ['']
  let depth = 0
  for (const char of list) {
    depth += char === '(' ? 1 : char === ')' ? -1 : 0
    if (char === ',' && depth === 0) parts.push('')
    else parts[parts.length - 1] += char
  }
  return parts
}

/** Throws with the file and position of the first construct newer than ECMA_VERSION. */
const parses = (code: string, sourceType: 'module' | 'script') =>
  parse(code, { ecmaVersion: ECMA_VERSION, sourceType })

describe('the browsers the README supports', () => {
  it('are the ones the README states, and the builds target them', () => {
    const readme = readFileSync('README.md', 'utf8')
    expect(readme).toContain(
      `Safari ${SUPPORTED_BROWSERS.safari}+ (iOS ${SUPPORTED_BROWSERS.ios}+), Chrome and Edge ${SUPPORTED_BROWSERS.chrome}+, Firefox ${SUPPORTED_BROWSERS.firefox}+`,
    )
    expect(BUILD_TARGET).toEqual(['chrome111', 'edge111', 'firefox128', 'safari16.4', 'ios16.4'])
    for (const config of ['vite.config.ts', 'vite.islands.config.ts', 'scripts/inline-scripts.ts'])
      expect(readFileSync(config, 'utf8'), config).toMatch(/target: BUILD_TARGET/)
  })

  it(`can parse every script file of the build (ES${ECMA_VERSION} syntax at most)`, () => {
    const scripts = files(DIST, '.js')
    expect(scripts.length).toBeGreaterThan(5)
    for (const file of scripts) expect(() => parses(readFileSync(file, 'utf8'), 'module'), file).not.toThrow()
  })

  it(`can parse the inline scripts of every page (ES${ECMA_VERSION} syntax at most)`, () => {
    for (const [name, code] of Object.entries({ HEAD_SCRIPT, SHARE_SCRIPT }))
      expect(() => parses(code, 'script'), name).not.toThrow()
    const page = readFileSync(join(DIST, 'blog/test-automation-strategy-2024.html'), 'utf8')
    const inline = [...page.matchAll(/<script(?![^>]*\b(?:src|type)=)[^>]*>([\s\S]*?)<\/script>/g)]
    expect(inline.length).toBeGreaterThanOrEqual(2)
    for (const [, code] of inline) expect(() => parses(code ?? '', 'script')).not.toThrow()
  })

  it('a newer syntax is refused by the check (it would catch one)', () => {
    expect(() => parses('const r = /[\\p{L}--\\p{Lu}]/v', 'script')).toThrow()
    expect(() => parses('import data from "./x.json" with { type: "json" }', 'module')).toThrow()
  })

  it('keeps selectors newer than the claim where an older browser forgives them (inside :is() or :where())', () => {
    // A selector a browser does not know voids the whole rule, unless it sits in a forgiving list.
    const NEWER = [':popover-open', ':open', ':user-invalid', ':user-valid', '::details-content', ':state(']
    for (const file of files(DIST, '.css')) {
      const css = readFileSync(file, 'utf8')
      const selectors = [...css.matchAll(/(?:^|[{}])([^{}@]+)\{/g)].map((m) => m[1] ?? '')
      for (const selector of selectors)
        for (const part of topLevel(selector))
          for (const newer of NEWER) {
            const at = part.indexOf(newer)
            if (at < 0 || /[\w-]/.test(part[at + newer.length] ?? '')) continue
            const before = part.slice(0, at)
            // Inside an unclosed :is( or :where( (a forgiving list), or a @supports selector() test.
            const forgiven = /:(?:is|where)\([^)]*$|selector\($/.test(before)
            expect(forgiven, `${file}: "${part}" uses ${newer} outside :is()/:where()`).toBe(true)
          }
      // CSS nesting (Safari 16.5, Chrome 112): lowered by the build for these browsers.
      expect(css, file).not.toMatch(/\{[^{}]*(?<!\\)&[^{};]*\{/)
    }
  })
})
