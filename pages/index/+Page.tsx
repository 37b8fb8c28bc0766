import { HomeHero } from '../../components/home/HomeHero.tsx'
import { QuickAccess } from '../../components/home/QuickAccess.tsx'
import { ButtonLink } from '../../ui/Button.tsx'
import { CtaBand } from '../../ui/CtaBand.tsx'
import { useHref } from '../../ui/PageContext.tsx'
import { useTranslation } from '../../ui/useTranslation.ts'

/** Home: hero with search and figures, quick-access grid, closing call to action. */
export default function Page() {
  const { t } = useTranslation('home')
  const href = useHref()
  return (
    <>
      <HomeHero />
      <QuickAccess />
      <CtaBand
        title={t('cta.title')}
        text={t('cta.text')}
        actions={
          <>
            <ButtonLink href={href('contact')} variant="hero" size="lg">
              {t('cta.contact')}
            </ButtonLink>
            <ButtonLink href={href('expertise')} variant="outline" size="lg">
              {t('cta.expertise')}
            </ButtonLink>
          </>
        }
      />
    </>
  )
}
