import type { Lang } from '../../../shared/languages.ts'
import type { Query } from './query.ts'
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

/** Words before and after a run of names where the question's word it lists must stand. */
const BEFORE = 3
const AFTER = 2

/**
 * How many things a text lists by name right beside one of the question's words: what a list question
 * asks is the members of what it names ("infrastructure as code (Terraform, Pulumi)", "ERC-20 tokens and
 * ERC-721 or ERC-1155 NFTs", "sur AWS, Azure ou Google Cloud"), not names listed elsewhere in the text;
 * the words of the page's `title` do not count.
 */
export function namesBeside(text: string, query: Query, lang: Lang, title = ''): number {
  // The page's subject ("audit" on the audit page) is beside everything on it: not its words.
  const subject = new Set(terms(title, lang))
  const asked = (part: string) =>
    terms(part, lang).some((t) => query.weights.has(t) && !query.asking?.has(t) && !subject.has(t))
  let most = 0
  for (const run of text.matchAll(lang === 'ar' ? LATIN_LIST : NAME_LIST)) {
    const start = run.index ?? 0
    const end = start + run[0].length
    const names = run[0].split(new RegExp(JOIN, 'u')).filter((name) => !asked(name))
    if (names.length < 2) continue
    const before = text
      .slice(0, start)
      .split(/\s+/)
      .slice(-BEFORE - 1)
      .join(' ')
    const after = text
      .slice(end)
      .split(/\s+/)
      .slice(0, AFTER + 1)
      .join(' ')
    if (asked(before) || asked(after)) most = Math.max(most, names.length)
  }
  return most
}

/** A parenthesis and the two words before it ("Static analysis (Slither, Mythril)"). */
const BRACKETED = /(?:^|\s)((?:[^\s()]+\s+)?[^\s()]+)\s*\(([^()]+)\)/gu

/**
 * How many things a text names in brackets right after the kind of thing a question asks ("which static
 * analysers?": "Static analysis (Slither, Mythril)"; "which robot simulators?": "Simulation testing
 * (Gazebo, Isaac Sim, Webots)"): the members of that kind, the surest answer to a list question. `kind`
 * is the terms of the word naming it, which one of the two words before the bracket must be, not a
 * compound's part ("In-engine tests (…)" lists tests); none when a bracket lists fewer than two names.
 */
export function membersNamed(text: string, kind: ReadonlySet<string>, lang: Lang): number {
  if (kind.size === 0) return 0
  let most = 0
  for (const [, before = '', inside = ''] of text.matchAll(BRACKETED)) {
    const words = before.split(/\s+/).filter((w) => !w.includes('-'))
    if (!words.some((w) => terms(w, lang).some((t) => kind.has(t)))) continue
    const names = inside.match(lang === 'ar' ? LATIN_LIST : NAME_LIST)?.[0]
    if (names) most = Math.max(most, names.split(new RegExp(JOIN, 'u')).length)
  }
  return most
}
