import { domainText } from '../../content/texts.ts'
import { ButtonLink } from '../../ui/Button.tsx'
import { CtaBand } from '../../ui/CtaBand.tsx'
import { useHref, useLang } from '../../ui/PageContext.tsx'
import { PageHero } from '../../ui/PageHero.tsx'
import { useTranslation } from '../../ui/useTranslation.ts'
import type { DomainKeys } from './keys.ts'
import { OffreSections } from './OffreSections.tsx'

/** The specialised-domain page /offre/<offre>: hero, the six sections, and a quote request. */
export function OffreDomainView({ domain }: { domain: DomainKeys }) {
  const { t } = useTranslation('expertise')
  const href = useHref()
  const { offer } = domainText(useLang(), domain.service)
  const { title, subtitle } = offer.hero
  const quote = `${href('contact')}?subject=${encodeURIComponent(t('offrePage.quoteSubject', { domain: title }))}`
  return (
    <>
      <PageHero
        eyebrow={t(`domains.${domain.service}`, { ns: 'common' })}
        title={title}
        subtitle={subtitle}
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
      <OffreSections offer={offer} />
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
