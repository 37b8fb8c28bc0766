// The browser editor's configuration (Decap CMS), made from the JSON Schemas editors see in their own
// editor (scripts/json-schemas/): every locale namespace and every content file, French the reference.
// Locally (`npm run edit`, decap-server's proxy back end), each text file's four languages side by side:
// Decap allows that for a files collection only from one file holding every language (i18n single_file),
// which the editor's server makes of locales/<lang>/<ns>.json and content/<lang>/<path>
// (scripts/editor/translated.ts). Published for a git host (EDITOR_BACKEND), Decap reads the repository
// itself: one collection per language instead.
import { readdirSync, readFileSync } from 'node:fs'
import type { EditorBackend } from '../../core/config.ts'
import { NAMESPACES } from '../../core/i18n/namespaces.ts'
import { DEFAULT_LANG, LANGUAGES, SITE_LANGS, type SiteLang } from '../../shared/languages.ts'
import { contentSchemas } from '../json-schemas/content.ts'
import { localeSchemas } from '../json-schemas/locales.ts'
import type { SchemaFile } from '../json-schemas/types.ts'
import { fieldsOf } from './fields.ts'

const read = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'))

/** decap-server's local back end, as `npm run edit` serves it. */
export type LocalBackend = { name: 'proxy'; proxy_url: string }

/** The text files of content/<lang>/ (paths under it) and their schemas. */
function contentTextFiles(texts: SchemaFile[]): { path: string; schema: SchemaFile }[] {
  return texts.flatMap((s) =>
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
}

/** An entry's name, part of the editor's address: content/<lang>/legal/terms.json → legal-terms. */
const entryName = (path: string) => path.replace(/\.json$/, '').replace(/\//g, '-')

const COMMON = { format: 'json', extension: 'json', editor: { preview: false } } as const
const LABELS = {
  locales: "Textes de l'interface",
  texts: 'Textes du contenu',
  facts: 'Faits et données',
}

export function editorConfig(backend: LocalBackend | EditorBackend) {
  const content = contentSchemas()
  const neutral = content.filter((s) => !s.fileMatch[0]?.startsWith('content/*/'))
  const texts = contentTextFiles(content.filter((s) => s.fileMatch[0]?.startsWith('content/*/')))
  // Every locale file's schema, written once (each is a zod schema turned into JSON Schema).
  const locales = localeSchemas()
  const localeSchema = (lang: SiteLang, ns: string) => {
    const schema = locales.find((s) => s.fileMatch[0] === `locales/${lang}/${ns}.json`)
    if (!schema) throw new Error(`no schema for locales/${lang}/${ns}.json`)
    return schema.schema
  }
  const facts = {
    ...COMMON,
    name: 'facts',
    label: LABELS.facts,
    description: 'content/*.json : société, bureaux, domaines, chiffres, mises en page (toutes langues).',
    files: neutral.map((s) => {
      const file = s.fileMatch[0] ?? ''
      const name = file.replace(/^content\//, '').replace(/\.json$/, '')
      return { name, label: name, file, fields: fieldsOf(s.schema, read(file), false) }
    }),
  }
  const base = { load_config_file: false, backend, locale: 'fr', media_folder: 'public', public_folder: '/' }

  if (backend.name === 'proxy') {
    const translated = (file: string, name: string, schema: Record<string, unknown>, sample: string) => ({
      name,
      label: file.replace(/^(locales|content)\//, ''),
      // Virtual: the four languages of the file as one entry (scripts/editor/translated.ts).
      file,
      i18n: true,
      fields: fieldsOf(schema, read(sample), true),
    })
    return {
      ...base,
      i18n: { structure: 'single_file', locales: [...SITE_LANGS], default_locale: DEFAULT_LANG },
      collections: [
        {
          ...COMMON,
          name: 'locales',
          label: LABELS.locales,
          description:
            'locales/<langue>/<espace>.json : libellés, boutons, messages. Le français est la référence.',
          i18n: true,
          files: NAMESPACES.map((ns) =>
            translated(
              `locales/${ns}.json`,
              ns,
              localeSchema(DEFAULT_LANG, ns),
              `locales/${DEFAULT_LANG}/${ns}.json`,
            ),
          ),
        },
        {
          ...COMMON,
          name: 'texts',
          label: LABELS.texts,
          description: 'content/<langue>/… : articles, auteurs, pages légales, domaines, pages de services.',
          i18n: true,
          files: texts.map(({ path, schema }) =>
            translated(`content/${path}`, entryName(path), schema.schema, `content/${DEFAULT_LANG}/${path}`),
          ),
        },
        facts,
      ],
    }
  }
  // A git host: each language's files as they are in the repository.
  const perLanguage = SITE_LANGS.flatMap((lang) => {
    const name = LANGUAGES[lang].name
    return [
      {
        ...COMMON,
        name: `locales-${lang}`,
        label: `${LABELS.locales} — ${name}`,
        files: NAMESPACES.map((ns) => {
          const file = `locales/${lang}/${ns}.json`
          return { name: ns, label: ns, file, fields: fieldsOf(localeSchema(lang, ns), read(file), false) }
        }),
      },
      {
        ...COMMON,
        name: `texts-${lang}`,
        label: `${LABELS.texts} — ${name}`,
        files: texts.map(({ path, schema }) => {
          const file = `content/${lang}/${path}`
          return {
            name: entryName(path),
            label: path,
            file,
            fields: fieldsOf(schema.schema, read(file), false),
          }
        }),
      },
    ]
  })
  return { ...base, collections: [...perLanguage, facts] }
}
