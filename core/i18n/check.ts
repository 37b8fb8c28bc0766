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
      const refKeys = leafKeys(ref[ns] ?? {})
      const required = new Set(pluralForms(refKeys, lang, 'counted'))
      const allowed = new Set(pluralForms(refKeys, lang, 'all'))
      const keys = leafKeys(tree)
      const own = new Set(keys)
      for (const key of required) if (!own.has(key)) problems.push({ file, key, problem: 'missing' })
      for (const key of keys) {
        if (!allowed.has(key)) problems.push({ file, key, problem: 'extra' })
        const value = lookup(tree, key)
        if (typeof value !== 'string') problems.push({ file, key, problem: 'not a string' })
        else if (value.trim() === '') problems.push({ file, key, problem: 'empty' })
      }
    }
  }
  return problems
}

const CATEGORY_ORDER = ['zero', 'one', 'two', 'few', 'many', 'other'] as const
const PLURAL = /^(.*)_(zero|one|two|few|many|other)$/

/** The plural categories a language uses for counts from 0 to 1,000 (what a page counts: results, comments). */
function countedCategories(lang: string): Set<string> {
  const rules = new Intl.PluralRules(lang)
  return new Set(Array.from({ length: 1001 }, (_, n) => rules.select(n)))
}

/**
 * The reference's keys as a language has them: a plural key (`count_one`, `count_other` in French)
 * becomes one key per plural category of that language, which is what i18next looks up. `counted`: the
 * categories counts up to 1,000 use, which a translation must have (Arabic: all six, from `count_zero`
 * to `count_other`); `all`: every category of the language, which a translation may have (Spanish and
 * French `count_many`, for a million).
 */
export function pluralForms(keys: readonly string[], lang: string, which: 'counted' | 'all'): string[] {
  const categories: ReadonlySet<string> =
    which === 'all'
      ? new Set(new Intl.PluralRules(lang).resolvedOptions().pluralCategories)
      : countedCategories(lang)
  const out = new Set<string>()
  for (const key of keys) {
    const base = PLURAL.exec(key)?.[1]
    if (base === undefined) out.add(key)
    else for (const category of CATEGORY_ORDER) if (categories.has(category)) out.add(`${base}_${category}`)
  }
  return [...out]
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
