import type { Lang } from '../../../shared/languages.ts'
import { isContactPage, logicalPath } from '../paths.ts'
import type { PageHit } from './query.ts'
import { statesReach } from './statements.ts'
import { termsOf } from './synonyms.ts'
import { terms } from './text.ts'
import { trusted } from './trust.ts'

/** Pages that are not a service a price question could be about. */
export const NOT_A_SERVICE =
  /\/(careers|community|contact|blog|privacy-policy|terms-of-service|cookie-policy|legal-notice|accessibility)$|^\/$|\/blog\//

/** Words apart, at most, for two words to be said together ("precio cerrado", "fixed-price projects"). */
const BESIDE = 2

/** Whether a text says one of `said` words beside one of the question's own words (`own`, the others). */
export function besideEachOther(
  segments: readonly string[],
  said: ReadonlySet<string>,
  own: ReadonlySet<string>,
  lang: Lang,
): boolean {
  return segments.some((segment) => {
    const read = segment.split(/\s+/).map((w) => terms(w, lang))
    const where = (kept: (term: string) => boolean) =>
      read.flatMap((found, i) => (found.some(kept) ? [i] : []))
    const saying = where((t) => said.has(t))
    const asked = where((t) => own.has(t) && !said.has(t))
    return asked.some((i) => saying.some((j) => Math.abs(i - j) <= BESIDE))
  })
}

/**
 * Whether the words a question asks a price or our contact details with are a thing a page names, as the
 * page writes them beside the question's own words in its best passage (`top`, the best page searched with
 * those words, which the question's own search leaves out). "A training budget for employees?" is the
 * careers page's "A yearly training budget", "flexible working hours?" its "flexible hours": the question
 * asks about that thing. Not on a page that sells (a service's price is asked), nor in a passage giving a
 * phone number or an e-mail (an office's).
 */
export function intentNamedBy(
  top: PageHit | undefined,
  message: string,
  intent: 'price' | 'contact',
  lang: Lang,
): boolean {
  const best = top?.hits[0]
  if (!top || !best || !trusted(top) || !NOT_A_SERVICE.test(logicalPath(top.url))) return false
  if (intent === 'contact' && (isContactPage(top.url) || best.passage.segments.some((s) => statesReach(s))))
    return false
  return besideEachOther(best.passage.segments, termsOf(intent, terms(message, lang), lang), best.terms, lang)
}
