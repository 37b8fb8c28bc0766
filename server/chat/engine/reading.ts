import type { Lang } from '../../../shared/languages.ts'
import type { KnowledgeBase } from '../knowledge/base.ts'
import { namesPerson, withAgentNouns } from './agentNouns.ts'
import { namesSubject, TOPIC_ALONE, TOPIC_BESIDE_SUBJECT } from './conversation.ts'
import { asksNoun, namesPersonBack, refersBack, type Topic } from './followUp.ts'
import { withHeadcount } from './headcount.ts'
import { CONTACT_FORM, type Intents, intents } from './intents.ts'
import { kindAsked, kindNamed, kindPhrase } from './kinds.ts'
import { asksAboutArticles, asksAboutOwnData, asksAboutSite } from './mentions.ts'
import { intentNamedBy } from './namedIntent.ts'
import type { Query } from './query.ts'
import {
  asksChange,
  asksFrequency,
  asksMeasure,
  asksReply,
  asksSince,
  asksStandard,
  asksVersion,
  asksWhen,
  countedWords,
  durationWords,
  identifierWords,
  measureWords,
  namesWayToReach,
  placeAskedWords,
  type QuestionType,
  questionType,
  reachAsked,
  searched,
} from './question.ts'
import { rephrased } from './rephrase.ts'
import { domainsSaid, intentTerms, namesSaid } from './synonyms.ts'
import { fold, terms } from './text.ts'

// Reading a question: what it asks and the query it is searched with, alone or in its conversation.

/** What a question asks, as its answer is chosen. */
export interface Reading {
  /** Its intents (a price, our contact details, our hours…). */
  found: Intents
  /** The kind of answer it asks by its own words. */
  own: QuestionType
  /** The kind of answer it asks, its conversation read (a contact question about an office asks "reach"). */
  type: QuestionType
  /** The previous question, for a follow-up. */
  previous?: string
  /** Its words saying what it asks, with the previous question's when it asks what that one did. */
  asking: string
  /** A follow-up naming a subject of its own, which replaces the previous one. */
  replaces: boolean
  /** It asks a price (price words that name no thing a page writes of). */
  priceAsked: boolean
  /** It asks how to reach someone (contact words not naming a time, nor a thing a page writes of). */
  contactAsked: boolean
  /** The query it is searched with. */
  query: Query
}

/**
 * A question read alone or, for a follow-up, with its conversation's topic: the previous question's words
 * weigh less than its own, the page the previous answer quoted is the likely place, and a question that
 * asks nothing in particular ("et à Lyon ?") asks what the previous one did.
 */
