import type { z } from 'zod'

/** `{{name}}` in a content text: replaced by a company fact when the page is rendered. */
const PLACEHOLDER = /\{\{(\w+)\}\}/g

/** The names of the placeholders a text holds, e.g. ['brand', 'email']. */
export function placeholdersIn(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '')
}

/** A text with each `{{name}}` replaced by its value (the schemas allow only names that have one). */
export function fillPlaceholders(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole)
}

/** A tree of texts (sections, lists) with every text filled. */
export function fillAll<T>(tree: T, values: Readonly<Record<string, string>>): T {
  if (typeof tree === 'string') return fillPlaceholders(tree, values) as T
  if (Array.isArray(tree)) return tree.map((item) => fillAll(item, values)) as T
  if (tree !== null && typeof tree === 'object')
    return Object.fromEntries(Object.entries(tree).map(([key, value]) => [key, fillAll(value, values)])) as T
  return tree
}

/** `schema`, refusing any `{{name}}` in its texts whose name is not in `names`, at the text's key path. */
export function onlyPlaceholders<S extends z.ZodType>(schema: S, names: readonly string[]) {
  return schema.superRefine((value, ctx) => {
    const visit = (node: unknown, path: PropertyKey[]) => {
      if (typeof node === 'string') {
        for (const name of placeholdersIn(node).filter((n) => !names.includes(n)))
          ctx.addIssue({
            code: 'custom',
            path,
            message: `unknown placeholder {{${name}}}: use one of ${names.map((n) => `{{${n}}}`).join(', ')}`,
          })
      } else if (node !== null && typeof node === 'object') {
        for (const [key, child] of Object.entries(node)) visit(child, [...path, key])
      }
    }
    visit(value, [])
  })
}
