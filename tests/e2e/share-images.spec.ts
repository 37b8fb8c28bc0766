// Every page of the sitemap announces its own share image, and the server answers it: a PNG of 1200×630,
// different for every page and every language.
import { createHash } from 'node:crypto'
import { config } from '../../core/config.ts'
import { sitemapPaths } from '../layout/sweep.ts'
import { TIMEOUTS } from '../timeouts.ts'
import { expect, test } from './support.ts'

const SITE = config().siteUrl

/** The width and height a PNG's header (IHDR, the first chunk) gives. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR')
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

/** A meta tag's content, by property or name. */
const metaContent = (html: string, key: string): string | undefined =>
  html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`))?.[1]

test('every sitemap page has its own 1200×630 share image, served as PNG', async ({ request }) => {
  test.setTimeout(TIMEOUTS.shareImages)
  const paths = sitemapPaths()
  expect(paths.length).toBeGreaterThan(100)
  const images = new Map<string, string>()
  const contents = new Map<string, string>()
  for (const path of paths) {
    const html = await (await request.get(path)).text()
    const src = metaContent(html, 'og:image')
    expect(src, `${path}: og:image`).toMatch(new RegExp(`^${SITE}/og/[0-9a-f]{16}\\.png$`))
    expect(metaContent(html, 'twitter:image'), path).toBe(src)
    expect(metaContent(html, 'og:image:width'), path).toBe('1200')
    expect(metaContent(html, 'og:image:height'), path).toBe('630')
    expect(metaContent(html, 'og:image:alt'), path).toMatch(/\S/)
    const url = new URL(src as string)
    // No two pages share an image (and so a title, section and language).
    expect(images.get(url.pathname), `${path} and ${images.get(url.pathname)}`).toBeUndefined()
    images.set(url.pathname, path)

    const response = await request.get(url.pathname)
    expect(response.status(), `${path}: ${url.pathname}`).toBe(200)
    expect(response.headers()['content-type']).toBe('image/png')
    const bytes = await response.body()
    expect(pngSize(bytes), `${path}: ${url.pathname}`).toEqual({ width: 1200, height: 630 })
    // Different pixels, not only different addresses.
    const digest = createHash('sha256').update(bytes).digest('hex')
    expect(contents.get(digest), `${path} and ${contents.get(digest)}: the same image`).toBeUndefined()
    contents.set(digest, path)
  }
})

test("a page's four languages have four images, each with its language's alternative text", async ({
  request,
}) => {
  const alts: Record<string, string> = {}
  const srcs = new Set<string>()
  for (const path of [
    '/services/nearshore',
    '/en/services/nearshore',
    '/es/services/nearshore',
    '/ar/services/nearshore',
  ]) {
    const html = await (await request.get(path)).text()
    srcs.add(metaContent(html, 'og:image') ?? '')
    alts[path] = metaContent(html, 'og:image:alt') ?? ''
  }
  expect(srcs.size).toBe(4)
  expect(alts).toEqual({
    '/services/nearshore': 'Nearshore QA en Tunisie (Nos services, Qualixa)',
    '/en/services/nearshore': 'Nearshore QA in Tunisia (Our services, Qualixa)',
    '/es/services/nearshore': 'QA nearshore en Túnez (Nuestros servicios, Qualixa)',
    '/ar/services/nearshore': 'ضمان الجودة (QA) عبر Nearshore في تونس (خدماتنا، Qualixa)',
  })
})
