import type { z } from 'zod'
import { DEFAULT_LANG, LANGUAGES, SITE_LANGS, type SiteLang } from '../shared/languages.ts'
import { checkContent, contentError, problemLine } from './parse.ts'
import { compareWithReference } from './reference.ts'

/** The files under content/<lang>/, keyed by their path from content/ ('./fr/authors.json'), parsed. */
export type LanguageFiles = Readonly<Record<string, unknown>>

/** What one language's reading asks for; each call names the files and their schema. */
export interface Reader {
  /** content/<lang>/<path>, parsed with `schema`. */
  file<S extends z.ZodType>(path: string, schema: S): z.output<S>
  /**
   * content/<lang>/<folder>/<key>.json for each key `list` gives, each parsed with `schemaOf(key)`;
   * no other file may be there.
   */
  folder<S extends z.ZodType>(
    folder: string,
    list: KeyList,
    schemaOf: (key: string) => S,
  ): Record<string, z.output<S>>
}

/** The keys of a folder's files and where they come from, e.g. the slugs of the articles of content/blog.json. */
export interface KeyList {
  keys: readonly string[]
  /** What one key names, e.g. 'article'. */
  item: string
  /** The file listing them, e.g. 'content/blog.json'. */
  listedIn: string
}

const REFERENCE = `content/${DEFAULT_LANG}`

/**
 * Reads the content of every language of SITE_LANGS with `read`, and throws one ContentError naming
 * every problem (file, key path, what is wrong) when a file is missing, does not match its schema, is
 * not read by the site, or lacks (or adds) a field of its French counterpart.
 */
export function loadPerLanguage<T>(
  found: LanguageFiles,
  read: (reader: Reader, lang: SiteLang) => T,
): Record<SiteLang, T> {
  const files = new Map(Object.entries(found).map(([path, data]) => [path.replace(/^\.\//, ''), data]))
  const problems: string[] = []
  const seen = new Set<string>()
  /** Files that break their schema: compared with French only once they match it (one problem, one line). */
  const invalid = new Set<string>()

  const readerOf = (lang: SiteLang): Reader => {
    const parse = <S extends z.ZodType>(path: string, schema: S, missing: string): z.output<S> => {
      const full = `${lang}/${path}`
      seen.add(full)
      if (!files.has(full)) {
        problems.push(problemLine(`content/${full}`, null, missing))
        return undefined as z.output<S>
      }
      const checked = checkContent(`content/${full}`, schema, files.get(full))
      if (checked.ok) return checked.data
      problems.push(...checked.problems)
      invalid.add(full)
      return undefined as z.output<S>
    }
    return {
      file: (path, schema) => parse(path, schema, 'missing: the site reads this file'),
      folder: (folder, { keys, item, listedIn }, schemaOf) => {
        const prefix = `${lang}/${folder}/`
        for (const path of files.keys()) {
          const key = path.startsWith(prefix) ? path.slice(prefix.length).replace(/\.json$/, '') : undefined
          if (key === undefined || keys.includes(key)) continue
          seen.add(path)
          problems.push(
            problemLine(`content/${path}`, null, `not read: ${listedIn} lists no ${item} "${key}"`),
          )
        }
        return Object.fromEntries(
          keys.map((key) => [
            key,
            parse(`${folder}/${key}.json`, schemaOf(key), `missing: ${listedIn} lists the ${item} "${key}"`),
          ]),
        )
      },
    }
  }

  const loaded = Object.fromEntries(SITE_LANGS.map((lang) => [lang, read(readerOf(lang), lang)])) as Record<
    SiteLang,
    T
  >
  for (const path of files.keys()) {
    const lang = path.split('/')[0] ?? ''
    if (!seen.has(path) && (SITE_LANGS as readonly string[]).includes(lang))
      problems.push(
        problemLine(
          `content/${path}`,
          null,
          'not read by the site: remove it, or read it in content/texts.ts',
        ),
      )
    else if (!(lang in LANGUAGES))
      problems.push(
        problemLine(`content/${path}`, null, `"${lang}" is not a language of shared/languages.ts`),
      )
  }
  problems.push(
    ...differencesFromReference(
      files,
      [...seen].filter((path) => !invalid.has(path)),
    ),
  )
  if (problems.length) throw contentError('Invalid content (French, content/fr/, is the reference)', problems)
  return loaded
}

/** Every field a translated file lacks or adds compared with its French counterpart. */
function differencesFromReference(files: Map<string, unknown>, paths: readonly string[]): string[] {
  return paths.flatMap((path) => {
    const [lang, ...rest] = path.split('/')
    const reference = `${DEFAULT_LANG}/${rest.join('/')}`
    if (lang === DEFAULT_LANG || !files.has(path) || !files.has(reference)) return []
    return compareWithReference(files.get(reference), files.get(path)).map(({ path: key, problem }) =>
      problemLine(
        `content/${path}`,
        key,
        problem === 'missing'
          ? `missing: ${REFERENCE}/${rest.join('/')} has it`
          : `not in the French reference ${REFERENCE}/${rest.join('/')}`,
      ),
    )
  })
}
