/** Pure checks on locale files: every pre-rendered language has exactly the reference keys. */

type Json = string | number | boolean | null | Json[] | { [key: string]: Json }
export type LocaleTree = { [key: string]: Json }

/** Dotted paths of every leaf (string) in a nested text object. */
export function leafKeys(tree: LocaleTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) return leafKeys(value, path)
    return [path]
  })
}

export interface LocaleProblem {
  /** e.g. locales/en/common.json */
  file: string
  key: string
  problem: 'missing' | 'extra' | 'empty' | 'not a string'
}

/**
 * Compares each language's namespaces with the reference language's.
 * `locales` maps language → namespace → parsed JSON.
 */
export function checkLocales(
  locales: Record<string, Record<string, LocaleTree>>,
  reference: string,
  languages: readonly string[],
): LocaleProblem[] {
  const ref = locales[reference] ?? {}
  const problems: LocaleProblem[] = []
  for (const lang of languages) {
    const namespaces = new Set([...Object.keys(ref), ...Object.keys(locales[lang] ?? {})])
    for (const ns of namespaces) {
      const file = `locales/${lang}/${ns}.json`
      const tree = locales[lang]?.[ns] ?? {}
      const refKeys = new Set(leafKeys(ref[ns] ?? {}))
      const keys = leafKeys(tree)
      const own = new Set(keys)
      for (const key of refKeys) if (!own.has(key)) problems.push({ file, key, problem: 'missing' })
      for (const key of keys) {
        if (!refKeys.has(key)) problems.push({ file, key, problem: 'extra' })
        const value = lookup(tree, key)
        if (typeof value !== 'string') problems.push({ file, key, problem: 'not a string' })
        else if (value.trim() === '') problems.push({ file, key, problem: 'empty' })
      }
    }
  }
  return problems
}

function lookup(tree: LocaleTree, dotted: string): Json | undefined {
  let node: Json | undefined = tree
  for (const part of dotted.split('.')) {
    if (node === null || typeof node !== 'object' || Array.isArray(node)) return undefined
    node = node[part]
  }
  return node
}

/** A message an editor can act on, one line per problem. */
export function formatProblems(problems: readonly LocaleProblem[]): string {
  return [
    `Translation check failed (${problems.length} problem${problems.length === 1 ? '' : 's'}):`,
    ...problems.map(
      (p) =>
        `  - ${p.file}: key "${p.key}" is ${p.problem === 'extra' ? 'not in the French reference' : p.problem}`,
    ),
    'French (locales/fr) is the reference: every pre-rendered language must have the same keys, each a non-empty string.',
  ].join('\n')
}
