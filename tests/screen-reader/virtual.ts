// The virtual screen reader (@guidepup/virtual-screen-reader) in the browser, on the page as served: its
// browser build, made a classic script and evaluated in the loaded page by the test (the pages'
// Content-Security-Policy refuses inline scripts, not the test's own evaluation).
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { Page } from '@playwright/test'
import { transformSync } from 'esbuild'

let script: string | undefined

/** The browser build as a script that sets `window.__screenReader` (its `virtual` instance). */
function screenReaderScript(): string {
  if (script) return script
  const require = createRequire(import.meta.url)
  const main = require.resolve('@guidepup/virtual-screen-reader')
  const browser = join(dirname(main), '..', 'esm', 'index.browser.js')
  const { code } = transformSync(readFileSync(browser, 'utf8'), {
    format: 'iife',
    globalName: '__screenReader',
  })
  script = `${code}\nglobalThis.__screenReader = __screenReader`
  return code
}

/** Loads the screen reader into the page as it is now (once per document), stopped. */
export async function loadScreenReader(page: Page): Promise<void> {
  const loaded = await page.evaluate(() => '__screenReader' in globalThis)
  if (!loaded) await page.evaluate(screenReaderScript())
}
