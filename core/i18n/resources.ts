import { DEFAULT_LANG, SITE_LANGS } from '../../shared/languages.ts'
import { checkLocales, formatProblems, type LocaleTree } from './check.ts'

/** Every locale file, bundled on the server: language → namespace → texts. */
const files = import.meta.glob<LocaleTree>('/locales/*/*.json', { eager: true, import: 'default' })

export const resources: Record<string, Record<string, LocaleTree>> = {}
for (const [path, tree] of Object.entries(files)) {
  const [, , lang, file] = path.split('/')
  if (!lang || !file) continue
  resources[lang] ??= {}
  resources[lang][file.replace(/\.json$/, '')] = tree
}

/** Throws an error naming file and key when a pre-rendered language misses a key. */
export function assertLocalesComplete(locales: Record<string, Record<string, LocaleTree>> = resources): void {
  const problems = checkLocales(locales, DEFAULT_LANG, SITE_LANGS)
  if (problems.length) throw new Error(formatProblems(problems))
}
