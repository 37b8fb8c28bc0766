// Decap CMS fields from a JSON Schema (scripts/json-schemas/): the editor asks for what the schema asks,
// with the same required fields, patterns and choices, and shows each description as the field's hint.
// A map of free keys (a record: legal sections, a domain's items) gets one field per key of the reference
// file, the French one, since every language has the same keys.

type Schema = Record<string, unknown>

export interface DecapField {
  name: string
  label: string
  widget: string
  required?: boolean
  hint?: string
  i18n?: boolean
  pattern?: [string, string]
  options?: unknown[]
  value_type?: 'int' | 'float'
  min?: number
  max?: number
  fields?: DecapField[]
  field?: DecapField
  collapsed?: boolean
}

/** Messages the editor shows when a value breaks a pattern, by what the pattern is for. */
const PATTERN_MESSAGES: [RegExp | string, string][] = [
  ['email', 'Adresse e-mail invalide (ex. : contact@exemple.fr)'],
  ['date', 'Date au format AAAA-MM-JJ'],
  ['\\S', 'Texte vide : écrivez-le'],
]

function patternOf(schema: Schema): [string, string] | undefined {
  const pattern = schema.pattern
  if (typeof pattern !== 'string') return undefined
  const format = typeof schema.format === 'string' ? schema.format : undefined
  const message =
    PATTERN_MESSAGES.find(([key]) => key === format || key === pattern)?.[1] ??
    (typeof schema.patternErrorMessage === 'string'
      ? schema.patternErrorMessage
      : `Format attendu : ${pattern}`)
  return [pattern, message]
}

/** The fields of an object schema; `sample` is the reference file's value there (for records' keys). */
export function fieldsOf(schema: Schema, sample: unknown, translated: boolean): DecapField[] {
  const properties = (schema.properties ?? {}) as Record<string, Schema>
  const required = new Set((schema.required ?? []) as string[])
  const keys = Object.keys(properties).length
    ? Object.keys(properties)
    : // A record: the reference file's keys, each with the record's value schema.
      Object.keys((sample ?? {}) as object)
  return keys.map((key) => {
    const property = properties[key] ?? ((schema.additionalProperties ?? {}) as Schema)
    return fieldOf(key, property, (sample as Record<string, unknown> | undefined)?.[key], translated, {
      required: Object.keys(properties).length ? required.has(key) : true,
    })
  })
}

function fieldOf(
  name: string,
  schema: Schema,
  sample: unknown,
  translated: boolean,
  at: { required: boolean },
): DecapField {
  const base = {
    name,
    label: name,
    required: at.required,
    ...(typeof schema.description === 'string' && { hint: schema.description }),
    ...(translated && { i18n: true }),
  }
  const type = schema.type
  const choices = Array.isArray(schema.enum) ? schema.enum : 'const' in schema ? [schema.const] : undefined
  if (choices?.every((c) => typeof c === 'string' || typeof c === 'number'))
    return { ...base, widget: 'select', options: choices }
  if (choices?.every((c) => typeof c === 'boolean')) return { ...base, widget: 'boolean' }
  if (type === 'object')
    return { ...base, widget: 'object', collapsed: false, fields: fieldsOf(schema, sample, translated) }
  if (type === 'array') {
    const items = (schema.items ?? {}) as Schema
    const first = Array.isArray(sample) ? sample[0] : undefined
    return items.type === 'object'
      ? { ...base, widget: 'list', fields: fieldsOf(items, first, translated) }
      : { ...base, widget: 'list', field: fieldOf('item', items, first, translated, { required: true }) }
  }
  if (type === 'number' || type === 'integer')
    return {
      ...base,
      widget: 'number',
      value_type: type === 'integer' ? 'int' : 'float',
      ...(typeof schema.minimum === 'number' && { min: schema.minimum }),
      ...(typeof schema.maximum === 'number' && { max: schema.maximum }),
    }
  if (type === 'boolean') return { ...base, widget: 'boolean' }
  if (type === 'string') {
    const pattern = patternOf(schema)
    // Long texts in a text area: what is longer than a line in the reference.
    const long = typeof sample === 'string' && sample.length > 70
    return { ...base, widget: long ? 'text' : 'string', ...(pattern && { pattern }) }
  }
  // A union (a list item that is a text or a term with its text): edited as the reference shows it.
  if (typeof sample === 'string') return { ...base, widget: sample.length > 70 ? 'text' : 'string' }
  if (sample && typeof sample === 'object' && !Array.isArray(sample))
    return { ...base, widget: 'object', collapsed: false, fields: fieldsOf({}, sample, translated) }
  return { ...base, widget: 'string' }
}
