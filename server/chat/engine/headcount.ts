import homeAr from '../../../locales/ar/home.json' with { type: 'json' }
import homeEn from '../../../locales/en/home.json' with { type: 'json' }
import homeEs from '../../../locales/es/home.json' with { type: 'json' }
import homeFr from '../../../locales/fr/home.json' with { type: 'json' }
import type { Lang } from '../../../shared/languages.ts'
import { AGENT, PEOPLE } from './quantity.ts'
import type { Query } from './query.ts'
import { countedWords } from './question.ts'
import { namesSaid } from './synonyms.ts'
import { fold, terms } from './text.ts'

// "How many people do you have?", "how many testers do you employ?": asked of the company, with no place
// or subject of its own, a count of people asks its head count, which the site states in its own word for
// its people ("50+ QA specialists", the home page's figure).

/** The home page's label of the company's head count, per language (locales/<lang>/home.json). */
const LABEL: Partial<Record<Lang, string>> = {
  fr: homeFr.figures.specialists,
  en: homeEn.figures.specialists,
  es: homeEs.figures.specialists,
  ar: homeAr.figures.specialists,
}

/** Words that are themselves a count of a company's people ("headcount?", "effectif ?", "plantilla"). */
const HEADCOUNT_WORDS = 'headcount|workforce|effectifs?|plantilla'
/** Words for the people of a company that no stemmer relates to its trades, folded. */
const STAFF = new RegExp(
  `^(staff|employees|employes|salaries|empleados|personal|${HEADCOUNT_WORDS}|موظف\\p{L}*|الموظف\\p{L}*)$`,
  'u',
)

/**
 * Words a question counting the company's people says around its count ("work for you", "in total",
 * "roughly", "your team"): any other names a subject of its own ("in Tunis", "review the code").
 */
const AROUND: Record<Lang, string> = {
  fr: 'travaill travaillent bosser bossent emploi employez comptez total environ actuellement aujourd equipe entreprise societe boite taille qa qualixa',
  en: 'work works working employ employed total altogether roughly approximately about currently today team company firm size big qa qualixa guys staff',
  es: 'trabaj trabajan emplean emplea total aproximadamente actualmente hoy equipo empresa compania tamano qa qualixa',
  ar: 'يعمل يعملون تشغلون شغالين عندكم لديكم الشركه شركتكم فريق الفريق حاليا تقريبا اجمالي qa qualixa',
}

/** Weight of the site's word for its people, beside the question's. */
const HEADCOUNT_WEIGHT = 0.9

const HEADCOUNT = new RegExp(`^(${HEADCOUNT_WORDS})$`, 'u')

/** The words a question counts people with: after "how many", or a word for a head count itself. */
const peopleCounted = (message: string) => [
  ...countedWords(message),
  ...(fold(message).match(/\p{L}+/gu) ?? []).filter((w) => HEADCOUNT.test(w)),
]

/** Whether a question counts people ("people", "testers", "empleados", "موظفين", "headcount"). */
const countsPeople = (message: string, lang: Lang) =>
  peopleCounted(message).some((w) => {
    const word = fold(w)
    return STAFF.test(word) || AGENT.test(word) || terms(word, lang).some((t) => PEOPLE.test(t))
  })

/**
 * The query with the site's word for the company's people, when the question counts people and names
 * nothing else (no place, no subject): the label's word that is not the trade's acronym ("specialists",
 * not "QA").
 */
export function withHeadcount(query: Query, message: string, lang: Lang): Query {
  const label = LABEL[lang]
  if (!label || !countsPeople(message, lang) || namesSaid(query.terms, lang).size > 0) return query
  const counted = terms(peopleCounted(message).join(' '), lang)
  const around = new Set(terms(AROUND[lang], lang))
  const own = terms(message, lang).filter((t) => !counted.includes(t) && !around.has(t))
  if (own.length > 0) return query
  const acronyms = new Set(terms(label.replace(/[^\p{Lu}\s]|(?<!\p{Lu})\p{Lu}(?!\p{Lu})/gu, ' '), lang))
  const [word] = terms(label, lang).filter((t) => !acronyms.has(t))
  if (!word || query.weights.has(word)) return query
  const weights = new Map(query.weights).set(word, HEADCOUNT_WEIGHT)
  // It stands for the words counted, as rare as they are: a page holding it answers them.
  const related = new Map(query.related)
  for (const t of counted) related.set(t, [...(related.get(t) ?? []), word])
  const rarity = new Map(query.rarity)
  rarity.set(word, Math.max(0, ...counted.map((t) => query.rarity.get(t) ?? 0)))
  return { ...query, weights, related, rarity, headcount: true }
}
