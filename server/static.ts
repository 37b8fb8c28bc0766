import { createHash } from 'node:crypto'
import { readFile, stat } from 'node:fs/promises'
import { extname, join, normalize } from 'node:path'
import type { Context } from 'hono'
import { cacheControl } from './headers.ts'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.ico': 'image/x-icon',
}

async function isFile(path: string): Promise<boolean> {
  return stat(path).then(
    (s) => s.isFile(),
    () => false,
  )
}

/** The file a URL path maps to in the static build: the file itself, or its folder's index.html. */
export async function resolveFile(root: string, pathname: string): Promise<string | undefined> {
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return undefined
  }
  const safe = normalize(decoded).replace(/^(\.\.[/\\])+/, '')
  if (safe.includes('\0') || safe.split(/[/\\]/).includes('..')) return undefined
  const direct = join(root, safe)
  if (extname(safe) && (await isFile(direct))) return direct
  const index = join(root, safe, 'index.html')
  return (await isFile(index)) ? index : undefined
}

/** Serves dist/client: ETag revalidation, cache policy by path, the language's 404 page with status 404. */
export function serveStatic(root: string) {
  return async (c: Context) => {
    const { pathname } = new URL(c.req.url)
    if (pathname.length > 1 && pathname.endsWith('/'))
      return c.redirect(pathname.replace(/\/+$/, '') || '/', 301)
    const file = await resolveFile(root, pathname)
    const status = file ? 200 : 404
    const path =
      file ?? join(root, pathname === '/en' || pathname.startsWith('/en/') ? 'en/404.html' : '404.html')
    const body = await readFile(path)
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`
    c.header('Content-Type', TYPES[extname(path)] ?? 'application/octet-stream')
    c.header('Cache-Control', status === 404 ? 'no-store' : cacheControl(pathname))
    c.header('ETag', etag)
    if (status === 200 && c.req.header('If-None-Match') === etag) return c.body(null, 304)
    return c.body(body, status)
  }
}
