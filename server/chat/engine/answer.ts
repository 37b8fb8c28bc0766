import { type Lang, SITE_LANGS } from '../../../shared/languages.ts'
import { type ChatContext, type PartialContext, resolveContext } from '../context.ts'
import type { KnowledgeBase } from '../knowledge/base.ts'
import { logicalPath } from '../paths.ts'
import { intents } from './intents.ts'
import { link, list, PHRASES } from './phrases.ts'
import { pickQuote } from './quote.ts'
import type { PageHit, Query, Retriever } from './search.ts'
import { intentTerms } from './synonyms.ts'
import { related, specific, trusted } from './trust.ts'

/** Languages a visitor may ask in: those the interface knows (the request schema's). */
export type ChatLanguage = Lang

/** A page an answer relies on. */
export interface Source {
  title: string
  url: string
}

/** What the chat function returns. */
export interface ChatAnswer {
  response: string
  sources: Source[]
}

/** Pages after which no call to action is added: the visitor is not buying (on paths without language). */
const NO_CTA = /\/(careers|community|contact|privacy-policy|terms-of-service|cookie-policy|legal-notice)$/
/** Pages never offered as "see also": legal texts, the home page and the contact page (the call to action). */
const NOT_RELATED = /\/(privacy-policy|terms-of-service|cookie-policy|legal-notice|contact)$|^\/$/
/** Pages that are not a service a price question could be about. */
const NOT_A_SERVICE =
  /\/(careers|community|contact|blog|privacy-policy|terms-of-service|cookie-policy|legal-notice)$|^\/$|\/blog\//

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
  message: string,
  language: ChatLanguage,
  given?: PartialContext,
): ChatAnswer {
  const lang = answerLanguage(language, kb.languages)
  const ctx = resolveContext(given, lang)
  const say = PHRASES[lang]
  const contactSource = { title: kb.title(ctx.links.contact, 'Contact'), url: ctx.links.contact }
  const found = intents(message, lang)
  if (found.greeting) return { response: say.greeting(ctx), sources: [] }
  if (found.thanks) return { response: say.thanks(ctx), sources: [] }

  const retriever = kb.retriever(lang)
  // "How much" and "how to reach you" words are answered by the intent, not searched.
  const query = retriever.analyse(message, (all) => intentTerms(all, lang))
  const { pages } = retriever.search(query)
  const top = query.terms.length > 0 ? pages[0] : undefined

  if (found.price) {
    const topic = trusted(top) && specific(top) && !NOT_A_SERVICE.test(logicalPath(top.url)) ? top : undefined
    const extra = topic ? ` ${say.priceTopic(link(topic.title, topic.url))}` : ''
    const sources = [contactSource, ...(topic ? [{ title: topic.title, url: topic.url }] : [])]
    return { response: say.price(ctx) + extra, sources }
  }
  if (found.contact && (!trusted(top) || top.url === ctx.links.contact)) {
    return { response: say.reach(ctx), sources: [contactSource] }
  }
  if (!trusted(top)) return { response: say.unknown(ctx), sources: [contactSource] }
  const others = pages.slice(1).filter((p) => related(p, top) && !NOT_RELATED.test(logicalPath(p.url)))
  return fromPages(top, others.slice(0, 2), retriever, query, ctx)
}

/** The answer quoting the best page, naming related ones, and closing with a call to action. */
function fromPages(
  top: PageHit,
  others: PageHit[],
  retriever: Retriever,
  query: Query,
  ctx: ChatContext,
): ChatAnswer {
  const lang = retriever.lang
  const say = PHRASES[lang]
  const quote = pickQuote(
    top.hits.map((h) => h.passage),
    query,
    lang,
  )
  const page = link(top.title, top.url)
  const opening = retriever.passages.find((p) => p.url === top.url)?.segments[0] ?? ''
  let response = quote ? say.quote(page, quote.text) : say.summary(page, opening)
  const items = quote?.passage.items ?? []
  if (items.length > 0) response += say.items(list(items, lang))
  if (others.length > 0)
    response += say.seeAlso(
      list(
        others.map((p) => link(p.title, p.url)),
        lang,
      ),
    )
  if (!NO_CTA.test(logicalPath(top.url))) response += say.cta(ctx)
  return { response, sources: [top, ...others].map((p) => ({ title: p.title, url: p.url })) }
}
