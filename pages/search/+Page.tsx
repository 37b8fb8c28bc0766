import { useCatalogue } from '../../components/search/useCatalogue.ts'
import { PageHero } from '../../components/ui/PageHero.tsx'
import { Island } from '../../islands/Island.tsx'
import { useTranslation } from '../../renderer/i18n/useTranslation.ts'
import { useHref, useLang } from '../../renderer/PageContext.tsx'

/** /search?q=…: the catalogue and every page of the site, searched in the browser from the URL alone. */
export default function Page() {
  const { t } = useTranslation('search')
  const href = useHref()
  const lang = useLang()
  return (
    <>
      <PageHero title={t('page.title')} subtitle={t('page.intro')} />
      <div className="mx-auto max-w-4xl px-4 py-12">
        <Island
          name="SiteSearch"
          hydrateOnQuery="q"
          props={{ entries: useCatalogue(), contactPath: href('contact'), searchPath: href('search'), lang }}
        />
      </div>
    </>
  )
}
