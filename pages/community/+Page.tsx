import { CommunityTabs } from '../../components/community/CommunityTabs.tsx'
import { company } from '../../content/index.ts'
import { ButtonLink } from '../../ui/Button.tsx'
import { CtaBand } from '../../ui/CtaBand.tsx'
import { useHref } from '../../ui/PageContext.tsx'
import { PageHero } from '../../ui/PageHero.tsx'
import { useTranslation } from '../../ui/useTranslation.ts'

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
