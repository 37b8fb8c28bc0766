import { stemmer as snowball } from '@orama/stemmers/arabic'

/**
 * Snowball's Arabic stemmer (from @orama/stemmers) for words already folded by `foldArabic`, with six
 * corrections so that the forms of one word meet:
 * - the article goes first, as Snowball leaves it on a short word ("البيئة" → "البي", "اللغة" → "اللغ");
 * - a stem's first و or ف goes, as Snowball takes it for a conjunction on a bare word only ("وظيفة" →
 *   "ظيف" but "الوظيفة" → "وظيف"), except from a stem of three letters, which keeps it (Snowball gives
 *   "حدا" for "وحدات" but "وحد" for "وحدة");
 * - the conjunction و or ف before the article ("والخدمات") goes, as Snowball only strips it elsewhere;
 * - so does the preposition ل, and ب or ك before ا ("لأتمتة", "باختبار"), which Snowball leaves, when
 *   five letters or more remain (shorter words are more often whole: "باحث", "لغات");
 * - a final ه is handed over as the ة it may have been folded from: Snowball strips the ة ending of a
 *   noun only when spelt so ("الجودة", folded "الجوده", then stems like "جودة");
 * - the ا Snowball leaves of a plural ات when the word is not definite ("اختبارات" → "اختبارا") goes.
 * The stem is folded again (ة → ه). Broken plurals (مكتب / مكاتب), which no suffix rule can join, are
 * read as their singular from a table of the common ones (BROKEN_PLURALS).
 */
export function arabicStemmer(word: string): string {
  let w = word
  if (w.length >= 5 && /^[وف]ال/.test(w)) w = w.slice(1)
  else if (w.length >= 6 && (/^[بك]ا/.test(w) || /^ل[^ل]/.test(w))) w = w.slice(1)
  // The article goes before Snowball, which leaves it on a short word ("البيئة" → "البي", "اللغة" → "اللغ").
  if (/^(ال|لل)/.test(w) && w.length >= 5) w = w.slice(2)
  if (w.length >= 4 && w.endsWith('ه')) w = `${w.slice(0, -1)}ة`
  let stem = snowball(w)
  // Snowball takes a bare word's first و or ف for a conjunction even when what is left is a short stem
  // ("وحدات" → "حدا", though "وحدة" → "وحد"): a stem of three letters or fewer keeps it.
  if (/^[وف]/.test(w) && stem.length <= 3 && w.startsWith(w[0] + stem)) stem = w[0] + stem
  if (stem.length >= 3 && stem.endsWith('ا') && w.includes(`${stem}ت`)) stem = stem.slice(0, -1)
  // Snowball takes a word's first و or ف for a conjunction when the word stands bare ("وظيفة" → "ظيف",
  // "فريق" → "ريق"), not after the article ("الوظيفة" → "وظيف"): the stems of one word are made to meet.
  if (stem.length >= 4 && /^[وف]/.test(stem)) stem = stem.slice(1)
  const folded = stem.replace(/ة/g, 'ه')
  return BROKEN_PLURALS.get(folded) ?? folded
}

/**
 * Stems of common broken plurals (and of plurals Snowball cuts short) with their singular's stem: days,
 * weeks, months, years, hours, minutes, stages, tools, clients, offices, reports, standards, projects,
 * systems, devices, programs, cities, experts, tasks, prices, languages, contracts, sites, robots,
 * simulators, jobs.
 */
const BROKEN_PLURALS: ReadonlyMap<string, string> = new Map([
  ['ايام', 'يوم'],
  ['اسابيع', 'اسبوع'],
  ['اشهر', 'شهر'],
  ['شهور', 'شهر'],
  ['سنو', 'سنه'],
  ['اعوام', 'عام'],
  ['دقايق', 'دقيق'],
  ['مراحل', 'مرحل'],
  ['ادو', 'ادا'],
  ['عملاء', 'عميل'],
  ['مكاتب', 'مكتب'],
  ['تقارير', 'تقرير'],
  ['معايير', 'معيار'],
  ['مشاريع', 'مشروع'],
  ['انظم', 'نظام'],
  ['اجهز', 'جهاز'],
  ['رامج', 'رنامج'],
  ['مدن', 'مدين'],
  ['خبراء', 'خبير'],
  ['مهام', 'مهم'],
  ['اسعار', 'سعر'],
  ['لغ', 'لغه'],
  ['عقود', 'عقد'],
  ['مواقع', 'موقع'],
  ['روبوت', 'روبو'],
  ['محاكي', 'محاك'],
  ['ظايف', 'ظيف'],
])
