/**
 * French is the reference language: a translated content file has exactly the fields of its French
 * counterpart (the same keys at every depth, the same list lengths), only in another language.
 */

/** Dotted paths of every value that is not an object or a list (texts, numbers), e.g. `sections.scope.title`. */
export function leafPaths(value: unknown, prefix = ''): string[] {
  const children = Array.isArray(value)
    ? value.map((item, index) => [String(index), item] as const)
    : value !== null && typeof value === 'object'
      ? Object.entries(value)
      : undefined
  if (!children) return [prefix]
  return children.flatMap(([key, child]) => leafPaths(child, prefix ? `${prefix}.${key}` : key))
}

export interface ShapeDifference {
  path: string
  problem: 'missing' | 'extra'
}

/**
 * Fields each language has or not, whatever French does: a `metaTitle` (the browser tab's shorter title)
 * is needed only where the language's own title is over 60 characters.
 */
const PER_LANGUAGE = new Set(['metaTitle'])
const perLanguage = (path: string) => PER_LANGUAGE.has(path.split('.').at(-1) ?? '')

/** The leaves the reference has and the translation lacks ('missing'), and the other way ('extra'). */
export function compareWithReference(reference: unknown, translation: unknown): ShapeDifference[] {
  const ref = new Set(leafPaths(reference).filter((path) => !perLanguage(path)))
  const own = new Set(leafPaths(translation).filter((path) => !perLanguage(path)))
  return [
    ...[...ref].filter((path) => !own.has(path)).map((path) => ({ path, problem: 'missing' as const })),
    ...[...own].filter((path) => !ref.has(path)).map((path) => ({ path, problem: 'extra' as const })),
  ]
}
