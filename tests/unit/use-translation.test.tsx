import { renderToString } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { describe, expect, it } from 'vitest'
import '../../core/i18n/types.ts'
import { createI18n, i18nFor } from '../../core/i18n/instance.ts'
import { resources } from '../../core/i18n/resources.ts'
import { useTranslation } from '../../ui/useTranslation.ts'

function Texts() {
  const { t } = useTranslation('search')
  const common = useTranslation().t
  return (
    <p>
      {common('nav.label')}|{t('search.resultsCount', { count: 1 })}|{t('search.resultsCount', { count: 3 })}|
      {t('search.resultsCount', { count: 1 })}
    </p>
  )
}

const render = (i18n: ReturnType<typeof createI18n>) =>
  renderToString(
    <I18nextProvider i18n={i18n}>
      <Texts />
    </I18nextProvider>,
  ).replaceAll('<!-- -->', '')

describe('useTranslation on the server', () => {
  it('answers exactly as i18next does, plurals and interpolation included, on repeated calls', () => {
    const en = createI18n('en', resources)
    const expected = `<p>${en.t('nav.label')}|${en.t('search:search.resultsCount', { count: 1 })}|${en.t('search:search.resultsCount', { count: 3 })}|${en.t('search:search.resultsCount', { count: 1 })}</p>`
    expect(render(en)).toBe(expected)
    expect(render(en)).toBe(expected)
    expect(expected).toContain('Main navigation|1 result|3 results|')
  })

  it('keeps each language apart when instances are shared between pages', () => {
    expect(i18nFor('fr', resources)).toBe(i18nFor('fr', resources))
    expect(i18nFor('fr', resources)).not.toBe(i18nFor('en', resources))
    expect(render(i18nFor('en', resources))).toContain('Main navigation')
    expect(render(i18nFor('fr', resources))).not.toContain('Main navigation')
  })

  it('tells what is missing when no provider is around the page', () => {
    expect(() => renderToString(<Texts />)).toThrow(/I18nextProvider/)
  })
})
