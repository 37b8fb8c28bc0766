import { describe, expect, it } from 'vitest'
import { normal } from '../../scripts/chat-eval/grade.ts'
import { pageText } from '../../scripts/chat-eval/grounded.ts'
import { QUESTION_SETS } from '../../scripts/chat-eval/sets.ts'
import { SITE_LANGS } from '../../shared/languages.ts'

/**
 * The chat's question sets stay honest: every page a question names is built, and the fact it expects is
 * stated, as one of its spellings (punctuation aside), on one of those pages (the visible text of its
 * <main>, and of the footer on a home page: `statedContent`; not its readers' comments, which the chat never
 * quotes as the site's: `pageText`), in the question's language. A question whose fact a page no longer
 * states is a wrong question, not a miss of the engine. Held-out sets are checked too: only that their facts
 * are on their pages, never what the engine answers. Run after `npm run build`.
 */
const SITE = 'dist/client'
/** Text as compared, punctuation aside: a key figure's label and value ("critical bugs: 0") as the page lays them out. */
const loose = (s: string) =>
  normal(s)
    .replace(/[\p{P}\p{S}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
const texts = new Map<string, string | undefined>()
const text = (url: string) => {
  if (!texts.has(url)) texts.set(url, pageText(SITE, url))
  return texts.get(url)
}

describe.each(SITE_LANGS)('the question sets in %s', (lang) => {
  it.each(
    QUESTION_SETS.filter((set) => set.langs?.includes(lang) ?? true).map((set) => [set.name, set] as const),
  )('%s: every page named is built and states the expected fact', (_name, set) => {
    const questions = set.questions[lang] ?? []
    expect(questions.length).toBeGreaterThan(0)
    const wrong = questions.flatMap((question) => {
      const missing = question.page.filter((url) => text(url) === undefined)
      if (missing.length > 0) return [`${question.q}: no built page ${missing.join(', ')}`]
      if (question.gap) return question.fact ? [`${question.q}: a gap with a fact`] : []
      const facts = question.fact ?? []
      if (facts.length === 0) return [`${question.q}: neither a fact nor a gap`]
      const stated = question.page.some((url) => {
        const page = loose(text(url) ?? '')
        return facts.some((fact) => page.includes(loose(fact)))
      })
      return stated
        ? []
        : [`${question.q}: no page of ${question.page.join(', ')} states ${facts.join(' | ')}`]
    })
    expect(wrong).toEqual([])
  })
})
