import type { Lang } from '../../../shared/languages.ts'

// What visitors write for the words the pages spell out, read as the pages' words before the analysis
// (text.ts `prepare`): numeronyms, chat shorthand, idioms, and words a stemmer would take for the site's.

/** Numeronyms developers write ("a11y", "i18n") for the words the pages spell out, per language. */
const NUMERONYMS: Record<string, Record<Lang, string>> = {
  a11y: { fr: 'accessibilité', en: 'accessibility', es: 'accesibilidad', ar: 'إمكانية الوصول' },
  i18n: { fr: 'internationalisation', en: 'internationalisation', es: 'internacionalización', ar: 'تدويل' },
  l10n: { fr: 'localisation', en: 'localisation', es: 'localización', ar: 'توطين' },
}
const NUMERONYM = new RegExp(`(?<![\\p{L}\\d])(${Object.keys(NUMERONYMS).join('|')})(?![\\p{L}\\d])`, 'giu')
export const spelledNumeronyms = (text: string, lang: Lang) =>
  text.replace(NUMERONYM, (word) => NUMERONYMS[word.toLowerCase()]?.[lang] ?? word)

/**
 * Chat shorthand for words the pages spell out ("how many ppl", "3 yrs", "24 hrs"), in English ("hr" and
 * "yr" left alone: "HR" is a department).
 */
const CHAT_SHORTHAND: Record<string, string> = {
  ppl: 'people',
  yrs: 'years',
  hrs: 'hours',
  mins: 'minutes',
  wks: 'weeks',
  mths: 'months',
  amt: 'amount',
  approx: 'approximately',
  addr: 'address',
  nbr: 'number',
  exp: 'experience',
  mgr: 'manager',
  reqs: 'requirements',
}
/** Making things up ("makes stuff up", "making answers up"): what the pages call hallucinations. */
const MAKING_UP = /(?<![\p{L}])(?:make|makes|making|made) (?:stuff|things|facts|answers|it) up(?![\p{L}])/giu
/** "Pen test", "pen-testing": a penetration test ("pentest" is a word the synonym table knows). */
const PEN_TEST = /(?<![\p{L}])pen[ -](test\p{L}*)/giu
/** "No." after a noun is its number ("registration no.", "phone no."), not a "no". */
const NUMBER_ABBREVIATION = /(?<=\p{L}\s)no\.(?=\s|$)/giu
const SHORTHAND = new RegExp(`(?<![\\p{L}\\d])(${Object.keys(CHAT_SHORTHAND).join('|')})(?![\\p{L}])`, 'giu')
/**
 * "4" for "for" in a question typed in shorthand ("wat tools do u use 4 perf testing?"): between two words,
 * the second no plural (so no count: "4 testers", "4 days"). Only where the question writes "u", "ur" or
 * "wat" too.
 */
const TEXT_SPEAK = /(?<![\p{L}\d'])(?:u|ur|wat)(?![\p{L}\d'])/iu
const FOUR_FOR = /(?<=\p{L} )4(?= (?:\p{L}+(?<!s))(?![\p{L}\d]))/giu
/** "Get back to me", "hear back": a reply, as the pages say ("we reply within 24 hours"). */
const GET_BACK = /(?<![\p{L}])(?:get|gets|getting|got|hear|hears|hearing|heard) back(?![\p{L}])/giu
export const unabbreviatedChat = (text: string) =>
  (TEXT_SPEAK.test(text) ? text.replace(FOUR_FOR, 'for') : text)
    .replace(GET_BACK, 'reply')
    .replace(SHORTHAND, (word) => CHAT_SHORTHAND[word.toLowerCase()] ?? word)
    .replace(NUMBER_ABBREVIATION, 'number')
    .replace(PEN_TEST, 'penetration $1')
    .replace(MAKING_UP, 'hallucinations')

/**
 * Hiring words read as what they name: an intern is a word of its own, neither the stemmer's "intern" of
 * "internal" and "international" (words of the site that say nothing of interns) nor "internship", which the
 * synonym table points to the careers page; "take on interns" takes them. A work visa or permit is a visa
 * or permit, named by "sponsor" as an offer.
 */
const INTERN = /(?<![\p{L}])(?:(take) on )?interns?(?![\p{L}])/giu
const WORK_PERMIT = /(?<![\p{L}])work (visas?|permits?)(?![\p{L}])/giu
/** "Openings" are vacancies, not the opening hours the stemmer's "open" would read them as. */
const OPENINGS = /(?<![\p{L}])openings(?![\p{L}])/giu
export const asHiringWords = (text: string) =>
  text
    .replace(OPENINGS, 'vacancies')
    .replace(WORK_PERMIT, '$1')
    .replace(INTERN, (_, take) => (take ? `${take} internPERSON` : 'internPERSON'))

/**
 * Spanish "prácticas" offered, or for students, are internships ("pasantías"), not the practices the
 * site writes of ("buenas prácticas").
 */
const PRACTICAS_INTERNSHIP =
  /(?<=(?:^|[^\p{L}])(?:ofrecen|ofreceis|ofrecéis|tienen|tenéis|teneis|hacer|hago|programa de|becas? de|convenio de|aceptan|aceptáis|aceptais)\s+)pr[aá]cticas(?![\p{L}])|(?<![\p{L}])(?<!(?:buenas|mejores|malas|sus|las|nuestras|vuestras)\s+)pr[aá]cticas(?=\s+(?:para|de verano|remuneradas|pagadas|profesionales|curriculares|en (?:la|su) empresa)(?![\p{L}]))/giu
export const asPasantias = (text: string) => text.replace(PRACTICAS_INTERNSHIP, 'pasantías')

/**
 * Loanwords and dialect words Arabic visitors type for the pages' words ("التلفون", "البيرو", "الفريموركات":
 * the telephone, the office, the frameworks; Egyptian "ببلاش", "بفلوس": free, paid).
 */
const ARABIC_LOANWORDS: Record<string, string> = {
  تلفون: 'هاتف',
  تليفون: 'هاتف',
  تيليفون: 'هاتف',
  بيرو: 'مكتب',
  فريمورك: 'أطر',
  فريموركات: 'أطر',
  فريموركس: 'أطر',
  ببلاش: 'مجانا',
  بفلوس: 'مدفوعة',
}
const LOANWORD = new RegExp(
  `(?<![\\p{L}])([وفبل]?(?:ال)?)(${Object.keys(ARABIC_LOANWORDS).join('|')})(?![\\p{L}])`,
  'gu',
)
export const asArabicWords = (text: string) =>
  text.replace(LOANWORD, (_, before: string, word: string) => `${before}${ARABIC_LOANWORDS[word] ?? word}`)
