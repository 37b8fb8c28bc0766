import { AboutSections } from '../../../components/about/AboutSections.tsx'
import { company } from '../../../content/index.ts'
import { ButtonLink } from '../../../ui/Button.tsx'
import { CtaBand } from '../../../ui/CtaBand.tsx'
import { useHref } from '../../../ui/PageContext.tsx'
import { PageHero } from '../../../ui/PageHero.tsx'
import { useTranslation } from '../../../ui/useTranslation.ts'

/** /about/why-{brand}: the about section only (no offices), then a call to contact. */
export default function Page() {
  const { t } = useTranslation('about')
  const href = useHref()
  const brand = { brand: company.brand }
  return (
    <>
      <PageHero
        eyebrow={t('why.hero.eyebrow')}
        title={t('why.hero.title', brand)}
        subtitle={t('why.hero.subtitle')}
      />
      <AboutSections />
      <CtaBand
        title={t('why.cta.title')}
        text={t('why.cta.text')}
        actions={
          <>
            <ButtonLink href={href('contact')} variant="hero" size="lg">
              {t('why.cta.contact')}
            </ButtonLink>
            <ButtonLink href={href('methodologies')} variant="outline" size="lg">
              {t('why.cta.methodologies')}
            </ButtonLink>
          </>
        }
      />
    </>
  )
}
