import { fold } from './text.ts'

// Acronyms read from the site's own wording: "Data Protection Officer" is what "DPO" stands for.

/** A run of two to five capitalised words, small linking words allowed between them. */
const CAPITALISED_RUN =
  /(?<![\p{L}\d])\p{Lu}\p{Ll}+(?:\s+(?:(?:of|for|and|the|de|des|du|la|le|del|y)\s+)?\p{Lu}\p{Ll}+){1,4}/gu
/** A linking word, which gives no letter to the acronym. */
const LINK = /^(of|for|and|the|de|des|du|la|le|del|y)$/

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
