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
  return baseForms.get(term) ?? term
}
