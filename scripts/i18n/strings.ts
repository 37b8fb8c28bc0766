// Every translatable string of a language, read from its files: the interface strings
// (locales/<lang>/*.json) and the prose (content/<lang>/**/*.json), each with its file and key path.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'

export interface Text {
  /** The file, relative to the repository: `locales/es/common.json`, `content/ar/articles/x.json`. */
  file: string
  /** The dotted key path in that file, e.g. `nav.contact` or `sections.0.title`. */
  key: string
  text: string
}

/** The two places a language's texts live, with the French reference next to them. */
export const TEXT_ROOTS = ['locales', 'content'] as const

function jsonFiles(folder: string): string[] {
  if (!existsSync(folder)) return []
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return jsonFiles(path)
    return entry.name.endsWith('.json') ? [path] : []
  })
}

function leaves(value: unknown, prefix: string): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]]
  const entries = Array.isArray(value)
    ? value.map((item, index) => [String(index), item] as const)
    : value !== null && typeof value === 'object'
      ? Object.entries(value)
      : []
  return entries.flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key))
}

/** The texts of `lang` under the repository folder `root` (default: this one). */
export function textsOf(lang: string, root = '.'): Text[] {
  return TEXT_ROOTS.flatMap((folder) =>
    jsonFiles(join(root, folder, lang)).flatMap((path) => {
      const file = relative(root, path).split('\\').join('/')
      const json: unknown = JSON.parse(readFileSync(path, 'utf8'))
      // `_comment` fields are notes for editors, not texts of the site.
      return leaves(json, '')
        .filter(([key]) => !key.split('.').includes('_comment'))
        .map(([key, text]) => ({ file, key, text }))
    }),
  )
}

/** The same file in another language: `locales/es/common.json` → `locales/fr/common.json`. */
export function translatedFile(file: string, lang: string): string {
  const [folder, , ...rest] = file.split('/')
  return [folder, lang, ...rest].join('/')
}

/** The French counterpart of a translated file. */
export const referenceFile = (file: string, reference: string) => translatedFile(file, reference)
