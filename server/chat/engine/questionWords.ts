import type { Lang } from '../../../shared/languages.ts'
import { Spelling } from './spelling.ts'
import { fold } from './text.ts'

/**
 * The words a question's type and intents are read by ("combien", "adresse", "cuántos", "address", and the
 * contact form's "contact", "formulaire", "formulario"), per language (folded), of five letters or more
 * (`Spelling` corrects none shorter): a visitor who misspells one ("comiben", "adrsese", "cuatnos",
 * "fomulaire") still asks how many, where or about the form, though the patterns of question.ts and
 * intents.ts look for the word spelt right.
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
    'formulaire',
  ],
  en: ['address', 'phone', 'telephone', 'email', 'where', 'which', 'quickly', 'contact'],
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
    'formulario',
  ],
  ar: [],
}

/** Each language's question words, to correct a misspelt one against as the retriever corrects the others. */
const SPELLINGS = Object.fromEntries(
  Object.entries(QUESTION_WORDS).map(([lang, list]) => [
    lang,
    new Spelling(new Map(list.map((w) => [w, 1]))),
  ]),
) as Record<Lang, Spelling>

/**
 * A question with its misspelt question words written right ("comiben de temps ?" → "combien de temps ?"),
 * `known` telling the words that are right as they are (the site's, and grammar words).
 */
export function withQuestionWords(message: string, lang: Lang, known: (word: string) => boolean): string {
  if (QUESTION_WORDS[lang].length === 0) return message
  return message.replace(/\p{L}+/gu, (word) => {
    const folded = fold(word)
    return known(folded) ? word : (SPELLINGS[lang].closest(folded) ?? word)
  })
}

/** The word for a name (folded): "the company name", "le nom de l'hébergeur", "اسم الشركة". */
const NAME_WORD: Record<Lang, RegExp> = {
  fr: /^noms?$/,
  en: /^names?$/,
  es: /^nombres?$/,
  ar: /^(?:ال)?اسم$/,
}

/** Whether a question's word (folded) is the word for a name: what it asks, not what a page must say. */
export const asksName = (word: string, lang: Lang) => NAME_WORD[lang].test(word)
