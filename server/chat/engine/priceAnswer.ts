import type { Lang } from '../../../shared/languages.ts'
import type { ChatContext } from '../context.ts'
import type { Passage } from '../knowledge/types.ts'
import { logicalPath } from '../paths.ts'
import { besideEachOther, NOT_A_SERVICE } from './namedIntent.ts'
import { link, PHRASES } from './phrases.ts'
import type { PageHit, Query } from './query.ts'
import { pickQuote } from './quote.ts'
import { fromPage, type LocalAnswer, type Source } from './reply.ts'
import { lineQuote } from './sectionQuotes.ts'
import { statesPrice } from './statements.ts'
import { termsOf } from './synonyms.ts'
import { terms } from './text.ts'
import { specific, trusted } from './trust.ts'

/**
 * The answer to a price question: there is no public price list, so the contact facts and the contact page
 * (with the service page in question when there is one); but the price of something that is no service
 * ("does it cost anything to join your Slack?") is what its page says of it ("Free, with an instant
 * invitation."), when it says it.
 */
export function priceAnswer(
  contenders: readonly PageHit[],
  top: PageHit | undefined,
  passagesOf: (pages: readonly PageHit[]) => Array<{ passage: Passage; score: number }>,
  query: Query,
  lang: Lang,
  ctx: ChatContext,
  contactSource: Source,
  message: string,
): LocalAnswer {
  const say = PHRASES[lang]
  // Of the best pages that are no service, the first stating a price of what the question names ("join
  // your Slack": "Rejoignez notre espace Slack", "Gratuit…"; not a consultant's daily rate).
  const priceTerms = termsOf('price', query.terms, lang)
  const named = (passage: Passage) => {
    const said = new Set(terms([passage.heading, ...passage.keywords, ...passage.segments].join(' '), lang))
    return query.terms.some(
      (t) => !priceTerms.has(t) && [t, ...(query.related.get(t) ?? [])].some((w) => said.has(w)),
    )
  }
  const priced = (p: PageHit) =>
    passagesOf([p]).filter((c) => c.passage.segments.some(statesPrice) && named(c.passage))
  const other = contenders.find(
    (p) => trusted(p) && specific(p) && NOT_A_SERVICE.test(logicalPath(p.url)) && priced(p).length > 0,
  )
  const stating = other ? priced(other) : []
  const stated = stating.length > 0 ? pickQuote(stating, query, lang) : undefined
  if (other && stated && statesPrice(stated.text)) return fromPage(other, stated, [], lang, ctx)
  // A price stated in a line too short to quote as a sentence ("Gratuit, avec invitation instantanée.").
  const line = stating[0]?.passage
  const said = line?.segments.find(statesPrice)
  if (other && line && said) return fromPage(other, lineQuote(line, said, lang), [], lang, ctx)
  const service = trusted(top) && specific(top) && !NOT_A_SERVICE.test(logicalPath(top.url)) ? top : undefined
  const extra = service ? ` ${say.priceTopic(link(service.title, service.url))}` : ''
  // How we work on price, as a page says it beside the question's own words ("¿trabajan a precio
  // cerrado?": "proyectos a precio cerrado o mediante un centro de servicios"), follows the answer.
  const priceWords = termsOf('price', terms(message, lang), lang)
  const best = top?.hits[0]
  const saysHow = best !== undefined && besideEachOther(best.passage.segments, priceWords, best.terms, lang)
  const how = saysHow && top ? pickQuote(passagesOf([top]), query, lang) : undefined
  const told = how && top ? say.alsoQuote(link(top.title, top.url), how.text) : ''
  const sources = [
    contactSource,
    ...(service ? [{ title: service.title, url: service.url }] : []),
    ...(told && top && top !== service ? [{ title: top.title, url: top.url }] : []),
  ]
  return { response: say.price(ctx) + extra + told, sources, kind: 'price' }
}
