import type { Lang } from '../../../shared/languages.ts'
import { STEMMERS } from '../../../shared/search/stemmers.ts'

/**
 * English irregular verbs' past forms, with their base form: "do you sell my data?" meets "never sold",
 * "who wrote it?" meets "written by". Stemmed at start, as the analysis reads them.
 */
const IRREGULAR = `sold:sell bought:buy kept:keep sent:send paid:pay wrote:write written:write took:take
  taken:take gave:give given:give got:get gotten:get held:hold made:make built:build spent:spend
  lost:lose told:tell began:begin begun:begin chose:choose chosen:choose knew:know known:know saw:see seen:see
  went:go gone:go brought:bring thought:think met:meet led:lead left:leave meant:mean ran:run
  grew:grow grown:grow drove:drive driven:drive`
let baseForms: Map<string, string> | undefined
export const asBaseForm = (term: string) => {
  baseForms ??= new Map(
    IRREGULAR.split(/\s+/).map((pair) => {
      const [past = '', base = ''] = pair.split(':')
      const stem = STEMMERS.en
      return [stem(past), stem(base)] as const
    }),
  )
  return baseForms.get(term) ?? term.replace(SIS_NOUN, '')
}

/**
 * The stem of a noun in -sis keeps its i ("analysis" → "analysi") where its other forms do not ("analyses",
 * "analyse", "analysers" → "analys"): dropped, they meet ("which static analysers?": "Static analysis").
 */
const SIS_NOUN = /(?<=[aeoy]s)i$/

/**
 * An English manner adverb ("officially", "legally", "remotely"): it qualifies what is asked, and a page
 * answering without it still answers ("when was Qualixa officially incorporated?": "Incorporated on: 1
 * December 2023"); one it does hold still counts. Not a frequency ("weekly", "daily") or a noun or verb
 * ending so ("assembly", "reply"), which are what is asked.
 */
export const isHedge = (word: string, lang: Lang) =>
  lang === 'en' && ADVERB.test(word) && !NOT_HEDGES.test(word)
const ADVERB = /^[a-z]{4,}ly$/
const NOT_HEDGES =
  /^(?:week|dai|month|year|quarter|hour|night|time)ly$|^(?:family|assembly|anomaly|apply|supply|reply|italy|july)$/

/**
 * The place an English adjective of place names ("Tunisian" → Tunisia, "Canadian" → Canada, "European" →
 * Europe), as the words it could be written from: the caller keeps the one the site writes. A name is
 * never corrected as a slip, so without this a "Tunisian team" meets no page saying "Tunisia".
 */
export const placesOf = (word: string, lang: Lang): string[] => {
  if (lang !== 'en' || !DEMONYM.test(word)) return []
  const stem = word.replace(/s$/, '')
  return [stem.slice(0, -1), `${stem.slice(0, -3)}a`, stem.slice(0, -2)]
}
const DEMONYM = /^[a-z]{4,}(?:ian|ean|an)s?$/
