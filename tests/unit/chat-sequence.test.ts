import { describe, expect, it } from 'vitest'
import type { Hit, PageHit, Query } from '../../server/chat/engine/query.ts'
import { namesStepBefore, stepAsked, stepQuote, stepsCounted } from '../../server/chat/engine/sequence.ts'
import type { Passage } from '../../server/chat/knowledge/types.ts'

const URL = '/en/about/methodologies'
const STEPS = ['Context analysis', 'Test strategy', 'Test design', 'Execution and automation']
const passage = (
  kind: Passage['kind'],
  heading: string,
  segments: string[],
  items: string[] = [],
): Passage => ({
  url: URL,
  pageTitle: 'Methodologies',
  prior: 1,
  heading,
  segments,
  items,
  keywords: [],
  fact: false,
  kind,
})
const list = passage('text', 'Four steps, from analysis to automation', ['A clear sequence.'], STEPS)
const steps = STEPS.map((title) => passage('item', title, [`${title}: what happens then.`]))
const hit = (p: Passage): Hit => ({ passage: p, score: 1, terms: new Set(), phrase: false, together: 1 })
const page: PageHit = {
  url: URL,
  title: 'Methodologies',
  score: 1,
  hits: [hit(list)],
  coverage: 1,
  matched: 1,
  phrase: false,
  together: 1,
  distinct: 1,
}
const query = (terms: string[]) => ({ terms }) as unknown as Query
const answer = (place: ReturnType<typeof stepAsked>, terms: string[] = []) =>
  place && stepQuote(place, [page], [hit(list)], [list, ...steps], query(terms), 'en')?.quote.text

describe('a step asked by its place in a sequence', () => {
  it('reads the place asked when the question speaks of steps, in every language', () => {
    expect(stepAsked('Quelle est la première étape ?')).toBe('first')
    expect(stepAsked('what step comes right after execution?')).toBe('after')
    expect(stepAsked('¿Y la última etapa?')).toBe('last')
    expect(stepAsked('ما هي الخطوة قبل التصميم؟')).toBe('before')
    // A follow-up of a question about steps: "كم مرحلة؟" then "وشو آخر وحدة؟".
    expect(stepAsked('وشو آخر وحدة؟', 'كم مرحلة في منهجيتكم؟')).toBe('last')
    // No steps spoken of: "first" or "after" place nothing.
    expect(stepAsked('What happens after I send the form?')).toBeUndefined()
    expect(stepAsked('Is this your first audit?')).toBeUndefined()
    // "That comes after" places the step the question names: it asks that one, not the next.
    expect(stepAsked('and the scale-up stage that comes after?')).toBe('named')
    expect(stepAsked("et l'étape qui vient après, la conception ?")).toBe('named')
    // What comes after something of a process asked about is a step, though no word for a step is said.
    expect(stepAsked('what comes after test design?', 'What does your test process look like?')).toBe('after')
    expect(stepAsked("qu'est-ce qui vient après la conception ?", 'Votre processus de test ?')).toBe('after')
    expect(stepAsked('¿y qué viene después del diseño?', '¿Cómo es su proceso de pruebas?')).toBe('after')
  })

  it('tells the step named before the one asked from the step asked itself', () => {
    expect(namesStepBefore('what comes after test design?')).toBe(true)
    expect(namesStepBefore('وبعد التأسيس، مرحلة التوسّع تاخذ قديش؟')).toBe(true)
    expect(namesStepBefore('and the foundation stage after that?')).toBe(false)
    expect(namesStepBefore('And the next stage, the foundation one?')).toBe(false)
  })

  it('reads a step asked by its number, as an ordinal or after the word for a step', () => {
    expect(stepAsked("What's the third step of your six-step test process?")).toBe(3)
    expect(stepAsked('quelle est la troisième étape de votre méthode ?')).toBe(3)
    expect(stepAsked('¿Cuál es la segunda fase?')).toBe(2)
    expect(stepAsked('ما هي المرحلة الرابعة؟')).toBe(4)
    expect(stepAsked('what happens at step 4?')).toBe(4)
    expect(stepAsked("C'est quoi l'étape 5 de votre processus ?")).toBe(5)
    // "Step 5" places a step; it does not say the sequence has five.
    expect(stepsCounted("C'est quoi l'étape 5 de votre processus ?", 'fr')).toBeUndefined()
  })

  it('reads how many steps the question says the sequence has, in figures or in words', () => {
    expect(stepsCounted("In your six-step process, what's the step after the strategy?", 'en')).toBe(6)
    expect(stepsCounted('Quelles sont les 6 étapes de votre méthode ?', 'fr')).toBe(6)
    expect(stepsCounted('ما هي آخر مرحلة من المراحل الست؟', 'ar')).toBe(6)
    // A figure beside no word for steps counts something else.
    expect(stepsCounted('What is the first step of a 5-day audit?', 'en')).toBeUndefined()
  })

  it('answers with that step of the list, in the page order', () => {
    expect(answer('first')).toBe('Context analysis: what happens then.')
    expect(answer('last')).toBe('Execution and automation: what happens then.')
    expect(answer('after', ['design'])).toBe('Execution and automation: what happens then.')
    expect(answer('before', ['design'])).toBe('Test strategy: what happens then.')
    expect(answer('named', ['design'])).toBe('Test design: what happens then.')
    expect(answer(3)).toBe('Test design: what happens then.')
    // A fifth step of a list of four is none.
    expect(answer(5)).toBeUndefined()
    // Nothing after the last step, and no step named: no answer from the list.
    expect(answer('after', ['execut'])).toBeUndefined()
    expect(answer('after', ['budget'])).toBeUndefined()
  })
})
