import { fold } from './text.ts'

// What a text states: a duration, a reply time, a person, a quantity, a way to reach someone, a place, a
// price, a date. A quote fits a question when it states what the question asks (question.ts).

/** What a question asking how to reach someone wants: a phone number, an e-mail address, or either. */
export type Reach = 'phone' | 'email' | 'any'

/**
 * Arabic counts from three to ten with their plural unit of time ("ثلاثة أيام", "خمس سنوات"), and from
 * eleven to ninety-nine with their singular one ("خمسة عشر عامًا", "عشرين يومًا"), folded.
 */
const AR_COUNTED = String.raw`(^|[^\p{L}])((ثلاث|ثلاثه|اربع|اربعه|خمس|خمسه|ست|سته|سبع|سبعه|ثماني|ثمانيه|تسع|تسعه|عشر|عشره) (ساعات|ايام|اسابيع|اشهر|شهور|سنوات|اعوام|دقايق)|((احد|احدي|اثنا|اثني|اثنتا|ثلاث|ثلاثه|اربع|اربعه|خمس|خمسه|ست|سته|سبع|سبعه|ثماني|ثمانيه|تسع|تسعه) عشر(ه)?|(و?(عشر|ثلاث|اربع|خمس|ست|سبع|ثمان|تسع)(ين|ون))) (ساعه|يوما|يوم|اسبوعا|شهرا|سنه|عاما|دقيقه))($|[^\p{L}])`
/** Arabic duals of the units of time ("ساعتين", "يومان"): two of the unit. */
const AR_DUALS = String.raw`(^|[^\p{L}])(ساعتين|ساعتان|يومين|يومان|اسبوعين|اسبوعان|شهرين|شهران|سنتين|سنتان|عامين|عامان)($|[^\p{L}])`
/** A unit of time after a figure ("5 jours", "48 h", "< 2 s", "6 أشهر"). */
const TIME_UNIT_WITHOUT_ARABIC_COUNTS =
  /\d[\d  ,.+]*\s?(h\b|s\b|min|heures?|jours?|semaines?|mois|ans?\b|annees?|hours?|days?|weeks?|months?|years?|horas?|dias?|semanas?|meses|mes\b|anos?\b|ساع|ايام|يوم|اسابيع|اشهر|شهر|سنوات|سنه|دقايق|ث\b)|\b(deux|trois|quatre|cinq|six|sept|huit|neuf|dix|douze|quinze|vingt|trente|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|doce|quince|veinte|treinta) (minutes?|heures?|jours?|semaines?|mois|ans|annees|hours?|days?|weeks?|months?|years?|minutos?|horas|dias|semanas|meses|anos)\b|\b(un an|une annee|un mois|une semaine|un jour|une heure|one (year|month|week|day|hour)|an? (year|month|week|day|hour)|un (ano|mes|dia)|una (semana|hora))\b|(^|[^\p{L}])(سنه|شهر|اسبوع|يوم|ساعه) واحد(ه)?($|[^\p{L}])/u

const TIME_UNIT = new RegExp(`${TIME_UNIT_WITHOUT_ARABIC_COUNTS.source}|${AR_DUALS}|${AR_COUNTED}`, 'u')

/**
 * A value labelled as a duration, as a table's "Duration" column gives one in words ("Duration: Until you
 * close the tab", "Durée : Jusqu'à ce que vous l'effaciez"), folded.
 */
const DURATION_LABEL =
  /\b(?:duration|duree|duracion|retention period|duree de conservation)\s*:\s*\S|(?:^|[^\p{L}])المده\s*:\s*\S/u

/** Whether a text gives a length of time labelled as a duration, in figures or in words. */
export const labelsDuration = (text: string): boolean => DURATION_LABEL.test(fold(text))

/** Whether a text gives a duration. */
export const statesDuration = (text: string): boolean => TIME_UNIT.test(fold(text)) || labelsDuration(text)

