import { describe, expect, it } from 'vitest'
import { defaultContext } from '../../server/chat/context.ts'
import { localAnswer } from '../../server/chat/engine/answer.ts'
import { PHRASES } from '../../server/chat/engine/phrases.ts'
import { createKnowledgeBase } from '../../server/chat/knowledge/base.ts'
import { DEFAULT_KNOWLEDGE_DIR, readKnowledge } from '../../server/chat/knowledge/load.ts'
import { type Lang, SITE_LANGS } from '../../shared/languages.ts'
import questions from '../fixtures/chat-questions.json' with { type: 'json' }

/**
 * Runs every visitor question of the fixture through the local engine against the real site index
 * (dist/client/search, written by `npm run build`). An answer is right when it links at least one of
 * the expected pages; the "contact us" call to action that closes most answers does not count, so an
 * off-topic question is right only when the answer itself sends the visitor to the contact page.
 */
const MIN_ACCURACY = 0.9
/** Questions per language: 30, but 12 for the Spanish and Arabic editions' first set. */
const MIN_QUESTIONS: Partial<Record<Lang, number>> = { es: 12, ar: 12 }
const pages = readKnowledge(DEFAULT_KNOWLEDGE_DIR)
const kb = createKnowledgeBase(pages)

/** Every site language: the fixture has questions for the four languages of LANGUAGES. */
describe.each(SITE_LANGS)('chat accuracy (%s)', (lang) => {
  const cases: ReadonlyArray<{ q: string; expect: readonly string[] }> = questions[lang]
  const minimum = MIN_QUESTIONS[lang] ?? 30

  it(`has a built site index and at least ${minimum} questions`, () => {
    expect(
      pages[lang].length,
      `no ${DEFAULT_KNOWLEDGE_DIR}/index-${lang}.json: run npm run build`,
    ).toBeGreaterThan(10)
    expect(cases.length).toBeGreaterThanOrEqual(minimum)
  })

  it(`links an expected page for at least ${MIN_ACCURACY * 100}% of the questions`, () => {
    const misses = cases.flatMap(({ q, expect: expected }) => {
      const { response } = localAnswer(kb, q, lang)
      const answer = response.replace(PHRASES[lang].cta(defaultContext(lang)), '')
      const linked = [...answer.matchAll(/\]\((\/[^)]*)\)/g)].map((m) => m[1] ?? '')
      return expected.some((url) => linked.includes(url))
        ? []
        : [{ question: q, expected: expected.join(' '), linked: linked.join(' ') || '(none)' }]
    })
    const right = cases.length - misses.length
    console.log(`chat accuracy ${lang}: ${right}/${cases.length}`)
    if (misses.length > 0) console.table(misses)
    expect(right / cases.length).toBeGreaterThanOrEqual(MIN_ACCURACY)
  })
})
