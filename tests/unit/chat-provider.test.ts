import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { CHAT_PATH, createChatApp } from '../../server/chat/app.ts'
import { chatConfig, type ProviderConfig } from '../../server/chat/config.ts'
import { localAnswer } from '../../server/chat/engine/answer.ts'
import { createKnowledgeBase } from '../../server/chat/knowledge/base.ts'
import { sanitizeReply } from '../../server/chat/prompt.ts'
import { chatCompletion, ProviderError } from '../../server/chat/provider.ts'
import { samplePages } from '../fixtures/chat-knowledge.ts'

/** What the fake provider received, and how it will answer next. */
const seen: Array<{ authorization: string | undefined; body: Record<string, unknown> }> = []
let mode: 'ok' | 'error' | 'slow' | 'empty' = 'ok'
const reply =
  'Nous utilisons Playwright, Selenium et Cypress : voir [Tests automatisés](/services/automated-testing).'

/** A local stand-in for an OpenAI-compatible API, speaking the same wire format. */
const fake = new Hono().post('/v1/chat/completions', async (c) => {
  seen.push({ authorization: c.req.header('authorization'), body: await c.req.json() })
  if (mode === 'error') return c.json({ error: { message: 'overloaded' } }, 503)
  if (mode === 'slow') await new Promise((resolve) => setTimeout(resolve, 500))
  const content = mode === 'empty' ? '' : reply
  return c.json({
    id: 'chatcmpl-1',
    object: 'chat.completion',
    choices: [{ index: 0, message: { role: 'assistant', content } }],
  })
})

let server: ReturnType<typeof serve>
let provider: ProviderConfig
const knowledge = createKnowledgeBase(samplePages)

beforeAll(async () => {
  server = serve({ fetch: fake.fetch, port: 0, hostname: '127.0.0.1' })
  await new Promise((resolve) => server.once('listening', resolve))
  const { port } = server.address() as AddressInfo
  provider = {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    model: 'test-model',
    apiKey: 'sk-test',
    timeoutMs: 2000,
  }
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
beforeEach(() => {
  seen.length = 0
  mode = 'ok'
})

async function ask(message: string, config: ProviderConfig = provider, extra: object = {}) {
  const res = await createChatApp({ knowledge, provider: config }).request(CHAT_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ message, language: 'fr', ...extra }),
  })
  return { status: res.status, body: (await res.json()) as { response: string; sources: unknown[] } }
}

describe('OpenAI-compatible provider', () => {
  it('sends the model, a system prompt with the retrieved passages, the question and the key', async () => {
    const { status, body } = await ask('Quels outils utilisez-vous pour automatiser ?')
    expect(status).toBe(200)
    const [request] = seen
    expect(request?.authorization).toBe('Bearer sk-test')
    expect(request?.body.model).toBe('test-model')
    const messages = request?.body.messages as Array<{ role: string; content: string }>
    expect(messages.map((m) => m.role)).toEqual(['system', 'user'])
    expect(messages[0]?.content).toContain('Answer in French only')
    expect(messages[0]?.content).toContain('(/services/automated-testing)')
    expect(messages[0]?.content).toContain('Playwright')
    expect(messages[1]?.content).toBe('Quels outils utilisez-vous pour automatiser ?')
    expect(body.response).toBe(reply)
    expect(body.sources).toEqual([{ title: 'Tests automatisés', url: '/services/automated-testing' }])
  })

  it('sends the conversation before a follow-up, and searches the passages of its topic', async () => {
    const history = [
      {
        question: 'Quels outils d’automatisation utilisez-vous ?',
        answer: 'Playwright, Selenium et Cypress.',
      },
    ]
    const { status } = await ask('et vous les conseillez ?', provider, { history })
    expect(status).toBe(200)
    const messages = seen[0]?.body.messages as Array<{ role: string; content: string }>
    expect(messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user'])
    expect(messages.slice(1).map((m) => m.content)).toEqual([
      'Quels outils d’automatisation utilisez-vous ?',
      'Playwright, Selenium et Cypress.',
      'et vous les conseillez ?',
    ])
    // Alone, "et vous les conseillez ?" finds no passage: those given are the topic's.
    expect(messages[0]?.content).toContain('(/services/automated-testing)')
  })

  it('parses the first choice and fails on an error status, a timeout or no text', async () => {
    const messages = [{ role: 'user' as const, content: 'Hi' }]
    expect(await chatCompletion(provider, messages)).toBe(reply)
    mode = 'error'
    await expect(chatCompletion(provider, messages)).rejects.toThrow(/answered 503/)
    mode = 'empty'
    await expect(chatCompletion(provider, messages)).rejects.toBeInstanceOf(ProviderError)
    mode = 'slow'
    await expect(chatCompletion({ ...provider, timeoutMs: 100 }, messages)).rejects.toThrow(/timed out/)
  })

  it.each(['error', 'slow', 'empty'] as const)(
    'falls back to the local engine when the provider is %s',
    async (m) => {
      mode = m
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
      const { status, body } = await ask('Quels outils utilisez-vous pour automatiser ?', {
        ...provider,
        timeoutMs: 100,
      })
      expect(status).toBe(200)
      // The same answer as the local engine's, without its kind (which stays on the server).
      const { response, sources } = localAnswer(
        knowledge,
        'Quels outils utilisez-vous pour automatiser ?',
        'fr',
      )
      expect(body).toEqual({ response, sources })
      expect(warn).toHaveBeenCalled()
      warn.mockRestore()
    },
  )

  it('falls back when nothing listens at the address', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { body } = await ask('Recrutez-vous ?', { ...provider, baseUrl: 'http://127.0.0.1:9/v1' })
    expect(body.response).toContain('(/careers)')
    warn.mockRestore()
  })

  it('keeps only links to the given site paths, and no HTML or emphasis, in a reply', () => {
    const allowed = new Set(['/contact'])
    const dirty =
      '## Réponse\n**Oui** : <b>voir</b> [contact](/contact), [ailleurs](https://evil.example) et [x](/admin).'
    expect(sanitizeReply(dirty, allowed)).toBe('Réponse\nOui : voir [contact](/contact), ailleurs et x.')
  })
})

describe('chat configuration', () => {
  it('is off by default and on with a base URL and a model', () => {
    expect(chatConfig({})).toEqual({ knowledgeDir: 'dist/client/search', ratePerMinute: 20, provider: null })
    const on = chatConfig({
      CHAT_PROVIDER_BASE_URL: 'https://api.example.com/v1/',
      CHAT_PROVIDER_MODEL: 'small',
      CHAT_PROVIDER_API_KEY: 'k',
      CHAT_RATE_LIMIT: '5',
    })
    expect(on.provider).toEqual({
      baseUrl: 'https://api.example.com/v1',
      model: 'small',
      apiKey: 'k',
      timeoutMs: 10_000,
    })
    expect(on.ratePerMinute).toBe(5)
  })

  it('names the bad variable', () => {
    expect(() => chatConfig({ CHAT_PROVIDER_BASE_URL: 'nope', CHAT_PROVIDER_MODEL: 'm' })).toThrow(
      /CHAT_PROVIDER_BASE_URL/,
    )
    expect(() => chatConfig({ CHAT_PROVIDER_BASE_URL: 'https://api.example.com' })).toThrow(
      /CHAT_PROVIDER_MODEL/,
    )
  })
})
