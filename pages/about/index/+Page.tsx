import { AboutSections } from '../../../components/about/AboutSections.tsx'
import { OfficesBlock } from '../../../components/offices/OfficesBlock.tsx'
import { company } from '../../../content/index.ts'
import { ButtonLink } from '../../../ui/Button.tsx'
import { CtaBand } from '../../../ui/CtaBand.tsx'
import { useHref } from '../../../ui/PageContext.tsx'
import { PageHero } from '../../../ui/PageHero.tsx'
import { useTranslation } from '../../../ui/useTranslation.ts'

/** /about: the about section, the offices block, then links to case studies, careers and contact. */
export default function Page() {
  const { t } = useTranslation('about')
  const href = useHref()
  return (
    <>
      <PageHero
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title', { brand: company.brand })}
        subtitle={t('hero.subtitle')}
        actions={
          <ButtonLink href={href('contact')} variant="hero" size="lg">
            {t('hero.contact')}
          </ButtonLink>
        }
      />
      <AboutSections />
      <OfficesBlock />
      <CtaBand
        title={t('next.title')}
        text={t('next.text')}
        actions={
          <>
            <ButtonLink href={href('caseStudies')} variant="outline" size="lg">
              {t('next.cases')}
            </ButtonLink>
            <ButtonLink href={href('careers')} variant="outline" size="lg">
              {t('next.careers')}
            </ButtonLink>
            <ButtonLink href={href('contact')} variant="hero" size="lg">
              {t('next.contact')}
            </ButtonLink>
          </>
        }
      />
    </>
  )
}
