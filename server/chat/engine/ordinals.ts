// Ordinal words ("third", "troisième", "tercera", "الثالثة"): a place in an order, not a thing a question
// names ("what is the third step?" asks no "third" the site would have to write).

/** Ordinal words from the second to the eighth, per number (folded; the first has its own place). */
const ORDINALS: ReadonlyArray<readonly [number, RegExp]> = [
  [2, /\b(second|2nd|deuxieme|2e|2eme|segund[oa]|2º|2ª)\b|(^|[^\p{L}])[وف]?(ال)?(ثاني|ثانيه)($|[^\p{L}])/u],
  [3, /\b(third|3rd|troisieme|3e|3eme|tercer[oa]?|3º|3ª)\b|(^|[^\p{L}])[وف]?(ال)?(ثالث|ثالثه)($|[^\p{L}])/u],
  [4, /\b(fourth|4th|quatrieme|4e|4eme|cuart[oa]|4º|4ª)\b|(^|[^\p{L}])[وف]?(ال)?(رابع|رابعه)($|[^\p{L}])/u],
  [5, /\b(fifth|5th|cinquieme|5e|5eme|quint[oa]|5º|5ª)\b|(^|[^\p{L}])[وف]?(ال)?(خامس|خامسه)($|[^\p{L}])/u],
  [6, /\b(sixth|6th|sixieme|6e|6eme|sext[oa]|6º|6ª)\b|(^|[^\p{L}])[وف]?(ال)?(سادس|سادسه)($|[^\p{L}])/u],
  [7, /\b(seventh|7th|septieme|7e|7eme|septim[oa]|7º|7ª)\b|(^|[^\p{L}])[وف]?(ال)?(سابع|سابعه)($|[^\p{L}])/u],
  [8, /\b(eighth|8th|huitieme|8e|8eme|octav[oa]|8º|8ª)\b|(^|[^\p{L}])[وف]?(ال)?(ثامن|ثامنه)($|[^\p{L}])/u],
]

/** The place an ordinal word of a folded text says, the first found (none: undefined). */
export const ordinalIn = (folded: string): number | undefined =>
  ORDINALS.find(([, pattern]) => pattern.test(folded))?.[0]

/** Whether a folded word is an ordinal. */
export const isOrdinal = (word: string): boolean => ordinalIn(word) !== undefined
