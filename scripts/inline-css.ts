// Build step: inlines the site's stylesheet into every pre-rendered page (no render-blocking CSS request
// on the critical path: faster first paint on slow networks), and records its CSP hash.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { scriptHash } from '../renderer/languageScript.ts'

const LINK = /<link rel="stylesheet" type="text\/css" href="(\/assets\/static\/[^"]+\.css)">/g

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? htmlFiles(join(dir, e.name)) : e.name.endsWith('.html') ? [join(dir, e.name)] : [],
  )
}

/** Replaces each stylesheet link by a <style> holding it; returns the CSP hashes of what was inlined. */
export function inlineStylesheets(root: string): string[] {
  const sheets = new Map<string, string>()
  for (const file of htmlFiles(root)) {
    const html = readFileSync(file, 'utf8')
    const inlined = html.replace(LINK, (_, href: string) => {
      if (!sheets.has(href)) sheets.set(href, readFileSync(join(root, href), 'utf8').trim())
      return `<style>${sheets.get(href)}</style>`
    })
    if (inlined !== html) writeFileSync(file, inlined)
  }
  return [...new Set(sheets.values())].map(scriptHash)
}
