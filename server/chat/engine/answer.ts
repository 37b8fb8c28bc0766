import type { Turn } from '../../../shared/chatHistory.ts'
import { type Lang, SITE_LANGS } from '../../../shared/languages.ts'
import { type ChatContext, type PartialContext, resolveContext } from '../context.ts'
import type { KnowledgeBase } from '../knowledge/base.ts'
import type { Passage } from '../knowledge/types.ts'
import { isTestingPage, logicalPath } from '../paths.ts'
import { namesAgent } from './agentNouns.ts'
import { readsAsFollowUp } from './conversation.ts'
import { type Topic, topicOf } from './followUp.ts'
import { intents, withoutCourtesy } from './intents.ts'
import { PHRASES } from './phrases.ts'
import { priceAnswer } from './priceAnswer.ts'
import type { PageHit } from './query.ts'
import { asksMeasure, asksNumber, asksReply, asksTests, durationWords } from './question.ts'
import { withQuestionWords } from './questionWords.ts'
import { pickQuote, pickQuotes, type Quote } from './quote.ts'
import { readQuestion } from './reading.ts'
import { rephrased } from './rephrase.ts'
import { fromPage, gap, type LocalAnswer, NOT_RELATED } from './reply.ts'
import { closestTests, listQuote, testsListed } from './sectionQuotes.ts'
import { namesStepBefore, stepAsked, stepQuote, stepsCounted } from './sequence.ts'
import { withStatedHours } from './statedHours.ts'
import { statesReply } from './statements.ts'
import { intentTerms } from './synonyms.ts'
import { terms } from './text.ts'
import { related, scattered, trusted } from './trust.ts'
import { namesMissing, unheard } from './unstated.ts'

/** Languages a visitor may ask in: those the interface knows (the request schema's). */
export type ChatLanguage = Lang

/**
 * The language answers are written in: the request's when the site speaks it (`available`: the
 * knowledge base's languages, which are SITE_LANGS), otherwise English.
 */
export const answerLanguage = (language: ChatLanguage, available: readonly Lang[] = SITE_LANGS): Lang =>
  available.includes(language) ? language : 'en'

/**
 * The local answer engine: small talk, prices and contact questions get fixed answers built from the
 * company facts; anything else is answered from the best passages of the site, quoted and linked, or
 * routed to the contact page when retrieval is not confident.
 */
export function localAnswer(
  kb: KnowledgeBase,
  asked: string,
  language: ChatLanguage,
  given?: PartialContext,
  history: readonly Turn[] = [],
): LocalAnswer {
  const lang = answerLanguage(language, kb.languages)
  // "Comiben de temps ?" asks how long, as "combien de temps ?" does.
  // "Bonjour, et à Lyon ? Merci !" asks "et à Lyon ?".
  // "How long is the report?" asks its number of pages, "how long have you been around?" since when, and
  // Spanish "pasó" what happened (`rephrase.ts`).
  const message = rephrased(
    withoutCourtesy(
      withQuestionWords(asked, lang, (word) => kb.retriever(lang).knows(word)),
      lang,
    ),
    lang,
  )
  const ctx = resolveContext(given, lang)
  const say = PHRASES[lang]
  const found = intents(message, lang)
  if (found.greeting) return { response: say.greeting(ctx), sources: [], kind: 'greeting' }
  if (found.thanks) return { response: say.thanks(ctx), sources: [], kind: 'thanks' }
  const alone = answerFrom(kb, message, lang, ctx)
  const topic = followUpTopic(kb, message, lang, history, alone)
  return topic ? answerFrom(kb, message, lang, ctx, topic) : alone
}

/**
 * The conversation's topic when a question reads as a follow-up of it (undefined when it stands alone or
 * there is no conversation); `alone` is the question's answer without it, when already known.
 */
export function followUpTopic(
  kb: KnowledgeBase,
  message: string,
  lang: Lang,
  history: readonly Turn[],
  alone: LocalAnswer = answerFrom(kb, message, lang, resolveContext(undefined, lang)),
): Topic | undefined {
  const topic = kb.ideas.followUps ? topicOf(history, lang) : undefined
  return topic && readsAsFollowUp(kb, message, lang, alone, topic) ? topic : undefined
}

/**
 * The answer to a question, read alone or, for a follow-up, with its conversation's topic: the previous
 * question's words weigh less than its own, the page the previous answer quoted is the likely place, and
 * a question that asks nothing in particular ("et à Lyon ?") asks what the previous one did.
 */
