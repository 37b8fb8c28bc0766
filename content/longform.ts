import { z } from 'zod'
import { cached } from '../shared/cached.ts'
import { parseContent } from './parse.ts'
import { type Longform, longformSchema } from './schemas/longform.ts'

/**
 * Validates an object read from a locale file (t(key, { returnObjects: true })) with a schema.
 * `key` is its dotted path in the file, so an error names both, e.g.
 * `locales/en/legal.json: privacy.sections.rights.body.p2: empty text`.
 */
export function parseLocaleTree<S extends z.ZodType>(
  file: string,
  key: string,
  schema: S,
  value: unknown,
): z.output<S> {
  if (typeof value !== 'object' || value === null) return parseTree(file, key, schema, value)
  const bySchema = cached(parsedTrees, value, () => new WeakMap())
  return cached(bySchema, schema, () => parseTree(file, key, schema, value)) as z.output<S>
}

/**
 * Trees already validated, by object and schema. On the server, `t` returns the same object for the same
 * key of the same locale files (ui/useTranslation.ts), so each article or legal text is
 * validated once per build instead of once per page.
 */
const parsedTrees = new WeakMap<object, WeakMap<z.ZodType, unknown>>()

function parseTree<S extends z.ZodType>(file: string, key: string, schema: S, value: unknown): z.output<S> {
  const path = key.split('.')
  const nestedSchema = path.reduceRight<z.ZodType>((inner, segment) => z.object({ [segment]: inner }), schema)
  const nested = path.reduceRight<unknown>((inner, segment) => ({ [segment]: inner }), value)
  let parsed: unknown = parseContent(file, nestedSchema, nested)
  for (const segment of path) parsed = (parsed as Record<string, unknown>)[segment]
  return parsed as z.output<S>
}

/** A long text (sections of paragraphs and lists) read from a locale file, validated. */
export function parseLongform(file: string, key: string, value: unknown): Longform {
  return parseLocaleTree(file, key, longformSchema, value)
}
