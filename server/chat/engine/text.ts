import { stem } from './stem.ts'

/** The two languages the knowledge base is written in; every other language is answered in English. */
export type KbLang = 'fr' | 'en'

/** Lower-cases, removes accents and unifies apostrophes and dashes. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
}

const STOP = {
  fr: `a ai aie ainsi alors au aucun aussi autre aux avec avez avoir bon c ca ce ceci cela celle celles celui ces cet
    cette chez ci comme comment d dans de des donc dont du elle elles en encore est et etc ete etes etre eu eux faire
    fait faites il ils j je l la le les leur leurs lui m ma mais me meme mes moi mon n ne ni nos notre nous on ont ou
    par pas peu peut peux plus pour pourquoi pourriez pouvez puis qu quand que quel quelle quelles quels qui quoi s sa
    sans se ses si son sont sur t ta te tes toi ton tous tout toute toutes tres tu un une vos votre vous y avez-vous
    suis sommes serait etait svp merci bonjour propose proposez proposer possible faut veux voudrais souhaite besoin
    cherche recherche savoir dire donner chose choses consiste comprend inclut prend signifie plutot deja combien
    vraiment exactement moment chaque aider aide utiliser utilisez faites fais
    peut-on envoyer envoyez actuellement maintenant passe deroule donne donnez fera`,
  en: `a about all also am an and any are as at be been being but by can could did do does doing for from had has
    have having he her here hers him his how i if in into is it its just me more most my no nor not of on or our ours
    out over please so some such than that the their them then there these they this those to too very was we were
    what when which while who whom why will with would you your yours hi hello thanks thank tell know want need looking
    offer offering provide guys anything something thing things like get got include includes involve
    involves mean means rather instead really actually already exactly much many every each run runs make do done
    use using help send right now currently before ever`,
}

/** Words that carry no meaning for retrieval, per language (accent-folded). */
export const STOP_WORDS: Record<KbLang, ReadonlySet<string>> = {
  fr: new Set(STOP.fr.split(/\s+/)),
  en: new Set(STOP.en.split(/\s+/)),
}

/** The folded words of a text, elisions (l', d', qu'…) and possessive 's removed. */
export function words(text: string): string[] {
  return fold(text)
    .split(/[^a-z0-9+#]+/)
    .map((w) => w.replace(/^\+|\+$/g, ''))
    .filter((w) => w.length > 0 && !(w.length === 1 && !/[0-9]/.test(w)) && w !== 'qu')
}

/** In French, "AI" written in capitals is the French acronym "IA" (plain "ai" is the verb of "j'ai"). */
export function prepare(text: string, lang: KbLang): string {
  return lang === 'fr' ? text.replace(/\bAI\b/g, 'IA') : text
}

/** Index terms of a text: folded words without stop words, stemmed. */
export function terms(text: string, lang: KbLang): string[] {
  return words(prepare(text, lang))
    .filter((w) => !STOP_WORDS[lang].has(w))
    .map((w) => stem(w, lang))
}