function answerFrom(
  kb: KnowledgeBase,
  message: string,
  lang: Lang,
  ctx: ChatContext,
  topic?: Topic,
): LocalAnswer {
  const say = PHRASES[lang]
  const contactSource = { title: kb.title(ctx.links.contact, 'Contact'), url: ctx.links.contact }
  const { found, own, previous, asking, replaces, type, priceAsked, contactAsked, query } = readQuestion(
    kb,
    message,
    lang,
    topic,
  )
  const retriever = kb.retriever(lang)
  const { hits, pages } = retriever.search(query)
  // The best page retrieval is confident in, when it ranks close to the very best ("e-commerce website"
  // scattered over an offer page, "functional testing" together on a service page).
  const first = query.terms.length > 0 ? pages[0] : undefined
  // Less close when the best page holds the question's words scattered, none two together ("deadline to fix
  // a flaky test": "fix" and "test" over a service page, "flaky test … fixed" in one passage of an article).
  // Not when the best page is the one the previous answer quoted: a follow-up is about it.
  // For a follow-up, the page the previous answer quoted, as this question ranks it.
  const quotedBefore = topic && pages.find((p) => p.url === topic.pages[0])
  const firstQuotedBefore = first !== undefined && first === quotedBefore
  const floor =
    (first && scattered(first) && !firstQuotedBefore ? SCATTERED_CLOSE : CLOSE) * (first?.score ?? 0)
  const close = pages.slice(1, MAX_CONTENDERS).find((p) => p.score >= floor && trusted(p))
  const top = trusted(first) || !close ? first : close

  // A passage's weight for the quote: its own retrieval score, and its page's (relative to the best
  // page's): a job offer naming JMeter does not answer "do you use JMeter?" over the performance page.
  const passagesOf = (list: readonly PageHit[]) => {
    const pageScore = new Map(list.map((p) => [p.url, p.score]))
    return hits
      .filter((h) => pageScore.has(h.passage.url))
      .slice(0, MAX_CANDIDATES)
      .map((h) => ({
        passage: h.passage,
        score:
          h.score *
          (PAGE_FLOOR +
            (1 - PAGE_FLOOR) * Math.min(1, (pageScore.get(h.passage.url) ?? 0) / (top?.score || 1))),
      }))
  }
  // A subject the site never mentions, in any language ("parking", "internships"): said so, with what
  // the nearest page says, rather than a fact about something else.
  if (kb.ideas.unknownSubject && unheard(query).length > 0 && trusted(top))
    return gap(top, pickQuote(passagesOf([top]), query, lang), lang, ctx, contactSource)
  // "Savings on the cost of testing" asks a measure the site states, not a price; "a quote requested today:
  // how soon will I get a reply?" asks a reply time, and "I sent a quote request: how long do you keep my
  // data?" a retention period: a duration, not a price. "Who gave the quote about launches?" asks a person.
  const asksDuration = durationWords(message).length > 0
  if (priceAsked && !asksMeasure(message) && !asksDuration && own !== 'person')
    return priceAnswer(
      pages.slice(0, MAX_CONTENDERS),
      top,
      passagesOf,
      query,
      lang,
      ctx,
      contactSource,
      message,
    )
  // "How long do you keep my contact requests?" asks a figure, not how to reach the team. A way of
  // reaching us the site never names ("your WhatsApp number?") is said to be none it states, with ours.
  const untold = kb.ideas.unknownSubject && unheard(query).length > 0
  // "What are your support hours?" is answered with the hours the contact page states beside ours.
  const withHours = (answer: LocalAnswer) =>
    query.duration ? answer : withStatedHours(answer, asking, kb, ctx, lang)
  const reach: LocalAnswer = untold
    ? { response: `${say.gap} ${say.reach(ctx)}`, sources: [contactSource], kind: 'gap' }
    : withHours({ response: say.reach(ctx), sources: [contactSource], kind: 'reach' })
  // "When can I call?" (after any question) asks our hours, which the answer with our details gives.
  if (found.hours || (topic && intents(asking, lang).hours && !replaces)) return reach
  if (
    contactAsked &&
    type !== 'quantity' &&
    (!trusted(top) || (type !== 'reach' && top.url === ctx.links.contact))
  )
    return reach
  // A follow-up naming nothing new ("where are they located?") is about the page the previous answer quoted.
  const onTopic = topic !== undefined && !replaces && top !== undefined && topic.pages[0] === top.url
  // "How quickly will someone get back to me?": our reply time, which the contact page states, though no
  // page answers the visitor's other words.
  const replyTime = (page: PageHit | undefined) => {
    const quote = page && pickQuote(passagesOf([page]), query, lang, type)
    return page && quote?.fits && statesReply(quote.text) ? fromPage(page, quote, [], lang, ctx) : undefined
  }
  const asksReplyTime = type === 'quantity' && asksReply(asking)
  const untrustedReply =
    !trusted(top) && asksReplyTime ? replyTime(pages.find((p) => p.url === ctx.links.contact)) : undefined
  if (untrustedReply) return untrustedReply
  if (!trusted(top) && !onTopic)
    return { response: say.unknown(ctx), sources: [contactSource], kind: 'unknown' }
  const others = pages.slice(1).filter((p) => related(p, top) && !NOT_RELATED.test(logicalPath(p.url)))
  // The site names no client: say so, with what the page says of them, rather than quote something near.
  if (type === 'client') return gap(top, pickQuote(passagesOf([top]), query, lang), lang, ctx, contactSource)
  // The passage that answers best may be on a page ranked just below the best one ("5 jours pour un
  // audit complet" on the audit page, below the expertise page that names every service).
  const best = (p: PageHit) => p.hits[0]?.score ?? 0
  // "How soon do you reply?" asks a figure of the contact page (its reply time), when it states one.
  // Not when another page answers most of the question, three of its telling words together ("sous quel
  // délai devez-vous répondre à ma demande d'accès à mes données personnelles ?": the privacy policy's).
  const answeredElsewhere = top.url !== ctx.links.contact && top.coverage >= MOST && top.together >= 3
  const contactPage =
    asksReplyTime && !answeredElsewhere ? pages.find((p) => p.url === ctx.links.contact) : undefined
  const reply = contactPage && pickQuote(passagesOf([contactPage]), query, lang, type)
  // The reply time must answer the question's own words, not the contact words' synonyms (a phone number).
  const intentWords = intentTerms(query.terms, lang)
  const wanted = new Set([
    ...query.terms,
    ...[...query.related].filter(([term]) => !intentWords.has(term)).flatMap(([, words]) => words),
  ])
  const says = (quote: Quote) => terms(quote.text, lang).some((t) => wanted.has(t) && !intentWords.has(t))
  if (contactPage && reply?.fits && (says(reply) || statesReply(reply.text)))
    return fromPage(contactPage, reply, [], lang, ctx)
  // Pages whose best passage scores close to the best page's, or that score close to it as pages (a page
  // topped by an inflated summary hides the article below it that says "20 to 30% of the effort").
  const contenders = [
    top,
    ...pages
      .slice(1, MAX_CONTENDERS * 2)
      .filter((p) => (best(p) >= CONTENDER * best(top) || p.score >= CLOSE * top.score) && trusted(p)),
  ].slice(0, MAX_CONTENDERS)
  // "What is the first step?", "what comes after execution?": that step of a page's list of steps.
  const place = own === 'quantity' ? undefined : stepAsked(message, previous)
  // A follow-up ("step 5?" after the first step of the six-step process) asks a step of the process the
  // previous answer quoted, counted as the question before counted it.
  const step =
    place &&
    stepQuote(
      place,
      quotedBefore ? [quotedBefore, ...contenders.filter((p) => p !== quotedBefore)] : contenders,
      hits,
      retriever.passages,
      query,
      lang,
      stepsCounted(message, lang) ?? (topic ? stepsCounted(topic.questions.join(' '), lang) : undefined),
      topic && { answer: topic.answer, namesBefore: namesStepBefore(message) },
    )
  if (step) {
    const near = [top, ...others].filter((p) => p.url !== step.page.url).slice(0, 2)
    return fromPage(step.page, step.quote, near, lang, ctx)
  }
  const { chosen: picked, elsewhere } = pickQuotes(passagesOf(contenders), query, lang, type)
  const quoted = contenders.find((p) => p.url === picked?.passage.url) ?? top
  // "Which tests for…?", "what do you check…?" are answered by the list of the tests run that a page about
  // testing something gives: the quoted page's or a contender's, the one naming most of the question.
  const testLists =
    (type === 'list' || type === 'other') && asksTests(message)
      ? [quoted, ...contenders].flatMap((page) => {
          const list = isTestingPage(page.url) ? testsListed(retriever.passages, page.url, lang) : undefined
          return list ? [{ page, list }] : []
        })
      : []
  const closest = closestTests(testLists, new Set(query.terms), retriever.passages, lang)
  const tests = closest?.list
  const page = closest?.page ?? quoted
  const quote = tests ? listQuote(tests, lang) : picked
  const seeAlso = [top, ...others].filter((p) => p.url !== page.url).slice(0, 2)
  const otherPage = contenders.find((p) => p.url === elsewhere?.passage.url && p.url !== page.url)
  const also = otherPage && elsewhere ? { page: otherPage, quote: elsewhere } : undefined
  // "How many people work at the Lyon office?" answered by a figure of a page that never names Lyon is
  // about something else: the site does not say it.
  const namedElsewhere =
    type === 'quantity' && !topic && quote?.fits && namesMissing(kb, message, page.url, lang)
  if (namedElsewhere) return gap(page, quote, lang, ctx, contactSource)
  // A quote of the contact page, for a question asking our hours, is followed by the hours it states.
  const hoursToo = (answer: LocalAnswer) => (page.url === ctx.links.contact ? withHours(answer) : answer)
  if (quote?.fits) return hoursToo(fromPage(page, quote, seeAlso, lang, ctx, also))
  // A figure or an address asked for and given by no contender: a related page may state it; for a
  // follow-up asking how to reach what the previous answer named ("¿y a qué número llamo allí?" after the
  // nearshore centre), a page scoring less (its own page, the previous answer having quoted the offices').
  const fallbacks = pages.slice(1).filter(
    (p) =>
      // A person asked: any trusted page naming one as the doer of its verb ("Co-founder" on an article for
      // "who founded Qualixa?", the about pages naming no founder).
      (type === 'person' || (type === 'place' && topic)
        ? trusted(p)
        : related(p, top, type === 'reach' && topic ? STATING : undefined)) &&
      !NOT_RELATED.test(logicalPath(p.url)),
  )
  // Asked of what the previous answer quoted ("what's their phone number?" after the body to complain to),
  // its page first.
  if (type === 'reach' && quotedBefore && quotedBefore !== top && !fallbacks.includes(quotedBefore))
    fallbacks.unshift(quotedBefore)
  // A place on a page scoring far below: only one its quote ties to the previous question's subject (the
  // Tunis office's street for "what's the exact address over there?" after the nearshore centre).
  const namesTopic = (text: string) => {
    const subject = new Set(topic ? terms(topic.questions.join(' '), lang) : [])
    return terms(text, lang).some((t) => (query.rarity.get(t) ?? 0) >= SUBJECT && subject.has(t))
  }
  const named = (text: string) => (type === 'person' ? namesAgent(text, query, lang) : namesTopic(text))
  for (const other of fallbacks) {
    const found = pickQuote(passagesOf([other]), query, lang, type)
    // A person named on a page scoring far below: only by the doer of the question's verb ("Co-founder").
    const far = (type === 'person' || type === 'place') && !related(other, top)
    if (found?.fits && (!far || named(found.text))) return fromPage(other, found, [top], lang, ctx)
  }
  // An e-mail or phone number asked and given by no page: ours.
  if (type === 'reach') return reach
  // A measure named without "how many" ("taux d'erreur, vous le suivez ?") may ask whether, not how much.
  if (type === 'quantity' && !asksNumber(asking))
    return fromPage(page, pickQuote(passagesOf(contenders), query, lang) ?? quote, seeAlso, lang, ctx)
  if (type === 'quantity') {
    // What the site says nearest: of the measure asked when it names one ("Un salaire aligné sur le marché").
    const measure = query.measure
    const ofMeasure = (h: { passage: Passage }) =>
      h.passage.segments.some((s) => terms(s, lang).some((t) => measure?.has(t)))
    const said = measure?.size ? pickQuote(passagesOf(contenders).filter(ofMeasure), query, lang) : undefined
    const near = said ? (contenders.find((p) => p.url === said.passage.url) ?? page) : page
    return gap(near, said ?? quote, lang, ctx, contactSource)
  }
  return hoursToo(fromPage(page, quote, seeAlso, lang, ctx, also))
}

