import type { Lang } from '../../../shared/languages.ts'
import type { Passage } from '../knowledge/types.ts'
import { BLOG_WORDS } from './mentions.ts'
import type { Query } from './query.ts'
import { groupsOf } from './queryGroups.ts'
import { RATE } from './question.ts'
import { labelsDuration, statesDate, statesDuration, statesQuantity, statesReply } from './statements.ts'
import { fold, terms } from './text.ts'

// Whether a figure in a text is the quantity a question asks ("Expérience : 4 ans" does not answer a
// question about salaries).

/**
 * Telling words of a page's title a question holds to name the page ("the article on …"), and its other
 * telling words, at most (what it asks, "publié", and one more), the words pointing at the blog ("article",
 * "blog post") aside: asking nothing else of it.
 */
const TITLE_NAMED = 2
const MAX_BESIDE_TITLE = 2
/** Below this rarity a question's word ("test") is on too many passages to tie a figure to the question. */
const MIN_TELLING = 1
/** A value under its label ("Temps de lecture : 10 min", "Capital social: 10 000 €"). */
export const LABELLED = /^[^:：]{1,40}\s?[:：]\s/u
/** Where a statement's clauses part: "Expérience : 4 ans et plus", "(Pôle : Performance, Lieu : Lyon)". */
const MAX_LABEL_WORDS = 4
/** Lengths of time and shares, in figures or words ("3 jours", "three days", "75 %"). */
const TIMES_AND_SHARES =
  /[+\-−~]?\d[\d  ,.]*\s?(%|h\b|s\b|min\w*|heures?|jours?|semaines?|mois|ans?\b|annees?|hours?|days?|weeks?|months?|years?|horas?|dias?|días?|semanas?|meses|años?|anos?)|\b(deux|trois|quatre|cinq|six|sept|huit|dix|douze|quinze|vingt|trente|two|three|four|five|six|seven|eight|ten|twelve|fifteen|twenty|thirty|dos|tres|cuatro|cinco|seis|siete|ocho|diez|doce|quince|veinte|treinta) (minutes?|heures?|jours?|semaines?|mois|ans|annees|années|hours?|days?|weeks?|months?|years?|minutos?|horas?|dias?|días|semanas?|meses|años|anos)\b/giu
const CLAUSES = /\s*[,;:()«»“”]\s*|[.?!؟]\s+/

/**
 * Whether a quantity in a text is the one asked: a clause, or two clauses side by side ("Capital social :
 * 10 000 €"), holds a figure and a telling word of the question ("Expérience : 4 ans" does not answer a
 * question about salaries); a figure or an item also when its heading holds one ("Un retour sur
 * investissement mesurable" above "-75 % sur le coût des tests", "Demandes de contact" before "3 ans").
 */
