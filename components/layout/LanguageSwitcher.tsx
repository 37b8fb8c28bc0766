import { LANGUAGES, type SiteLang, SWITCHER_LANGS } from '../../shared/languages.ts'
import { flags } from '../../ui/icons.tsx'
import { usePage } from '../../ui/PageContext.tsx'
import { useTranslation } from '../../ui/useTranslation.ts'

/** The switcher offers French and English (spec); on a page in another language, that language too, selected. */
const offered = (current: SiteLang): readonly SiteLang[] =>
  SWITCHER_LANGS.includes(current) ? SWITCHER_LANGS : [...SWITCHER_LANGS, current]

/**
 * Links to this page in each offered language (code, name, flag). The inline head script remembers
 * the choice in localStorage (data-lang-switch), so the visitor's next pages follow it.
 */
export function LanguageSwitcher({ layout }: { layout: 'bar' | 'menu' }) {
  const { t } = useTranslation()
  const page = usePage()
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of links, not of form controls, so no <fieldset>
    <div role="group" aria-label={t('nav.language')}>
      <ul className={layout === 'bar' ? 'flex items-center gap-1' : 'flex gap-2'}>
        {offered(page.lang).map((lang) => {
          const Flag = flags[lang]
          const current = lang === page.lang
          return (
            <li key={lang}>
              <a
                href={page.alternates[lang]}
                hrefLang={lang}
                lang={lang}
                data-lang-switch={lang}
                aria-current={current ? 'true' : undefined}
                className={`flex items-center gap-1.5 rounded-md px-2 py-1.5 text-sm font-semibold ${
                  current ? 'bg-brand-50 text-brand-800' : 'text-muted hover:bg-brand-50 hover:text-ink'
                }`}
              >
                <Flag />
                <span>{lang.toUpperCase()}</span>
                <span className={layout === 'bar' ? 'sr-only' : ''}>{LANGUAGES[lang].name}</span>
              </a>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
