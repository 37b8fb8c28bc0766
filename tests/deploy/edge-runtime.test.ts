import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Miniflare } from 'miniflare'
import { build } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inTurn } from '../../scripts/bench/weight.ts'
import { historyOf } from '../../scripts/chat-eval/grade.ts'
import { QUESTION_SETS } from '../../scripts/chat-eval/sets.ts'
import { createChatApp } from '../../server/chat/app.ts'
import { createKnowledgeBase } from '../../server/chat/knowledge/base.ts'
import { readKnowledge } from '../../server/chat/knowledge/load.ts'
import { SITE_LANGS } from '../../shared/languages.ts'
import { TIMEOUTS } from '../timeouts.ts'

/**
 * The chat as Cloudflare runs it, on a real workerd (Miniflare 3, pinned: the last line that runs on
 * Node 20): the Pages Function (functions/functions/v1/chat-with-ai.ts) bundled as Cloudflare bundles it
 * (ES module, the site index inside), behind a one-line Worker that hands it each request the way Pages
 * routing does. Needs a build (dist/client/search). Every question of the assistant's fact sets gets the
 * same answer there as from the Node server's chat (the same app over dist/client/search, read from disk),
 * follow-ups included.
 */
const out = mkdtempSync(join(tmpdir(), 'qualixa-workerd-'))
let mf: Miniflare

beforeAll(async () => {
  await build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    build: {
      outDir: out,
      emptyOutDir: true,
      minify: false,
      target: 'es2022',
      lib: { entry: 'tests/deploy/pages-worker.ts', formats: ['es'], fileName: () => 'worker.mjs' },
    },
  })
  mf = new Miniflare({
    modules: true,
    scriptPath: join(out, 'worker.mjs'),
    modulesRoot: out,
    compatibilityDate: '2025-07-18',
    bindings: { CHAT_RATE_LIMIT: '3' },
  })
})

afterAll(async () => {
  await mf?.dispose()
  rmSync(out, { recursive: true, force: true })
})

const ask = (body: unknown, headers: Record<string, string> = {}) =>
  mf.dispatchFetch('http://site.example/functions/v1/chat-with-ai', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'cf-connecting-ip': '203.0.113.7', ...headers },
    body: JSON.stringify(body),
  })

describe('the chat on workerd (Cloudflare Pages Function)', () => {
  it('answers from the bundled site index, in the asked language, with site links', async () => {
    const res = await ask({ message: 'Avez-vous une agence à Lyon ?', language: 'fr' })
    expect(res.status).toBe(200)
    expect(res.headers.get('access-control-allow-origin')).toBe('*')
    const { response } = (await res.json()) as { response: string }
    expect(response).toMatch(/\]\(\/about\/offices\)/)
    const en = (await (
      await ask({ message: 'Do you test drones?', language: 'en' }, { 'cf-connecting-ip': '203.0.113.8' })
    ).json()) as { response: string }
    expect(en.response).toMatch(/\]\(\/en\//)
  })

  it('answers bad input with a precise 4xx, and limits one client with the variable it was given', async () => {
    const bad = await ask({ message: '   ' }, { 'cf-connecting-ip': '203.0.113.9' })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toHaveProperty('error')
    const statuses: number[] = []
    for (let i = 0; i < 4; i++)
      statuses.push((await ask({ message: 'Hello' }, { 'cf-connecting-ip': '203.0.113.10' })).status)
    expect(statuses).toEqual([200, 200, 200, 429])
  })
})

describe('the same engine on workerd as on Node', () => {
  const knowledge = createKnowledgeBase(readKnowledge())
  const node = createChatApp({ knowledge, ratePerMinute: 10_000 })
  // Every question of every set, a follow-up with the conversation before it (its question and the answer
  // it got), as the chat panel sends it: one test per language and set, so that a test's time stays that of
  // a set's answers however many sets there come to be.
  const cases = SITE_LANGS.flatMap((language) =>
    QUESTION_SETS.flatMap((set) => {
      const questions = (set.questions[language] ?? []).map((question) => {
        const history = historyOf(knowledge, question, language)
        return { message: question.q, language, ...(history.length > 0 ? { history } : {}) }
      })
      return questions.length > 0 ? [{ name: `${set.name} (${language})`, questions }] : []
    }),
  )
  let client = 0
  // One client address per question: the Worker's rate limit (3 a minute) is not what is tested here.
  const askEdge = async (question: object) => {
    const ip = `198.18.${(client >> 8) & 255}.${client++ & 255}`
    const res = await ask(question, { 'cf-connecting-ip': ip })
    return { status: res.status, body: JSON.stringify(await res.json()) }
  }
  const askNode = async (question: object) => {
    const res = await node.request('/functions/v1/chat-with-ai', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(question),
    })
    return JSON.stringify(await res.json())
  }

  it('asks follow-ups with their conversation', () => {
    expect(cases.flatMap((c) => c.questions).filter((q) => 'history' in q).length).toBeGreaterThan(50)
  })

  it.each(cases)(
    'answers $name exactly as the Node server does',
    { timeout: TIMEOUTS.chatAllAnswers },
    async ({ questions }) => {
      // A few questions in flight to workerd (its own process) while this one answers them too: the two
      // engines work side by side on the two cores instead of in turn.
      const [edge, local] = await Promise.all([inTurn(questions, askEdge, 3), inTurn(questions, askNode, 1)])
      expect(edge.map((e) => e.status).filter((status) => status !== 200)).toEqual([])
      const differences = questions
        .filter((_, i) => edge[i]?.body !== local[i])
        .map((question) => `${question.language}: ${question.message}`)
      expect(differences).toEqual([])
    },
  )
})
