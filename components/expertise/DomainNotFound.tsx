import { ButtonLink } from '../../ui/Button.tsx'
import { Compass } from '../../ui/icons.tsx'
import { useHref } from '../../ui/PageContext.tsx'
import { useTranslation } from '../../ui/useTranslation.ts'

/**
 * Shown by both domain pages when the route key has no texts: 'Domaine non trouvé' and a way `back`
 * (core/routes.ts DOMAIN_BACK).
 */
export function DomainNotFound({ back }: { back: string }) {
  const { t } = useTranslation('expertise')
  const href = useHref()
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <span className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-brand-50 text-3xl text-brand-700">
        <Compass />
      </span>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-ink sm:text-4xl">{t('notFound.title')}</h1>
      <p className="mt-4 text-lg text-muted">{t('notFound.description')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink href={back} size="lg">
          {t('notFound.back')}
        </ButtonLink>
        <ButtonLink href={href('contact')} size="lg" variant="outline">
          {t('notFound.contact')}
        </ButtonLink>
      </div>
    </section>
  )
}
