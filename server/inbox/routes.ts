import { getConnInfo } from '@hono/node-server/conninfo'
import { Hono } from 'hono'
import type { z } from 'zod/mini'
import { communitySchema, contactSchema, fieldErrors } from '../../shared/forms.ts'
import { DEFAULT_LANG, isSiteLang } from '../../shared/languages.ts'
import { mediaType, parseJsonObject, readCapped } from '../body.ts'
import { clientAddressOf } from '../clientAddress.ts'
import type { Outbox } from '../delivery/outbox.ts'
import { log } from '../log.ts'
import { RateLimiter } from '../rateLimit.ts'
import { nativeAnswer } from './nativeAnswer.ts'
import { RECAPTCHA_ACTIONS, type RecaptchaSettings, verifyRecaptcha } from './recaptcha.ts'
import type { FormStore } from './records.ts'

export const MAX_BODY_BYTES = 32 * 1024
/** The honeypot field: humans never see or fill it (Formspree's name). */
export const HONEYPOT = '_gotcha'

interface InboxOptions {
  store: FormStore
  forms: { contactId: string; communityId: string }
  ratePerMinute: number
  /** With a secret, each reCAPTCHA token is verified before the submission is stored. */
  recaptcha?: RecaptchaSettings
  /** Reverse-proxy hops whose X-Forwarded-For is trusted for the rate limit (0: the socket's address). */
  trustProxy?: number
  /** Delivers what is stored (e-mail, webhook); without it, submissions are only stored. */
  outbox?: Outbox
}

type Parsed = { kind: 'json' | 'form'; body: Record<string, unknown> } | { error: Response }

async function readBody(req: Request): Promise<Parsed> {
  const type = mediaType(req)
  const json = (status: number, body: unknown) => ({ error: Response.json(body, { status }) })
  if (
    type !== 'application/json' &&
    type !== 'application/x-www-form-urlencoded' &&
    type !== 'multipart/form-data'
  ) {
    return json(415, { ok: false, error: 'Send application/json or a form post.' })
  }
  // Read only up to the cap, announced or not (a chunked upload is cut off there).
  const raw = await readCapped(req, MAX_BODY_BYTES)
  if (raw === 'too-large') return json(413, { ok: false, error: `The body exceeds ${MAX_BODY_BYTES} bytes.` })
  if (type === 'application/json') {
    const parsed = parseJsonObject(raw)
    return 'problem' in parsed
      ? json(400, { ok: false, error: parsed.problem })
      : { kind: 'json', body: parsed.value }
  }
  const form = await new Response(raw, {
    headers: { 'content-type': req.headers.get('content-type') ?? '' },
  }).formData()
  const body: Record<string, unknown> = {}
  for (const [key, value] of form) if (typeof value === 'string') body[key] = value
  return { kind: 'form', body }
}

/** POST /f/:formId — a Formspree-compatible inbox: validate, store, then answer. */
export function inboxRoutes({
  store,
  forms,
  ratePerMinute,
  trustProxy = 0,
  recaptcha,
  outbox,
}: InboxOptions) {
  const schemas: Record<string, z.ZodMiniType> = {
    [forms.contactId]: contactSchema,
    [forms.communityId]: communitySchema,
  }
  const limiter = new RateLimiter(ratePerMinute, 60_000)
  const app = new Hono()
  app.post('/f/:formId', async (c) => {
    const formId = c.req.param('formId')
    const schema = schemas[formId]
    if (!schema) return c.json({ ok: false, error: `Unknown form "${formId}".` }, 404)
    let socket = 'unknown'
    try {
      socket = getConnInfo(c).remote.address ?? socket
    } catch {}
    const client = clientAddressOf(socket, c.req.header('x-forwarded-for'), trustProxy)
    const wait = limiter.hit(`${formId}:${client}`)
    if (wait) {
      c.header('Retry-After', String(wait))
      return c.json({ ok: false, error: 'Too many submissions: try again in a minute.' }, 429)
    }
    const parsed = await readBody(c.req.raw)
    if ('error' in parsed) return parsed.error
    const native = parsed.kind === 'form' && (c.req.header('accept') ?? '').includes('text/html')
    const lang = isSiteLang(parsed.body._language) ? parsed.body._language : DEFAULT_LANG
    if (String(parsed.body[HONEYPOT] ?? '') !== '') {
      return native ? c.html(nativeAnswer(lang, {}), 200) : c.json({ ok: true })
    }
    const { [HONEYPOT]: _h, _language: _l, ...fields } = parsed.body
    const result = schema.safeParse(fields)
    if (!result.success) {
      const byField = fieldErrors(schema, fields) as Record<string, string>
      const errors = Object.entries(byField).map(([field, message]) => ({ field, message }))
      return native ? c.html(nativeAnswer(lang, byField), 400) : c.json({ ok: false, errors }, 400)
    }
    const { 'g-recaptcha-response': token, ...data } = result.data as Record<string, unknown>
    if (recaptcha) {
      const kind = formId === forms.contactId ? 'contact' : 'community'
      const check = await verifyRecaptcha(recaptcha, token, RECAPTCHA_ACTIONS[kind], client)
      if (check.verdict === 'rejected') {
        log('warn', 'recaptcha_rejected', { form: formId, reason: check.reason })
        const byField = { 'g-recaptcha-response': 'captcha' }
        return native
          ? c.html(nativeAnswer(lang, byField), 400)
          : c.json({ ok: false, errors: [{ field: 'g-recaptcha-response', message: 'captcha' }] }, 400)
      }
      // The service was unreachable: kept, and said so to whoever reads the lead.
      if (check.verdict === 'unverified') data._captcha = 'unverified (reCAPTCHA could not be reached)'
    }
    // Stored with its pending deliveries first; sent afterwards, from the outbox (never lost, never twice).
    const id = await store.add(formId, data, outbox?.channels ?? [])
    void outbox?.kick()
    return native ? c.html(nativeAnswer(lang, {}), 200) : c.json({ ok: true, id })
  })
  // Any other method on a form's address: say which one it takes.
  app.all('/f/:formId', (c) => {
    const formId = c.req.param('formId')
    if (!schemas[formId]) return c.json({ ok: false, error: `Unknown form "${formId}".` }, 404)
    c.header('Allow', 'POST')
    return c.json({ ok: false, error: `Use POST to send the "${formId}" form.` }, 405)
  })
  return app
}
