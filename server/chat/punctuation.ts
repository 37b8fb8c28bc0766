import type { Lang } from '../../shared/languages.ts'

/** How each language punctuates what the chat writes: its comma, its colon, and a list's last "and". */

/** Each language's comma: Arabic writes "،". */
export const COMMA: Record<Lang, string> = { fr: ', ', en: ', ', es: ', ', ar: '، ' }

/** The "and" before a list's last item, which it may depend on. */
const AND: Record<Lang, (last: string) => string> = {
  fr: () => ' et ',
  en: () => ' and ',
  // "y" becomes "e" before an "i" sound, but not before "hie", "hia" ("Web y móvil", "embebidos e IoT").
  es: (last) => (/^\[?h?[ií](?![aeé])/i.test(last) ? ' e ' : ' y '),
  // Arabic attaches "و" to the next word.
  ar: () => ' و',
}

/** Joins labels the way a sentence does: "A, B et C", "A, B and C", "A, B y C", "A، B وC". */
export function list(items: readonly string[], lang: Lang): string {
  const last = items[items.length - 1]
  if (items.length <= 1 || last === undefined) return items.join('')
  return `${items.slice(0, -1).join(COMMA[lang])}${AND[lang](last)}${last}`
}

/** What separates a label from what it introduces: French spaces its colon. */
export const COLON: Record<Lang, string> = { fr: ' : ', en: ': ', es: ': ', ar: ': ' }