/** A reply stated: "Reply within 24 hours", "Réponse sous 24 h", "Respuesta en 24 horas", "نرد خلال". */
const REPLY_STATED =
  /\b(reponse|reponses|repondons|reply|replies|get back|respuesta|respondemos)\b|(^|[^\p{L}])(رد|الرد|نرد|ردا)($|[^\p{L}])/u

/** Whether a text states how the team replies (its reply time, when a figure goes with it). */
export const statesReply = (text: string): boolean => REPLY_STATED.test(fold(text))

/** A person's name: a first name and a family name, capitalised ("Camille Martin"). */
const PERSON = /(?<![\p{L}])\p{Lu}\p{Ll}{2,} \p{Lu}\p{Ll}{2,}(?![\p{L}])/u
/** Who does something, named after "by" ("hosted by Qualixa consultants", "animé par Qualixa"). */
const DONE_BY = /(?<![\p{L}])(by|par|por) \p{Lu}\p{L}+/u

/** Whether a text names a person, or who does something. */
export const statesPerson = (text: string): boolean => PERSON.test(text) || DONE_BY.test(text)

/**
 * A number written in words with its unit ("deux heures", "two hours", "dos horas", "ساعتين", "ساعتان"), per
 * language (folded): a quantity may be given so. Alone, a number word ("Quatre familles de tests") counts
 * things on the page rather than answering "how many".
 */
const NUMBER_WORDS_WITHOUT_ARABIC_COUNTS =
  /\b(deux|trois|quatre|cinq|six|sept|huit|dix|douze|quinze|vingt|trente|two|three|four|five|six|seven|eight|ten|twelve|fifteen|twenty|thirty|dos|tres|cuatro|cinco|seis|siete|ocho|diez|doce|quince|veinte|treinta) (minutes?|heures?|jours?|semaines?|mois|ans|annees|hours?|days?|weeks?|months?|years?|minutos?|horas?|dias?|semanas?|meses|anos)\b/u

/**
 * A figure that is a quantity: digits not part of a name (a number after an acronym or run into letters:
 * "ISO 27001", "WCAG 2.2", "ERC-20", "S/4HANA", "VR2").
 */
const FIGURE = /(?<!\p{Lu}{2,}[\p{L}]*[ -]?|[\p{L}\d/.,-])[+\-−<~x]?\d/u

const NUMBER_WORDS = new RegExp(`${NUMBER_WORDS_WITHOUT_ARABIC_COUNTS.source}|${AR_DUALS}|${AR_COUNTED}`, 'u')

/**
 * Whether a text states a quantity: a figure (not a phone number, a street number or a postcode), or a
 * number in words with its unit.
 */
export const statesQuantity = (text: string): boolean => {
  const counted = text.replace(NOT_A_QUANTITY, ' ')
  return FIGURE.test(counted) || NUMBER_WORDS.test(fold(counted))
}

/**
 * Numbers that count nothing: a phone number, a street number before its street ("45 rue Nationale"), a
 * postcode before its city ("59000 Lille").
 */
const NOT_A_QUANTITY =
  /\+?\d[\d ]{7,}\d|\b\d{1,4}(?: ?(?:bis|ter))?,? (?=(?:rue|avenue|allée|allee|quai|boulevard|bd|place|chemin|impasse|street|road|avenue|calle|avenida|plaza)\b)|\b\d{5}(?= \p{Lu})/giu

/** An e-mail address or a phone number. */
const REACH = /@|\+?\d[\d ]{7,}\d/
const EMAIL = /@/
const PHONE_NUMBER = /\+?\d[\d ]{7,}\d/

/**
 * Whether a text gives a way to reach someone: an e-mail address or a phone number, the one asked when a
 * question names one ("son numéro de téléphone ?" is not answered by an e-mail address).
 */
export const statesReach = (text: string, asked: Reach = 'any'): boolean =>
  (asked === 'phone' ? PHONE_NUMBER : asked === 'email' ? EMAIL : REACH).test(text)

/**
 * A postal address: a street word, or a postcode before a city; or a place labelled as one ("Location: Lille
 * (hybrid)", "Lieu : Lyon", "Registered office: Neuilly-sur-Seine"; not Spanish "Ubicación", which the cookie
 * table labels storage with).
 */