export function quantityFor(text: string, passage: Passage, query: Query, lang: Lang): boolean {
  // "Combien d'étapes ?" is answered by "six étapes" as well as by "6 étapes".
  if (!query.duration && !query.when && countsAsked(text, query, lang)) return true
  // How soon we reply may be one unit of time, in words ("dans un délai d'un mois", "within one month"); a
  // duration asked, a value labelled as one ("Duration: Until you clear it").
  const inWords = query.duration && (query.reply || labelsDuration(text)) && statesDuration(text)
  if (!statesQuantity(text) && !inWords) return false
  // "How soon do you reply?" is answered by a reply stated with its time ("Nous répondons dans un délai
  // d'un mois"), not by another length of time beside a reply word ("Répondre aux demandes… Durée de
  // conservation : 3 ans").
  if (query.duration && query.reply && !repliesWithin(text)) return false
  // "Combien de semaines ?" is answered in weeks ("six à dix semaines"), not by "24 heures" beside it.
  const units = [...(query.counted ?? [])].filter((t) => timeUnits(lang).has(t))
  if (units.length > 0 && !terms(unabbreviated(text, lang), lang).some((t) => units.includes(t))) return false
  // "How many areas?" is not answered by a figure counting something else ("15-30 pages").
  if (query.countsThings && !query.duration && !query.when && countsOther(text, query, lang)) return false
  // The size of a change is a share or a factor ("−70 %", "x10", "trois fois"), not a count ("1 200 scénarios").
  if (query.change && !CHANGE_SIZE.test(fold(text))) return false
  // "How many people?" is not answered by a length of time or a share ("three days a week", "75 %"), only by
  // a count, unless it counts units of time itself ("how many days?").
  if (query.countsThings && !query.duration && !statesQuantity(text.replace(TIMES_AND_SHARES, ' '))) {
    const timeAsked = [...(query.counted ?? [])].some((t) => statesDuration(`2 ${t}`))
    if (!timeAsked) return false
  }
  // The measure asked ("salaire"), when the question names one; else any word of it that tells.
  // A duration asked ("combien de temps dure un audit") is answered by a duration, and its own words
  // ("temps") do not tie a figure to the question ("Temps de lecture : 8 min").
  // "When?" is answered by a date ("1er décembre 2023") or a time from now ("in 6 months").
  const when = (t: string) => statesDate(t) || statesDuration(t)
  const states = query.when
    ? query.since
      ? statesDate
      : when
    : query.duration
      ? statesDuration
      : statesQuantity
  // The size of a change may be asked of the measure named or of what it moves ("improving response times
  // gains how much in conversion?": "+23 % conversion rate"): any telling word of the question ties it.
  const measure = query.measure?.size && !query.change ? query.measure : undefined
  const tells = (t: string) =>
    query.weights.has(t) &&
    !query.asking?.has(t) &&
    !measure?.has(t) &&
    (query.rarity.get(t) ?? 0) >= MIN_TELLING
  // With a measure named ("taux d'erreur"), the measure and one of the question's other telling words
  // when it has any ("+23 % de taux de conversion" is no error rate).
  const others = query.terms.some(tells)
  // "Since when does Qualixa exist?" names nothing but the company: any date of a passage about it answers.
  if (query.when && !others && statesDate(text)) return true
  // "When did it come out?" after a question on an article: the date its page states under a label
  // ("Published: 17 September 2024") is the page's own.
  // So is it when the question names the page by its title's words ("l'article sur la stratégie
  // d'automatisation des tests, il a été publié quand ?").
  const labelled = LABELLED.test(passage.segments[0] ?? '')
  const namesPage = () => {
    const title = new Set(terms(passage.pageTitle, lang))
    const pointers = new Set(terms(BLOG_WORDS[lang], lang))
    const telling = query.terms.filter(tells)
    return (
      telling.filter((t) => title.has(t)).length >= TITLE_NAMED &&
      telling.filter((t) => !title.has(t) && !pointers.has(t)).length <= MAX_BESIDE_TITLE
    )
  }
  if (
    query.when &&
    passage.kind === 'figure' &&
    labelled &&
    statesDate(text) &&
    (query.pages?.has(passage.url) || namesPage())
  )
    return true
  // A share ("99,9 %") states a rate, whether or not it says "taux".
  const rate = measure && [...measure].some((t) => RATE.test(t))
  // `beside`: what else says what the part is about (an item's text, under the measure its title names).
  const telling = (part: string, beside = '') => {
    const found = terms(part, lang)
    if (!measure) return found.some(tells)
    const measured = namesMeasure(found, measure, query.measureNames ?? []) || (rate && /%/.test(part))
    return measured && (!others || [...found, ...terms(beside, lang)].some(tells))
  }
  // A figure's heading, or an item's title ("Solicitudes de adhesión a la comunidad"), is what it is
  // about; a key figure at the top of a page ("48 h", "5 jours") is about the page.
  // A labelled value ("Temps de lecture : 10 min") is about its label, not its page.
  const about = passage.heading || (passage.kind === 'figure' && !labelled ? passage.pageTitle : '')
  // An item titled by the measure asked ("Error rate: per load step…; above 0.5% on checkout, the test
  // fails") gives its value, when its text says what else the question names.
  if ((passage.kind === 'figure' || passage.kind === 'item') && telling(about, text) && states(text))
    return true
  const clauses = text.split(CLAUSES).filter(Boolean)
  // A short label and the figure after it ("Capital social", "10 000 €") read as one clause.
  const isLabel = (clause: string) => clause.split(' ').length <= MAX_LABEL_WORDS && !statesQuantity(clause)
  if (
    clauses.some((clause, i) => {
      const next = clauses[i + 1] ?? ''
      if (states(clause) && telling(clause)) return true
      return isLabel(clause) && states(next) && telling(`${clause} ${next}`)
    })
  )
    return true
  // A figure a sentence gives after a colon is the value of what the colon's side before it says ("se
  // prépare en amont : six à dix semaines").
  // Each colon of a sentence ("En résumé : Un pic … se prépare en amont : six à dix semaines") counts.
  return text.split(/[.?!؟]\s+/).some((sentence) => {
    const parts = sentence.split(/\s?[:：]\s/)
    return parts.slice(1).some((after, i) => states(after.split(CLAUSES)[0] ?? '') && telling(parts[i] ?? ''))
  })
}

