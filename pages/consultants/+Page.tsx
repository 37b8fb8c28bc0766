import { ProfileList } from '../../components/consultants/ProfileList.tsx'
import { ButtonLink } from '../../components/ui/Button.tsx'
import { CtaBand } from '../../components/ui/CtaBand.tsx'
import { PageHero } from '../../components/ui/PageHero.tsx'
import { useTranslation } from '../../renderer/i18n/useTranslation.ts'
import { useHref } from '../../renderer/PageContext.tsx'

/** /consultants: six available profiles, each with a request link, then a second call to contact. */
export default function Page() {
  const { t } = useTranslation('consultants')
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
      <ProfileList />
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
