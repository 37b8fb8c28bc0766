// The four languages of a text file as one entry, for the editor. Decap CMS shows languages side by side
// for a files collection only with its single_file structure (one file holding every language); on disk,
// each language has its own folder (locales/<lang>/<ns>.json, content/<lang>/<path>), which Decap allows
// only for folder collections, where every file shares one set of fields. So the editor's server shows
// Decap a virtual file per text file, locales/<ns>.json or content/<path>, holding { fr, en, es, ar }, read
// from the four real files and written back to them, each in its own key order and formatted as the
// repository's files are, and only the languages that changed.
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { DEFAULT_LANG, SITE_LANGS } from '../../shared/languages.ts'
import { formatAsRepository } from './format.ts'
import { orderLike } from './order.ts'

/** The roots whose files exist once per language, in a folder named after it. */
const ROOTS = ['locales', 'content'] as const

/** The real file of a virtual one in a language: content/articles/x.json → content/es/articles/x.json. */
export function realPath(path: string, lang: string): string {
  const [root, ...rest] = path.split('/')
  return [root, lang, ...rest].join('/')
}

/** Whether `path` (from the repository's root) is a virtual file: no such file, but a French one. */
export function isTranslated(repo: string, path: string): boolean {
  const root = path.split('/')[0] ?? ''
  if (!(ROOTS as readonly string[]).includes(root) || !path.endsWith('.json')) return false
  const inside = (p: string) => !relative(repo, resolve(repo, p)).startsWith('..')
  return inside(path) && !existsSync(join(repo, path)) && existsSync(join(repo, realPath(path, DEFAULT_LANG)))
}

/** The virtual file as decap-server's local back end answers a file: its text and an id (its hash). */
export function readTranslated(repo: string, path: string, label?: string) {
  const languages = Object.fromEntries(
    SITE_LANGS.map((lang) => [lang, JSON.parse(readFileSync(join(repo, realPath(path, lang)), 'utf8'))]),
  )
  const data = JSON.stringify(languages, null, 2)
  return {
    data,
    file: { path, ...(label && { label }), id: createHash('sha256').update(data).digest('hex') },
  }
}

/** Writes a saved virtual file back to its languages' files; returns the files that changed. */
export function writeTranslated(repo: string, path: string, raw: string): string[] {
  const languages = JSON.parse(raw) as Record<string, unknown>
  const changed: string[] = []
  for (const lang of SITE_LANGS) {
    if (languages[lang] === undefined) continue
    const file = realPath(path, lang)
    const target = join(repo, file)
    const before = existsSync(target) ? readFileSync(target, 'utf8') : undefined
    const ordered = orderLike(languages[lang], before === undefined ? undefined : JSON.parse(before))
    const text = formatAsRepository(file, `${JSON.stringify(ordered, null, 2)}\n`)
    if (before === text) continue
    writeFileSync(target, text)
    changed.push(file)
  }
  return changed
}