/**
 * Whether a text's terms name the measure asked: a name of several words with all of them ("chiffre
 * d'affaires", not the "chiffres" of "Qualixa en chiffres"), or any other of its words or topic words.
 */
function namesMeasure(
  found: readonly string[],
  measure: ReadonlySet<string>,
  names: ReadonlyArray<readonly string[]>,
): boolean {
  const inNames = new Set(names.flat())
  return (
    names.some((name) => name.every((t) => found.includes(t))) ||
    found.some((t) => measure.has(t) && !inNames.has(t))
  )
}

/** Whether a text states a reply with its time, in one clause or a label and its value ("Réponse : 24 h"). */
function repliesWithin(text: string): boolean {
  const clauses = text.split(CLAUSES).filter(Boolean)
  return clauses.some(
    (clause, i) => statesDuration(clause) && (statesReply(clause) || statesReply(clauses[i - 1] ?? '')),
  )
}

/** Units of time a question may count ("combien de semaines ?"), in the site's Latin-script languages. */
const TIME_UNITS =
  'minutes heures jours semaines mois ans annees hours days weeks months years minutos horas dias semanas meses anos'
const unitsByLang = new Map<Lang, ReadonlySet<string>>()
/** Minutes and hours as the site abbreviates them ("10 min", "48 h"), written out, per language. */
const ABBREVIATED: Partial<Record<Lang, { min: string; h: string }>> = {
  fr: { min: 'minutes', h: 'heures' },
  en: { min: 'minutes', h: 'hours' },
  es: { min: 'minutos', h: 'horas' },
}
const unabbreviated = (text: string, lang: Lang) => {
  const words = ABBREVIATED[lang]
  return words
    ? text.replace(/(\d)\s?min\b/gu, `$1 ${words.min}`).replace(/(\d)\s?h\b/gu, `$1 ${words.h}`)
    : text
}

/**
 * The units of time as a language's analysis stems them; none in Arabic (counting its units, duals read as
 * two of the unit, lost a held-out question).
 */
function timeUnits(lang: Lang): ReadonlySet<string> {
  let units = unitsByLang.get(lang)
  if (!units) {
    units = new Set(lang === 'ar' ? [] : terms(TIME_UNITS, lang))
    unitsByLang.set(lang, units)
  }
  return units
}

/** A share, a signed figure or a factor, folded. */
const CHANGE_SIZE =
  /%|[+\-−]\s?\d|\d\s?x\b|\bx\s?\d|\b(fois|times|veces|twice|doubl\w*|tripl\w*|moitie|half|mitad)\b|مرات|اضعاف|ضعف|النصف/u

/** Numbers from two to twelve written as words, folded, in the site's languages. */
const COUNT_WORDS =
  /(?:^|[^\p{L}])(deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|اثنان|اثنين|ثلاث|ثلاثه|اربع|اربعه|خمس|خمسه|ست|سته|سبع|سبعه|ثماني|ثمانيه|تسع|تسعه|عشر|عشره)\s+(\p{L}+)/gu

/**
 * Whether a text counts, in words, the thing a question counts ("six étapes" for "combien d'étapes ?",
 * "ست مراحل" for "كم مرحلة"): alone, a number word counts things on the page; it answers when what it
 * counts is what the question asks the number of.
 */
