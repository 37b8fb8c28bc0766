import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { pageFileOf } from '../../core/urls.ts'
import { DIST, readBuilt } from './support.ts'

/** Resolves a site path to a built file, as the server does (an asset, or a page's x.html). */
function fileFor(pathname: string): string | undefined {
  const path = decodeURIComponent(pathname)
  const file = join(DIST, /\.[a-z0-9]+$/i.test(path) ? path : pageFileOf(path))
  return existsSync(file) ? file : undefined
}

const ids = new Map<string, Set<string>>()
function idsOf(file: string): Set<string> {
  let set = ids.get(file)
  if (!set) {
    set = new Set([...readBuilt(file).matchAll(/\sid="([^"]+)"/g)].map((m) => m[1] ?? ''))
    ids.set(file, set)
  }
  return set
}

/** The attribute value as the browser reads it. */
function decodeEntities(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
}

/** Every href/src to this site in the build, and whether it resolves; returns the broken ones. */
export async function checkLinks(pages: { url: string; file: string }[], siteUrl: string): Promise<string[]> {
  const origin = new URL(siteUrl).origin
  const broken: string[] = []
  for (const { url, file } of pages) {
    const html = readBuilt(file)
    for (const match of html.matchAll(/\s(?:href|src)="([^"]+)"/g)) {
      const raw = decodeEntities(match[1] ?? '')
      if (/^(mailto|tel|data|javascript):/.test(raw)) continue
      const target = new URL(raw, `${origin}${url}`)
      if (target.origin !== origin) continue
      const targetFile = fileFor(target.pathname)
      if (!targetFile) {
        broken.push(`${file}: ${raw}`)
        continue
      }
      const hash = decodeURIComponent(target.hash.slice(1))
      if (hash && targetFile.endsWith('.html') && !idsOf(targetFile).has(hash))
        broken.push(`${file}: ${raw} (no #${hash})`)
    }
  }
  return broken
}
