import { CommunityTabs } from '../../components/community/CommunityTabs.tsx'
import { ButtonLink } from '../../components/ui/Button.tsx'
import { CtaBand } from '../../components/ui/CtaBand.tsx'
import { PageHero } from '../../components/ui/PageHero.tsx'
import { company } from '../../content/index.ts'
import { useTranslation } from '../../renderer/i18n/useTranslation.ts'
import { useHref } from '../../renderer/PageContext.tsx'

/** Community: Blog / Slack tabs (Slack by default), then a call to contact us. */
export default function Page() {
  const { t } = useTranslation('community')
  const href = useHref()
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
