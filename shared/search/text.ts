import type { SiteLang } from '../languages.ts'
import { STEMMERS } from './stemmers.ts'

/** Lower-cases, removes accents and unifies apostrophes and ligatures. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
}

/** The folded words of a text; elisions (l', d', qu'…) and other single letters left out. */
export function words(text: string): string[] {
  return fold(text)
    .split(/[^\p{L}\p{N}+#]+/u)
    .map((w) => w.replace(/^\++|\++$/g, ''))
    .filter((w) => w.length > 0 && !(w.length === 1 && !/\p{N}/u.test(w)) && w !== 'qu')
}

const FUNCTION = {
  fr: `a ai aie ainsi alors au aucun aussi autre aux avec avez avoir bon c ca ce ceci cela celle celles celui ces cet
    cette chez ci comme comment d dans de des donc dont du elle elles en encore est et etc ete etes etre eu eux faire
    fait faites il ils j je l la le les leur leurs lui m ma mais me meme mes moi mon n ne ni nos notre nous on ont ou
    par pas peu peut peux plus pour pourquoi pourriez pouvez puis qu quand que quel quelle quelles quels qui quoi s sa
    sans se ses si son sont sur t ta te tes toi ton tous tout toute toutes tres tu un une vos votre vous y
    suis sommes serait etait`,
  en: `a about all also am an and any are as at be been being but by can could did do does doing for from had has
    have having he her here hers him his how i if in into is it its just me more most my no nor not of on or our ours
    out over please so some such than that the their them then there these they this those to too very was we were
    what when which while who whom why will with would you your yours`,
} satisfies Record<SiteLang, string>

/** Grammatical words, folded: they say nothing about what a page is about, in any search. */
export const FUNCTION_WORDS: Record<SiteLang, ReadonlySet<string>> = {
  fr: new Set(FUNCTION.fr.split(/\s+/)),
  en: new Set(FUNCTION.en.split(/\s+/)),
}

/** Search terms of a text: its folded words, without `stop` words, stemmed. */
export function terms(text: string, lang: SiteLang, stop = FUNCTION_WORDS[lang]): string[] {
  const stem = STEMMERS[lang]
  return words(text)
    .filter((w) => !stop.has(w))
    .map((w) => stem(w))
}
