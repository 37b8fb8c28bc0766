import { ButtonLink } from '../../ui/Button.tsx'
import { CtaBand } from '../../ui/CtaBand.tsx'
import { useHref } from '../../ui/PageContext.tsx'
import { PageHero } from '../../ui/PageHero.tsx'
import { useTranslation } from '../../ui/useTranslation.ts'
import { domainOfOffre, type OffreKey } from './keys.ts'
import { OffreSections } from './OffreSections.tsx'

/** The specialised-domain page /offre/<offre>: hero, the six sections, and a quote request. */
export function OffreDomainView({ offre }: { offre: OffreKey }) {
  const { t } = useTranslation('expertise')
  const href = useHref()
  const service = domainOfOffre(offre)?.service
  const title = t(`offre.${offre}.hero.title`)
  const quote = `${href('contact')}?subject=${encodeURIComponent(t('offrePage.quoteSubject', { domain: title }))}`
  return (
    <>
      <PageHero
        eyebrow={service ? t(`domains.${service}`, { ns: 'common' }) : undefined}
        title={title}
        subtitle={t(`offre.${offre}.hero.subtitle`)}
        actions={
          <>
            <ButtonLink href={quote} variant="hero" size="lg">
              {t('offrePage.quote')}
            </ButtonLink>
            <ButtonLink href={href('expertise')} variant="outline" size="lg">
              {t('offrePage.overview')}
            </ButtonLink>
          </>
        }
      />
      <OffreSections offre={offre} />
      <CtaBand
        title={t('offrePage.cta.title')}
        text={t('offrePage.cta.text')}
        actions={
          <>
            <ButtonLink href={quote} variant="hero" size="lg">
              {t('offrePage.cta.quote')}
            </ButtonLink>
            <ButtonLink href={href('expertise')} variant="outline" size="lg">
              {t('offrePage.cta.overview')}
            </ButtonLink>
          </>
        }
      />
    </>
  )
}
