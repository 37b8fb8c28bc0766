import type { SiteLang } from '../../../shared/languages.ts'
import { STEMMERS } from '../../../shared/search/stemmers.ts'
import { FUNCTION_WORDS, fold, terms as searchTerms, words } from '../../../shared/search/text.ts'

export { fold, words }

/** The languages the knowledge base is written in; every other language is answered in English. */
export type KbLang = SiteLang

/** What visitors say around a question ("Could you tell me…", "je cherche…"): no topic of its own. */
const QUESTION = {
  fr: `avez-vous svp merci bonjour propose proposez proposer possible faut veux voudrais souhaite besoin
    cherche recherche savoir dire donner chose choses consiste comprend inclut prend signifie plutot deja combien
    vraiment exactement moment chaque aider aide utiliser utilisez faites fais
    peut-on envoyer envoyez actuellement maintenant passe deroule donne donnez fera`,
  en: `hi hello thanks thank tell know want need looking
    offer offering provide guys anything something thing things like get got include includes involve
    involves mean means rather instead really actually already exactly much many every each run runs make do done
    use using help send right now currently before ever`,
} satisfies Record<KbLang, string>

/** Words that carry no meaning for retrieval, per language (accent-folded): grammar and question words. */
export const STOP_WORDS: Record<KbLang, ReadonlySet<string>> = {
  fr: new Set([...FUNCTION_WORDS.fr, ...QUESTION.fr.split(/\s+/)]),
  en: new Set([...FUNCTION_WORDS.en, ...QUESTION.en.split(/\s+/)]),
}

/** In French, "AI" written in capitals is the French acronym "IA" (plain "ai" is the verb of "j'ai"). */
export function prepare(text: string, lang: KbLang): string {
  return lang === 'fr' ? text.replace(/\bAI\b/g, 'IA') : text
}

/** Index terms of a text: folded words without stop words, stemmed (shared/search/text.ts). */
export const terms = (text: string, lang: KbLang): string[] =>
  searchTerms(prepare(text, lang), STEMMERS[lang], STOP_WORDS[lang])
