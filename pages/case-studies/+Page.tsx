import { CaseList } from '../../components/cases/CaseList.tsx'
import { Testimonials } from '../../components/cases/Testimonials.tsx'
import { ButtonLink } from '../../ui/Button.tsx'
import { CtaBand } from '../../ui/CtaBand.tsx'
import { useHref } from '../../ui/PageContext.tsx'
import { PageHero } from '../../ui/PageHero.tsx'
import { useTranslation } from '../../ui/useTranslation.ts'

/** /case-studies: three anonymous client cases, two testimonials and a call for a quote. */
export default function Page() {
  const { t } = useTranslation('cases')
  const href = useHref()
  return (
    <>
      <PageHero
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        subtitle={t('hero.subtitle')}
        actions={
          <ButtonLink href={href('contact')} variant="hero" size="lg">
            {t('hero.contact')}
          </ButtonLink>
        }
      />
      <CaseList />
      <Testimonials />
      <CtaBand
        title={t('cta.title')}
        text={t('cta.text')}
        actions={
          <>
            <ButtonLink href={href('contact')} variant="hero" size="lg">
              {t('cta.quote')}
            </ButtonLink>
            <ButtonLink href={href('consultants')} variant="outline" size="lg">
              {t('cta.consultants')}
            </ButtonLink>
          </>
        }
      />
    </>
  )
}
