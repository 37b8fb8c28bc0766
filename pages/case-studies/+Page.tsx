import { CaseList } from '../../components/cases/CaseList.tsx'
import { Testimonials } from '../../components/cases/Testimonials.tsx'
import { ButtonLink } from '../../components/ui/Button.tsx'
import { CtaBand } from '../../components/ui/CtaBand.tsx'
import { PageHero } from '../../components/ui/PageHero.tsx'
import { useTranslation } from '../../renderer/i18n/useTranslation.ts'
import { useHref } from '../../renderer/PageContext.tsx'

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
