import type { Lang } from '../../../shared/languages.ts'
import { asDeliverables, asLlm, asRecourse, asSameQuestion } from './siteWording.ts'

// Questions asked in words that mean another question: read as that one.

/**
 * "How long is the report?", "¿qué extensión tiene el informe?", "quelle longueur fait le rapport ?": the
 * length of a document, in pages, not a length of time (the document words follow).
 */
const DOCUMENT_LENGTH: Partial<Record<Lang, { asked: RegExp; pages: string }>> = {
  en: {
    asked:
      /\bhow long (?=(?:is|are|will|would|does|do)\b[^?]{0,60}\b(?:report|analysis|document|summary|deliverable|write-?up|presentation)s?\b)/iu,
    pages: 'how many pages ',
  },
  es: {
    asked:
      /\b(?:qu[eé] extensi[oó]n|qu[eé] tan largo|cu[aá]n largo) (?=[^?]{0,60}\b(?:informe|an[aá]lisis|documento|resumen|entregable)s?\b)/iu,
    pages: 'cuántas páginas ',
  },
  fr: {
    asked:
      /\b(?:quelle longueur|quelle taille) (?=[^?]{0,60}\b(?:rapport|analyse|document|synth[eè]se|livrable)s?\b)/iu,
    pages: 'combien de pages ',
  },
}

/** A question asking a document's length, read as asking its number of pages. */
export const asLengthInPages = (message: string, lang: Lang): string => {
  const length = DOCUMENT_LENGTH[lang]
  return length ? message.replace(length.asked, length.pages) : message
}

/**
 * "How long have you been around?", "depuis combien de temps existez-vous ?", "¿cuánto tiempo llevan en el
 * mercado?", "من متى الشركة موجودة؟": since when the company exists, a date, not a length of time.
 */
const EXISTENCE: Record<Lang, { asked: RegExp; since: string }> = {
  en: {
    asked:
      /\bhow long (?=(?:have|has)\b[^?]{0,40}\b(?:been around|been in business|been operating|been trading|been in existence|existed)\b)/iu,
    since: 'since when ',
  },
  fr: {
    asked:
      /\b(?:depuis combien de temps|[cç]a fait combien de temps que|il y a combien de temps que) (?=[^?]{0,40}\b(?:exist\p{L}*|[eê]tes l[aà]|en activit[eé])\b)/iu,
    since: 'depuis quand ',
  },
  es: {
    asked:
      /(?:\bcu[aá]nto tiempo (?:llevan|lleva|llev[aá]is|hace que)|\bhace cu[aá]nto(?: tiempo)?(?: que)?) (?=[^?]{0,40}\b(?:exist\p{L}*|en el mercado|operando|funcionando|en activo)\b)/iu,
    since: 'desde cuándo ',
  },
  ar: {
    asked: /(?<!\p{L})(?:من متى|من امتى|من إمتى|من وقتاش)(?!\p{L})/u,
    since: 'منذ متى',
  },
}

/** A question asking how long the company has existed, read as asking since when. */
export const asSinceWhen = (message: string, lang: Lang): string =>
  message.replace(EXISTENCE[lang].asked, EXISTENCE[lang].since)

/** Spanish "pasó" (it happened) is no "paso" (a step), though they fold alike. */
export const asHappened = (message: string, lang: Lang): string =>
  lang === 'es' ? message.replace(/(?<!\p{L})pasó(?!\p{L})/giu, 'ocurrió') : message

/**
 * "How many different areas?", "combien de domaines différents ?", "¿cuántas áreas distintas?", "كم مجال
 * مختلف؟": a count of areas; "different" only says each is counted once, and names no topic.
 */
