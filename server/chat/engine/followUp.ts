import type { Turn } from '../../../shared/chatHistory.ts'
import type { Lang } from '../../../shared/languages.ts'
import { fold } from './text.ts'

/**
 * Follow-up questions: "et à Lyon ?", "and how long does it take?", "¿y el precio?", "وكم تستغرق؟" only make
 * sense after the question before them. Such a question is answered with the previous question's words as
 * its topic (weighing less than its own), and the page the previous answer quoted as the likely place.
 */

/** Words that open a question carrying on from the previous one, per language (folded text). */
const OPENERS: Record<Lang, RegExp> = {
  fr: /^(et|mais|puis|aussi|sinon|alors|ok et|d'accord et|et pour|et en ce qui concerne|et concernant|quid)\b/,
  en: /^(and|what about|how about|also|but|then|so|ok and|okay and|and for|and what|same for)\b/,
  es: /^(y|e|pero|tambien|entonces|vale y|ok y|y para|y en cuanto|que tal|y que|lo mismo)\b/,
  // "و" or "ف" written against the next word ("وكم", "وماذا", "وفي"), or "ماذا عن" (what about); "و"
  // before any word ("وطلبات التوظيف؟", "وعنوانه؟"), as "and…" (a word whose own first letter is و, "وظيفة",
  // then reads as carrying on: its topic weighs less than its own words, and a new subject replaces it).
  ar: /^([وف](كم|ما|ماذا|هل|اين|متي|كيف|من|في|عن|بالنسبه|لل|ال)|ماذا عن|بالنسبه ل|وبالنسبه)|^و\p{L}{3,}/u,
}

/**
 * Words that stand for something named before (its, son, su, ها…), per language (folded). Second-person
 * words ("votre", "your", "su" when it means "your") name the company, not the topic: they are left out.
 */
const REFERENCES: Record<Lang, RegExp> = {
  fr: /\b(le premier|la premiere|le dernier|la derniere|le deuxieme|la deuxieme|le second|la seconde)\b(?![-\s]+\p{L})|\b(la-bas|son|sa|ses|leur|leurs|elle|ils|elles|celui-ci|celle-ci|celui|celle|ceux|celles|ca|cela|ce dernier|cette derniere|cette societe|cette entreprise|ce poste|ce profil|cette personne|ce consultant|cette consultante|ce service|cette agence|ce bureau|cet audit|ce projet|ce cas)\b/u,
  en: /\bthere\W*$|\b(for|with|about|on|of|in|to|from|by) (that|this)\W*$|\b(the|that) (first|second|third|last|next|other) one\b|\bone of (them|those|these)\b|\b(over there|it|its|it's|they|them|their|theirs|those|these|this one|that one|he|she|his|her|that company|that firm|that office|that role|that profile|that person|this person|that consultant|this consultant|that service|this service|that audit|that project|that case)\b/,
  es: /\b(el primero|la primera|el ultimo|la ultima|el segundo|la segunda)\b(?![-\s]+\p{L})|\b(ella|ellos|ellas|eso|esa|ese|esos|esas|estos|estas|dicho|dicha|esa empresa|esa oficina|ese puesto|ese perfil|esa persona|esta persona|ese consultor|esa consultora|ese servicio|esa auditoria|ese proyecto|ese caso|alli|ahi)\b/u,
  // Demonstratives, a pronoun written against a noun or verb ("عنوانها", "خبرته", "مدتها"), or against a
  // preposition ("يطلبون لها", "ماذا تقدمون فيه", "ما المطلوب منه").
  ar: /(^|[^\p{L}])(هذا|هذه|ذلك|تلك|هناك)($|[^\p{L}])|(^|[^\p{L}])(?<!(ما|من) )(هو|هي|هم)($|[^\p{L}])|\p{L}{2,}(ها|هم|هما)($|[^\p{L}])|(^|[^\p{L}])[وف]?(ل|ب|عن|في|من|علي|الي|مع|عند)(ه|ها|هم|هما)($|[^\p{L}])/u,
}

const folded = (message: string) =>
  fold(message)
    .replace(/^[\s¿¡"«(]+/, '')
    .trim()

/**
 * A question word before a noun ("y qué cargo…", "which city…", "et quel poste…"), or before "is the" and a
 * noun ("and what's the share capital?", "et quel est le capital ?"), at the start of a question (folded):
 * it asks that noun, whatever the question before asked.
 */
const WHICH_NOUN =
  /^(?:(?:et|and|y|e|mais|but|pero)\s+)?(?:quel|quelle|quels|quelles|what|which|que|cual|cuales)(?:\s+(?!(?:est|sont|es|is|are|son|about|de|du|des|pour|for|para|sobre|se|en|il|elle|on|tal|pasa|hay)\b)|(?:'s|\s+(?:est|sont|es|is|are|son))\s+(?:le|la|les|l'|the|el|los|las)\s*)\p{L}{3,}/u

/** Whether a question asks for a noun of its own ("¿y qué cargo tiene?"). */
export const asksNoun = (message: string): boolean => WHICH_NOUN.test(folded(message))

/**
 * A question opening on a preposition and a question word, a fragment of the one before ("Through which
 * channel, ideally?", "بأي لغات برمجة؟", "¿con qué herramientas?"), per language (folded).
 */
const FRAGMENT: Record<Lang, RegExp> = {
  fr: /^(par|avec|dans|pour|sur|depuis|via|en|chez|sous|a) (quel|quelle|quels|quelles|qui|combien|quoi)\b/,
  en: /^(through|via|by|with|in|on|for|from|at|to|under|since|until|into) (which|what|whom|how)\b/,
  es: /^(por|con|en|para|desde|via|a|bajo|hasta) (que|cual|cuales|quien|quienes|cuanto|cuantos|cuanta|cuantas)\b/,
  // Only "which" (أي): "لماذا" (why) and "بما" (since) open questions of their own.
  ar: /^(ب|في|عبر|من|مع|ل|الي|علي) ?(اي|اية|ايه)(?=$|[^\p{L}])/u,
}
/** Whether a question opens by carrying on from the previous one ("and…", "what about…", "و…"). */
export const opensOn = (message: string, lang: Lang): boolean =>
  OPENERS[lang].test(folded(message)) || FRAGMENT[lang].test(folded(message))

/** Whether a question holds a word standing for the previous one's subject ("its", "son", "su", "ـها"). */
export function refersBack(message: string, lang: Lang): boolean {
  const text = folded(message)
  // "Il" is often impersonal ("faut-il", "s'il vous plaît", "y a-t-il", "il faut"): not those.
  const he =
    lang === 'fr' &&
    /(^|[^-'\p{L}])il (?!faut|y a|existe|reste)|(?<!\by a|\by a-t|faut|s'agit)-(t-)?il\b/u.test(text)
  return REFERENCES[lang].test(text) || he || (lang === 'ar' && HIS.test(message))
}

/** Words standing for a person, never for a thing (folded): "she", "his", "elle", "ella" ("él" folds to "el"). */
const PERSON_BACK: Partial<Record<Lang, RegExp>> = {
  fr: /(^|[^-'\p{L}])(elle|lui)\b|-elle\b/u,
  en: /\b(he|she|him|her|his|hers)\b/,
  es: /(^|[^\p{L}])ella(?=$|[^\p{L}])/u,
}

/** Whether a question holds a word standing for a person ("what is her role?"). */
export const namesPersonBack = (message: string, lang: Lang): boolean =>
  PERSON_BACK[lang]?.test(folded(message)) ?? false

/**
 * An Arabic noun with "his" or "its" written against it ("عنوانه", its address; "خبرته"), before folding
 * makes its ه one with a ة: a word without the article (a noun with a pronoun takes none), its ه spelt so.
 */
const HIS = /(^|[^\p{L}])(?![وف]?(ال|لل|بال))[وف]?\p{L}{3,}ه(?=$|[^\p{L}])/u

/**
 * The kinds of things the site speaks of, named with a definite article ("le poste", "the article", "la
 * oficina", "الوظيفة"): after a question about one, the one it was about (folded). Unlike "its", they may
 * name a new one too ("the Lyon office"), so they do not keep the previous subject; nor does a part of it
 * ("the automation part", "the security side").
 */
const THE_THING: Record<Lang, RegExp> = {
  fr: /\b(le|la|l'|cet|cette|ce) ?(poste|offre|article|bureau|agence|centre|profil|consultant|consultante|auteur|autrice|formation|mission|etude)\b/,
  en: /\b(the|that|this) (job|role|position|opening|offer|article|post|office|centre|center|profile|consultant|author|writer|course|case)\b|\b(the|that|this) ([a-z]+ ){1,2}(part|side|bit|aspect)\b/,
  es: /\b(el|la|ese|esa|este|esta) (puesto|vacante|oferta|articulo|oficina|centro|perfil|consultor|consultora|autor|autora|caso)\b/,
  ar: /(^|[^\p{L}])(الوظيفه|المقال|المكتب|المركز|الملف|الاستشاري|الكاتب|الكاتبه|الكاتبة)($|[^\p{L}])/u,
}

/** Whether a question reads as carrying on from the previous one: it opens so, or refers back to it. */
export const carriesOn = (message: string, lang: Lang): boolean =>
  opensOn(message, lang) || refersBack(message, lang) || THE_THING[lang].test(folded(message))

/** The conversation's topic as a follow-up reads it: the previous questions' words and the pages quoted. */
export interface Topic {
  /** The earlier questions, the latest last (a follow-up of a follow-up keeps its first question's topic). */
  questions: string[]
  /** The site paths the latest answer linked, first the one it quoted. */
  pages: string[]
  /** The latest answer, as the visitor read it. */
  answer: string
  /** The names the latest answer's quote holds ("Author: Yanis Haddad"): after "who…?", "his role" is theirs. */
  people: string[]
}

/** A person's name in an answer's quote: a first name and a family name, capitalised. */
const PERSON = /(?<![\p{L}])\p{Lu}\p{Ll}{2,} \p{Lu}\p{Ll}{2,}(?![\p{L}])/gu
/** What an answer quotes: between its quotation marks. */
const QUOTED = /[«“]([^»”]*)[»”]/gu
const peopleIn = (answer: string) => [
  ...new Set([...answer.matchAll(QUOTED)].flatMap((q) => (q[1] ?? '').match(PERSON) ?? [])),
]

/** Paths a Markdown answer links, in order, without duplicates. */
const linksOf = (answer: string) => [
  ...new Set([...answer.matchAll(/\]\((\/[^)\s]*)\)/g)].map((m) => m[1] ?? '')),
]

/**
 * The topic of a conversation for the question that follows it: the last question, and the one before
 * when the last carried on from it (at most the turns the request holds).
 */
export function topicOf(history: readonly Turn[], lang: Lang): Topic | undefined {
  const last = history[history.length - 1]
  if (!last) return undefined
  const questions = [last.question]
  for (let i = history.length - 1; i > 0; i--) {
    const turn = history[i] as Turn
    if (!carriesOn(turn.question, lang)) break
    questions.unshift((history[i - 1] as Turn).question)
  }
  const answer = last.answer ?? ''
  return { questions, pages: linksOf(answer), answer, people: peopleIn(answer) }
}
