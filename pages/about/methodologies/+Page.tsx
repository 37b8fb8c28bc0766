import { MethodologyApproaches } from '../../../components/about/MethodologyApproaches.tsx'
import { MethodologyProcess } from '../../../components/about/MethodologyProcess.tsx'
import { ButtonLink } from '../../../components/ui/Button.tsx'
import { CtaBand } from '../../../components/ui/CtaBand.tsx'
import { PageHero } from '../../../components/ui/PageHero.tsx'
import { useTranslation } from '../../../renderer/i18n/useTranslation.ts'
import { useHref } from '../../../renderer/PageContext.tsx'

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