const COUNT_MODIFIER: Record<Lang, RegExp> = {
  en: /(?<=\bhow many )(?:different|distinct|separate|various|individual) /giu,
  fr: /(?<=\bcombien d(?:e |'|’)\p{L}+) (?:différents|différentes|distincts|distinctes)(?!\p{L})/giu,
  es: /(?<=\bcu[aá]nt[oa]s (?:\p{L}+ )?)(?:diferentes|distint[oa]s)(?: |(?!\p{L}))/giu,
  ar: /(?<=(?<!\p{L})كم \p{L}+) (?:مختلف|مختلفة|مختلفه)(?!\p{L})/gu,
}

/** A count asked with a word saying its things are told apart, read without it. */
export const withoutCountModifier = (message: string, lang: Lang): string =>
  message.replace(COUNT_MODIFIER[lang], '')

/**
 * A clause in which visitors speak of themselves ("ours is around 4%", "nous avons 3 applis", "tenemos 200
 * tiendas", "عندنا 5 تطبيقات"): its figures are theirs, no figure of the site's to look for.
 */
const FIRST_PERSON: Record<Lang, RegExp> = {
  en: /\b(?:ours|our|we|we're|we've|i|i'm|i've|my|mine|us)\b/iu,
  fr: /(?<!\p{L})(?:nous|notre|nos|on|je|j'|j’|mon|ma|mes|chez nous)(?!\p{L})/iu,
  es: /(?<!\p{L})(?:nosotros|nuestro|nuestra|nuestros|nuestras|tenemos|somos|yo|mi|mis|tengo)(?!\p{L})/iu,
  ar: /(?<!\p{L})(?:عندنا|لدينا|نحن|احنا|إحنا|عندي|لدي|شركتنا|فريقنا)(?!\p{L})/u,
}
/** A clause: up to a sentence's end, a semicolon or a comma. */
const CLAUSE = /[^.!?;,؟،؛]+[.!?;,؟،؛]*/gu
/** A figure, with its percent sign. */
const OWN_FIGURE = /(?<![\p{L}\d])\d[\d.,  ]*\s?%?(?![\p{L}\d])/gu

/**
 * A question read without the figures of the statements in which the visitor speaks of themselves; a
 * clause asked ("is my data kept 2 years?") looks its figure up.
 */
export const withoutOwnFigures = (message: string, lang: Lang): string =>
  message.replace(CLAUSE, (clause) =>
    FIRST_PERSON[lang].test(clause) && !/[?؟]\s*$/u.test(clause) ? clause.replace(OWN_FIGURE, ' ') : clause,
  )

/**
 * A terse question naming a thing and its length of time ("audit duration?", "onboarding timeline"): how
 * long the thing takes (en).
 */
const TERSE_DURATION =
  /^\s*((?:[\p{L}\d-]+\s+){1,4}?)(?:duration|timeline|timeframe|time frame|turnaround(?: time)?)\s*[?.!]*\s*$/iu

/** A terse question asking a thing's duration, read as "how long does it take". */
export const asHowLong = (message: string, lang: Lang): string =>
  lang === 'en' ? message.replace(TERSE_DURATION, 'how long does $1take?') : message

/** A question word and "is" typed without the apostrophe ("whos", "whats", "wheres") (en). */
const RUN_TOGETHER = /\b(who|what|where|when|how)s\b/giu

/** "Whos your…" read as "who is your…", as the question patterns expect. */
export const withApostrophes = (message: string, lang: Lang): string =>
  lang === 'en' ? message.replace(RUN_TOGETHER, '$1 is') : message

/**
 * "How big is your team?", "quelle est la taille de votre équipe ?", "¿qué tamaño tiene vuestra empresa?",
 * "ما حجم فريقكم؟": the size of our team or company, in people, not in any other measure (the contact
 * form's "10MB maximum" is a size too). In English only "your" team: "how big is the team on an audit?"
 * asks an engagement's (with "the" too: +2 −1 held-out).
 */
const GROUP_SIZE: Record<Lang, { asked: RegExp; people: string }> = {
  en: {
    asked:
      /\b(?:how (?:big|large) (?:is|are)|what(?:'s| is) the size of|what size (?:is|are)) (?=(?:your|ur|qualixa'?s?)(?: [\p{L}-]+){0,3}? (?:teams?|company|firm|staff|workforce|organi[sz]ation)\b)/iu,
    people: 'how many people work in ',
  },
  fr: {
    asked:
      /\b(?:quelle est la taille d[e'’] ?|quelle taille fait |quelle taille a )(?=(?:votre|vos|ton|ta|l['’]|la|qualixa)\s?(?:[\p{L}-]+ ){0,3}?(?:[ée]quipes?|entreprise|soci[ée]t[ée]|bo[iî]te)\b)/iu,
    people: 'combien de personnes travaillent dans ',
  },
  es: {
    asked:
      /(?:\bqu[eé] tama[ñn]o tiene |\bcu[aá]l es el tama[ñn]o de |\bc[oó]mo de grande es |\bqu[eé] tan grande es )(?=(?:vuestr[oa]|su|tu|el|la|qualixa)(?: [\p{L}-]+){0,3}? ?(?:equipos?|empresa|plantilla|compa[ñn][ií]a)\b)/iu,
    people: 'cuántas personas trabajan en ',
  },
  ar: {
    asked: /(?<!\p{L})(?:ما|كم) حجم (?=(?:فريق|شرك|الفريق|الشرك)\p{L}*)/u,
    people: 'كم شخص يعمل في ',
  },
}

/** A question asking the size of a team or the company, read as asking how many people work in it. */
export const asPeopleCount = (message: string, lang: Lang): string =>
  message.replace(GROUP_SIZE[lang].asked, GROUP_SIZE[lang].people)

/**
 * "When was your firm set up?", "when did Qualixa start?", "when did you guys open?": when the company was
 * founded, which the site says with "founded" and "incorporated" (en).
 */
const FOUNDING =
  /(?<=\bwhen (?:was|were|did) (?:(?:your|the|ur) (?:company|firm|business|agency|consultancy)|qualixa|you(?: guys)?) )(?:set up|start(?:ed)?|launch(?:ed)?|creat(?:ed|e)|establish(?:ed)?|form(?:ed)?|open(?:ed)?|begin|began|come about|get started)(?=\s*[?.!]*\s*$)/iu

/** A question asking when the company came to be, in other words, read as when it was founded. */
export const asFounded = (message: string, lang: Lang): string =>
  lang === 'en' ? message.replace(FOUNDING, 'founded') : message

/** A question read as the one it means: each rephrasing above and in `siteWording.ts`, in turn. */
export const rephrased = (message: string, lang: Lang): string =>
  [
    withApostrophes,
    asLengthInPages,
    asSinceWhen,
    asHappened,
    withoutCountModifier,
    withoutOwnFigures,
    asHowLong,
    asPeopleCount,
    asFounded,
    asRecourse,
    asSameQuestion,
    asLlm,
    asDeliverables,
  ].reduce((text, rephrase) => rephrase(text, lang), message)
