import { ButtonLink } from '../../ui/Button.tsx'
import { useHref } from '../../ui/PageContext.tsx'
import { useTranslation } from '../../ui/useTranslation.ts'

/** Not-found page ('Page non trouvée'), with a link back home; noindex and logged (renderer/document.ts). */
export default function Page() {
  const { t } = useTranslation()
  const href = useHref()
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <p className="text-6xl font-extrabold text-brand-600">404</p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{t('notFound.title')}</h1>
      <p className="mt-4 text-lg text-muted">{t('notFound.description')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink href={href('home')} size="lg">
          {t('notFound.home')}
        </ButtonLink>
        <ButtonLink href={href('contact')} size="lg" variant="outline">
          {t('notFound.contact')}
        </ButtonLink>
      </div>
    </section>
  )
}
