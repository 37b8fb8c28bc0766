import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { parseConfig } from '../../core/config.ts'
import { createApp } from '../../server/app.ts'
import { CompressionCache, pickEncoding } from '../../server/compression.ts'
import { inlineStyleHashes } from '../../server/headers.ts'
import { InboxStore } from '../../server/inbox/store.ts'

describe('pickEncoding', () => {
  it('prefers Brotli, then gzip, and honours q=0 refusals', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(pickEncoding('gzip, deflate')).toBe('gzip')
    expect(pickEncoding('br;q=0, gzip;q=0.8')).toBe('gzip')
    expect(pickEncoding('*')).toBe('br')
    expect(pickEncoding('identity')).toBeUndefined()
    expect(pickEncoding(undefined)).toBeUndefined()
  })
})

// Against the build in dist/ (npm test builds before the unit tests).
describe('static pages from the server', () => {
  const app = createApp({ root: 'dist/client', config: parseConfig({}), inbox: new InboxStore(':memory:') })
  const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers })

  it('sends Brotli or gzip as accepted, one ETag per encoding, and revalidates each', async () => {
    const br = await get('/en', { 'accept-encoding': 'gzip, br' })
    expect(br.headers.get('content-encoding')).toBe('br')
    expect(br.headers.get('vary')).toBe('Accept-Encoding')
    const html = brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()
    expect(html).toContain('<html lang="en"')
    const gz = await get('/en', { 'accept-encoding': 'gzip' })
    expect(gz.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(html)
    expect(gz.headers.get('etag')).not.toBe(br.headers.get('etag'))
    const etag = br.headers.get('etag') ?? ''
    expect((await get('/en', { 'accept-encoding': 'br', 'if-none-match': etag })).status).toBe(304)
    expect((await get('/en', { 'accept-encoding': 'gzip', 'if-none-match': etag })).status).toBe(200)
    const plain = await get('/en')
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await plain.text()).toBe(html)
  })

  it('gives each page one address: /x/, /x.html and /index.html answer 308 to it, query kept', async () => {
    for (const [from, to] of [
      ['/en/contact/', '/en/contact'],
      ['/en/contact.html?subject=Audit', '/en/contact?subject=Audit'],
      ['/en/?lang=en', '/en?lang=en'],
      ['/index.html', '/'],
      ['/services/404.html', '/services/404'],
    ] as const) {
      const res = await get(from)
      expect(res.status, from).toBe(308)
      expect(res.headers.get('location'), from).toBe(to)
    }
    expect((await get('/en/contact')).status).toBe(200)
    expect((await get('/')).status).toBe(200)
    expect((await get('/en/no-such-page')).status).toBe(404)
    expect((await get('/logo.svg')).status).toBe(200)
  })

  it("allows each page's own inlined stylesheet, and no other, in its Content-Security-Policy", async () => {
    const hashes = inlineStyleHashes()
    const csp = async (path: string) => (await get(path)).headers.get('content-security-policy') ?? ''
    const home = await csp('/en/contact')
    expect(home).toContain(`style-src 'self' ${hashes['en/contact.html']};`)
    expect(hashes['en/contact.html']).not.toBe(hashes['en.html'])
    expect(home).not.toContain(hashes['en.html'] as string)
    expect(await csp('/en/no-such-page')).toContain(`style-src 'self' ${hashes['en/404.html']};`)
    expect(await csp('/robots.txt')).toContain("style-src 'self';")
  })
})

describe('CompressionCache', () => {
  it('compresses a file once per encoding, and past its size limit drops the oldest entries only', async () => {
    const cache = new CompressionCache(2_000)
    const file = (n: number) => Buffer.from(`${n}:${'x'.repeat(5_000)}`)
    const first = await cache.encode(file(1), 'a', 'text/html', 'br')
    expect(first?.encoding).toBe('br')
    expect(brotliDecompressSync(first?.body ?? Buffer.alloc(0)).toString()).toBe(file(1).toString())
    expect((await cache.encode(file(1), 'a', 'text/html', 'br'))?.body).toBe(first?.body)
    const gzip = await cache.encode(file(1), 'a', 'text/html', 'gzip')
    expect(gzip?.body).not.toBe(first?.body)
    expect(await cache.encode(Buffer.from('<p>short</p>'), 'b', 'text/html', 'br')).toBeUndefined()
    expect(await cache.encode(file(2), 'c', 'image/png', 'br')).toBeUndefined()
    // Many entries of ~30 bytes against a 2,000-byte limit: the first ones go, the recent ones stay.
    for (let n = 3; n < 200; n++) await cache.encode(file(n), `e${n}`, 'text/html', 'br')
    const recent = await cache.encode(file(199), 'e199', 'text/html', 'br')
    expect(recent?.body).toBe(await cache.encode(file(199), 'e199', 'text/html', 'br').then((r) => r?.body))
    expect((await cache.encode(file(1), 'a', 'text/html', 'br'))?.body).not.toBe(first?.body)
  })
})
