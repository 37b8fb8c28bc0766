import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { parseConfig } from '../../core/config.ts'
import { createApp } from '../../server/app.ts'
import { clientAddressOf } from '../../server/clientAddress.ts'
import { InboxStore } from '../../server/inbox/store.ts'
import { contactSchema, fieldErrors } from '../../shared/forms.ts'

/** The endpoints under bad input (issue: hardening): each answer is a precise 4xx JSON, nothing stored wrongly. */
const contact = {
  name: 'Jeanne Martin',
  email: 'jeanne@example.com',
  subject: 'Functional Testing',
  message: 'Bonjour,\n\tnous cherchons une équipe de recette.',
}

function appWith(env: Record<string, string> = {}) {
  const store = new InboxStore(':memory:')
  const app = createApp({ root: 'dist/client', config: parseConfig(env), inbox: store })
  return { store, app }
}

/** A chunked body (no Content-Length) of `total` bytes in 64 KB chunks; counts what the server pulled. */
function endlessBody(total: number) {
  const chunk = new Uint8Array(64 * 1024).fill(0x61)
  let pulled = 0
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= total) return controller.close()
      pulled += chunk.byteLength
      controller.enqueue(chunk)
    },
  })
  return { stream, pulled: () => pulled }
}

describe('bodies are read up to their cap, announced or not', () => {
  for (const [path, type] of [
    ['/f/contact', 'application/json'],
    ['/functions/v1/chat-with-ai', 'application/json'],
  ] as const) {
    it(`${path}: a 64 MB chunked upload is cut off at the cap with 413`, async () => {
      const { app, store } = appWith()
      const body = endlessBody(64 * 1024 * 1024)
      const res = await app.request(path, {
        method: 'POST',
        headers: { 'content-type': type },
        body: body.stream,
        duplex: 'half',
      } as RequestInit)
      expect(res.status).toBe(413)
      expect(await res.json()).toHaveProperty(path.startsWith('/f/') ? 'ok' : 'error')
      // Not read to its end: a few chunks past the cap at most (the stream reads ahead by one or two).
      expect(body.pulled()).toBeLessThan(512 * 1024)
      expect(store.list()).toEqual([])
    })
  }
})

describe('other methods on a form', () => {
  it('answer 405 JSON with Allow: POST on a known form, 404 JSON on an unknown one', async () => {
    const { app } = appWith()
    for (const method of ['GET', 'PUT', 'DELETE', 'PATCH']) {
      const res = await app.request('/f/contact', { method })
      expect(res.status, method).toBe(405)
      expect(res.headers.get('allow')).toBe('POST')
      expect(await res.json()).toEqual({ ok: false, error: 'Use POST to send the "contact" form.' })
    }
    const unknown = await app.request('/f/nope', { method: 'PUT' })
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toEqual({ ok: false, error: 'Unknown form "nope".' })
  })
})

describe('control characters', () => {
  it('are refused with a field error, except tab and line breaks in the message', async () => {
    const { app, store } = appWith()
    const post = (body: unknown) =>
      app.request('/f/contact', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    for (const [field, value] of [
      ['name', 'Jeanne\u0000Martin'],
      ['name', 'Jeanne\nMartin'],
      ['subject', 'Audit\u001b[31m'],
      ['message', 'Hello\u0007'],
      ['email', 'jeanne\u0000@example.com'],
    ] as const) {
      const res = await post({ ...contact, [field]: value })
      expect(res.status, JSON.stringify(value)).toBe(400)
      const { errors } = (await res.json()) as { errors: { field: string; message: string }[] }
      expect(errors.find((e) => e.field === field)?.message).toMatch(/controlCharacters|email/)
    }
    expect(store.list()).toEqual([])
    const ok = await post({ ...contact, message: 'Line 1\r\nLine 2\n\tindented' })
    expect(ok.status).toBe(200)
    expect(fieldErrors(contactSchema, { ...contact, name: 'Nul\u0000' })).toEqual({
      name: 'controlCharacters',
    })
  })
})

describe('the rate limit behind reverse proxies (TRUST_PROXY)', () => {
  const post = (app: ReturnType<typeof createApp>, forwardedFor: string) =>
    app.request('/f/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      body: JSON.stringify(contact),
    })

  it('off (the default): X-Forwarded-For is ignored, one budget per socket address', async () => {
    const { app } = appWith({ FORMS_RATE_LIMIT: '2' })
    const statuses = [
      await post(app, '198.51.100.1'),
      await post(app, '198.51.100.2'),
      await post(app, '198.51.100.3'),
    ]
    expect(statuses.map((r) => r.status)).toEqual([200, 200, 429])
  })

  it('on: each forwarded visitor has a budget, and a forged left part of the header changes nothing', async () => {
    const { app } = appWith({ FORMS_RATE_LIMIT: '2', TRUST_PROXY: '1' })
    expect((await post(app, '198.51.100.1')).status).toBe(200)
    expect((await post(app, '198.51.100.2')).status).toBe(200)
    expect((await post(app, '203.0.113.9, 198.51.100.1')).status).toBe(200)
    expect((await post(app, '10.0.0.1, 198.51.100.1')).status).toBe(429)
  })

  it('counts trusted hops from the right', () => {
    expect(clientAddressOf('10.0.0.2', '203.0.113.5', 0)).toBe('10.0.0.2')
    expect(clientAddressOf('10.0.0.2', '203.0.113.5', 1)).toBe('203.0.113.5')
    expect(clientAddressOf('10.0.0.2', 'forged, 203.0.113.5, 10.0.0.1', 2)).toBe('203.0.113.5')
    expect(clientAddressOf('10.0.0.2', '203.0.113.5', 5)).toBe('203.0.113.5')
    expect(clientAddressOf('10.0.0.2', undefined, 1)).toBe('10.0.0.2')
  })
})

