import { Benefits } from '../../components/careers/Benefits.tsx'
import { CareerValues } from '../../components/careers/CareerValues.tsx'
import { ExternalButton } from '../../components/careers/ExternalButton.tsx'
import { Positions } from '../../components/careers/Positions.tsx'
import { WhyJoin } from '../../components/careers/WhyJoin.tsx'
import { company } from '../../content/index.ts'
import { ButtonLink } from '../../ui/Button.tsx'
import { CtaBand } from '../../ui/CtaBand.tsx'
import { useHref } from '../../ui/PageContext.tsx'
import { PageHero } from '../../ui/PageHero.tsx'
import { useTranslation } from '../../ui/useTranslation.ts'

/** /careers: benefits, open positions, values, why join us, and calls to apply or get in touch. */
export default function Page() {
  const { t } = useTranslation('careers')
  const href = useHref()
  return (
    <>
      <PageHero
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        subtitle={t('hero.subtitle', { brand: company.brand })}
        actions={
          <>
            <ButtonLink href="#positions" variant="hero" size="lg">
              {t('hero.positions')}
            </ButtonLink>
            <ExternalButton href={company.recruitmentUrl} variant="outline" size="lg">
              {t('hero.resume')}
            </ExternalButton>
          </>
        }
      />
      <Benefits />
      <Positions />
      <CareerValues />
      <WhyJoin />
      <CtaBand
        title={t('cta.title')}
        text={t('cta.text')}
        actions={
          <>
            <ExternalButton href={company.recruitmentUrl} variant="hero" size="lg">
              {t('cta.resume')}
            </ExternalButton>
            <ButtonLink href={href('contact')} variant="outline" size="lg">
              {t('cta.contact')}
            </ButtonLink>
          </>
        }
      />
    </>
  )
}
