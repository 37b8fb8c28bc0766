import type { Lang } from '../languages.ts'
import { foldArabic, splitScripts } from './arabic.ts'
import type { Stemmer } from './stemmer.ts'

/** Lower-cases, removes accents, folds Arabic spelling variants and unifies apostrophes and ligatures. */
export function fold(text: string): string {
  return foldArabic(text)
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
}

/**
 * The folded words of a text, in any script (letters and digits; an Arabic word and a Latin one written
 * together are two); elisions (l', d', qu'…) and other single letters left out.
 */
export function words(text: string): string[] {
  const out: string[] = []
  for (const chunk of text.split(/\s+/)) {
    if (!chunk) continue
    let found = chunkWords.get(chunk)
    if (found === undefined) {
      if (chunkWords.size >= REMEMBERED_CHUNKS) chunkWords.clear()
      found = wordsOfChunk(chunk)
      chunkWords.set(chunk, found)
    }
    for (const word of found) out.push(word)
  }
  return out
}

/** The words of text without white space: each chunk is read once (texts repeat the same few thousand). */
const chunkWords = new Map<string, readonly string[]>()
const REMEMBERED_CHUNKS = 100_000

function wordsOfChunk(chunk: string): string[] {
  return splitScripts(fold(chunk))
    .split(/[^\p{L}\p{N}+#]+/u)
    .map((w) => w.replace(/^\++|\++$/g, ''))
    .filter((w) => w.length > 0 && !(w.length === 1 && !/\p{N}/u.test(w)) && w !== 'qu')
}

/** Grammatical words of each language, as written; folded like the text they are looked for in. */
const FUNCTION = {
  fr: `a ai aie ainsi alors au aucun aussi autre aux avec avez avoir bon c ca car ce ceci cela celle celles celui ces cet
    cette chez ci comme comment d dans de des donc dont du elle elles en encore est et etc ete etes etre eu eux faire
    fait faites il ils j je l la le les leur leurs lui m ma mais me meme mes moi mon n ne ni nos notre nous on ont ou
    par pas peu peut peux plus pour pourquoi pourriez pouvez puis qu quand que quel quelle quelles quels qui quoi s sa
    sans se ses si son sont sur t ta te tes toi ton tous tout toute toutes tres tu un une vos votre vous y
    suis sommes serait etait jusqu lorsqu puisqu quoiqu`,
  en: `a about all also am an and any are as at be been being but by can could did do does doing for from had has
    have having he her here hers him his how i if in into is it its just me more most my no nor not of on or our ours
    out over please she so some such than that the their them then there these they this those to too us very was we were
    what when which while who whom whose why will with would you your yours
    don doesn didn isn aren wasn weren won wouldn couldn shouldn haven hasn hadn re ve ll`,
  es: `a al algo algun alguna algunas alguno algunos ante antes aqui asi aun bien cada como con contra cual cuales
    cuando de del desde donde durante e el ella ellas ellos en entre era eran eres es esa esas ese eso esos esta
    estaba estado estamos estan estar estas este esto estos estoy fue fueron ha haber habia han has hay he hemos
    hace hacen hacer hacia hasta la las le les lo los mas me mi mis mucho muchos muy nada ni no nos nosotros nuestra
    nuestras nuestro nuestros o os otra otras otro otros para pero poco por porque puede pueden puedo que quien
    quienes se sea sean ser si sido sin sobre son soy su sus tambien tan tanto te tener tenemos tengo ti tiene
    tienen todo todos tu tus un una unas uno unos usted ustedes vosotros vosotras vuestro vuestra vuestros vuestras
    y ya yo seria serian sera seran estaria estarian estara estaran habra habria`,
  ar: `في من إلى الى على عن مع هل ما ماذا لماذا كيف كم متى أين أي هذا هذه هذان هاتان هؤلاء ذلك تلك أولئك الذي التي
    الذين اللذين اللتين اللواتي هو هي هم هن هما نحن أنا أنت أنتم أنتن لكم لك لنا لي له لها لهم عند عندكم عندك لدى
    لديكم لديك لدينا كان كانت يكون تكون كانوا أو ثم لا لم لن قد كل بعض غير بين حتى إذا إن أن لقد أيضا فقط جدا مثل
    هناك هنا منذ خلال حول عبر بعد قبل ليس ليست كذلك ذات ذو أم بل لكن لأن كي لكي إلا سوف يا به بها بهم بكم منه منها
    منهم منكم فيه فيها فيهم فيكم عليه عليها عليهم عليكم إليه إليكم أنه أنها إنه إنها أنكم إنكم وفي ومن وعلى وعن ومع
    وهل فهل ولا وما وهو وهي وإلى`,
} satisfies Record<Lang, string>

/** The folded words of a list of words. */
export const wordSet = (list: string): ReadonlySet<string> => new Set(fold(list).trim().split(/\s+/))

/** Grammatical words, folded: they say nothing about what a page is about, in any search. */
export const FUNCTION_WORDS: Record<Lang, ReadonlySet<string>> = {
  fr: wordSet(FUNCTION.fr),
  en: wordSet(FUNCTION.en),
  es: wordSet(FUNCTION.es),
  ar: wordSet(FUNCTION.ar),
}

/** Search terms of a text: its folded words, without `stop` words, stemmed. */
export function terms(text: string, stem: Stemmer, stop: ReadonlySet<string>): string[] {
  return words(text)
    .filter((w) => !stop.has(w))
    .map((w) => stem(w))
}