const ADDRESS =
  /\b(rue|avenue|allee|quai|boulevard|place|street|calle)\b|\b\d{4,5} \p{Lu}|\b(location|lieu|city|ville|ciudad|registered office|siege social|sede social|domicilio social) ?: ?\p{Lu}/iu

/** Whether a text gives a place: an address or an e-mail of an office. */
export const statesPlace = (text: string): boolean => ADDRESS.test(text)

/** A price stated: an amount of money, or "free" in one of the site's languages. */
const PRICE_STATED =
  /\d[\d  .,]*\s?(€|eur\b|euros?|\$|usd|dollars?)|[€$]\s?\d|\b(gratuit\w*|free|gratis|gratuito|gratuita|sin coste|sin costo)\b|مجان/iu

/** Whether a text states a price ("10 000 €", "Free, with an instant invitation."). */
export const statesPrice = (text: string): boolean => PRICE_STATED.test(fold(text))

/** A date: a month's name in one of the site's languages, or a year of this century or the last. */
const DATE =
  /\b(janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre|january|february|march|april|may|june|july|august|september|october|november|december|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|(19|20)\d\d)\b|(^|[^\p{L}])(يناير|فبراير|مارس|ابريل|مايو|يونيو|يوليو|اغسطس|سبتمبر|اكتوبر|نوفمبر|ديسمبر|جانفي|فيفري|افريل|ماي|جوان|جويليه|اوت)($|[^\p{L}])/u

/** Whether a text states a date. */
export const statesDate = (text: string): boolean => DATE.test(fold(text))

/** A day's full date: its day, its month's name and its year ("25 November 2026", "1er décembre 2023"). */
const FULL_DATE =
  /(?<![\p{L}\d])\d{1,2}(?:er|st|nd|rd|th|º)?\s+(?:de\s+)?(?:janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre|january|february|march|april|may|june|july|august|september|october|november|december|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|يناير|فبراير|مارس|ابريل|مايو|يونيو|يوليو|اغسطس|سبتمبر|اكتوبر|نوفمبر|ديسمبر)\s+(?:de\s+)?(?:19|20)\d\d(?!\d)/u

/** Whether a text states a day's full date. */
export const statesFullDate = (text: string): boolean => FULL_DATE.test(fold(text))

/**
 * A frequency: "twice a year", "every sprint", "weekly", "each release", "deux fois par an", "chaque
 * trimestre", "dos veces al año", "cada sprint", "مرتين في السنة", "كل أسبوع" (folded).
 */
const FREQUENCY =
  /\b((once|twice|\d+ times|three times|four times) (a|per|each|every) \p{L}+|(every|each) (day|week|month|quarter|year|sprint|release|commit|build|night|morning|change|iteration|deployment|\d+ \p{L}+)|daily|weekly|monthly|quarterly|yearly|annually|nightly|(une|deux|trois|\d+) fois par \p{L}+|(chaque|tous les|toutes les) (jour|semaine|mois|trimestre|an|annee|sprint|release|livraison|commit|nuit|\d+ \p{L}+)|quotidien\p{L}*|hebdomadaire\p{L}*|mensuel\p{L}*|trimestriel\p{L}*|annuel\p{L}*|(una|dos|tres|\d+) veces (al|por) \p{L}+|cada (dia|semana|mes|trimestre|ano|sprint|version|commit|noche|cambio|\d+ \p{L}+)|diari\p{L}*|semanal\p{L}*|mensual\p{L}*|trimestral\p{L}*|anual\p{L}*)\b|(^|[^\p{L}])(مره|مرتين|مرات) (في|كل) \p{L}+|(^|[^\p{L}])كل (يوم|اسبوع|شهر|سنه|عام|ليله|اصدار)($|[^\p{L}])|(^|[^\p{L}])(يوميا|اسبوعيا|شهريا|سنويا)($|[^\p{L}])/u

/** Whether a text states how often something happens. */
export const statesFrequency = (text: string): boolean => FREQUENCY.test(fold(text))
