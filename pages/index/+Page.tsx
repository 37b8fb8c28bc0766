import { HomeHero } from '../../components/home/HomeHero.tsx'
import { QuickAccess } from '../../components/home/QuickAccess.tsx'
import { ContactCta } from '../../components/layout/ContactCta.tsx'
import { useTranslation } from '../../ui/useTranslation.ts'

/** Home: hero with search and figures, quick-access grid, closing call to action. */
export default function Page() {
  const { t } = useTranslation('home')
  return (
    <>
      <HomeHero />
      <QuickAccess />
      <ContactCta
        title={t('cta.title')}
        text={t('cta.text')}
        contact={t('cta.contact')}
        expertise={t('cta.expertise')}
      />
    </>
  )
}
