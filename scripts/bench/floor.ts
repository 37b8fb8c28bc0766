// Bench, the floors: the React runtime alone (react + react-dom/client, minified, gzip) is the
// floor of any React island; a page with every script stripped is the floor of this design.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'vite'

export const gz = (data: string | Buffer) => gzipSync(data, { level: 9 }).length

/** Gzip size of a production bundle holding only react and react-dom/client. */
export async function reactRuntimeGzip(): Promise<number> {
  // Inside the project, so that react resolves from its node_modules.
  const dir = 'bench-results/react-floor'
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  const entry = join(dir, 'entry.js')
  writeFileSync(
    entry,
    "import { createElement } from 'react'\nimport { hydrateRoot } from 'react-dom/client'\nwindow.x = [createElement, hydrateRoot]\n",
  )
  await build({
    configFile: false,
    logLevel: 'silent',
    root: process.cwd(),
    build: { outDir: join(dir, 'out'), lib: { entry, formats: ['es'], fileName: 'react' }, minify: true },
    define: { 'process.env.NODE_ENV': '"production"' },
  })
  const out = join(dir, 'out')
  return readdirSync(out)
    .filter((f) => f.endsWith('.js'))
    .reduce((sum, f) => sum + gz(readFileSync(join(out, f))), 0)
}

/** A page's HTML without any script (inline or external), gzip size. */
export function strippedHtmlGzip(html: string): number {
  return gz(html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, ''))
}

/** Types of <script> the browser runs (JSON-LD and other data blocks are not JavaScript). */
const EXECUTABLE = /^(|module|(text|application)\/(java|ecma)script)$/i

/**
 * Gzip (level 9) of each inline script the page runs, summed: JavaScript the page carries in its HTML,
 * before any script file.
 */
export function inlineScriptGzip(html: string): number {
  let total = 0
  for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes) || !body.trim()) continue
    const type = /(?:^|\s)type\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? ''
    if (EXECUTABLE.test(type)) total += gz(body)
  }
  return total
}
