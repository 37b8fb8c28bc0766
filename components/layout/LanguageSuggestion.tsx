import { DEFAULT_LANG, direction, type Lang, SITE_LANGS } from '../../shared/languages.ts'
import { Close } from '../../ui/icons.tsx'
import { usePage } from '../../ui/PageContext.tsx'
import { useTranslation } from '../../ui/useTranslation.ts'

/**
 * Shown from the first paint when the head script marks <html data-suggest="…"> with that language
 * (islands/instant/languageSuggestion.ts); written out in full so Tailwind generates each rule.
 */
const SHOWN_WHEN: Record<Lang, string> = {
  fr: 'in-data-[suggest=fr]:flex',
  en: 'in-data-[suggest=en]:flex',
  es: 'in-data-[suggest=es]:flex',
  ar: 'in-data-[suggest=ar]:flex',
}

/**
 * One hidden notice per other language of the site, each written in its own language, linking this page
 * in it. The head script shows the one the visitor's browser prefers; following its link or dismissing it
 * remembers a choice, so it shows once. Without JavaScript none shows.
 */
export function LanguageSuggestions() {
  const { t } = useTranslation()
  const page = usePage()
  return SITE_LANGS.filter((lang) => lang !== page.lang).map((lang) => (
    <aside
      key={lang}
      lang={lang}
      dir={direction(lang)}
      aria-label={t('languageSuggestion.text', { lng: lang })}
      className={`hidden ${SHOWN_WHEN[lang]} items-center justify-center gap-x-4 gap-y-1 flex-wrap bg-brand-900 px-4 py-2 text-sm text-white`}
    >
      <p>
        {t('languageSuggestion.text', { lng: lang })}{' '}
        <a
          href={page.alternates[lang] ?? page.alternates[DEFAULT_LANG]}
          hrefLang={lang}
          data-lang-switch={lang}
          className="font-semibold underline underline-offset-2 hover:text-accent-400"
        >
          {t('languageSuggestion.link', { lng: lang })}
        </a>
      </p>
      <button
        type="button"
        data-suggest-dismiss=""
        className="inline-flex items-center gap-1 rounded px-2 py-1 text-slate-200 hover:bg-white/10 hover:text-white"
      >
        <Close aria-hidden="true" />
        {t('languageSuggestion.dismiss', { lng: lang })}
      </button>
    </aside>
  ))
}
