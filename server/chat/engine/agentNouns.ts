import type { Lang } from '../../../shared/languages.ts'
import type { Query } from './query.ts'
import { terms } from './text.ts'

// The doer of what a question asks who did ("who founded Qualixa?": its "Co-founder"), in English.

/** Weight of the agent noun of a question's verb, beside the verb. */
const AGENT_WEIGHT = 0.9

/**
 * "Who founded Qualixa?" is answered by its "Co-founder": the agent noun of a verb a question asking who
 * names ("found": "founder"), when the site writes it and the stemmer keeps the two apart (en).
 */
/**
 * Whether a text names the doer the question names ("who are the founders?") or the doer of its verb
 * ("Co-founder" for "who founded…?") (en).
 */
export const namesAgent = (text: string, query: Query, lang: Lang): boolean => {
  const agents = new Set(query.terms.flatMap((t) => (t.endsWith('er') ? [t, `${t}er`] : [`${t}er`])))
  return lang === 'en' && terms(text, lang).some((t) => agents.has(t))
}

/**
 * A person named by a word of no trade ("a blockchain testing specialist", "someone who can test our
 * pipelines"): the doer of the question's verb is asked, as "who…?" asks it ("Blockchain Tester") (en).
 */
const PERSON_NOUN = /\b(?:specialists?|experts?|someone|somebody|anyone|anybody|consultants?|profiles?)\b/iu
export const namesPerson = (message: string, lang: Lang) => lang === 'en' && PERSON_NOUN.test(message)

export function withAgentNouns(query: Query, knows: (word: string) => boolean, lang: Lang): Query {
  if (lang !== 'en') return query
  const agents = query.terms.flatMap((t) => {
    const agent = `${t}er`
    return knows(agent) && terms(agent, lang)[0] === agent && !query.weights.has(agent) ? [[t, agent]] : []
  })
  if (agents.length === 0) return query
  const weights = new Map(query.weights)
  const related = new Map(query.related)
  const rarity = new Map(query.rarity)
  for (const [verb = '', agent = ''] of agents) {
    weights.set(agent, AGENT_WEIGHT)
    related.set(verb, [...(related.get(verb) ?? []), agent])
    rarity.set(agent, query.rarity.get(verb) ?? 1)
  }
  return { ...query, weights, related, rarity }
}
