// JSON Schemas of the locale files, from the French reference: for each language and namespace, every key
// French has (plural keys in the language's own plural forms), no other, each a non-empty text described
// by its French text and the placeholders it must keep. The same rule as the build's (core/i18n/check.ts).
import { readFileSync } from 'node:fs'
import { type LocaleTree, leafKeys, pluralForms } from '../../core/i18n/check.ts'
import { NAMESPACES } from '../../core/i18n/namespaces.ts'
import { DEFAULT_LANG, LANGUAGES, SITE_LANGS } from '../../shared/languages.ts'
import type { SchemaFile } from './types.ts'

const PLURAL = /^(.*)_(zero|one|two|few|many|other)$/
const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g

/** The French text a key of a language stands for (a plural form stands for French `_other`, or `_one`). */
function frenchText(french: Map<string, string>, key: string): string | undefined {
  if (french.has(key)) return french.get(key)
  const base = PLURAL.exec(key)?.[1]
  return base === undefined ? undefined : (french.get(`${base}_other`) ?? french.get(`${base}_one`))
}

function leafSchema(lang: string, key: string, text: string | undefined): Record<string, unknown> {
  const placeholders = [...new Set([...(text ?? '').matchAll(PLACEHOLDER)].map((m) => `{{${m[1]}}}`))]
  // French is the reference: its own texts need no French beside them, only the placeholders to keep.
  const lines = [
    ...(lang === DEFAULT_LANG ? [] : [`French: ${text ?? ''}`]),
    ...(placeholders.length ? [`Keep the placeholders ${placeholders.join(', ')} as they are.`] : []),
  ]
  // A text with something else than spaces: an empty one fails the build.
  return {
    type: 'string',
    pattern: '\\S',
    // VS Code's own keyword, shown instead of the pattern.
    patternErrorMessage: 'Empty: the build fails on an empty text.',
    ...(lines.length && { description: lines.join('\n') }),
  }
}

/** An object schema for the keys (dotted), required and allowed. */
function objectSchema(
  lang: string,
  prefix: string,
  allowed: string[],
  required: Set<string>,
  french: Map<string, string>,
): Record<string, unknown> {
  const properties: Record<string, unknown> = {}
  const mandatory: string[] = []
  const groups = new Map<string, string[]>()
  for (const key of allowed) {
    const [head = '', ...rest] = key.split('.')
    if (rest.length) groups.set(head, [...(groups.get(head) ?? []), rest.join('.')])
    else {
      const full = prefix + head
      properties[head] = leafSchema(lang, full, frenchText(french, full))
      if (required.has(full)) mandatory.push(head)
    }
  }
  for (const [head, keys] of groups) {
    properties[head] = objectSchema(lang, `${prefix}${head}.`, keys, required, french)
    mandatory.push(head)
  }
  return { type: 'object', properties, required: mandatory, additionalProperties: false }
}

/** One namespace's schema in one language, from French's tree. */
export function localeSchema(lang: string, ns: string, reference: LocaleTree): Record<string, unknown> {
  const keys = leafKeys(reference)
  const french = new Map(keys.map((k) => [k, String(keyValue(reference, k))]))
  const allowed = pluralForms(keys, lang, 'all')
  const required = new Set(pluralForms(keys, lang, 'counted'))
  const name = LANGUAGES[lang as keyof typeof LANGUAGES]?.name ?? lang
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: `locales/${lang}/${ns}.json`,
    description: `Interface texts of "${ns}" in ${name}. French (locales/${DEFAULT_LANG}/${ns}.json) is the reference: every one of its keys, no other, each a non-empty text.`,
    ...objectSchema(lang, '', allowed, required, french),
  }
}

function keyValue(tree: LocaleTree, dotted: string): unknown {
  let node: unknown = tree
  for (const part of dotted.split('.')) node = (node as Record<string, unknown>)?.[part]
  return node
}

/** Every namespace in every language, from locales/fr/. */
export function localeSchemas(root = 'locales'): SchemaFile[] {
  return NAMESPACES.flatMap((ns) => {
    const reference = JSON.parse(readFileSync(`${root}/${DEFAULT_LANG}/${ns}.json`, 'utf8')) as LocaleTree
    return SITE_LANGS.map((lang) => ({
      path: `schemas/locales/${lang}/${ns}.schema.json`,
      fileMatch: [`locales/${lang}/${ns}.json`],
      schema: localeSchema(lang, ns, reference),
    }))
  })
}
