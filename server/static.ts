import { createHash } from 'node:crypto'
import { readFile, stat } from 'node:fs/promises'
import { basename, extname, join, normalize, relative, sep } from 'node:path'
import type { Context } from 'hono'
import { extractLocale, sectionFallback } from '../core/routes.ts'
import { localizePath, pageFileOf, pageUrlOf } from '../core/urls.ts'
import { CompressionCache, isCompressible } from './compression.ts'
import { htmlFilesUnder } from './files.ts'
import { cacheControl, inlineStyleHashes, type StyleHashes } from './headers.ts'

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

/** The file a URL path maps to in the static build: an asset itself, or a page's x.html (core/urls.ts). */
export async function resolveFile(root: string, pathname: string): Promise<string | undefined> {
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return undefined
  }
  const safe = normalize(decoded).replace(/^(\.\.[/\\])+/, '')
  if (safe.includes('\0') || safe.split(/[/\\]/).includes('..')) return undefined
  const file = join(root, extname(safe) ? safe : pageFileOf(safe))
  return (await isFile(file)) ? file : undefined
}

/**
 * The one address of a page: `/x/` and `/x.html` (and `/index.html`) are answered with a permanent
 * redirect to `/x`, query kept, so that links, canonicals and what visitors share stay one URL.
 */
export function cleanUrl(url: URL): string | undefined {
  const { pathname, search } = url
  if (pathname.length > 1 && pathname.endsWith('/')) return (pathname.replace(/\/+$/, '') || '/') + search
  if (pathname.endsWith('.html')) return pageUrlOf(pathname) + search
  return undefined
}

/**
 * The file answering a URL path and its status: the page itself; else the fallback of its section
 * (an unknown domain's 'Domaine non trouvé' page, an unknown article's built-in article:
 * core/routes.ts); else the not-found page of its language. Not-found pages (404.html) answer 404.
 */
export async function answerFile(
  root: string,
  pathname: string,
): Promise<{ path: string; status: 200 | 404 }> {
  const found = await resolveFile(root, pathname)
  const fallback = found ? undefined : sectionFallback(pathname)
  const path =
    found ??
    (fallback && (await resolveFile(root, fallback.page.url))) ??
    join(root, pageFileOf(localizePath('/404', extractLocale(pathname).lang)))
  return { path, status: basename(path) === '404.html' ? 404 : 200 } as const
}

/** Per-request values the static handler passes to the security headers. */
export type StaticEnv = { Variables: { styleHash?: string } }

/**
 * Serves dist/client: ETag revalidation, cache policy by path, unknown paths answered by `answerFile`,
 * Brotli or gzip compression (cached), and the page's inline-stylesheet hash for its CSP.
 */
export function serveStatic(root: string, styleHashes: StyleHashes = inlineStyleHashes()) {
  const compressed = new CompressionCache()
  const etagOf = (body: Uint8Array) => createHash('sha1').update(body).digest('base64url')
  /** Compresses every page ahead of the first visitors (in the background, one at a time). */
  const warm = async () => {
    for (const file of await htmlFilesUnder(root)) {
      const body = await readFile(file)
      const etag = etagOf(body)
      await compressed.encode(body, etag, TYPES['.html'] as string, 'br, gzip')
      await compressed.encode(body, etag, TYPES['.html'] as string, 'gzip')
    }
  }
  const handler = async (c: Context<StaticEnv>) => {
    const url = new URL(c.req.url)
    const { pathname } = url
    const clean = cleanUrl(url)
    if (clean !== undefined) return c.redirect(clean, 308)
    const { path, status } = await answerFile(root, pathname)
    const body = await readFile(path)
    const type = TYPES[extname(path)] ?? 'application/octet-stream'
    const styleHash = styleHashes[relative(root, path).split(sep).join('/')]
    if (styleHash) c.set('styleHash', styleHash)
    c.header('Content-Type', type)
    c.header('Cache-Control', status === 404 ? 'no-store' : cacheControl(pathname))
    if (isCompressible(type)) c.header('Vary', 'Accept-Encoding')
    const bodyTag = etagOf(body)
    const encoded = await compressed.encode(body, bodyTag, type, c.req.header('Accept-Encoding'))
    // One ETag per representation: a cache must not answer a gzip request with a Brotli body.
    const etag = `"${bodyTag}${encoded ? `-${encoded.encoding}` : ''}"`
    c.header('ETag', etag)
    if (status === 200 && c.req.header('If-None-Match') === etag) return c.body(null, 304)
    if (!encoded) return c.body(body, status)
    c.header('Content-Encoding', encoded.encoding)
    return c.body(
      new Uint8Array(
        encoded.body.buffer,
        encoded.body.byteOffset,
        encoded.body.length,
      ) as Uint8Array<ArrayBuffer>,
      status,
    )
  }
  return Object.assign(handler, { warm })
}
