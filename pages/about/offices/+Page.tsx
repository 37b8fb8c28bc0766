import { OfficesBlock } from '../../../components/offices/OfficesBlock.tsx'
import { ButtonLink } from '../../../ui/Button.tsx'
import { CtaBand } from '../../../ui/CtaBand.tsx'
import { useHref } from '../../../ui/PageContext.tsx'
import { PageHero } from '../../../ui/PageHero.tsx'
import { useTranslation } from '../../../ui/useTranslation.ts'

/** /about/offices: a short introduction, the offices block, then a call to contact. */
export default function Page() {
  const { t } = useTranslation('about')
  const href = useHref()
  return (
    <>
      <PageHero
        eyebrow={t('officesPage.hero.eyebrow')}
        title={t('officesPage.hero.title')}
        subtitle={t('officesPage.hero.subtitle')}
      />
      <OfficesBlock />
      <CtaBand
        title={t('officesPage.cta.title')}
        text={t('officesPage.cta.text')}
        actions={
          <ButtonLink href={href('contact')} variant="hero" size="lg">
            {t('officesPage.cta.contact')}
          </ButtonLink>
        }
      />
    </>
  )
}
