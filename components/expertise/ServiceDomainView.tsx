import { domainText } from '../../content/texts.ts'
import { ButtonLink } from '../../ui/Button.tsx'
import { CtaBand } from '../../ui/CtaBand.tsx'
import { useHref, useLang } from '../../ui/PageContext.tsx'
import { PageHero } from '../../ui/PageHero.tsx'
import { useTranslation } from '../../ui/useTranslation.ts'
import { DomainApproach } from './DomainApproach.tsx'
import { domainOfService, type ServiceKey } from './keys.ts'
import { TestTypes } from './TestTypes.tsx'

/** The shared domain page /services/<service>: title, description, scope, security, audit, test types. */
export function ServiceDomainView({ service }: { service: ServiceKey }) {
  const { t } = useTranslation('expertise')
  const href = useHref()
  const { title, description } = domainText(useLang(), service)
  const quote = `${href('contact')}?subject=${encodeURIComponent(t('domainPage.quoteSubject', { domain: title }))}`
  const offre = domainOfService(service)?.offre
  return (
    <>
      <PageHero
        eyebrow={t('domainPage.eyebrow')}
        title={title}
        subtitle={description}
        actions={
          <>
            <ButtonLink href={quote} variant="hero" size="lg">
              {t('domainPage.quote')}
            </ButtonLink>
            <ButtonLink href={href('expertise')} variant="outline" size="lg">
              {t('domainPage.overview')}
            </ButtonLink>
          </>
        }
      />
      <DomainApproach service={service} offre={offre} />
      <TestTypes />
      <CtaBand
        title={t('domainPage.cta.title')}
        text={t('domainPage.cta.text')}
        actions={
          <>
            <ButtonLink href={href('contact')} variant="hero" size="lg">
              {t('domainPage.cta.contact')}
            </ButtonLink>
            <ButtonLink href={href('expertise')} variant="outline" size="lg">
              {t('domainPage.cta.overview')}
            </ButtonLink>
          </>
        }
      />
    </>
  )
}
