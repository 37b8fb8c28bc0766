/**
 * The root of an Arabic word, after Taghva, Elkhoury and Coombs's stemmer without a root dictionary (ISRI,
 * 2005): its article, conjunctions and prepositions, its pronoun and plural endings and the letters its
 * pattern adds are taken off, so that the words of one family meet ("رضا" satisfaction and "راضون"
 * satisfied; "الاحتفاظ" retention and "تحتفظون" you keep). A word whose root is not found is returned with
 * what was taken off it. It reads folded text (`foldArabic`: no marks, one alef, ة as ه, ى as ي).
 *
 * Roots are looser than stems ("مكتب" office and "كتب" wrote share one): the chat uses them only to look
 * a little further, never as a word's own reading.
 */

const PREFIXES_3 = ['كال', 'بال', 'ولل', 'وال']
const PREFIXES_2 = ['ال', 'لل']
const PREFIXES_1 = ['ل', 'ب', 'ف', 'س', 'و', 'ي', 'ت', 'ن', 'ا']
const SUFFIXES_3 = ['تمل', 'همل', 'تان', 'تين', 'كمل']
const SUFFIXES_2 = [
  'ون',
  'ات',
  'ان',
  'ين',
  'تن',
  'كم',
  'هن',
  'نا',
  'يا',
  'ها',
  'تم',
  'كن',
  'ني',
  'وا',
  'ما',
  'هم',
]
/** One-letter endings; ة is folded into ه. */
const SUFFIXES_1 = ['ه', 'ي', 'ك', 'ت', 'ا', 'ن']

const dropPrefix = (word: string, list: readonly string[]) => {
  const found = list.find((p) => word.startsWith(p))
  return found ? word.slice(found.length) : word
}
const dropSuffix = (word: string, list: readonly string[]) => {
  const found = list.find((s) => word.endsWith(s))
  return found ? word.slice(0, -found.length) : word
}

/** A four-letter word's three-letter root: مفعل, فاعل, فعال / فعول / فعيل, فعلة. */
function fourLetters(w: string): string {
  if (w[0] === 'م') return w.slice(1)
  if (w[1] === 'ا') return w[0] + w.slice(2)
  if ('اوي'.includes(w[2] ?? '')) return w.slice(0, 2) + w[3]
  if (w[3] === 'ه') return w.slice(0, 3)
  const cut = dropSuffix(w, SUFFIXES_1)
  return cut.length === 4 ? dropPrefix(cut, PREFIXES_1) : cut
}

/** A five-letter word's three-letter root, by the patterns of the derived forms (افتعل, مفعول, تفعيل…). */
function fiveToThree(w: string): string {
  const [a, b, c, d, e] = [...w] as [string, string, string, string, string]
  if ('ات'.includes(c) && a === 'ا') return b + d + e // افتعل, افاعل
  if ('ايو'.includes(d) && a === 'م') return b + c + e // مفعول, مفعال, مفعيل
  if ('اتم'.includes(a) && e === 'ه') return b + c + d // مفعلة, تفعلة, افعلة
  if ('ميت'.includes(a) && c === 'ت') return b + d + e // مفتعل, يفتعل, تفتعل
  if ('مت'.includes(a) && c === 'ا') return b + d + e // مفاعل, تفاعل
  if ('او'.includes(c) && e === 'ه') return a + b + d // فعولة, فعالة
  if ('ام'.includes(a) && b === 'ن') return c + d + e // انفعل, منفعل
  if (d === 'ا' && a === 'ا') return b + c + e // افعال
  if (e === 'ن' && d === 'ا') return a + b + c // فعلان
  if (d === 'ي' && a === 'ت') return b + c + e // تفعيل
  if (d === 'و' && b === 'ا') return a + c + e // فاعول
  if (c === 'ا' && b === 'و') return a + d + e // فواعل
  if (d === 'ء' && c === 'ا') return a + b + e // فعائل
  if (e === 'ه' && b === 'ا') return a + c + d // فاعلة
  if (e === 'ي' && c === 'ا') return a + b + d // فعالي
  const cut = dropSuffix(w, SUFFIXES_1)
  return cut.length === 5 ? dropPrefix(cut, PREFIXES_1) : cut
}

