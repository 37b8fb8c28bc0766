import { describe, expect, it } from 'vitest'
import { historyBytes, MAX_HISTORY_BYTES, recentTurns, turnsOf } from '../../shared/chatHistory.ts'

const message = (text: string, isUser: boolean, failed = false) => ({
  text,
  isUser,
  ...(failed ? { failed } : {}),
})

describe('the turns the chat panel sends', () => {
  it('pairs each question with the answer that follows it; the welcome message answers none', () => {
    const turns = turnsOf([
      message('Bonjour ! Je suis l’assistant.', false),
      message('Vous avez une agence à Lyon ?', true),
      message('Agence de Lyon : 27 rue de la République.', false),
      message('Et à Nantes ?', true),
    ])
    expect(turns).toEqual([
      { question: 'Vous avez une agence à Lyon ?', answer: 'Agence de Lyon : 27 rue de la République.' },
      { question: 'Et à Nantes ?' },
    ])
  })

  it('leaves out a question the assistant failed to answer (the visitor sends it again)', () => {
    const turns = turnsOf([
      message('Lyon ?', true),
      message('Désolé, une erreur est survenue.', false, true),
      message('Lyon ?', true),
      message('Agence de Lyon.', false),
    ])
    expect(turns).toEqual([{ question: 'Lyon ?', answer: 'Agence de Lyon.' }])
  })

  it('keeps the last three turns within 2 KB, newest first, cutting answers at their end', () => {
    const long = 'ج'.repeat(800) // 1,600 bytes
    const turns = [
      { question: 'un', answer: 'a' },
      { question: 'deux', answer: 'b' },
      { question: 'trois', answer: long },
      { question: 'quatre', answer: long },
    ]
    const kept = recentTurns(turns)
    expect(kept.map((t) => t.question)).toEqual(['trois', 'quatre'])
    expect(kept[1]?.answer).toBe(long)
    expect(kept[0]?.answer?.length).toBeLessThan(long.length)
    expect(historyBytes(kept)).toBeLessThanOrEqual(MAX_HISTORY_BYTES)
    expect(recentTurns(turns.slice(0, 2))).toEqual(turns.slice(0, 2))
  })

  it('never cuts a letter in two', () => {
    const [turn] = recentTurns([{ question: 'سؤال', answer: '😀'.repeat(1000) }])
    expect(turn?.answer).toMatch(/^(😀)+$/u)
  })
})
