import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { untranslatedTexts } from '../../scripts/i18n/languageCheck.ts'
import { lockKey, readLock, sourceHash } from '../../scripts/i18n/lock.ts'
import { recordLanguage, reportLanguage } from '../../scripts/i18n/report.ts'
import { textsOf } from '../../scripts/i18n/strings.ts'
import { keepWords } from '../../scripts/i18n.ts'
import { DEFAULT_LANG, SITE_LANGS } from '../../shared/languages.ts'

const keep = keepWords()
const translated = SITE_LANGS.filter((lang) => lang !== DEFAULT_LANG)

describe.each(translated)('the %s edition', (lang) => {
  const texts = textsOf(lang)

  it('has every text of the French reference', () => {
    const report = reportLanguage(lang, { reference: DEFAULT_LANG, lock: readLock(), keep })
    expect(texts.length).toBeGreaterThan(1000)
    expect(report.missing).toEqual([])
  })

  it.skipIf(lang === 'en')('has no text left in French or English (language identification)', async () => {
    const flagged = await untranslatedTexts(texts, lang, keep)
    expect(flagged.map((t) => `${t.file}: ${t.key} (${t.detected}): ${t.text}`)).toEqual([])
  })
})

describe('the language identification', () => {
  const text = (value: string) => ({ file: 'locales/x/common.json', key: 'k', text: value })

  it('flags a Spanish text still in French or English, not a Spanish one', async () => {
    const flagged = await untranslatedTexts(
      [
        text('Nous accompagnons vos équipes dans la mise en place de tests automatisés fiables.'),
        text('We help your teams put reliable automated tests in place, from the first sprint.'),
        text('Acompañamos a sus equipos en la puesta en marcha de pruebas automatizadas fiables.'),
        text('Qualixa'),
      ],
      'es',
      keep,
    )
    expect(flagged.map((f) => f.detected)).toEqual(['fr', 'en'])
  })

  it('flags an Arabic text written in Latin script, not Arabic with tool names', async () => {
    const flagged = await untranslatedTexts(
      [
        text('Nous accompagnons vos équipes dans la mise en place de tests automatisés fiables.'),
        text('نرافق فرقكم في اعتماد اختبارات مؤتمتة موثوقة باستخدام Playwright وCypress.'),
      ],
      'ar',
      keep,
    )
    expect(flagged.map((f) => f.detected)).toEqual(['fr'])
  })
})

describe('the translations lock', () => {
  it('hashes the French source so that a change shows as stale', () => {
    expect(sourceHash('Nous contacter')).toBe(sourceHash('Nous contacter'))
    expect(sourceHash('Nous contacter')).not.toBe(sourceHash('Contactez-nous'))
    expect(lockKey('locales/es/common.json', 'nav.contact')).toBe('locales/es/common.json#nav.contact')
  })

  it('reports a translation stale once its French source changes, and what is missing or identical', () => {
    const root = mkdtempSync(join(tmpdir(), 'i18n-'))
    const write = (file: string, value: unknown) => {
      mkdirSync(join(root, file, '..'), { recursive: true })
      writeFileSync(join(root, file), JSON.stringify(value))
    }
    write('locales/fr/common.json', {
      contact: 'Nous contacter',
      search: 'Rechercher sur le site',
      count_one: '{{count}} résultat',
      count_other: '{{count}} résultats',
    })
    write('locales/es/common.json', {
      contact: 'Contactar',
      search: 'Rechercher sur le site',
      count_one: '{{count}} resultado',
      count_other: '{{count}} resultados',
    })
    const lock = { es: recordLanguage('es', 'fr', root) }
    const report = () => reportLanguage('es', { reference: 'fr', lock, keep, root })
    expect(report().stale).toEqual([])
    expect(report().untranslated.map((t) => t.key)).toEqual(['search'])
    write('locales/fr/common.json', {
      contact: 'Contactez-nous',
      search: 'Rechercher sur le site',
      count_one: '{{count}} résultat',
      count_other: '{{count}} résultats',
      menu: 'Menu',
    })
    expect(report().stale.map((t) => t.key)).toEqual(['contact'])
    expect(report().missing).toEqual([{ file: 'locales/es/common.json', key: 'menu' }])
  })
})
