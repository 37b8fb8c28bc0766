import type { Lang } from '../../../shared/languages.ts'
import type { ChatContext } from '../context.ts'
import { logicalPath } from '../paths.ts'
import { list } from '../punctuation.ts'
import { link, PHRASES } from './phrases.ts'
import type { PageHit } from './query.ts'
import type { Quote } from './quote.ts'

// How the engine's answers are written: a quote from a page with its links and call to action, or the
// honest gap; and the shapes answers take.

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

/** What kind of answer the local engine gave: tests and logs read it, visitors do not get it. */
export type AnswerKind = 'greeting' | 'thanks' | 'price' | 'reach' | 'unknown' | 'gap' | 'fact' | 'quote'

/** The local engine's answer, with its kind. */
export interface LocalAnswer extends ChatAnswer {
  kind: AnswerKind
}

/** Pages after which no call to action is added: the visitor is not buying (on paths without language). */
const NO_CTA =
  /\/(careers|community|contact|privacy-policy|terms-of-service|cookie-policy|legal-notice|accessibility)$/
/** Pages never offered as "see also": legal texts, the home page and the contact page (the call to action). */
export const NOT_RELATED =
  /\/(privacy-policy|terms-of-service|cookie-policy|legal-notice|accessibility|contact)$|^\/$/

/** The site does not state what was asked: said so, with what the best page says nearest to it. */
export function gap(
  top: PageHit,
  quote: Quote | undefined,
  lang: Lang,
  ctx: ChatContext,
  contact: Source,
): LocalAnswer {
  const say = PHRASES[lang]
  const nearest = quote ? say.nearest(link(top.title, top.url), quote.text) : ''
  return {
    response: `${say.gap}${nearest}${say.askUs(ctx)}`,
    sources: [contact, { title: top.title, url: top.url }],
    kind: 'gap',
  }
}

/**
 * The answer quoting a page (and, when another page answers nearly as well, that page too: `elsewhere`),
 * naming related ones, and closing with a call to action.
 */
export function fromPage(
  top: PageHit,
  quote: Quote | undefined,
  others: PageHit[],
  lang: Lang,
  ctx: ChatContext,
  elsewhere?: { page: PageHit; quote: Quote },
): LocalAnswer {
  const say = PHRASES[lang]
  const page = link(top.title, top.url)
  const opening =
    top.hits.find((h) => h.passage.kind === 'summary')?.passage.segments[0] ??
    top.hits[0]?.passage.segments[0] ??
    ''
  let response = quote ? say.quote(page, quote.text) : say.summary(page, opening)
  // The section's items follow its quote, unless the quote already gives every one of them.
  const items = quote?.passage.items ?? []
  if (items.length > 0 && !items.every((item) => quote?.text.includes(item)))
    response += say.items(list(items, lang))
  if (elsewhere)
    response += say.alsoQuote(link(elsewhere.page.title, elsewhere.page.url), elsewhere.quote.text)
  const seeAlso = others.filter((p) => p.url !== elsewhere?.page.url)
  if (seeAlso.length > 0)
    response += say.seeAlso(
      list(
        seeAlso.map((p) => link(p.title, p.url)),
        lang,
      ),
    )
  if (!NO_CTA.test(logicalPath(top.url))) response += say.cta(ctx)
  const kind = quote?.passage.fact ? 'fact' : 'quote'
  const sources = [top, ...(elsewhere ? [elsewhere.page] : []), ...seeAlso]
  return { response, sources: sources.map((p) => ({ title: p.title, url: p.url })), kind }
}
