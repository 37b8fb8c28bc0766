// Compression of static files: Brotli (quality 11) for browsers that accept it, else gzip (level 9).
// Each file is compressed once per encoding and kept in memory (keyed by its ETag), so the cost is paid
// by the first request only, or ahead of time by `warm()`.
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

export type Encoding = 'br' | 'gzip'

const brotli = promisify(brotliCompress)
const gz = promisify(gzip)

/** Content types worth compressing (text); images and fonts are compressed already. */
export const isCompressible = (contentType: string) =>
  /^(text\/|application\/(json|xml|javascript)|image\/svg\+xml)/.test(contentType)

/** Files smaller than this go as they are: compression would save less than a packet. */
const MIN_BYTES = 1024

/** The best encoding the request accepts (q=0 refuses one), or undefined for none. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const accepted = new Map<string, number>()
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    if (!name) continue
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1)
  }
  const ok = (name: Encoding) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0
  return ok('br') ? 'br' : ok('gzip') ? 'gzip' : undefined
}

export function compress(body: Uint8Array, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      })
    : gz(body, { level: 9 })
}

/** Compressed copies of files by ETag and encoding, up to `maxBytes` in all (oldest dropped first). */
export class CompressionCache {
  private readonly entries = new Map<string, Promise<Buffer>>()
  /** Sizes of the finished entries, oldest first: what eviction counts. */
  private readonly sizes = new Map<string, number>()
  private bytes = 0

  constructor(private readonly maxBytes = 64 * 1024 * 1024) {}

  /** The body to send and its encoding, or undefined to send the file as it is. */
  async encode(
    body: Uint8Array,
    etag: string,
    contentType: string,
    acceptEncoding: string | undefined,
  ): Promise<{ body: Buffer; encoding: Encoding } | undefined> {
    if (!isCompressible(contentType) || body.length < MIN_BYTES) return undefined
    const encoding = pickEncoding(acceptEncoding)
    if (!encoding) return undefined
    const key = `${etag}:${encoding}`
    let entry = this.entries.get(key)
    if (!entry) {
      entry = compress(body, encoding)
      this.entries.set(key, entry)
      entry.then(
        (out) => this.keep(key, out.length),
        () => this.entries.delete(key),
      )
    }
    return { body: await entry, encoding }
  }

  /** Counts a finished entry, then drops the oldest ones while the cache holds more than its limit. */
  private keep(key: string, size: number): void {
    this.sizes.set(key, size)
    this.bytes += size
    for (const [oldest, oldSize] of this.sizes) {
      if (this.bytes <= this.maxBytes) break
      this.sizes.delete(oldest)
      this.entries.delete(oldest)
      this.bytes -= oldSize
    }
  }
}
