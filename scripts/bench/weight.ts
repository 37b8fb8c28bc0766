// Bench, page weight: bytes and requests of every page as a browser gets them from the production
// server, for a first-time and a returning visitor (what a gesture fetches: the Chromium rows of
// interaction-chromium.ts).
import { get } from 'node:http'
import type { BrowserContext, Page } from '@playwright/test'
import { gz } from './floor.ts'
import type { Weight } from './results.ts'

const empty = (): Weight => ({
  html: { raw: 0, gz: 0, wire: 0 },
  css: { raw: 0, gz: 0, wire: 0 },
  js: { raw: 0, gz: 0, wire: 0 },
  requests: 0,
})
const KIND: Record<string, keyof Omit<Weight, 'requests'>> = {
  document: 'html',
  stylesheet: 'css',
  script: 'js',
}

/** Records what a page loads from now on: raw body bytes and bytes on the wire (compressed). */
export function record(page: Page): { done: () => Promise<Weight> } {
  const weight = empty()
  const pending: Promise<void>[] = []
  page.on('requestfinished', (request) => {
    pending.push(
      (async () => {
        weight.requests += 1
        const kind = KIND[request.resourceType()]
        if (!kind) return
        const response = await request.response()
        const [sizes, body] = await Promise.all([
          request.sizes(),
          response?.body().catch(() => Buffer.alloc(0)),
        ])
        weight[kind].raw += body?.length ?? 0
        // A response served from the browser's cache has no body on the wire (-1).
        const wire = Math.max(0, sizes.responseBodySize)
        weight[kind].wire += wire
        weight[kind].gz += wire && body ? gz(body) : 0
      })(),
    )
  })
  return {
    done: async () => {
      await Promise.all(pending)
      return weight
    },
  }
}

export async function pageWeight(context: BrowserContext, url: string): Promise<Weight> {
  const page = await context.newPage()
  const recorder = record(page)
  await page.goto(url, { waitUntil: 'networkidle' })
  const weight = await recorder.done()
  await page.close()
  return weight
}

/**
 * Bytes of a page's response as Chromium gets it (it accepts Brotli): status line, headers and body.
 * Up to 14,600 bytes arrive in the first round trip of a new TCP connection (10 segments).
 */
export function firstResponseBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } }, (res) => {
      let bytes = `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n`.length + 2
      for (let i = 0; i < res.rawHeaders.length; i += 2)
        bytes += `${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}\r\n`.length
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length
      })
      res.on('end', () => resolve(bytes))
    }).on('error', reject)
  })
}

/** `work` on every item, `width` at a time, results in the items' order. */
export async function inTurn<T, R>(items: T[], work: (item: T) => Promise<R>, width = 8): Promise<R[]> {
  const out: R[] = new Array(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const i = next++
      out[i] = await work(items[i] as T)
    }
  }
  await Promise.all(Array.from({ length: width }, worker))
  return out
}