/** Rarity of a word of the previous question naming its subject ("nearshore", "Lyon"). */
const SUBJECT = 2.2
/** Passages weighed for the quote, at most (the best ones by retrieval score). */
const MAX_CANDIDATES = 60
/** Pages whose passages compete for the quote: the best one and those close to it, at most. */
const MAX_CONTENDERS = 3
/** Share of a passage's weight for the quote kept whatever its page's score. */
const PAGE_FLOOR = 0.3
/** Share of the best page's score a page ranked just below it needs to answer when the best is not trusted. */
const CLOSE = 0.7
/** The same share when the best page holds none of the question's distinctive words together. */
const SCATTERED_CLOSE = 0.4
/**
 * Share of the best page's best passage score another page's best passage needs for that page to compete
 * for the quote (0.6 until the twenty-seventh session; 0.5 lost a held-out question).
 */
const CONTENDER = 0.55
/**
 * Share of a question's words (rarity-weighed) a page answering most of it holds: a visitor's own words
 * for the rest ("تردون", "how quickly") are seldom the page's.
 */
const MOST = 0.7
/**
 * Share of the best page's score a page needs to give a follow-up the phone or e-mail no contender gives
 * (0.4 left the nearshore page, 37 % of the offices page's, unread for "got a phone number for that office?").
 */
const STATING = 0.35
