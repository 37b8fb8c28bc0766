import { ProfileList } from '../../components/consultants/ProfileList.tsx'
import { ContactCta } from '../../components/layout/ContactCta.tsx'
import { ButtonLink } from '../../ui/Button.tsx'
import { useHref } from '../../ui/PageContext.tsx'
import { PageHero } from '../../ui/PageHero.tsx'
import { useTranslation } from '../../ui/useTranslation.ts'

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
      <ContactCta
        title={t('cta.title')}
        text={t('cta.text')}
        contact={t('cta.contact')}
        expertise={t('cta.expertise')}
      />
    </>
  )
}
