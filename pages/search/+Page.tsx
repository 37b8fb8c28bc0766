import { useCatalogue } from '../../components/search/useCatalogue.ts'
import { Island } from '../../islands/Island.tsx'
import { useHref, useLang } from '../../ui/PageContext.tsx'
import { PageHero } from '../../ui/PageHero.tsx'
import { useTranslation } from '../../ui/useTranslation.ts'

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
