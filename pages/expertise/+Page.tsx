import { AuditSection } from '../../components/expertise/AuditSection.tsx'
import { DomainGrid } from '../../components/expertise/DomainGrid.tsx'
import { SecuritySection } from '../../components/expertise/SecuritySection.tsx'
import { ButtonLink } from '../../ui/Button.tsx'
import { CtaBand } from '../../ui/CtaBand.tsx'
import { useHref } from '../../ui/PageContext.tsx'
import { PageHero } from '../../ui/PageHero.tsx'
import { useTranslation } from '../../ui/useTranslation.ts'

/** Expertise overview (/notre-offre, /services, /our-expertise): domains, #security, #audit, call to action. */
export default function Page() {
  const { t } = useTranslation('expertise')
  const href = useHref()
  return (
    <>
      <PageHero
        eyebrow={t('overview.hero.eyebrow')}
        title={t('overview.hero.title')}
        subtitle={t('overview.hero.subtitle')}
        actions={
          <>
            <ButtonLink href={href('contact')} variant="hero" size="lg">
              {t('overview.hero.quote')}
            </ButtonLink>
            <ButtonLink href="#security" variant="outline" size="lg">
              {t('overview.hero.security')}
            </ButtonLink>
          </>
        }
      />
      <DomainGrid />
      <SecuritySection />
      <AuditSection />
      <CtaBand
        title={t('overview.cta.title')}
        text={t('overview.cta.text')}
        actions={
          <>
            <ButtonLink href={href('contact')} variant="hero" size="lg">
              {t('overview.cta.contact')}
            </ButtonLink>
            <ButtonLink href={href('caseStudies')} variant="outline" size="lg">
              {t('overview.cta.cases')}
            </ButtonLink>
          </>
        }
      />
    </>
  )
}
