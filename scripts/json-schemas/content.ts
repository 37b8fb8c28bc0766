// JSON Schemas of the content files, from the zod schemas the build reads them with (zod 4's JSON Schema
// output, as they accept input): content/*.json (content/index.ts) and content/<lang>/… (content/textFiles.ts).
import { z } from 'zod'
import { NEUTRAL_FILES } from '../../content/index.ts'
import type { Reader } from '../../content/load.ts'
import { readTexts } from '../../content/textFiles.ts'
import type { SchemaFile } from './types.ts'

/** A zod schema as a draft-07 JSON Schema (what editors support best); refinements are the build's. */
export function jsonSchemaOf(schema: z.ZodType, title: string, description: string): Record<string, unknown> {
  const json = z.toJSONSchema(schema, { io: 'input', target: 'draft-7', unrepresentable: 'any' })
  return { $schema: json.$schema, title, description, ...json }
}

/** content/*.json: one schema each. */
function neutralSchemas(): SchemaFile[] {
  return NEUTRAL_FILES.map(({ file, schema }) => {
    const name = file.replace(/^content\//, '').replace(/\.json$/, '')
    return {
      path: `schemas/content/${name}.schema.json`,
      fileMatch: [file],
      schema: jsonSchemaOf(
        schema,
        file,
        `${file}: facts and settings in every language (content/index.ts reads it).`,
      ),
    }
  })
}

/** The files of content/<lang>/ and their schemas, as content/textFiles.ts reads them. */
function textFiles(): { path: string; folder?: string; schema: z.ZodType }[] {
  const found: { path: string; folder?: string; schema: z.ZodType }[] = []
  const recorder: Reader = {
    file(path, schema) {
      found.push({ path, schema })
      return undefined as never
    },
    folder(folder, list, schemaOf) {
      for (const key of list.keys)
        found.push({ path: `${folder}/${key}.json`, folder, schema: schemaOf(key) })
      return {}
    },
  }
  readTexts(recorder)
  return found
}

/**
 * content/<lang>/…: one schema per file, or one per folder whose files all share it (the domains); each
 * matches the file in every language.
 */
function textSchemas(): SchemaFile[] {
  const files = textFiles().map((f) => ({
    ...f,
    json: jsonSchemaOf(f.schema, `content/<lang>/${f.path}`, textDescription(f.path)),
  }))
  const out: SchemaFile[] = []
  const folders = new Set(files.flatMap((f) => (f.folder ? [f.folder] : [])))
  for (const folder of folders) {
    const inFolder = files.filter((f) => f.folder === folder)
    const shapes = new Set(inFolder.map((f) => JSON.stringify({ ...f.json, title: '', description: '' })))
    if (shapes.size > 1) continue
    out.push({
      path: `schemas/content/texts/${folder}.schema.json`,
      fileMatch: [`content/*/${folder}/*.json`],
      schema: {
        ...(inFolder[0]?.json ?? {}),
        title: `content/<lang>/${folder}/*.json`,
        description: textDescription(`${folder}/*.json`),
      },
    })
    for (const f of inFolder) files.splice(files.indexOf(f), 1)
  }
  for (const f of files)
    out.push({
      path: `schemas/content/texts/${f.path.replace(/\.json$/, '')}.schema.json`,
      fileMatch: [`content/*/${f.path}`],
      schema: f.json,
    })
  return out
}

const textDescription = (path: string) =>
  `content/<lang>/${path}: texts in one language; French (content/fr/${path}) is the reference, every other language has the same fields (content/textFiles.ts reads it).`

export const contentSchemas = (): SchemaFile[] => [...neutralSchemas(), ...textSchemas()]
