import type { Lang } from '../../../shared/languages.ts'
import type { KnowledgeBase } from '../knowledge/base.ts'
import { carriesOn, type Topic } from './followUp.ts'
import { kindAsked } from './kinds.ts'
import { termsOfPage } from './pageTerms.ts'
import type { Query } from './query.ts'
import { changeWords, countedWords, durationWords, measureWords, placeAskedWords } from './question.ts'
import type { AnswerKind, LocalAnswer } from './reply.ts'
import { stepPlaceWords } from './sequence.ts'
import { intentTerms, sameWords } from './synonyms.ts'
import { fold, terms } from './text.ts'

// Reading a question in its conversation: whether it follows up on the turns before it, and how much
// their topic weighs in its search.

/** The query a follow-up is searched with: its own words, then its topic's weighing less. */
export function followUpQuery(kb: KnowledgeBase, query: Query, topic: Topic, lang: Lang): Query {
  const retriever = kb.retriever(lang)
  return retriever.withTopic(query, retriever.analyse(topic.questions.join(' ')), topic.pages, TOPIC_ALONE)
}

/**
 * Answer kinds that say a question stands on its own: it found what it asked, or asked our own contact
 * details ("ما هو رقم هاتفكم؟" after a question on load testing asks ours, not the load tests').
 */
const ANSWERED: ReadonlySet<AnswerKind> = new Set(['fact', 'quote', 'price', 'reach'])
/** Rarity of a word naming its own subject ("Lyon", "blockchain"; not "experience" or "years"). */
const SUBJECT_RARITY = 2.2
/** Rarity under which a word ("test") is on too many passages to tell what a question is about. */
const TELLING = 1

/**
 * Whether a question after others needs their topic: it carries on from them ("and…", "its…"), names no
 * subject of its own ("how many years of experience?"), or is not answered alone.
 */
export function readsAsFollowUp(
  kb: KnowledgeBase,
  message: string,
  lang: Lang,
  alone: LocalAnswer,
  topic: Topic,
): boolean {
  if (carriesOn(message, lang) || !ANSWERED.has(alone.kind)) return true
  // Our own phone number or e-mail address ("your phone number?") is asked in contact words alone: that
  // is its whole subject. Asked of no one ("¿tiene un teléfono de contacto?" after an office), it is the
  // previous subject's.
  if (alone.kind === 'reach') return !addressesUs(message, lang)
  const own = ownWords(kb, message, lang)
  if (own.length < 2) return true
  // "What security standards can you get us ready for?" after a question on firmware: the page the
  // previous answer quoted speaks of it too, so it asks about that page's subject.
  return quotedPageHolds(kb, topic, own, lang)
}

/** Words addressing the company ("your", "vous", "vuestro", "ustedes", "هاتفكم"), per language (folded). */
const YOU: Record<Lang, RegExp> = {
  fr: /\b(vous|votre|vos)\b/,
  en: /\b(you|your|yours|u|ur)\b/,
  es: /\b(vosotros|vuestro|vuestra|vuestros|vuestras|ustedes|usted|os|les)\b/,
  ar: /\p{L}{2,}(كم|كو)($|[^\p{L}])|(^|[^\p{L}])(انتم|انتو|حضرتكم)($|[^\p{L}])/u,
}

/** Whether a question addresses the company itself ("your phone number?"). */
const addressesUs = (message: string, lang: Lang) => YOU[lang].test(fold(message))

/**
 * Share of a question's telling words the previous answer's page must hold for it to carry on from it
 * ("Which load testing tools do you use?" after the Lyon office's address holds none of them there).
 */
const ON_PAGE = 0.5

/**
 * Whether the page the previous answer quoted holds enough of a question's telling words, or of the site's
 * words of the same meaning ("stage" for its "step", "prod" for "production").
 */
function quotedPageHolds(kb: KnowledgeBase, topic: Topic, own: readonly string[], lang: Lang): boolean {
  const url = topic.pages[0]
  if (!url) return false
  const words = termsOfPage(kb, url, lang)
  const held = own.filter((t) => [t, ...sameWords(t, lang)].some((w) => words.has(w))).length
  return held >= ON_PAGE * own.length
}

/**
 * The words a question names its subject with: its telling words, not those saying what it asks
 * ("combien d'années d'expérience ?" names one, "experience"; "quels outils pour l'automatisation des
 * tests ?" two; "how much did defects in production go down?" two, its change words left out; "how many
 * people review the code?" one, the thing it counts being what it asks).
 */
function ownWords(kb: KnowledgeBase, message: string, lang: Lang): string[] {
  const retriever = kb.retriever(lang)
  const query = retriever.analyse(message, (all) => intentTerms(all, lang))
  const asking = new Set([
    ...terms(durationWords(message).join(' '), lang),
    ...terms(measureWords(message).join(' '), lang),
    ...terms(changeWords(message).join(' '), lang),
    ...terms(countedWords(message).join(' '), lang),
    ...terms(placeAskedWords(message).join(' '), lang),
    ...terms(kindAsked(message), lang),
    ...terms(stepPlaceWords(message).join(' '), lang),
  ])
  return [...new Set(query.terms)].filter((t) => !asking.has(t) && (query.rarity.get(t) ?? 0) >= TELLING)
}

/** Whether a question names a subject of its own: a rare word that is not what it asks for ("years"). */
export const namesSubject = (kb: KnowledgeBase, message: string, lang: Lang): boolean =>
  ownWords(kb, message, lang).some(
    (t) => (kb.retriever(lang).analyse(t).rarity.get(t) ?? 0) >= SUBJECT_RARITY,
  )

/**
 * Weight of a follow-up's topic words against its own: less when it names a subject of its own ("and for
 * the community?" replaces the previous subject), more when it names none ("how long does it take?").
 */
export const TOPIC_BESIDE_SUBJECT = 0.4
export const TOPIC_ALONE = 0.7
