import { describe, expect, it } from 'vitest'
import { checkLocales, formatProblems, leafKeys, pluralForms } from '../../core/i18n/check.ts'
import { createI18n } from '../../core/i18n/instance.ts'
import { assertLocalesComplete, resources } from '../../core/i18n/resources.ts'

describe('locale check', () => {
  it('lists dotted paths of nested texts', () => {
    expect(leafKeys({ a: 'x', b: { c: 'y', d: { e: 'z' } } })).toEqual(['a', 'b.c', 'b.d.e'])
  })

  it('reports missing, extra and empty keys with their file', () => {
    const problems = checkLocales(
      { fr: { common: { a: 'A', b: { c: 'C' } } }, en: { common: { a: '', b: {}, z: 'Z' } } },
      'fr',
      ['fr', 'en'],
    )
    expect(problems).toEqual([
      { file: 'locales/en/common.json', key: 'b.c', problem: 'missing' },
      { file: 'locales/en/common.json', key: 'a', problem: 'empty' },
      { file: 'locales/en/common.json', key: 'z', problem: 'extra' },
    ])
    expect(formatProblems(problems)).toContain('locales/en/common.json: key "b.c" is missing')
  })

  it('passes on the real locale files: French and English are complete', () => {
    expect(() => assertLocalesComplete()).not.toThrow()
    expect(Object.keys(resources.fr ?? {}).sort()).toEqual(Object.keys(resources.en ?? {}).sort())
  })

  it('fails the build with the file and key when English misses a key', () => {
    const broken = structuredClone(resources)
    const nav = broken.en?.common?.nav as Record<string, string>
    delete nav.contact
    expect(() => assertLocalesComplete(broken)).toThrow(
      /locales\/en\/common\.json: key "nav\.contact" is missing/,
    )
  })
})

describe('i18n instance', () => {
  it('renders in the asked language, one instance per render', () => {
    const fr = createI18n('fr', resources)
    const en = createI18n('en', resources)
    expect(fr.t('nav.contact')).toBe('Nous contacter')
    expect(en.t('nav.contact')).toBe('Contact us')
    expect(fr.t('nav.contact')).toBe('Nous contacter')
  })

  it('shows the key itself for a missing translation', () => {
    const fr = createI18n('fr', resources)
    expect(fr.t('nav.doesNotExist' as 'nav.contact')).toBe('nav.doesNotExist')
  })
})

describe('plural keys', () => {
  const french = ['title', 'count_one', 'count_other']

  it('asks each language for the plural forms its counts use', () => {
    expect(pluralForms(french, 'en', 'counted')).toEqual(['title', 'count_one', 'count_other'])
    expect(pluralForms(french, 'ar', 'counted')).toEqual([
      'title',
      'count_zero',
      'count_one',
      'count_two',
      'count_few',
      'count_many',
      'count_other',
    ])
  })

  it('accepts the forms a language has for large numbers without requiring them', () => {
    expect(pluralForms(french, 'es', 'counted')).not.toContain('count_many')
    expect(pluralForms(french, 'es', 'all')).toContain('count_many')
  })

  it('reports an Arabic file that has only the French forms', () => {
    const problems = checkLocales(
      {
        fr: { blog: { count_one: '{{count}} commentaire', count_other: '{{count}} commentaires' } },
        ar: { blog: { count_one: 'تعليق واحد', count_other: '{{count}} تعليق' } },
      },
      'fr',
      ['ar'],
    )
    expect(problems.map((p) => `${p.key} ${p.problem}`)).toEqual([
      'count_zero missing',
      'count_two missing',
      'count_few missing',
      'count_many missing',
    ])
  })
})
