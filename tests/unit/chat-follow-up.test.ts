import { describe, expect, it } from 'vitest'
import { asksNoun, carriesOn, refersBack } from '../../server/chat/engine/followUp.ts'

describe('a question that carries on from the one before', () => {
  it('opens on a conjunction, in every language', () => {
    expect(carriesOn('et à Lyon ?', 'fr')).toBe(true)
    expect(carriesOn('and how long does it take?', 'en')).toBe(true)
    expect(carriesOn('¿y el precio?', 'es')).toBe(true)
    expect(carriesOn('وكم تستغرق؟', 'ar')).toBe(true)
    expect(carriesOn('وطلبات التوظيف؟', 'ar')).toBe(true)
    // A fragment opening on a preposition and a question word asks more of the subject before.
    expect(carriesOn('Through which channel, ideally?', 'en')).toBe(true)
    expect(carriesOn('¿Con qué herramientas?', 'es')).toBe(true)
    expect(carriesOn('Avec quels outils ?', 'fr')).toBe(true)
    expect(carriesOn('بأي لغات برمجة؟', 'ar')).toBe(true)
    expect(carriesOn('لماذا تختارون شركتكم؟', 'ar')).toBe(false)
    // A part of the subject before, named with "the": carries on, without keeping its subject.
    expect(carriesOn('what tooling do you use for the automation part?', 'en')).toBe(true)
    expect(refersBack('what tooling do you use for the automation part?', 'en')).toBe(false)
  })

  it('refers back with a pronoun, against a noun or a preposition in Arabic', () => {
    expect(refersBack('quelle est son adresse e-mail ?', 'fr')).toBe(true)
    expect(refersBack('what is its phone number?', 'en')).toBe(true)
    expect(refersBack('ما عنوانها؟', 'ar')).toBe(true)
    expect(refersBack('كم سنة خبرة يطلبون لها؟', 'ar')).toBe(true)
    expect(refersBack('ما الأدوات المستخدمة فيه؟', 'ar')).toBe(true)
    // "That" after a preposition, last, is the thing asked before; earlier, it may open a clause.
    expect(refersBack('What cybersecurity standard do you align with for that?', 'en')).toBe(true)
    expect(refersBack('Do you check that the app still works?', 'en')).toBe(false)
  })

  it('refers back to one of the things listed before it ("the first one", "la primera")', () => {
    expect(refersBack('what happens in the first one?', 'en')).toBe(true)
    expect(refersBack('et la dernière ?', 'fr')).toBe(true)
    expect(refersBack('¿y en qué consiste la primera?', 'es')).toBe(true)
    // Before a noun, it names that noun: "la primera reunión" is a subject of its own.
    expect(refersBack('¿La primera reunión es presencial?', 'es')).toBe(false)
    expect(refersBack('Le premier rendez-vous est gratuit ?', 'fr')).toBe(false)
  })

  it('stands alone when it names its own subject', () => {
    expect(carriesOn('Combien de temps dure un audit qualité ?', 'fr')).toBe(false)
    expect(carriesOn('How many specialists work at Qualixa?', 'en')).toBe(false)
    expect(carriesOn('كم عدد المتخصصين في الشركة؟', 'ar')).toBe(false)
  })
})

describe('a follow-up asking a noun of its own', () => {
  it('names it after a question word, or after "is the"', () => {
    expect(asksNoun('¿y qué cargo tiene?')).toBe(true)
    expect(asksNoun("and what's the company's share capital?")).toBe(true)
    expect(asksNoun('et quel est le capital social ?')).toBe(true)
    // "What is it?", "what about Lyon?" name nothing: they ask what the question before asked.
    expect(asksNoun('and what is it?')).toBe(false)
    expect(asksNoun('what about Lyon?')).toBe(false)
  })
})
