// Every JSON Schema the editors use, and where their editors find them: .vscode/settings.json's
// json.schemas (VS Code; other editors read the same schemas through their own settings). Written by
// `npm run schemas` into schemas/ and committed, so that a fresh clone has them before any build;
// tests/unit/json-schemas.test.ts fails when they are stale.
import { contentSchemas } from './content.ts'
import { localeSchemas } from './locales.ts'
import type { SchemaFile } from './types.ts'

export const SCHEMAS_DIR = 'schemas'
export const VSCODE_SETTINGS = '.vscode/settings.json'

export const allSchemas = (): SchemaFile[] => [...contentSchemas(), ...localeSchemas()]

/** The files to write, path → text (formatted as the repository's JSON files are). */
export function schemaOutputs(schemas = allSchemas()): Map<string, string> {
  const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`
  const out = new Map(schemas.map((s) => [s.path, json(s.schema)]))
  out.set(
    VSCODE_SETTINGS,
    json({
      'json.schemas': schemas.map((s) => ({
        fileMatch: s.fileMatch.map((m) => `/${m}`),
        url: `./${s.path}`,
      })),
    }),
  )
  return out
}