export function readQuestion(kb: KnowledgeBase, message: string, lang: Lang, topic?: Topic): Reading {
  const found = intents(message, lang)
  const retriever = kb.retriever(lang)
  // "How much" and "how to reach you" words are answered by the intent, not searched.
  // Contact words about something in particular ("Lyon office e-mail") ask its e-mail or phone number.
  const previous = topic?.questions[topic.questions.length - 1]
  const own = questionType(message)
  // A follow-up asking nothing in particular ("et à Lyon ?", "et pour une candidature ?") asks what the
  // previous question did. One that refers back to it ("and its trade register number?") or names what it
  // asks ("¿y qué cargo tiene?" after "who wrote…?", "and the phone number?" after "where's your head
  // office?") asks something new of the same subject.
  const inherits =
    own === 'other' &&
    previous !== undefined &&
    !refersBack(message, lang) &&
    !asksNoun(message) &&
    !(found.contact && !found.hours && namesWayToReach(message))
  const asked = inherits ? questionType(previous) : own
  const asking = inherits ? `${message} ${previous}` : message
  const particular = (all: readonly string[]) => all.some((t) => !intentTerms(all, lang).has(t))
  // A word standing for the previous subject ("its", "they") keeps it; a new subject of its own replaces it.
  const replaces = !refersBack(message, lang) && namesSubject(kb, message, lang)
  const topicWeight = topic && replaces ? TOPIC_BESIDE_SUBJECT : TOPIC_ALONE
  // After "who…?", a follow-up ("his role?", "¿y qué cargo tiene?", "وكم سنة خبرتها؟") is about the person
  // the answer named.
  const people = previous && questionType(previous) === 'person' ? (topic?.people ?? []) : []
  // The earlier questions read as the ones they mean, as they were answered ("what do you hand over at the
  // end?": the deliverables).
  const earlier = topic ? topic.questions.map((q) => rephrased(q, lang)) : []
  const about = [...earlier, ...people]
  // A word standing for the person named ("her role at the company?" after "who is the publication
  // director?") asks about that person wherever the site speaks of them: how the question found them weighs
  // less.
  const personBack = people.length > 0 && namesPersonBack(message, lang)
  // A follow-up naming another place ("وإيميل مكتب تولوز؟" after Nantes's e-mail) or another area of
  // expertise ("and for robotics?" after IoT security) is no longer about the previous one: its name leaves
  // the topic.
  const ownTerms = retriever.analyse(message).terms
  const aboutTerms = topic ? retriever.analyse(about.join(' ')).terms : []
  type Said = (terms: readonly string[], lang: Lang) => Set<string>
  const leaving = (said: Said) => {
    const now = said(ownTerms, lang)
    return new Set(now.size > 0 ? [...said(aboutTerms, lang)].filter((t) => !now.has(t)) : [])
  }
  const former = leaving(namesSaid)
  const formerDomains = leaving(domainsSaid)
  const left = (t: string, said: Said, gone: Set<string>) => {
    const says = said([t], lang)
    return says.size > 0 && [...says].every((n) => gone.has(n))
  }
  const withoutFormer =
    (drop?: (all: readonly string[]) => ReadonlySet<string>) => (all: readonly string[]) =>
      new Set([
        ...(drop?.(all) ?? []),
        ...all.filter((t) => left(t, namesSaid, former) || left(t, domainsSaid, formerDomains)),
      ])
  const withTopic = (query: Query, drop?: (all: readonly string[]) => ReadonlySet<string>) => {
    if (!topic) return query
    const read = (words: readonly string[]) => retriever.analyse(words.join(' '), withoutFormer(drop))
    if (!personBack) return retriever.withTopic(query, read(about), topic.pages, topicWeight)
    const person = retriever.withTopic(query, read(people), topic.pages, PERSON_STOOD_FOR)
    return retriever.withTopic(person, read(earlier), topic.pages, EARLIER_BESIDE_PERSON)
  }
  const alone = retriever.analyse(message)
  const named = particular(withTopic(alone).terms)
  // "ما هو رقم هاتف…" reads as a list ("what is") and asks a phone number.
  // Reaching us named as when something happens ("la primera reunión tras contactarles") asks no details.
  // Price and contact words a page writes beside the question's own ("a training budget?", "flexible working
  // hours?": the careers page's) name a thing, not a price or a way of reaching us asked; read on the best
  // page for the question's own words, those words kept (the search below leaves them out).
  const best = found.price || found.contact ? retriever.search(alone).pages[0] : undefined
  const priceAsked = found.price && !intentNamedBy(best, message, 'price', lang)
  const contactAsked =
    found.contact && !CONTACT_AS_TIME.test(fold(message)) && !intentNamedBy(best, message, 'contact', lang)
  const type = contactAsked && (asked === 'other' || asked === 'list') && named ? 'reach' : asked
  // Asking a figure, or an office's e-mail, contact words are the topic, not a request for our phone number.
  // A change or a measure asked ("how much can automation cut our QA costs?") makes price words its topic.
  const asksSize = asksMeasure(asking)
  // A price word in a question that asks no price is its subject ("what flaky test rate is too high?").
  const figureOrReach = type === 'quantity' || type === 'reach'
  // The contact form named ("contact form data retention") is a subject, not a way of reaching us asked.
  const contactTopic = figureOrReach || (!found.contact && CONTACT_FORM.test(fold(message)))
  const drop = (all: readonly string[]) =>
    intentTerms(all, lang, [
      ...(contactTopic ? (['contact'] as const) : []),
      ...((figureOrReach && asksSize) || !found.price ? (['price'] as const) : []),
    ])
  const analysed = withTopic(retriever.analyse(searched(message, lang), drop), drop)
  const read =
    type === 'person' || namesPerson(message, lang)
      ? withAgentNouns(analysed, (w) => retriever.knows(w), lang)
      : analysed
  const query = (type === 'quantity' || type === 'other') && !topic ? withHeadcount(read, asking, lang) : read
  // A follow-up naming no new subject asks about what the previous answer quoted.
  if (topic && !replaces && kb.ideas.samePassage) query.previous = topic.answer
  if (topic) query.kindAsked = new Set(terms(kindAsked(message), lang))
  query.kindNamed = new Set(terms(kindNamed(message).join(' '), lang))
  const kinds = kindPhrase(message, lang)
  query.kindHead = new Set(terms(kinds.map((k) => k.head).join(' '), lang))
  query.kindNarrowing = new Set(terms(kinds.flatMap((k) => k.modifiers).join(' '), lang))
  // A follow-up naming a subject of its own ("and page load times?" after "what uptime?") measures that.
  const names = measureWords(replaces ? message : asking).map((w) => terms(w, lang))
  const measured = names.flat()
  query.measure = new Set([...measured, ...measured.flatMap((t) => query.related.get(t) ?? [])])
  query.measureNames = names.filter((name) => name.length > 1)
  // A change of a duration ("gain sur la durée de recette") is a share, not a duration.
  const durations = asksChange(asking) ? [] : durationWords(asking)
  query.duration = durations.length > 0 ? new Set(terms(durations.join(' '), lang)) : undefined
  query.when = !query.duration && asksWhen(asking)
  query.since = query.when && asksSince(asking)
  query.change = asksChange(asking)
  query.reply = asksReply(asking)
  query.version = asksVersion(message)
  query.frequency = asksFrequency(asking)
  query.standard = asksStandard(message)
  query.proximity = kb.ideas.proximity
  query.secondPassage = kb.ideas.secondPassage
  query.otherPage = kb.ideas.otherPage
  query.ownWords = kb.ideas.ownWords
  query.counted = new Set(terms(countedWords(asking).join(' '), lang))
  // "How many people", "combien de personnes", "cuántas tiendas", "كم شخص" count things; "combien
  // d'expérience" asks a measure (in years).
  // "بكم تتحسن…؟" (by how much does… improve?) asks the size of a change, not a count.
  query.countsThings =
    !query.change &&
    (/\b(how many|cuant[oa]s)\b/.test(fold(asking)) ||
      countedWords(asking).some((w) => /[sx]$|[\u0600-\u06ff]/u.test(w)))
  query.reach = reachAsked(asking)
  query.aboutSite = asksAboutSite(message)
  query.aboutOwnData = asksAboutOwnData(message)
  query.aboutArticles = asksAboutArticles(asking)
  // Contact words asking an office's e-mail, with the words they bring ("telephone"), are no topic.
  const contactWords = type === 'reach' ? [...intentTerms(query.terms, lang)] : []
  const placeAsked = type === 'place' ? terms(placeAskedWords(asking).join(' '), lang) : []
  query.asking = new Set([
    ...(query.duration ?? []),
    ...placeAsked,
    ...placeAsked.flatMap((t) => query.related.get(t) ?? []).filter((t) => !query.terms.includes(t)),
    ...contactWords,
    ...contactWords.flatMap((t) => query.related.get(t) ?? []),
  ])
  // Words saying what kind of answer is wanted ("mail" in "contact Nantes mail") tie few passages to it.
  for (const t of query.asking) query.weights.set(t, ASKING_WEIGHT * (query.weights.get(t) ?? 0))
  // The word naming an identifier asked ("registration" in "company registration number for our supplier
  // form") is what the visitor wants; the context around it is not.
  if (type !== 'reach')
    for (const t of terms(identifierWords(asking).join(' '), lang))
      if (query.weights.has(t)) query.weights.set(t, IDENTIFIER_WEIGHT)
  return { found, own, type, previous, asking, replaces, priceAsked, contactAsked, query }
}

/**
 * Reaching us as the time something happens ("la primera reunión tras contactarles", "after I write to
 * you", "après vous avoir écrit") (folded): the question asks what happens then, not our details.
 */
const CONTACT_AS_TIME =
  /\b(despues de|tras|antes de|luego de|after|before|once|apres|avant de)\s+(?:\p{L}+\s+){0,2}(escrib\w*|contact\w*|llam\w*|writ\w*|call\w*|e-?mail\w*|ecri\w*|appel\w*|joindre)/u

/**
 * Weight of the name of the person a follow-up's "her" or "his" stands for: as its own words; the earlier
 * questions' words weigh less beside it.
 */
const PERSON_STOOD_FOR = 1
const EARLIER_BESIDE_PERSON = 0.3

/** Weight of the word naming an identifier asked, against the question's other words. */
const IDENTIFIER_WEIGHT = 2

/** Weight of a word saying what kind of answer is wanted, against its own. */
const ASKING_WEIGHT = 0.3
