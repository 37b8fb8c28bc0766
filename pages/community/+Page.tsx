import { CommunityTabs } from '../../components/community/CommunityTabs.tsx'
import { ContactCta } from '../../components/layout/ContactCta.tsx'
import { company } from '../../content/index.ts'
import { PageHero } from '../../ui/PageHero.tsx'
import { useTranslation } from '../../ui/useTranslation.ts'

/** Community: Blog / Slack tabs (Slack by default), then a call to contact us. */
export default function Page() {
  const { t } = useTranslation('community')
  return (
    <>
      <PageHero
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title', { brand: company.brand })}
        subtitle={t('hero.subtitle')}
      />
      <div className="mx-auto max-w-7xl px-4 py-16 sm:py-20">
        <CommunityTabs />
      </div>
      <ContactCta
        title={t('cta.title')}
        text={t('cta.text')}
        contact={t('cta.contact')}
        expertise={t('cta.expertise')}
      />
    </>
  )
}
