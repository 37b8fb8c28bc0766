// Bench: the chat assistant's answer time on the embedded server, the time its knowledge takes to build at
// start, and the size of what the edge bundles carry (the Pages and Netlify functions hold the knowledge of
// every language).
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build } from 'vite'
import { createKnowledgeBase } from '../../server/chat/knowledge/base.ts'
import { readKnowledge } from '../../server/chat/knowledge/load.ts'
import type { Turn } from '../../shared/chatHistory.ts'
import { SITE_LANGS } from '../../shared/languages.ts'
import routing from '../../tests/fixtures/chat-questions.json' with { type: 'json' }
import { historyOf } from '../chat-eval/grade.ts'
import { QUESTION_SETS } from '../chat-eval/sets.ts'
import { gz } from './floor.ts'
import type { ChatBench } from './results.ts'

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0

interface Question {
  message: string
  language: string
  history?: Turn[]
}

/** Every visitor question of the assistant's tests, in every site language, follow-ups with their conversation. */
function allQuestions(root: string): Question[] {
  const kb = createKnowledgeBase(readKnowledge(join(root, 'search')))
  return SITE_LANGS.flatMap((language) => [
    ...QUESTION_SETS.flatMap((set) => set.questions[language] ?? []).map((question) => {
      const history = historyOf(kb, question, language)
      return { message: question.q, language, ...(history.length > 0 ? { history } : {}) }
    }),
    ...routing[language].map(({ q }) => ({ message: q, language })),
  ])
}

/** Asks every question of the tests, one after the other, and times each answer (HTTP round trip on loopback). */
export async function chatTimes(
  base: string,
  root: string,
): Promise<Pick<ChatBench, 'questions' | 'firstMs' | 'p50Ms' | 'p95Ms' | 'maxMs'>> {
  const ask = async (body: Question) => {
    const start = performance.now()
    const res = await fetch(`${base}/functions/v1/chat-with-ai`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
    if (res.status !== 200) throw new Error(`chat answered ${res.status} to ${body.message}`)
    await res.json()
    return performance.now() - start
  }
  const questions = allQuestions(root)
  const firstMs = await ask({ message: 'Bonjour, que faites-vous ?', language: 'fr' })
  const times: number[] = []
  for (const question of questions) times.push(await ask(question))
  times.sort((a, b) => a - b)
  return {
    questions: questions.length,
    firstMs,
    p50Ms: percentile(times, 50),
    p95Ms: percentile(times, 95),
    maxMs: times[times.length - 1] ?? 0,
  }
}

/** Bundles the Pages Function as Cloudflare would (ES module, JSON inlined), unminified and minified. */
export async function edgeSizes(
  root: string,
): Promise<Pick<ChatBench, 'buildMs' | 'knowledgeBytes' | 'edgeBytes' | 'edgeMinBytes' | 'edgeMinGz'>> {
  const start = performance.now()
  createKnowledgeBase(readKnowledge(join(root, 'search')))
  const buildMs = performance.now() - start
  const knowledgeBytes = SITE_LANGS.reduce(
    (sum, lang) => sum + statSync(join(root, 'search', `knowledge-${lang}.json`)).size,
    0,
  )
  const bundle = async (minify: boolean) => {
    const out = mkdtempSync(join(tmpdir(), 'qualixa-edge-'))
    try {
      await build({
        configFile: false,
        logLevel: 'silent',
        publicDir: false,
        build: {
          outDir: out,
          emptyOutDir: true,
          minify,
          target: 'es2022',
          lib: {
            entry: 'functions/functions/v1/chat-with-ai.ts',
            formats: ['es'],
            fileName: () => 'chat.mjs',
          },
        },
      })
      return readFileSync(join(out, 'chat.mjs'))
    } finally {
      rmSync(out, { recursive: true, force: true })
    }
  }
  const plain = await bundle(false)
  const minified = await bundle(true)
  return {
    buildMs,
    knowledgeBytes,
    edgeBytes: plain.length,
    edgeMinBytes: minified.length,
    edgeMinGz: gz(minified),
  }
}
