import { company } from '../../../content/index.ts'
import { fold, type KbLang, STOP_WORDS, words } from './text.ts'

/** What a message asks beyond its topic: small talk, a price, or how to reach the team. */
export interface Intents {
  /** Only a greeting ("Bonjour !", "Hi there"). */
  greeting: boolean
  /** Only thanks or a goodbye. */
  thanks: boolean
  /** Asks for a price, a rate or a quote: there is no public price list. */
  price: boolean
  /** Asks for a phone number, an e-mail address, opening hours or how to get in touch. */
  contact: boolean
}

const GREETING = new Set(
  'bonjour bonsoir salut coucou hello hi hey hola salam good morning afternoon evening there yo allo'.split(
    ' ',
  ),
)
const THANKS = new Set(
  'merci thanks thank thx cheers super parfait great cool ok okay top nickel genial beaucoup lot much bye goodbye au revoir bonne journee soiree day perfect awesome'.split(
    ' ',
  ),
)
const SMALL_TALK = new Set([
  ...'ca va comment allez how are doing bot assistant toi you vous tu'.split(' '),
  ...words(company.brand),
])

const PRICE =
  /\b(prix|tarifs?|tarification|tarifaires?|couts?|coute(nt)?|budgets?|devis|chiffrages?|tjm|facturation|factur\w*|onereu\w*|price[sd]?|pricing|costs?|costing|quotes?|quotation|(day|daily|hourly) rates?|rates|fees?|expensive|cheap|afford\w*)\b|\bcombien (ca )?(coute|vaut|factur\w*|prenez|demandez)|\bhow much\b(?! time)|\bcombien pour\b/
const CONTACT =
  /\b(contact\w*|joindre|telephone|tel|numero|appel\w*|mail|e-mail|email|courriel|horaires?|coordonnees|phone|call|reach|number|hours|touch|rappel\w*)\b/

/** Detects the intents of a message, in any language the site speaks. */
export function intents(message: string, lang: KbLang): Intents {
  const folded = fold(message)
  const all = words(message)
  const meaningful = all.filter((w) => !STOP_WORDS[lang].has(w) && !SMALL_TALK.has(w))
  const only = (set: ReadonlySet<string>) =>
    meaningful.length > 0
      ? meaningful.every((w) => set.has(w))
      : all.some((w) => set.has(w)) &&
        all.every((w) => set.has(w) || SMALL_TALK.has(w) || STOP_WORDS[lang].has(w))
  const greeting = only(GREETING)
  return {
    greeting,
    thanks: !greeting && only(THANKS),
    price: PRICE.test(folded),
    contact: CONTACT.test(folded),
  }
}
