import { defaultContext } from '../../server/chat/context.ts'
import { localAnswer } from '../../server/chat/engine/answer.ts'
import { PHRASES } from '../../server/chat/engine/phrases.ts'
import type { LocalAnswer } from '../../server/chat/engine/reply.ts'
import type { KnowledgeBase } from '../../server/chat/knowledge/base.ts'
import { recentTurns, type Turn } from '../../shared/chatHistory.ts'
import type { Lang } from '../../shared/languages.ts'

/**
 * How the chat's question sets (tests/fixtures/chat-facts/) are graded, by the accuracy test and by
 * `npm run chat:eval` alike.
 *
 * A question names the page(s) the answer must link and the fact it must state (any of a few spellings;
 * case, accents, spaces and bidi marks aside), or is a `gap` (the site does not state it: right when the
 * answer says so, or says it found no reliable answer, rather than quoting something near). A follow-up
 * names the question asked `after`: that one is asked first, and the follow-up is asked with the
 * conversation so far, as the chat panel sends it.
 */
export interface FactQuestion {
  q: string
  page: readonly string[]
  fact?: readonly string[]
  gap?: boolean
  /** The visitor's previous question, for a follow-up. */
  after?: string
}
export type FactSet = Partial<Record<Lang, readonly FactQuestion[]>>

/** Text as compared: lower case, no accents, no bidi marks, one space for any run of white space. */
export const normal = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f\u064b-\u0652\u0670\u0640\u200e\u200f\u2066-\u2069]/g, '')
    .replace(/\s+/g, ' ')
    .toLowerCase()

/** The site paths an answer links, the closing call to action left out. */
export function linked(response: string, lang: Lang): string[] {
  const answer = response.replace(PHRASES[lang].cta(defaultContext(lang)), '')
  return [...answer.matchAll(/\]\((\/[^)]*)\)/g)].map((m) => m[1] ?? '')
}

/**
 * The conversation before a question: its previous question and the answer it got, cut to the request's
 * bounds as the chat panel cuts it (a long Arabic answer is more than 2 KB).
 */
export function historyOf(kb: KnowledgeBase, question: FactQuestion, lang: Lang): Turn[] {
  if (!question.after) return []
  return recentTurns([{ question: question.after, answer: localAnswer(kb, question.after, lang).response }])
}

/** A question's answer, with its conversation when it is a follow-up. */
export const answerTo = (kb: KnowledgeBase, question: FactQuestion, lang: Lang): LocalAnswer =>
  localAnswer(kb, question.q, lang, undefined, historyOf(kb, question, lang))

export interface Verdict {
  question: FactQuestion
  page: boolean
  fact: boolean
  answer: LocalAnswer
}

/** One question's verdict. */
export function grade(kb: KnowledgeBase, question: FactQuestion, lang: Lang): Verdict {
  const answer = answerTo(kb, question, lang)
  const links = linked(answer.response, lang)
  const page = question.page.some((url) => links.includes(url))
  const fact = question.gap
    ? answer.kind === 'price' || answer.kind === 'gap' || answer.kind === 'unknown'
    : (question.fact ?? []).some((f) => normal(answer.response).includes(normal(f)))
  return { question, page, fact, answer }
}

export interface Score {
  total: number
  /** Shares (0–1) of the questions whose answer links an expected page, states the fact, or both. */
  page: number
  fact: number
  both: number
  /** The follow-ups among them: how many, and the share right on both counts. */
  followUps: number
  followUpsRight: number
  verdicts: Verdict[]
}

/** Page and fact accuracy of one set in one language, with every verdict. */
export function score(kb: KnowledgeBase, questions: readonly FactQuestion[], lang: Lang): Score {
  const verdicts = questions.map((q) => grade(kb, q, lang))
  const share = (n: number, of = verdicts.length) => n / Math.max(1, of)
  const followUps = verdicts.filter((v) => v.question.after)
  return {
    total: verdicts.length,
    page: share(verdicts.filter((v) => v.page).length),
    fact: share(verdicts.filter((v) => v.fact).length),
    both: share(verdicts.filter((v) => v.page && v.fact).length),
    followUps: followUps.length,
    followUpsRight: share(followUps.filter((v) => v.page && v.fact).length, followUps.length),
    verdicts,
  }
}

/** The misses of a score as rows to print. */
export const misses = (s: Score) =>
  s.verdicts
    .filter((v) => !v.page || !v.fact)
    .map((v) => ({
      question: v.question.after ? `${v.question.after} → ${v.question.q}` : v.question.q,
      expected: `${v.question.page.join(' ')} ${v.question.gap ? '(gap)' : (v.question.fact ?? []).join(' | ')}`,
      got: `${v.page ? 'page ok' : 'page MISSED'}, ${v.fact ? 'fact ok' : 'fact MISSED'} (${v.answer.kind}): ${v.answer.response.slice(0, 200)}`,
    }))

export const percent = (x: number) => `${(x * 100).toFixed(1)} %`
