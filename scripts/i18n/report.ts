// What `npm run i18n` reports for a language: missing keys, texts still identical to French, and stale
// translations (their French source changed since they were made).
import { pluralForms } from '../../core/i18n/check.ts'
import { type Lock, lockKey, sourceHash } from './lock.ts'
import { referenceFile, type Text, textsOf, translatedFile } from './strings.ts'

export interface LanguageReport {
  lang: string
  /** Texts of the language. */
  total: number
  /** French keys the language lacks (plural keys in the language's own forms). */
  missing: { file: string; key: string }[]
  /** Texts identical to their French source, words and all (not names, codes or numbers alone). */
  untranslated: Text[]
  /** Texts whose French source changed since the lock recorded it. */
  stale: Text[]
  /** Texts the lock has no record of (translated before the lock, or not recorded yet). */
  unrecorded: Text[]
}

const PLURAL = /^(.*)_(zero|one|two|few|many|other)$/

/** Words that stay the same in every language (the brand, tools, standards): taken from the glossary. */
export type KeepWords = ReadonlySet<string>

/** Whether a text has words of its own once names, placeholders, tags, addresses and numbers are removed. */
function hasWords(text: string, keep: KeepWords): boolean {
  const rest = text
    .replace(/\{\{\w+\}\}|<\/?[a-z0-9]+>|https?:\/\/\S+|\S+@\S+|[\d+().,:;!?/%€$–—-]/gi, ' ')
    .split(/\s+/)
    .filter((word) => word.length > 1 && !keep.has(word.toLowerCase()))
  return rest.join('').length >= 4
}

/** The French text a translated key comes from: the same key, or for a plural form, the French `_other`. */
function sourceOf(french: ReadonlyMap<string, string>, file: string, key: string, reference: string) {
  const refFile = referenceFile(file, reference)
  const exact = french.get(lockKey(refFile, key))
  if (exact !== undefined) return exact
  const base = PLURAL.exec(key)?.[1]
  return base === undefined ? undefined : french.get(lockKey(refFile, `${base}_other`))
}

export function reportLanguage(
  lang: string,
  options: { reference: string; lock: Lock; keep: KeepWords; root?: string },
): LanguageReport {
  const { reference, lock, keep, root = '.' } = options
  const frenchTexts = textsOf(reference, root)
  const french = new Map(frenchTexts.map((t) => [lockKey(t.file, t.key), t.text]))
  const texts = textsOf(lang, root)
  const own = new Set(texts.map((t) => lockKey(t.file, t.key)))
  const recorded = lock[lang] ?? {}

  const byFile = new Map<string, string[]>()
  for (const t of frenchTexts) byFile.set(t.file, [...(byFile.get(t.file) ?? []), t.key])
  const missing = [...byFile].flatMap(([refFile, keys]) => {
    const file = translatedFile(refFile, lang)
    return pluralForms(keys, lang, 'counted')
      .filter((key) => !own.has(lockKey(file, key)))
      .map((key) => ({ file, key }))
  })

  const untranslated: Text[] = []
  const stale: Text[] = []
  const unrecorded: Text[] = []
  for (const text of texts) {
    const source = sourceOf(french, text.file, text.key, reference)
    if (source === undefined) continue
    if (text.text === source && hasWords(text.text, keep)) untranslated.push(text)
    const hash = recorded[lockKey(text.file, text.key)]
    if (hash === undefined) unrecorded.push(text)
    else if (hash !== sourceHash(source)) stale.push(text)
  }
  return { lang, total: texts.length, missing, untranslated, stale, unrecorded }
}

/** The lock's records for a language as its files are now: every text's French source, hashed. */
export function recordLanguage(lang: string, reference: string, root = '.'): Record<string, string> {
  const french = new Map(textsOf(reference, root).map((t) => [lockKey(t.file, t.key), t.text]))
  const records: Record<string, string> = {}
  for (const text of textsOf(lang, root)) {
    const source = sourceOf(french, text.file, text.key, reference)
    if (source !== undefined) records[lockKey(text.file, text.key)] = sourceHash(source)
  }
  return records
}