function countsAsked(text: string, query: Query, lang: Lang): boolean {
  if (!query.counted?.size) return false
  // Counted in the site's word for it ("six steps" for "how many stages?").
  const asked = new Set([...query.counted].flatMap((t) => [t, ...(query.related.get(t) ?? [])]))
  const people = [...asked].some((t) => PEOPLE.test(t))
  for (const m of fold(text).matchAll(COUNT_WORDS)) {
    const counted = terms(m[2] ?? '', lang)
    if (counted.some((t) => asked.has(t) && !query.asking?.has(t))) return true
    // "Combien de personnes ?" is answered by a count of people of some trade ("deux auditeurs").
    if (people && AGENT.test(m[2] ?? '')) return true
  }
  // An Arabic dual of a participle is a count of two people ("مدققان", two auditors).
  return people && lang === 'ar' && AR_DUAL_AGENT.test(fold(text))
}

/**
 * A figure and the words after it (four at most, in the same clause): what it counts ("15-30 pages", "50+
 * testing and quality specialists").
 */
const FIGURES = /\d[\d  ,.\-–+]*/gu
const FIGURE_COUNTING = new RegExp(`${FIGURES.source}((?:\\s?\\p{L}+){1,4})`, 'gu')

/**
 * Whether every figure of a text counts a thing the question does not count ("15-30 pages" for "how many
 * areas?"), its words and their topic words aside; false when the question counts people or units of time,
 * or when a figure stands alone ("99,9 %").
 */
function countsOther(text: string, query: Query, lang: Lang): boolean {
  const asked = [...(query.counted ?? [])]
  if (lang === 'ar' || asked.length === 0 || asked.some((t) => PEOPLE.test(t) || timeUnits(lang).has(t)))
    return false
  const counted = new Set([...asked, ...asked.flatMap((t) => query.related.get(t) ?? [])])
  const figures = [...text.matchAll(FIGURE_COUNTING)]
  // A count of people of a trade ("20 experts") may answer a count of people of another ("how many testers?").
  return (
    figures.length > 0 &&
    figures.length === (text.match(FIGURES) ?? []).length &&
    figures.every(
      (m) =>
        !(m[1] ?? '').split(/\s+/).some((w) => AGENT.test(fold(w))) &&
        !terms(m[1] ?? '', lang).some((t) => counted.has(t)),
    )
  )
}

/** A question's counted word that counts people (stemmed, folded): "personnes", "people", "شخص", "واحد". */
export const PEOPLE = /^(person\w*|peopl\w*|gens|individ\w*|شخص|اشخاص|واحد|احد|نفر|انفار|افراد|فرد)$/u
/** A plural noun of a trade or a role (folded): "auditeurs", "testers", "consultants", "auditores". */
export const AGENT =
  /^\p{L}{3,}(eurs|euses|rices|istes|ants|ers|ors|ists|ores|oras|istas|antes)$|^(experts|expertos|ingenieros|people|personnes|personas)$/u
/** An Arabic participle in the dual (مـ…ان), folded: two people of a trade. */
const AR_DUAL_AGENT = /(^|[^\p{L}])م\p{L}{3,}ان($|[^\p{L}])/u

/**
 * How close a quote's figure stands to the question's words: the share of the question's weight (rare
 * words weighing more) that the clause stating a quantity and the clause before it hold, at best. A table
 * row whose figure sits in its last cell, far from the words asked, answers less than a line saying
 * "Job applications: 2 years".
 */
export function closeness(text: string, query: Query, lang: Lang): number {
  const weightOf = (found: ReadonlySet<string>) => {
    let sum = 0
    for (const group of groupsOf(query)) {
      const best = Math.max(
        0,
        ...group.map((t) =>
          found.has(t) && !query.asking?.has(t)
            ? (query.weights.get(t) ?? 0) * (query.rarity.get(t) ?? 1)
            : 0,
        ),
      )
      sum += best
    }
    return sum
  }
  const total = weightOf(new Set(terms(text, lang)))
  if (total <= 0) return 0
  const clauses = text.split(CLAUSES).filter(Boolean)
  let best = 0
  for (const [i, clause] of clauses.entries()) {
    if (!statesQuantity(clause)) continue
    const near = new Set(terms(`${clauses[i - 1] ?? ''} ${clause}`, lang))
    best = Math.max(best, weightOf(near) / total)
  }
  return best
}
