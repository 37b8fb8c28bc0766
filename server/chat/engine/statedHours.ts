import type { Lang } from '../../../shared/languages.ts'
import type { ChatContext } from '../context.ts'
import type { KnowledgeBase } from '../knowledge/base.ts'
import type { Passage } from '../knowledge/types.ts'
import { link, PHRASES } from './phrases.ts'
import type { LocalAnswer } from './reply.ts'
import { fold } from './text.ts'

// Our hours as the contact page states them. The answer with our details gives the chat's contact hours
// (the request's context); the contact page states its support hours too, and a visitor asking "what are
// your support hours?" is answered with both, each as the site writes it.

/** Words asking our hours ("horaires", "what hours", "horario", "ساعات العمل") or days ("on Saturdays?"), folded. */
const ASKS_HOURS =
  /\b(horaires?|heures|hours|opening times|what time|horarios?|(a|en) que hora|saturdays?|sundays?|weekends?|samedis?|dimanches?|week-ends?|sabados?|domingos?|fines? de semana)\b|(^|[^\p{L}])[وف]?(ال)?(ساعات|مواعيد|اوقات|دوام|سبت|احد|ويكند)($|[^\p{L}])/u

/** A range of times of day as the site writes them: "9AM-6PM", "9h-18h", "9:00-18:00", "9:00 إلى 18:00". */
const CLOCK_RANGE =
  /\d{1,2}(:\d\d)?\s?[AP]M\s?[-–]\s?\d{1,2}(:\d\d)?\s?[AP]M|\d{1,2}h\d{0,2}\s?[-–]\s?\d{1,2}h|\d{1,2}:\d\d\s?([-–]|\p{L}+)\s?\d{1,2}:\d\d/u

const asksHours = (message: string) => ASKS_HOURS.test(fold(message))

/** The passages of a page stating a range of hours, each once (a figure, not the section repeating it). */
function hoursStated(kb: KnowledgeBase, url: string, lang: Lang): Passage[] {
  const stated = kb
    .retriever(lang)
    .passages.filter((p) => p.url === url && p.kind !== 'summary' && CLOCK_RANGE.test(p.segments.join(' ')))
  const figures = stated.filter((p) => p.kind === 'figure')
  return figures.length > 0 ? figures : stated.slice(0, 1)
}

/**
 * An answer to a question asking our hours (not how many hours), followed by the hours the contact page
 * states, unless it already quotes them.
 */
export function withStatedHours(
  answer: LocalAnswer,
  asked: string,
  kb: KnowledgeBase,
  ctx: ChatContext,
  lang: Lang,
): LocalAnswer {
  if (!asksHours(asked)) return answer
  const text = hoursStated(kb, ctx.links.contact, lang)
    .map((p) => p.segments.join(' '))
    .filter((t) => !answer.response.includes(t))
    .join(' ')
  if (!text) return answer
  const page = link(kb.title(ctx.links.contact, ctx.links.contact), ctx.links.contact)
  return { ...answer, response: `${answer.response}${PHRASES[lang].alsoQuote(page, text)}` }
}
