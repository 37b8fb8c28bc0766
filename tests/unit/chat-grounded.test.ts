import { describe, expect, it } from 'vitest'
import { answerTo, type FactQuestion } from '../../scripts/chat-eval/grade.ts'
import { claimsOf, inventedClaims, pageText } from '../../scripts/chat-eval/grounded.ts'
import { QUESTION_SETS } from '../../scripts/chat-eval/sets.ts'
import { createKnowledgeBase } from '../../server/chat/knowledge/base.ts'
import { DEFAULT_KNOWLEDGE_DIR, readKnowledge } from '../../server/chat/knowledge/load.ts'
import { SITE_LANGS } from '../../shared/languages.ts'
import routing from '../fixtures/chat-questions.json' with { type: 'json' }
import { TIMEOUTS } from '../timeouts.ts'

/**
 * The assistant never invents: every figure, e-mail address, phone number and street address in an answer
 * appears on a page the answer links (the visible text of its <main>, as built). Checked over every answer
 * to every question of every set (routing, tuned, visitors, both held-out sets, follow-ups with their
 * conversation), on the built site: run after `npm run build`.
 */
const SITE = 'dist/client'
const kb = createKnowledgeBase(readKnowledge(DEFAULT_KNOWLEDGE_DIR))
const pages = new Map<string, string | undefined>()
const text = (url: string) => {
  if (!pages.has(url)) pages.set(url, pageText(SITE, url))
  return pages.get(url)
}

describe('the claims of an answer', () => {
  it('are its e-mails, phone numbers, street addresses and figures, not its links', () => {
    const answer =
      "D'après notre page [Nos bureaux](/about/offices) : « Agence de Lyon : 27 rue de la République, 69002 Lyon (lyon@qualixa.example). » Appelez le +33 1 84 60 00 00."
    expect(claimsOf(answer)).toEqual([
      { kind: 'e-mail', text: 'lyon@qualixa.example' },
      { kind: 'phone', text: '+33 1 84 60 00 00' },
      { kind: 'address', text: '27 rue de la République' },
      { kind: 'figure', text: '69002' },
    ])
    // Two quoted passages, and an address written with Arabic commas, are claims of their own.
    const pair =
      'From our page [Legal notice](/en/legal-notice): “Postal address: 12 avenue Charles de Gaulle … Address: 1 rue de l’Hébergement”'
    expect(
      claimsOf(pair)
        .filter((c) => c.kind === 'address')
        .map((c) => c.text),
    ).toEqual(['12 avenue Charles de Gaulle', '1 rue de l’Hébergement'])
    expect(
      claimsOf('Nantes (5 quai de la Fosse، 44000 Nantes)').find((c) => c.kind === 'address')?.text,
    ).toBe('5 quai de la Fosse')
  })

  it('are found on a page the answer links, and an invented one is not', () => {
    const real =
      "D'après notre page [Nos bureaux](/about/offices) : « Agence de Lyon : 27 rue de la République, 69002 Lyon (lyon@qualixa.example). »"
    expect(inventedClaims(real, text)).toEqual([])
    const invented =
      "D'après notre page [Contact](/contact) : « Appelez le +33 9 99 99 99 99 sous 42 jours, à lyon2@qualixa.example, 12 rue Fausse »"
    expect(inventedClaims(invented, text).map((c) => c.kind)).toEqual([
      'e-mail',
      'phone',
      'address',
      'figure',
    ])
    // A true fact, on a page the answer does not link, is invented for that answer.
    const elsewhere =
      "D'après notre page [Tests fonctionnels](/services/functional-testing) : « Agence de Lyon : 27 rue de la République »"
    expect(inventedClaims(elsewhere, text).map((c) => c.text)).toEqual(['27 rue de la République'])
  })
})

// One test per question set: a language's sets together are thousands of answers, too many for one test's
// time on a busy machine.
describe.each(SITE_LANGS)('every answer in %s', (lang) => {
  const groups: Array<[string, FactQuestion[]]> = [
    ['the routing questions', routing[lang].map((r) => ({ q: r.q, page: r.expect }))],
    ...QUESTION_SETS.filter((set) => (set.questions[lang] ?? []).length > 0).map(
      (set): [string, FactQuestion[]] => [set.name, [...(set.questions[lang] ?? [])]],
    ),
  ]
  for (const [name, questions] of groups)
    it(`to ${name} states only what a page it links states`, { timeout: TIMEOUTS.chatAllAnswers }, () => {
      expect(questions.length).toBeGreaterThan(0)
      const responses = questions.map((question) => ({
        question: question.q,
        ...answerTo(kb, question, lang),
      }))
      const invented = responses.flatMap(({ question, response }) => {
        const claims = inventedClaims(response, text)
        return claims.length > 0 ? [{ question, claims: claims.map((c) => c.text), response }] : []
      })
      expect(invented).toEqual([])
      // Nor says a sentence twice (a fact and the section it was written from often open alike).
      const repeated = responses.filter(({ response }) => {
        const sentences = response.split(/(?<=[.!?؟])\s+/u).map((s) => s.replace(/[“”«»]/gu, '').trim())
        const long = sentences.filter((s) => s.length >= 40)
        return new Set(long).size < long.length
      })
      expect(repeated.map(({ question, response }) => ({ question, response }))).toEqual([])
    })
})
