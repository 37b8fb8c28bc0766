import type { Lang } from '../../../shared/languages.ts'
import { fold } from './text.ts'

/**
 * Numbers a visitor writes as words ("cinq jours", "two hours", "doce semanas", "ثلاثة أشهر"), folded as
 * the analysis folds them, with their figures: the site writes its figures in digits ("5 jours").
 * Only numbers visitors type as words: units, tens and a few round ones.
 */
const NUMBERS: Record<Lang, string> = {
  fr: `un:1 une:1 deux:2 trois:3 quatre:4 cinq:5 six:6 sept:7 huit:8 neuf:9 dix:10 onze:11 douze:12
    treize:13 quatorze:14 quinze:15 seize:16 vingt:20 trente:30 quarante:40 cinquante:50 soixante:60 cent:100
    mille:1000`,
  en: `one:1 two:2 three:3 four:4 five:5 six:6 seven:7 eight:8 nine:9 ten:10 eleven:11 twelve:12 thirteen:13
    fourteen:14 fifteen:15 sixteen:16 twenty:20 thirty:30 forty:40 fifty:50 sixty:60 hundred:100 thousand:1000`,
  es: `uno:1 una:1 dos:2 tres:3 cuatro:4 cinco:5 seis:6 siete:7 ocho:8 nueve:9 diez:10 once:11 doce:12
    trece:13 catorce:14 quince:15 dieciseis:16 veinte:20 treinta:30 cuarenta:40 cincuenta:50 sesenta:60 cien:100
    ciento:100 mil:1000`,
  ar: `واحد:1 واحده:1 اثنان:2 اثنين:2 ثلاث:3 ثلاثه:3 اربع:4 اربعه:4 خمس:5 خمسه:5 ست:6 سته:6 سبع:7 سبعه:7
    ثماني:8 ثمانيه:8 تسع:9 تسعه:9 عشر:10 عشره:10 عشرين:20 عشرون:20 ثلاثين:30 ثلاثون:30 اربعين:40 اربعون:40
    خمسين:50 خمسون:50 ستين:60 ستون:60 مايه:100 ميه:100 الف:1000 يومين:2 شهرين:2 اسبوعين:2 ساعتين:2 سنتين:2
    عامين:2`,
}

/**
 * The counted noun an Arabic dual stands for ("يومين" is two days): its word for the unit, so that the
 * figure and the unit are both found.
 */
const ARABIC_DUALS: Record<string, string> = {
  يومين: 'ايام',
  شهرين: 'اشهر',
  اسبوعين: 'اسابيع',
  ساعتين: 'ساعات',
  سنتين: 'سنوات',
  عامين: 'سنوات',
}

const tables = Object.fromEntries(
  (Object.keys(NUMBERS) as Lang[]).map((lang) => [
    lang,
    new Map(
      NUMBERS[lang]
        .trim()
        .split(/\s+/)
        .map((pair) => {
          const [word = '', value = ''] = pair.split(':')
          return [fold(word), value]
        }),
    ),
  ]),
) as Record<Lang, Map<string, string>>

/**
 * A folded word read as the figure it writes, when it is a number word of the language (an Arabic dual
 * gives its figure and unit: "يومين" → "2 ايام"); otherwise the word itself. "Un"/"une"/"uno" are
 * articles more often than numbers: they are read as figures only before a unit of time.
 */
export function asFigure(word: string, lang: Lang, next = ''): string {
  // An Arabic number with its article ("المراحل الست", the six steps) is that number.
  const figure =
    tables[lang].get(word) ??
    (lang === 'ar' && word.startsWith('ال') ? tables.ar.get(word.slice(2)) : undefined)
  if (figure === undefined) return word
  if (
    figure === '1' &&
    !/^(an|annee|mois|jour|semaine|heure|ano|mes|dia|semana|hora|year|month|week|day|hour)s?$/.test(next)
  )
    return word
  const dual = ARABIC_DUALS[word]
  return dual ? `${figure} ${dual}` : figure
}
