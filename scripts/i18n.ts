// `npm run i18n`: the state of every translation, per language: missing keys, texts still identical to
// French, stale translations (French changed since) and texts the lock has not recorded.
// `npm run i18n -- --update es ar` records, after a translation was updated, the French texts it now
// follows (locales/translations.lock.json).
import { readFileSync } from 'node:fs'
import { DEFAULT_LANG, LANGUAGES } from '../shared/languages.ts'
import { readLock, writeLock } from './i18n/lock.ts'
import { type KeepWords, type LanguageReport, recordLanguage, reportLanguage } from './i18n/report.ts'

const GLOSSARY = 'locales/glossary.json'

/** Words the glossary keeps identical in every language: the brand, tools, standards. */
export function keepWords(file = GLOSSARY): KeepWords {
  const { terms } = JSON.parse(readFileSync(file, 'utf8')) as { terms: Record<string, string>[] }
  const same = terms.filter((t) => t.fr === t.en && t.fr === t.es && t.fr === t.ar)
  return new Set(same.flatMap((t) => (t.fr ?? '').toLowerCase().split(/\s+/)))
}

/** Every language but the reference. */
export const TRANSLATED = (Object.keys(LANGUAGES) as string[]).filter((lang) => lang !== DEFAULT_LANG)

export function reports(langs: readonly string[] = TRANSLATED): LanguageReport[] {
  const lock = readLock()
  const keep = keepWords()
  return langs.map((lang) => reportLanguage(lang, { reference: DEFAULT_LANG, lock, keep }))
}

const SHOWN = 10

function print(report: LanguageReport): void {
  const { lang, total, missing, untranslated, stale, unrecorded } = report
  console.log(
    `${lang}: ${total} texts, ${missing.length} missing, ${untranslated.length} identical to French, ${stale.length} stale, ${unrecorded.length} not recorded in the lock`,
  )
  const list = (title: string, items: { file: string; key: string }[]) => {
    if (!items.length) return
    console.log(`  ${title}:`)
    for (const item of items.slice(0, SHOWN)) console.log(`    ${item.file}: ${item.key}`)
    if (items.length > SHOWN) console.log(`    … and ${items.length - SHOWN} more`)
  }
  list('missing', missing)
  list('identical to French', untranslated)
  list('stale (French changed since the translation)', stale)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2)
  if (args[0] === '--update') {
    const langs = args.slice(1).length ? args.slice(1) : TRANSLATED
    const lock = readLock()
    for (const lang of langs) lock[lang] = recordLanguage(lang, DEFAULT_LANG)
    writeLock(lock)
    console.log(`Recorded the French sources of ${langs.join(', ')} in the lock.`)
  } else {
    for (const report of reports()) print(report)
  }
}
