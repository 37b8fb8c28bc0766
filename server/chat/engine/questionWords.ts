import type { Lang } from '../../../shared/languages.ts'
import { fold } from './text.ts'

/**
 * The words a question's type and intents are read by ("combien", "adresse", "cuántos", "address"), per
 * language (folded), of five letters or more: a visitor who misspells one ("comiben", "adrsese",
 * "cuatnos") still asks how many or where, though the patterns of question.ts and intents.ts look for the
 * word spelt right.
 */
const QUESTION_WORDS: Record<Lang, readonly string[]> = {
  fr: [
    'combien',
    'adresse',
    'telephone',
    'courriel',
    'depuis',
    'quelle',
    'quelles',
    'duree',
    'delai',
    'pourquoi',
  ],
  en: ['address', 'phone', 'telephone', 'email', 'where', 'which', 'quickly'],
  es: [
    'cuanto',
    'cuantos',
    'cuanta',
    'cuantas',
    'direccion',
    'telefono',
    'correo',
    'donde',
    'cuando',
    'cuales',
  ],
  ar: [],
}

/** Whether two words are one slip apart: a letter changed, added or left out, or two neighbours swapped. */
export function oneSlipApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false
  let i = 0
  while (i < a.length && a[i] === b[i]) i++
  if (a.length === b.length)
    return (
      a.slice(i + 1) === b.slice(i + 1) ||
      (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2))
    )
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1)
}

/** Fewest letters of a word read as a misspelt question word. */
const MIN_LETTERS = 5

/**
 * A question with its misspelt question words written right ("comiben de temps ?" → "combien de temps ?"),
 * `known` telling the words that are right as they are (the site's, and grammar words).
 */
export function withQuestionWords(message: string, lang: Lang, known: (word: string) => boolean): string {
  const list = QUESTION_WORDS[lang]
  if (list.length === 0) return message
  return message.replace(/\p{L}+/gu, (word) => {
    const folded = fold(word)
    if (folded.length < MIN_LETTERS || list.includes(folded) || known(folded)) return word
    return list.find((right) => right[0] === folded[0] && oneSlipApart(folded, right)) ?? word
  })
}
