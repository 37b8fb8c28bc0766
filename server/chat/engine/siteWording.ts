import type { Lang } from '../../../shared/languages.ts'

// Questions asking, in their own words, what the site names in its own: a recourse, the same question of
// another thing, the LLM, the deliverables (read so by `rephrased` in `rephrase.ts`).

/**
 * "Who can I turn to?", "who else can I take it to?", "where do I go next?", "vers qui me tourner ?", "¿a
 * quién más puedo acudir?": where a visitor takes a matter no one settled, which the site calls a
 * recourse (the synonym table's "escalate" group), not a person or a place.
 */
const RECOURSE: Partial<Record<Lang, { asked: RegExp; recourse: string }>> = {
  en: {
    asked:
      /\b(?:who(?:m)? (?:else )?(?:can|could|should|do|would|might|must) (?:i|we) (?:turn|go|take (?:it|this|that|this matter|the matter)|appeal|escalate(?: it| this| that)?) to|where (?:else )?(?:can|could|should|do|would) (?:i|we) (?:turn|go next|go from here|go then|take (?:it|this|that)(?: next)?))\b/giu,
    recourse: 'who can I escalate to',
  },
  fr: {
    asked:
      /(?:vers qui (?:je peux |puis-je |pourrais-je )?(?:me|nous) tourner|(?:me|nous) tourner vers qui|[àa] qui (?:je peux |puis-je |pourrais-je )?(?:m['’]|nous )adresser|(?:m['’]|nous )adresser [àa] qui)(?!\p{L})/giu,
    recourse: 'quels recours',
  },
  es: {
    asked:
      /(?:a qui[eé]n (?:m[aá]s )?(?:puedo|podemos|podr[ií]a|debo|tengo que) (?:acudir|recurrir|dirigirme|quejarme)|(?:puedo|podemos|podr[ií]a|debo) (?:acudir|recurrir|dirigirme) a qui[eé]n)(?!\p{L})/giu,
    recourse: 'qué recursos',
  },
}

/**
 * A matter said unsettled ("if you don't fix it", "you never answered", "si no me responden"), and what to
 * do about it asked ("what can I do?"): a recourse is asked too.
 */
