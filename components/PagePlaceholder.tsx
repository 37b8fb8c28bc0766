import { useTranslation } from 'react-i18next'
import { company } from '../content/index.ts'
import { useHref, usePage } from '../renderer/PageContext.tsx'
import { ButtonLink } from './ui/Button.tsx'

/** Interim body of a page whose full content is still to be written: its title and a way to contact us. */
export function PagePlaceholder() {
  const { t } = useTranslation()
  const page = usePage()
  const href = useHref()
  const vars = { ns: 'meta', brand: company.brand, domain: page.param ?? '' } as const
  const title = t(`${page.routeId}.title`, vars)
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{title}</h1>
      <p className="mt-4 text-lg text-muted">{t(`${page.routeId}.description`, vars)}</p>
      <p className="mt-4 text-muted">{t('placeholder.soon')}</p>
      <ButtonLink href={href('contact')} size="lg" className="mt-8">
        {t('placeholder.cta')}
      </ButtonLink>
    </section>
  )
}