/** A five-letter word's four-letter root: تفعلل, افعلل, مفعلل, فعللة, فعالل. */
function fiveToFour(w: string): string {
  if ('اتم'.includes(w[0] ?? '')) return w.slice(1)
  if (w[4] === 'ه') return w.slice(0, 4)
  if (w[2] === 'ا') return w.slice(0, 2) + w.slice(3)
  return w
}

function afterFive(w: string): string {
  if (w.length === 4) return fourLetters(w)
  if (w.length === 5) return fiveToFour(w)
  return w
}

/** A six-letter word's three-letter root: استفعل, مستفعل, يستفعل (and ت, ن), مفعالة, افتعال, افعوعل, تفاعيل. */
function sixToThree(w: string): string {
  if (['است', 'مست', 'يست', 'تست', 'نست'].some((p) => w.startsWith(p))) return w.slice(3)
  if (w[0] === 'م' && w[3] === 'ا' && w[5] === 'ه') return w.slice(1, 3) + w[4]
  if (w[0] === 'ا' && w[2] === 'ت' && w[4] === 'ا') return (w[1] ?? '') + w[3] + w[5]
  if (w[0] === 'ا' && w[3] === 'و' && w[2] === w[4]) return (w[1] ?? '') + w.slice(4)
  if (w[0] === 'ت' && w[2] === 'ا' && w[4] === 'ي') return (w[1] ?? '') + w[3] + w[5]
  const cut = dropSuffix(w, SUFFIXES_1)
  return cut.length === 6 ? dropPrefix(cut, PREFIXES_1) : cut
}

/** A six-letter word's four-letter root: افعلال, متفعلل. */
function sixToFour(w: string): string {
  if (w[0] === 'ا' && w[4] === 'ا') return w.slice(1, 4) + w[5]
  if (w.startsWith('مت')) return w.slice(2)
  return w
}

function afterSix(w: string): string {
  if (w.length === 5) return afterFive(fiveToThree(w))
  if (w.length === 6) return sixToFour(w)
  return w
}

/** The root of a folded Arabic word (three or four letters when found). */
export function arabicRoot(word: string): string {
  let w = word
  if (w.length >= 6 && PREFIXES_3.some((p) => w.startsWith(p))) w = w.slice(3)
  else if (w.length >= 5 && PREFIXES_2.some((p) => w.startsWith(p))) w = w.slice(2)
  if (w.length >= 6 && SUFFIXES_3.some((s) => w.endsWith(s))) w = w.slice(0, -3)
  else if (w.length >= 5 && SUFFIXES_2.some((s) => w.endsWith(s))) w = w.slice(0, -2)
  if (w.length >= 4 && w.startsWith('وو')) w = w.slice(1)
  if (w.length === 4) return fourLetters(w)
  if (w.length === 5) return afterFive(fiveToThree(w))
  if (w.length === 6) return afterSix(sixToThree(w))
  if (w.length === 7) {
    let cut = dropSuffix(w, SUFFIXES_1)
    if (cut.length === 7) cut = dropPrefix(cut, PREFIXES_1)
    return cut.length === 6 ? afterSix(sixToThree(cut)) : cut
  }
  return w
}

/** A root joining more of the site's words than this joins words of other meanings too. */
const MAX_FAMILY = 8

/**
 * The site's Arabic words by their root ("حفظ" → "الاحتفاظ", "محفوظة"), stemmed only when a question asks
 * for them (stemming every word of the site at start would double the knowledge's building time).
 */
export class ArabicRoots {
  private readonly byRoot = new Map<string, string[]>()

  /** `words`: the site's words, folded. */
  constructor(words: Iterable<string>) {
    for (const w of words) {
      const root = arabicRoot(w)
      if (root.length < 3 || !/^\p{Script=Arabic}+$/u.test(root)) continue
      const family = this.byRoot.get(root)
      if (family) family.push(w)
      else this.byRoot.set(root, [w])
    }
  }

  /**
   * The terms (by `stem`) of the site's words sharing a folded word's root, but those in `besides`; none
   * when the root joins too many.
   */
  family(word: string, stem: (word: string) => readonly string[], besides: ReadonlySet<string>): string[] {
    const terms = new Set((this.byRoot.get(arabicRoot(word)) ?? []).flatMap(stem))
    const family = [...terms].filter((t) => !besides.has(t))
    return family.length > MAX_FAMILY ? [] : family
  }
}