describe('reCAPTCHA verification (RECAPTCHA_SECRET), against a local stand-in for siteverify', () => {
  async function standIn(answer: (token: string) => Record<string, unknown> | 'down') {
    const asked: URLSearchParams[] = []
    const server = createServer((req, res) => {
      let body = ''
      req.on('data', (c) => {
        body += c
      })
      req.on('end', () => {
        const params = new URLSearchParams(body)
        asked.push(params)
        const reply = answer(params.get('response') ?? '')
        if (reply === 'down') res.writeHead(503).end()
        else res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(reply))
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    return { url: `http://127.0.0.1:${port}/siteverify`, asked, close: () => server.close() }
  }

  const verdicts: Record<string, Record<string, unknown> | 'down'> = {
    human: { success: true, score: 0.9, action: 'contact_form' },
    bot: { success: true, score: 0.1, action: 'contact_form' },
    replayed: { success: true, score: 0.9, action: 'community_join_form' },
    forged: { success: false, 'error-codes': ['invalid-input-response'] },
    outage: 'down',
  }

  it('stores a human, refuses a low score, another action, an invalid or missing token (400), keeps a lead when Google is down', async () => {
    const google = await standIn((token) => verdicts[token] ?? { success: false })
    try {
      const { app, store } = appWith({
        RECAPTCHA_SECRET: 'test-secret-123',
        RECAPTCHA_VERIFY_URL: google.url,
        RECAPTCHA_MIN_SCORE: '0.5',
      })
      const post = (token?: string) =>
        app.request('/f/contact', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...contact, ...(token ? { 'g-recaptcha-response': token } : {}) }),
        })
      const statuses: Record<string, number> = {}
      for (const token of ['human', 'bot', 'replayed', 'forged', 'outage', ''])
        statuses[token || 'missing'] = (await post(token)).status
      expect(statuses).toEqual({
        human: 200,
        bot: 400,
        replayed: 400,
        forged: 400,
        outage: 200,
        missing: 400,
      })
      const rejected = await post('bot')
      expect(await rejected.json()).toEqual({
        ok: false,
        errors: [{ field: 'g-recaptcha-response', message: 'captcha' }],
      })
      const stored = store.list()
      expect(stored).toHaveLength(2)
      expect(stored[0]?.data).not.toHaveProperty('g-recaptcha-response')
      expect(stored[1]?.data._captcha).toMatch(/unverified/)
      expect(google.asked[0]?.get('secret')).toBe('test-secret-123')
      expect(google.asked[0]?.get('response')).toBe('human')
    } finally {
      google.close()
    }
  })

  it('is off without RECAPTCHA_SECRET: nothing is verified, as before', async () => {
    const { app, store } = appWith()
    const res = await app.request('/f/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...contact, 'g-recaptcha-response': 'anything' }),
    })
    expect(res.status).toBe(200)
    expect(store.list()).toHaveLength(1)
  })
})
