import { MethodologyApproaches } from '../../../components/about/MethodologyApproaches.tsx'
import { MethodologyProcess } from '../../../components/about/MethodologyProcess.tsx'
import { ButtonLink } from '../../../ui/Button.tsx'
import { CtaBand } from '../../../ui/CtaBand.tsx'
import { useHref } from '../../../ui/PageContext.tsx'
import { PageHero } from '../../../ui/PageHero.tsx'
import { useTranslation } from '../../../ui/useTranslation.ts'

/** /about/methodologies: four methodology cards, the six-step process and a call to contact. */
export default function Page() {
  const { t } = useTranslation('about')
  const href = useHref()
  return (
    <>
      <PageHero
        eyebrow={t('methodologies.hero.eyebrow')}
        title={t('methodologies.hero.title')}
        subtitle={t('methodologies.hero.subtitle')}
        actions={
          <ButtonLink href={href('contact')} variant="hero" size="lg">
            {t('methodologies.hero.contact')}
          </ButtonLink>
        }
      />
      <MethodologyApproaches />
      <MethodologyProcess />
      <CtaBand
        title={t('methodologies.cta.title')}
        text={t('methodologies.cta.text')}
        actions={
          <>
            <ButtonLink href={href('contact')} variant="hero" size="lg">
              {t('methodologies.cta.contact')}
            </ButtonLink>
            <ButtonLink href={href('caseStudies')} variant="outline" size="lg">
              {t('methodologies.cta.cases')}
            </ButtonLink>
          </>
        }
      />
    </>
  )
}