const UNSETTLED: Partial<Record<Lang, { said: RegExp; asked: RegExp }>> = {
  en: {
    said: /\b(?:(?:don'?t|do not|doesn'?t|didn'?t|never|won'?t|can'?t|isn'?t|wasn'?t|not) (?:get |got |been )?(?:fix|fixed|resolve|resolved|answer|answered|reply|replied|respond|responded|sort|sorted)|ignor(?:e|es|ed|ing)|no (?:answer|reply|response)|nobody (?:fixed|answered|replied))\b/iu,
    asked: /\bwhat (?:can|could|should|do|shall) (?:i|we) do(?: then| next| now| about it| after that)?\b/giu,
  },
}

/** A question asking where to take a matter no one settled, read as asking the recourse. */
export const asRecourse = (message: string, lang: Lang): string => {
  const recourse = RECOURSE[lang]
  if (!recourse) return message
  const unsettled = UNSETTLED[lang]
  const read = unsettled?.said.test(message) ? message.replace(unsettled.asked, recourse.recourse) : message
  return read.replace(recourse.asked, recourse.recourse)
}

/**
 * "Same question for phone apps", "même question pour le mobile", "la misma pregunta para móviles", "نفس
 * السؤال بالنسبة للموبايل": the previous question asked again of another thing, as "and for…" asks it; the
 * words "same question" name nothing to look for.
 */
const SAME_QUESTION: Record<Lang, { asked: RegExp; carryOn: string }> = {
  en: {
    asked:
      /^\s*(?:and |ok |okay )?(?:the )?same (?:question|thing|query|one)?\s*,?\s*(?:but )?(?=(?:for|about|with|regarding|on)\b)/iu,
    carryOn: 'and ',
  },
  fr: {
    asked:
      /^\s*(?:et |ok )?(?:la )?m[eê]me (?:question|chose)\s*,?\s*(?:mais )?(?=(?:pour|sur|avec|concernant|c[oô]t[eé])(?!\p{L}))/iu,
    carryOn: 'et ',
  },
  es: {
    asked:
      /^\s*[¿¡]?\s*(?:y |vale )?(?:la )?misma (?:pregunta|cosa)\s*,?\s*(?:pero )?(?=(?:para|sobre|con|en cuanto a)(?!\p{L}))/iu,
    carryOn: 'y ',
  },
  ar: {
    asked: /^\s*و?(?:نفس|ذات) (?:السؤال|الشيء)\s*،?\s*(?=(?:بالنسبة|عن|في|ل)\p{L}*)/u,
    carryOn: 'و',
  },
}

/** "Same question for…" read as "and for…". */
export const asSameQuestion = (message: string, lang: Lang): string =>
  message.replace(SAME_QUESTION[lang].asked, SAME_QUESTION[lang].carryOn)

/**
 * "Large language models", "grands modèles de langage", "grandes modelos de lenguaje", "النماذج اللغوية
 * الكبيرة": the site names them "LLM" where it says what it tests of them ("LLM evaluation"), and in full
 * only where it lists what it covers; read as its acronym, the name is one subject, not three words.
 */
const LLM: Record<Lang, RegExp> = {
  en: /\blarge[- ]language[- ]models?\b(?:\s*\(LLMs?\))?/giu,
  fr: /(?<!\p{L})(?:grands? )?mod[eè]les? (?:de langage|de langue|linguistiques?)(?: de grande taille| grands?)?(?!\p{L})(?:\s*\(LLMs?\))?/giu,
  es: /(?<!\p{L})(?:grandes )?modelos? (?:de lenguaje|ling[üu][ií]sticos?)(?: grandes| de gran tamaño)?(?!\p{L})(?:\s*\(LLMs?\))?/giu,
  ar: /(?<!\p{L})(?:ال)?نماذج (?:ال)?لغ(?:وية|ة)(?: (?:ال)?كبيرة)?(?!\p{L})(?:\s*\(LLMs?\))?/gu,
}

/** Large language models named in full, read as the site's acronym. */
export const asLlm = (message: string, lang: Lang): string => message.replace(LLM[lang], 'LLM')

/**
 * "What do we get at the end?", "qu'est-ce qu'on obtient à la fin ?", "¿qué recibimos al final?", "ماذا
 * نستلم في النهاية؟": what an engagement hands over, which the site calls its deliverables.
 */
const AT_THE_END: Record<Lang, { asked: RegExp; deliverables: string }> = {
  en: {
    asked:
      /\bwhat (?:do|would|will|should|can|could|did) (?:we|i|you|u|my team|our team) (?:actually |really |concretely )?(?:get|receive|end up with|walk away with|have in hand|give(?: us| me)?|hand (?:us |me )?over|deliver|provide|send(?: us| me)?)(?: from you)? (?:at|by) the end(?: of (?:it|that|this|the \p{L}+))?/giu,
    deliverables: 'what deliverables do we get',
  },
  fr: {
    asked:
      /(?:qu['’]est-ce (?:qu['’]on|que nous|que je) (?:obtiens?|obtient|obtenons|re[çc]oi[ts]?|recevons|a|avons|ai)|(?:on|nous|je) (?:obtiens?|obtient|obtenons|re[çc]oi[ts]?|recevons) quoi) (?:concr[eè]tement )?(?:[àa] la fin|au final|en fin de mission)/giu,
    deliverables: 'quels livrables',
  },
  es: {
    asked:
      /qu[eé] (?:recibimos|recibo|obtenemos|obtengo|nos llevamos|nos dan|me dan|nos entregan|me entregan) (?:concretamente )?(?:al final|al terminar)/giu,
    deliverables: 'qué entregables',
  },
  ar: {
    asked:
      /(?:ماذا|ما الذي|شو|ايش|إيش) (?:نستلم|نحصل عليه|نحصل|سنستلم|سنحصل عليه|سنحصل|أستلم|أحصل عليه|أحصل) (?:في |ب)(?:ال)?نهاية/gu,
    deliverables: 'ما المخرجات',
  },
}

/** What an engagement hands over at its end, asked in the site's word: its deliverables. */
export const asDeliverables = (message: string, lang: Lang): string =>
  message.replace(AT_THE_END[lang].asked, AT_THE_END[lang].deliverables)
