import type { Lang } from '../../../shared/languages.ts'
import type { Query } from './search.ts'
import { terms } from './text.ts'

// Things a text names in a row ("AWS, Azure ou Google Cloud"): what a list question asks for.

/**
 * A name: a run of words with a capital or a digit ("Terraform", "Google Cloud", "SOC 2", "ISO 27001",
 * "iOS"); in Arabic text any run of Latin words ("Power BI").
 */
const NAME = String.raw`(?:[\p{Lu}\d][\p{L}\d+#.'-]*|\p{Ll}+\p{Lu}[\p{L}\d]*)(?: (?:[\p{Lu}\d][\p{L}\d+#.'-]*))*`
const LATIN_NAME = String.raw`[A-Za-z\d][\w+#.'-]*(?: [A-Za-z\d][\w+#.'-]*)*`
/** What joins the names of a list: a comma, a slash, "and", "or" in the site's languages. */
const JOIN = String.raw`(?:\s*[,،/]\s*|\s+(?:et|ou|and|or|y|o|e|u)\s+|\s+[وأ]\s*|\s+أو\s+)`
const NAME_LIST = new RegExp(`${NAME}(?:${JOIN}${NAME})+`, 'gu')
const LATIN_LIST = new RegExp(`${LATIN_NAME}(?:${JOIN}${LATIN_NAME})+`, 'gu')

/**
 * How many things a text lists by name that the question does not name: the longest run of names joined
 * by commas, "and" or "or" ("AWS, Azure ou Google Cloud", "(ISO 27001, SOC 2, HDS)"); none for a lone name.
 */
export function listedNames(text: string, query: Query, lang: Lang): number {
  const runs = text.match(lang === 'ar' ? LATIN_LIST : NAME_LIST) ?? []
  let most = 0
  for (const run of runs) {
    const names = run
      .split(new RegExp(JOIN, 'u'))
      .filter((name) => !terms(name, lang).some((t) => query.weights.has(t)))
    most = Math.max(most, names.length)
  }
  return most
}
