// The browser editor's configuration (Decap CMS), made from the JSON Schemas editors see in their own
// editor (scripts/json-schemas/): every locale namespace and every content file, the four languages side by
// side (i18n multiple_folders: locales/<lang>/<ns>.json, content/<lang>/<path>), French the reference.
import { readdirSync, readFileSync } from 'node:fs'
import { NAMESPACES } from '../../core/i18n/namespaces.ts'
import { DEFAULT_LANG, SITE_LANGS } from '../../shared/languages.ts'
import { contentSchemas } from '../json-schemas/content.ts'
import { localeSchemas } from '../json-schemas/locales.ts'
import type { SchemaFile } from '../json-schemas/types.ts'
import { fieldsOf } from './fields.ts'

const read = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'))

/** The backend the editor saves through: decap-server's local file system API, or a git host. */
export type EditorBackend = { name: 'proxy'; proxy_url: string } | Record<string, unknown>

/** A files collection entry for a file of every language; `path` is under `root`/<lang>/. */
function translatedFile(root: string, path: string, schema: SchemaFile) {
  const name = path.replace(/\.json$/, '')
  return {
    name,
    label: name,
    // Virtual: the four languages of content/<lang>/<path> as one entry (scripts/editor/translated.ts).
    file: `${root}/${path}`,
    i18n: true,
    fields: fieldsOf(schema.schema, read(`${root}/${DEFAULT_LANG}/${path}`), true),
  }
}

export function editorConfig(backend: EditorBackend) {
  const locales = localeSchemas().filter((s) => s.path.startsWith(`schemas/locales/${DEFAULT_LANG}/`))
  const content = contentSchemas()
  const neutral = content.filter((s) => !s.fileMatch[0]?.startsWith('content/*/'))
  const texts = content.filter((s) => s.fileMatch[0]?.startsWith('content/*/'))
  const textFiles = texts.flatMap((s) =>
    s.fileMatch.flatMap((glob) => {
      const path = glob.replace(/^content\/\*\//, '')
      if (!path.includes('*')) return [{ path, schema: s }]
      // A folder sharing one schema: one entry per file of the French folder.
      const folder = path.replace(/\/\*\.json$/, '')
      return readdirSync(`content/${DEFAULT_LANG}/${folder}`).map((file) => ({
        path: `${folder}/${file}`,
        schema: s,
      }))
    }),
  )
  return {
    load_config_file: false,
    backend,
    locale: 'fr',
    media_folder: 'public',
    public_folder: '/',
    // Decap shows a files collection's languages side by side only from one file holding them all: the
    // editor's server makes one of each text file's four (scripts/editor/translated.ts).
    i18n: { structure: 'single_file', locales: [...SITE_LANGS], default_locale: DEFAULT_LANG },
    collections: [
      {
        name: 'locales',
        label: "Textes de l'interface",
        description:
          'locales/<langue>/<espace>.json : libellés, boutons, messages. Le français est la référence.',
        format: 'json',
        extension: 'json',
        i18n: true,
        editor: { preview: false },
        // Virtual: the four languages of locales/<lang>/<ns>.json as one entry.
        files: NAMESPACES.map((ns) => {
          const schema = locales.find((s) => s.fileMatch[0] === `locales/${DEFAULT_LANG}/${ns}.json`)
          if (!schema) throw new Error(`no schema for the namespace ${ns}`)
          return {
            name: ns,
            label: ns,
            file: `locales/${ns}.json`,
            i18n: true,
            fields: fieldsOf(schema.schema, read(`locales/${DEFAULT_LANG}/${ns}.json`), true),
          }
        }),
      },
      {
        name: 'texts',
        label: 'Textes du contenu',
        description: 'content/<langue>/… : articles, auteurs, pages légales, domaines, pages de services.',
        format: 'json',
        extension: 'json',
        i18n: true,
        editor: { preview: false },
        files: textFiles.map(({ path, schema }) => translatedFile('content', path, schema)),
      },
      {
        name: 'facts',
        label: 'Faits et données',
        description: 'content/*.json : société, bureaux, domaines, chiffres, mises en page (toutes langues).',
        format: 'json',
        extension: 'json',
        editor: { preview: false },
        files: neutral.map((s) => {
          const file = s.fileMatch[0] ?? ''
          const name = file.replace(/^content\//, '').replace(/\.json$/, '')
          return { name, label: name, file, fields: fieldsOf(s.schema, read(file), false) }
        }),
      },
    ],
  }
}
