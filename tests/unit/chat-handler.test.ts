import { describe, expect, it } from 'vitest'
import { CHAT_PATH, createChatApp } from '../../server/chat/app.ts'
import { createKnowledgeBase } from '../../server/chat/knowledge/base.ts'
import { MAX_BODY_BYTES } from '../../server/chat/schema.ts'
import { samplePages } from '../fixtures/chat-knowledge.ts'

const knowledge = createKnowledgeBase(samplePages)
const newApp = (ratePerMinute = 100) => createChatApp({ knowledge, ratePerMinute })

const post = (app: ReturnType<typeof newApp>, body: string, headers: Record<string, string> = {}) =>
  app.request(CHAT_PATH, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.7', ...headers },
  })

const json = (value: unknown) => JSON.stringify(value)

describe('POST /functions/v1/chat-with-ai', () => {
  it('answers 200 with { response, sources } and CORS headers', async () => {
    const res = await post(newApp(), json({ message: 'Quels outils utilisez-vous ?', language: 'fr' }))
    expect(res.status).toBe(200)
    expect(res.headers.get('access-control-allow-origin')).toBe('*')
    const body = (await res.json()) as { response: string; sources: Array<{ title: string; url: string }> }
    expect(body.response).toContain('[Tests automatisés](/services/automated-testing)')
    expect(body.sources).toContainEqual({ title: 'Tests automatisés', url: '/services/automated-testing' })
  })

  it('accepts the full body the chat panel sends, and a JSON content type with a charset', async () => {
    const context = {
      contact: {
        phone: '+33 1 84 60 00 00',
        email: 'contact@qualixa.example',
        address: 'Neuilly',
        hours: 'Lun',
      },
      links: { contact: '/contact', expertise: '/notre-offre', community: '/community' },
    }
    const res = await post(newApp(), json({ message: 'Bonjour', language: 'fr', context }), {
      'content-type': 'application/json; charset=utf-8',
    })
    expect(res.status).toBe(200)
    expect(((await res.json()) as { response: string }).response).toMatch(/^Bonjour/)
  })

  it('answers Spanish and Arabic in English, and defaults a missing language to French', async () => {
    for (const language of ['es', 'ar', 'en-GB']) {
      const res = await post(newApp(), json({ message: 'Hello', language }))
      expect(((await res.json()) as { response: string }).response).toMatch(/^Hello!/)
    }
    const res = await post(newApp(), json({ message: 'Salut' }))
    expect(((await res.json()) as { response: string }).response).toMatch(/^Bonjour/)
  })

  it.each([
    ['malformed JSON', '{"message": ', 'Malformed JSON.'],
    ['a JSON array', json(['hello']), 'The JSON body must be an object.'],
    ['JSON null', 'null', 'The JSON body must be an object.'],
    ['a JSON string', json('hello'), 'The JSON body must be an object.'],
  ])('answers 400 for %s', async (_, body, error) => {
    const res = await post(newApp(), body)
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ error })
  })

  it.each([
    ['a missing message', { language: 'fr' }, 'message', 'message is required'],
    ['an empty message', { message: '' }, 'message', 'message must not be empty'],
    ['a whitespace message', { message: ' \n\t ' }, 'message', 'message must not be empty'],
    ['a message over 1,000 characters', { message: 'a'.repeat(1001) }, 'message', 'at most 1000'],
    ['a number as message', { message: 42 }, 'message', 'message must be a string'],
    ['an unknown language', { message: 'Hi', language: 'de' }, 'language', 'fr, en, es, ar'],
    ['a number as language', { message: 'Hi', language: 7 }, 'language', 'must be a string'],
    ['a string as context', { message: 'Hi', context: 'x' }, 'context', 'must be an object'],
    [
      'a link to another site',
      { message: 'Hi', context: { links: { contact: 'https://evil.example' } } },
      'context.links.contact',
      'path of this site',
    ],
    [
      'a protocol-relative link',
      { message: 'Hi', context: { links: { offices: '//evil.example' } } },
      'context.links.offices',
      'path of this site',
    ],
    [
      'a number as phone',
      { message: 'Hi', context: { contact: { phone: 1 } } },
      'context.contact.phone',
      'expected string',
    ],
    ['a string as history', { message: 'Hi', history: 'Lyon ?' }, 'history', 'must be an array of turns'],
    [
      'a turn without its question',
      { message: 'Hi', history: [{ answer: 'Bonjour' }] },
      'history.0.question',
      'must be a string',
    ],
    [
      'an empty question in a turn',
      { message: 'Hi', history: [{ question: '  ' }] },
      'history.0.question',
      'must not be empty',
    ],
    [
      'four turns',
      { message: 'Hi', history: Array.from({ length: 4 }, (_, i) => ({ question: `Q${i}`, answer: 'A' })) },
      'history',
      'at most 3 turns',
    ],
    [
      'turns over 2 KB',
      { message: 'Hi', history: [{ question: 'Lyon ?', answer: 'é'.repeat(1100) }] },
      'history',
      'at most 2048 bytes',
    ],
  ])('answers 400 with issues for %s', async (_, body, path, message) => {
    const res = await post(newApp(), json(body))
    expect(res.status).toBe(400)
    const answer = (await res.json()) as { error: string; issues: Array<{ path: string; message: string }> }
    expect(answer.error).toBe('Invalid chat request.')
    const issue = answer.issues.find((i) => i.path === path)
    expect(issue?.message).toContain(message)
  })

  it('reads a follow-up with the turns before it, and the same question alone without them', async () => {
    const history = [{ question: 'Quels outils d’automatisation utilisez-vous ?' }]
    const reply = async (body: object) =>
      (
        (await (await post(newApp(), json({ message: 'et lequel pour le web ?', ...body }))).json()) as {
          response: string
        }
      ).response
    expect(await reply({})).toMatch(/^Je n'ai pas trouvé de réponse fiable/)
    expect(await reply({ history })).toMatch(/^D'après notre page \[Tests automatisés\]/)
    // The spec's body stays valid: history is optional, and null is as good as absent.
    expect((await post(newApp(), json({ message: 'Bonjour', history: null }))).status).toBe(200)
    expect((await post(newApp(), json({ message: 'Bonjour', history: [] }))).status).toBe(200)
  })

  it('accepts three turns of exactly 2 KB, Arabic counted in bytes', async () => {
    const turn = (n: number) => ({ question: 'س'.repeat(n), answer: 'ج'.repeat(n) })
    // Arabic letters are two bytes each: 3 turns × 2 texts × 170 letters × 2 bytes = 2,040 bytes.
    const history = [turn(170), turn(170), turn(170)]
    expect((await post(newApp(), json({ message: 'مرحبا', language: 'ar', history }))).status).toBe(200)
    history[0] = turn(173)
    expect((await post(newApp(), json({ message: 'مرحبا', language: 'ar', history }))).status).toBe(400)
  })

  it('accepts a message of exactly 1,000 characters', async () => {
    expect((await post(newApp(), json({ message: 'a'.repeat(1000) }))).status).toBe(200)
  })

  it('answers 413 over 16 KB, announced or not', async () => {
    const big = json({ message: 'x', padding: 'y'.repeat(MAX_BODY_BYTES) })
    const res = await post(newApp(), big)
    expect(res.status).toBe(413)
    expect(((await res.json()) as { error: string }).error).toMatch(/exceeds/)
  })

  it.each(['text/plain', 'application/x-www-form-urlencoded', ''])(
    'answers 415 for content type "%s"',
    async (type) => {
      const res = await post(newApp(), json({ message: 'Hi' }), { 'content-type': type })
      expect(res.status).toBe(415)
      expect(res.headers.get('access-control-allow-origin')).toBe('*')
    },
  )

  it('answers 429 with Retry-After past the rate, per client address', async () => {
    const app = newApp(2)
    const ask = (ip: string) => post(app, json({ message: 'Bonjour' }), { 'x-forwarded-for': ip })
    expect((await ask('198.51.100.1')).status).toBe(200)
    expect((await ask('198.51.100.1')).status).toBe(200)
    const limited = await ask('198.51.100.1')
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(((await limited.json()) as { error: string }).error).toMatch(/Too many/)
    expect((await ask('198.51.100.2')).status).toBe(200)
  })

  it('answers the CORS preflight of a page on another origin or supabase-js', async () => {
    const res = await newApp().request(CHAT_PATH, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://static.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, apikey, content-type, x-client-info',
      },
    })
    expect(res.status).toBe(204)
    expect(res.headers.get('access-control-allow-origin')).toBe('*')
    expect(res.headers.get('access-control-allow-methods')).toContain('POST')
    const allowed = res.headers.get('access-control-allow-headers') ?? ''
    for (const header of ['content-type', 'authorization', 'apikey', 'x-client-info'])
      expect(allowed).toContain(header)
  })

  it('answers 405 to other methods', async () => {
    const res = await newApp().request(CHAT_PATH)
    expect(res.status).toBe(405)
    expect(res.headers.get('allow')).toBe('POST, OPTIONS')
  })
})
