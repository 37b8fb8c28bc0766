import { fold } from './text.ts'

// Acronyms read from the site's own wording: "Data Protection Officer" is what "DPO" stands for.

/** Small words that link a name's words and give no letter to its acronym ("Défenseur des Droits"). */
const LINKS = 'of|for|and|the|de|des|du|la|le|del|y'
const LINK = new RegExp(`^(${LINKS})$`)
/** A run of two to five capitalised words, linking words allowed between them. */
const CAPITALISED_RUN = new RegExp(
  String.raw`(?<![\p{L}\d])\p{Lu}\p{Ll}+(?:\s+(?:(?:${LINKS})\s+)?\p{Lu}\p{Ll}+){1,4}`,
  'gu',
)

/** Shortest acronym read: two letters ("QA") are too often something else. */
const MIN_ACRONYM = 3

/**
 * The acronyms of the capitalised names a set of texts writes in full ("dpo" → "data protection officer"),
 * folded; an acronym two names share is left out, as ambiguous.
 */
export function acronymsOf(texts: Iterable<string>): Map<string, string> {
  const found = new Map<string, Set<string>>()
  for (const text of texts)
    for (const m of text.matchAll(CAPITALISED_RUN)) {
      const name = fold(m[0]).replace(/\s+/g, ' ')
      const letters = name
        .split(' ')
        .filter((w) => !LINK.test(w))
        .map((w) => w[0])
        .join('')
      if (letters.length >= MIN_ACRONYM) found.set(letters, (found.get(letters) ?? new Set()).add(name))
    }
  return new Map(
    [...found].filter(([, names]) => names.size === 1).map(([a, names]) => [a, [...names][0] ?? '']),
  )
}
