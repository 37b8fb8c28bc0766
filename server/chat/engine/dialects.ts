import type { Lang } from '../../../shared/languages.ts'
import { fold } from './text.ts'

/**
 * Visitors write Arabic as they speak it: Egyptian ("كام", "امتى", "فين"), Levantine ("قديش", "وين", "شو",
 * "تبعكم"), Gulf ("وش", "شلون") and Maghrebi ("شحال", "واش", "فوقاش", "ديال") question and grammar words
 * stand where Modern Standard Arabic, the site's language, writes "كم", "متى", "أين", "ما", "هل" and a
 * possessive. Each is read as its standard word, so that a question is typed (a quantity, a date, a place)
 * and searched as its standard wording would be. Only grammar is listed here, not what the site speaks of:
 * the site's own words are learnt from its pages.
 */
const STANDARD: Record<string, string> = {
  // How many, how much ("بقديش" is "بكم", for how much or how long before).
  كام: 'كم',
  قديش: 'كم',
  قدي: 'كم',
  قداش: 'كم',
  قداه: 'كم',
  شحال: 'كم',
  بقديش: 'بكم',
  بكام: 'بكم',
  بشحال: 'بكم',
  // When.
  امتي: 'متي',
  ايمتي: 'متي',
  وقتاش: 'متي',
  فوقاش: 'متي',
  امتا: 'متي',
  // Where.
  وين: 'اين',
  فين: 'اين',
  فاين: 'اين',
  // Who.
  مين: 'من',
  شكون: 'من',
  منو: 'من',
  // What ("شو", "ايش", "شنو"; "ايه" ends an Egyptian question: "اسمه ايه").
  شو: 'ما',
  ايش: 'ما',
  اش: 'ما',
  وش: 'ما',
  شنو: 'ما',
  شنهو: 'ما',
  شنهي: 'ما',
  ايه: 'ما',
  // Whether: the Maghrebi question particle.
  واش: 'هل',
  // Why, how.
  ليش: 'لماذا',
  ليه: 'لماذا',
  علاش: 'لماذا',
  ازاي: 'كيف',
  كيفاش: 'كيف',
  شلون: 'كيف',
  // There is, is there.
  كاين: 'يوجد',
  كاينه: 'يوجد',
  فيش: 'يوجد',
  // Of, ours and yours: a possessive written as a word ("المنهجية تبعكم", "سنين ديال الخبرة").
  تبعكم: 'لكم',
  تبعكن: 'لكم',
  بتاعكم: 'لكم',
  بتوعكم: 'لكم',
  ديالكم: 'لكم',
  متاعكم: 'لكم',
  تاعكم: 'لكم',
  تبعنا: 'لنا',
  بتاعنا: 'لنا',
  ديالنا: 'لنا',
  ديال: '',
  متاع: '',
  بتاع: '',
  تاع: '',
  // Some, only, very, now, must, want, this, not.
  شي: 'بعض',
  بس: 'فقط',
  برشا: 'كثير',
  بزاف: 'كثير',
  كتير: 'كثير',
  دلوقتي: 'الان',
  هلق: 'الان',
  دابا: 'الان',
  توا: 'الان',
  لازم: 'يجب',
  خاصها: 'يجب',
  خاصني: 'يجب',
  بدي: 'اريد',
  بدنا: 'نريد',
  عايز: 'اريد',
  عاوز: 'اريد',
  عايزين: 'نريد',
  بغيت: 'اريد',
  بغينا: 'نريد',
  حابب: 'اريد',
  هاد: 'هذا',
  هادا: 'هذا',
  هادي: 'هذه',
  هيدا: 'هذا',
  هيدي: 'هذه',
  ده: 'هذا',
  دي: 'هذه',
  اللي: 'الذي',
  مش: 'ليس',
  مو: 'ليس',
  ماشي: 'ليس',
  // Years, in the plural the dialects share.
  سنين: 'سنوات',
  // We, to them (Levantine).
  نحنا: 'نحن',
  احنا: 'نحن',
  الها: 'لها',
  اله: 'له',
  الهم: 'لهم',
  الكم: 'لكم',
  النا: 'لنا',
}

/**
 * A dialect's present-tense verb: "ب" before the person's prefix, and the plural ending "و" where the
 * standard writes "ون" ("بتوفرو" is "توفرون", "بتستعملوها" is "تستعملونها", "بتجهزونا" is "تجهزوننا").
 */
const PRESENT = /^ب([تين]\p{L}{2,}?)(وا|و|ون)(ها|ه|هم|نا|كم)?$/u
const standardVerb = (word: string) => {
  const m = PRESENT.exec(word)
  return m ? `${m[1]}ون${m[3] ?? ''}` : undefined
}

/** The conjunctions Arabic writes against a word ("وين" is "where", "ووين" "and where"). */
const CONJUNCTION = /^[وف]/

/**
 * A question with its dialectal Arabic grammar words read as Modern Standard Arabic (`STANDARD`); the
 * text as it is in the other languages, and every word the table does not hold as it is.
 */
export function standardArabic(text: string, lang: Lang): string {
  if (lang !== 'ar') return text
  return text
    .split(/(\s+)/)
    .map((token) => {
      const core = token.replace(/[؟?!.,،:؛]+$/u, '')
      const end = token.slice(core.length)
      const word = fold(core)
      const standard = STANDARD[word] ?? standardVerb(word)
      if (standard !== undefined) return `${standard}${end}`
      const rest = word.slice(1)
      const joined = CONJUNCTION.test(word) && rest.length >= 2 ? STANDARD[rest] : undefined
      return joined !== undefined ? `${word[0]}${joined}${end}` : token
    })
    .join('')
}
