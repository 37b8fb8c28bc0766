import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { parseConfig } from '../../core/config.ts'
import { createApp } from '../../server/app.ts'
import { MAX_BODY_BYTES } from '../../server/inbox/routes.ts'
import { InboxStore } from '../../server/inbox/store.ts'

const contact = {
  name: 'Jeanne Martin',
  email: 'jeanne@example.com',
  company: 'ACME',
  phone: '+33 1 23 45 67 89',
  subject: 'Functional Testing',
  message: 'Bonjour, nous cherchons une équipe de recette.',
  'g-recaptcha-response': 'token',
}

let store: InboxStore
let app: ReturnType<typeof createApp>
beforeEach(() => {
  store = new InboxStore(':memory:')
  app = createApp({ root: 'dist/client', config: parseConfig({ FORMS_RATE_LIMIT: '5' }), inbox: store })
})
afterEach(() => store.close())

const post = (path: string, body: string, type = 'application/json', headers: Record<string, string> = {}) =>
  app.request(path, { method: 'POST', body, headers: { 'content-type': type, ...headers } })

describe('POST /f/:formId', () => {
  it('stores a valid contact submission before answering 200 {ok:true}', async () => {
    const res = await post('/f/contact', JSON.stringify(contact))
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ ok: true })
    const [row] = store.list('contact')
    expect(row?.data).toEqual({
      name: 'Jeanne Martin',
      email: 'jeanne@example.com',
      company: 'ACME',
      phone: '+33 1 23 45 67 89',
      subject: 'Functional Testing',
      message: 'Bonjour, nous cherchons une équipe de recette.',
    })
  })

  it('stores a community join request with its fixed subject', async () => {
    const res = await post(
      '/f/community',
      JSON.stringify({
        name: 'Sam',
        email: 'sam@example.com',
        subject: 'Community Join Request',
        message: 'Profil et motivations : testeur',
        _subject: 'Nouvelle demande',
      }),
    )
    expect(res.status).toBe(200)
    expect(store.list('community')).toHaveLength(1)
  })

  it('answers 400 with the field errors for missing fields and wrong types', async () => {
    const res = await post('/f/contact', JSON.stringify({ name: '', email: 'nope', message: 42 }))
    expect(res.status).toBe(400)
    const body = (await res.json()) as { ok: boolean; errors: { field: string; message: string }[] }
    expect(body.ok).toBe(false)
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { field: 'name', message: 'required' },
        { field: 'email', message: 'email' },
        { field: 'subject', message: expect.any(String) },
        { field: 'message', message: expect.any(String) },
      ]),
    )
    expect(store.list()).toHaveLength(0)
  })

  it('answers 400 for malformed JSON or a non-object body', async () => {
    expect((await post('/f/contact', '{"name":')).status).toBe(400)
    expect((await post('/f/contact', '[1,2]')).status).toBe(400)
  })

  it('answers 413 over the size limit and 415 for another content type', async () => {
    const big = JSON.stringify({ ...contact, message: 'x'.repeat(MAX_BODY_BYTES) })
    expect((await post('/f/contact', big)).status).toBe(413)
    expect((await post('/f/contact', 'hello', 'text/plain')).status).toBe(415)
  })

  it('answers 404 for an unknown form id', async () => {
    expect((await post('/f/unknown', JSON.stringify(contact))).status).toBe(404)
  })

  it('answers 429 past the per-client rate', async () => {
    const statuses = []
    for (let i = 0; i < 7; i++) statuses.push((await post('/f/contact', JSON.stringify(contact))).status)
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429])
  })

  it('silently drops a bot that fills the honeypot', async () => {
    const res = await post('/f/contact', JSON.stringify({ ...contact, _gotcha: 'http://spam.example' }))
    expect(res.status).toBe(200)
    expect(store.list()).toHaveLength(0)
  })

  it('stores script tags as plain text', async () => {
    const evil = '<script>alert(1)</script><img src=x onerror=alert(2)>'
    await post('/f/contact', JSON.stringify({ ...contact, name: evil, message: evil }))
    expect(store.list()[0]?.data.name).toBe(evil)
  })

  it('accepts a native form post and answers a page in the visitor language', async () => {
    const form = new URLSearchParams({ ...contact, _language: 'en' })
    const res = await post('/f/contact', form.toString(), 'application/x-www-form-urlencoded', {
      accept: 'text/html',
    })
    expect(res.status).toBe(200)
    const page = await res.text()
    expect(page).toContain('Message sent')
    // Its icon inlined, as on every page: no request for a /favicon.ico that does not exist (a 404).
    expect(page).toContain('<link rel="icon" href="data:image/svg+xml,')
    const bad = new URLSearchParams({ name: 'A', _language: 'fr' })
    const answer = await post('/f/contact', bad.toString(), 'application/x-www-form-urlencoded', {
      accept: 'text/html',
    })
    expect(answer.status).toBe(400)
    expect(await answer.text()).toContain('<strong>E-mail</strong>\u00a0: Ce champ est obligatoire.')
  })

  it('answers a native post in Spanish or in Arabic, right to left; an unknown language gets French', async () => {
    const answer = async (language: string, fields: Record<string, string>) =>
      (
        await post(
          '/f/contact',
          new URLSearchParams({ ...fields, _language: language }).toString(),
          'application/x-www-form-urlencoded',
          { accept: 'text/html' },
        )
      ).text()
    const arabic = await answer('ar', contact)
    expect(arabic).toContain('<html lang="ar" dir="rtl">')
    expect(arabic).toContain('<h1>تم إرسال الرسالة</h1>')
    expect(await answer('es', { name: 'A' })).toContain('<strong>Correo electrónico</strong>: ')
    expect(await answer('xx', contact)).toContain('<html lang="fr" dir="ltr">')
  })

  it('stores every one of many concurrent submissions', async () => {
    const many = createApp({
      root: 'dist/client',
      config: parseConfig({ FORMS_RATE_LIMIT: '1000' }),
      inbox: store,
    })
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        many.request('/f/contact', {
          method: 'POST',
          body: JSON.stringify({ ...contact, name: `Visitor ${i}` }),
          headers: { 'content-type': 'application/json' },
        }),
      ),
    )
    expect(results.every((r) => r.status === 200)).toBe(true)
    expect(new Set(store.list('contact').map((r) => r.data.name)).size).toBe(50)
  })
})
