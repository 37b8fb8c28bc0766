import { createHmac } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer as createHttpServer, type Server as HttpServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { parseConfig } from '../../core/config.ts'
import { createApp } from '../../server/app.ts'
import { backoff, Outbox } from '../../server/delivery/outbox.ts'
import { emailSender, SIGNATURE_HEADER, webhookSender } from '../../server/delivery/senders.ts'
import { InboxStore } from '../../server/inbox/store.ts'
import { freePort } from '../server-start.ts'
import { startMailbox } from './mailbox.ts'

/**
 * Delivery of stored submissions through a real SMTP server (smtp-server, in this process, on loopback)
 * and a real HTTP receiver: what arrives, and that nothing is lost or sent twice when the mail server is
 * down, comes back, or the server restarts.
 */
const cleanups: (() => unknown)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

const lead = {
  name: 'Jeanne <b>Martin</b>',
  email: 'jeanne@example.com',
  company: 'ACME & Co',
  subject: 'Performance Testing',
  message: 'We launch in March.\nCan you load-test us?',
}

const mailSettings = (port: number) => ({
  smtpUrl: `smtp://127.0.0.1:${port}`,
  to: 'leads@qualixa.example',
  from: 'site@qualixa.example',
})

function tempStore(): { store: InboxStore; file: string } {
  const dir = mkdtempSync(join(tmpdir(), 'qualixa-outbox-'))
  const file = join(dir, 'inbox.sqlite')
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }))
  return { store: new InboxStore(file), file }
}

describe('e-mail delivery', () => {
  it('sends each stored submission to MAIL_TO: form and subject in the subject, every field escaped, Reply-To the visitor', async () => {
    const mailbox = await startMailbox()
    cleanups.push(mailbox.close)
    const store = new InboxStore(':memory:')
    cleanups.push(() => store.close())
    const outbox = new Outbox(store, { email: emailSender(mailSettings(mailbox.port), 'Qualixa') })
    const app = createApp({ root: 'dist/client', config: parseConfig({}), inbox: store, outbox })
    const res = await app.request('/f/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(lead),
    })
    expect(res.status).toBe(200)
    await outbox.kick()
    expect(mailbox.received).toHaveLength(1)
    const [mail] = mailbox.received
    expect(mail?.subject).toBe('[Qualixa] Contact form: Performance Testing')
    expect(mail?.to).toBe('leads@qualixa.example')
    expect(mail?.replyTo).toBe('jeanne@example.com')
    for (const line of [
      'Name: Jeanne <b>Martin</b>',
      'E-mail: jeanne@example.com',
      'Company: ACME & Co',
      'Subject: Performance Testing',
      'Message: We launch in March.',
    ])
      expect(mail?.text).toContain(line)
    expect(mail?.html).toContain('Jeanne &lt;b&gt;Martin&lt;/b&gt;')
    expect(mail?.html).toContain('ACME &amp; Co')
    expect(mail?.html).not.toContain('<b>Martin</b>')
    const [delivery] = store.deliveries()
    expect(delivery).toMatchObject({ channel: 'email', status: 'sent', attempts: 1, lastError: null })
    expect(delivery?.sentAt).toMatch(/^\d{4}-\d{2}-\d{2}T/)
  })

  it('with the mail server down: stored and pending (visible, with the error); when it comes back, each sent exactly once', async () => {
    const port = await freePort()
    const store = new InboxStore(':memory:')
    cleanups.push(() => store.close())
    let now = Date.parse('2026-11-23T10:00:00Z')
    const outbox = new Outbox(
      store,
      { email: emailSender(mailSettings(port), 'Qualixa') },
      {
        now: () => now,
        baseBackoffMs: 10_000,
      },
    )
    for (let i = 1; i <= 3; i++) store.add('contact', { ...lead, name: `Lead ${i}` }, outbox.channels, now)
    await outbox.kick()
    expect(store.deliveries().map((d) => [d.status, d.attempts])).toEqual([
      ['pending', 1],
      ['pending', 1],
      ['pending', 1],
    ])
    expect(store.deliveries()[0]?.lastError).toMatch(/ECONNREFUSED|connect/i)
    // Still down at the next attempt: the delay doubles.
    now += 10_000
    await outbox.kick()
    expect(store.deliveries().map((d) => d.attempts)).toEqual([2, 2, 2])
    expect(store.deliveries()[0]?.nextAttemptAt).toBe(now + 20_000)
    const mailbox = await startMailbox(port)
    cleanups.push(mailbox.close)
    // Not due yet: nothing is sent before its time.
    await outbox.kick()
    expect(mailbox.received).toHaveLength(0)
    now += 20_000
    await outbox.kick()
    await outbox.kick()
    expect(mailbox.received.map((m) => m.text.match(/Name: (Lead \d)/)?.[1])).toEqual([
      'Lead 1',
      'Lead 2',
      'Lead 3',
    ])
    expect(store.deliveries().every((d) => d.status === 'sent' && d.attempts === 3)).toBe(true)
    // Later passes send nothing again.
    now += 3_600_000
    await outbox.kick()
    expect(mailbox.received).toHaveLength(3)
  })

  it('across a restart: what was pending is delivered by the next server, once', async () => {
    const port = await freePort()
    const { store, file } = tempStore()
    const first = new Outbox(store, { email: emailSender(mailSettings(port), 'Qualixa') })
    store.add('contact', lead, first.channels)
    store.add('community', { ...lead, subject: 'Community Join Request' }, first.channels)
    await first.kick()
    await first.stop()
    store.close()
    expect(new InboxStore(file).deliveries().every((d) => d.status === 'pending')).toBe(true)

    const mailbox = await startMailbox(port)
    cleanups.push(mailbox.close)
    const reopened = new InboxStore(file)
    cleanups.push(() => reopened.close())
    // The restarted server's clock is past the backoff.
    const second = new Outbox(
      reopened,
      { email: emailSender(mailSettings(port), 'Qualixa') },
      {
        now: () => Date.now() + 3_600_000,
      },
    )
    await second.kick()
    await second.kick()
    expect(mailbox.received.map((m) => m.subject)).toEqual([
      '[Qualixa] Contact form: Performance Testing',
      '[Qualixa] Community join request: Community Join Request',
    ])
    expect(reopened.deliveries().every((d) => d.status === 'sent')).toBe(true)
  })

  it('a delivery claimed by one sender is not taken by another meanwhile', () => {
    const store = new InboxStore(':memory:')
    cleanups.push(() => store.close())
    store.add('contact', lead, ['email'], 1000)
    const [delivery] = store.due(1000)
    expect(store.claim(delivery?.id ?? 0, 1000, 60_000)).toBe(true)
    expect(store.claim(delivery?.id ?? 0, 1000, 60_000)).toBe(false)
    expect(store.due(2000)).toEqual([])
    // A sender that died leaves its lease to expire: the delivery is due again.
    expect(store.due(61_000)).toHaveLength(1)
  })
})

