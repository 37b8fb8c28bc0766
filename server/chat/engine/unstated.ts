import type { Lang } from '../../../shared/languages.ts'
import type { KnowledgeBase } from '../knowledge/base.ts'
import { namesIn } from './mentions.ts'
import { termsOfPage } from './pageTerms.ts'
import type { Query } from './query.ts'
import { terms } from './text.ts'

// What a question names that the site does not state: the answer says so (the gap answer) rather than
// quote something near.

/** Whether a question names (as a name: "Lyon", "Toulouse") something the site knows and a page never writes. */
export function namesMissing(kb: KnowledgeBase, message: string, url: string, lang: Lang): boolean {
  const retriever = kb.retriever(lang)
  const named = terms(
    namesIn(message, lang)
      .filter((w) => retriever.knows(w))
      .join(' '),
    lang,
  )
  const onPage = termsOfPage(kb, url, lang)
  return named.length > 0 && named.some((t) => !onPage.has(t))
}

/**
 * The words of a question naming something the site never mentions (figures aside: "2025", "3D"), and
 * the numbered names it never writes ("ISO 9001").
 */
export const unheard = (query: Query) => [
  ...[...query.unknown].filter(
    (t) =>
      !/\d/.test(t) && !query.asking?.has(t) && t.length >= (ARABIC.test(t) ? MIN_UNHEARD_AR : MIN_UNHEARD),
  ),
  ...query.unstated,
]
/**
 * Unknown stems shorter than this are more often a slip or an abbreviation than a subject: three letters
 * are enough in Latin script ("bec", of "becas"); an Arabic stem, often a root's three letters, needs four.
 */
const MIN_UNHEARD = 3
const MIN_UNHEARD_AR = 4
const ARABIC = /[\u0600-\u06ff]/u