describe('webhook delivery', () => {
  it('POSTs each submission as JSON, signed with HMAC-SHA256 of the body; a non-2xx answer is retried', async () => {
    const bodies: { body: string; signature: string | undefined }[] = []
    let answer = 503
    const receiver: HttpServer = createHttpServer((req, res) => {
      let body = ''
      req.on('data', (chunk) => {
        body += chunk
      })
      req.on('end', () => {
        bodies.push({ body, signature: req.headers[SIGNATURE_HEADER.toLowerCase()] as string | undefined })
        res.writeHead(answer).end()
      })
    })
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
    cleanups.push(() => new Promise((resolve) => receiver.close(resolve)))
    const { port } = receiver.address() as AddressInfo
    const secret = 'a-webhook-secret-of-some-length'
    const store = new InboxStore(':memory:')
    cleanups.push(() => store.close())
    let now = 1_000_000
    const outbox = new Outbox(
      store,
      { webhook: webhookSender({ url: `http://127.0.0.1:${port}/hook`, secret }) },
      {
        now: () => now,
      },
    )
    const id = store.add('contact', lead, outbox.channels, now)
    await outbox.kick()
    expect(store.deliveries()[0]).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'Webhook answered 503',
    })
    answer = 204
    now += 3_600_000
    await outbox.kick()
    expect(store.deliveries()[0]).toMatchObject({ status: 'sent', attempts: 2 })
    expect(bodies).toHaveLength(2)
    const last = bodies[1]
    expect(JSON.parse(last?.body ?? '{}')).toMatchObject({ id, form: 'contact', data: lead })
    expect(last?.signature).toBe(
      `sha256=${createHmac('sha256', secret)
        .update(last?.body ?? '')
        .digest('hex')}`,
    )
  })
})

describe('backoff', () => {
  it('doubles from the base delay and stops at the cap', () => {
    expect([1, 2, 3, 4, 12].map((n) => backoff(n, 10_000, 900_000))).toEqual([
      10_000, 20_000, 40_000, 80_000, 900_000,
    ])
  })
})

describe('configuration', () => {
  it('e-mails only with SMTP_URL, MAIL_TO and MAIL_FROM together, and says so otherwise', () => {
    expect(parseConfig({}).delivery).toEqual({})
    expect(
      parseConfig({
        SMTP_URL: 'smtp://u:p@mail.example.org:587',
        MAIL_TO: 'a@b.example',
        MAIL_FROM: 'c@d.example',
      }).delivery.email,
    ).toEqual({ smtpUrl: 'smtp://u:p@mail.example.org:587', to: 'a@b.example', from: 'c@d.example' })
    expect(() => parseConfig({ SMTP_URL: 'smtp://mail.example.org' })).toThrow(/go together/)
    expect(() =>
      parseConfig({ SMTP_URL: 'http://mail.example.org', MAIL_TO: 'a@b.example', MAIL_FROM: 'c@d.example' }),
    ).toThrow(/smtp:\/\//)
    expect(
      parseConfig({ WEBHOOK_URL: 'https://crm.example/hook', WEBHOOK_SECRET: 'x'.repeat(20) }).delivery
        .webhook,
    ).toEqual({
      url: 'https://crm.example/hook',
      secret: 'x'.repeat(20),
    })
  })
})
