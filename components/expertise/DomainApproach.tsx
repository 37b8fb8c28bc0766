import { domainText } from '../../content/texts.ts'
import { Card } from '../../ui/Card.tsx'
import { ArrowRight, Award, Shield, Target } from '../../ui/icons.tsx'
import { useHref, useLang } from '../../ui/PageContext.tsx'
import { Section } from '../../ui/Section.tsx'
import { useTranslation } from '../../ui/useTranslation.ts'
import type { ServiceKey } from './keys.ts'

const FACETS = [
  { key: 'scope', Icon: Target },
  { key: 'security', Icon: Shield },
  { key: 'audit', Icon: Award },
] as const

/** Scope, security and audit of one domain, and a link to its detailed offer. */
export function DomainApproach({ service, offre }: { service: ServiceKey; offre: string | undefined }) {
  const { t } = useTranslation('expertise')
  const href = useHref()
  const text = domainText(useLang(), service)
  return (
    <Section id="approach" title={t('domainPage.approach.title')} intro={t('domainPage.approach.intro')}>
      <ul className="grid gap-6 lg:grid-cols-3">
        {FACETS.map(({ key, Icon }) => (
          <li key={key} className="flex">
            <Card title={t(`domainPage.approach.${key}`)} icon={<Icon />} className="w-full">
              {text[key]}
            </Card>
          </li>
        ))}
      </ul>
      {offre && (
        <div className="mt-10 flex flex-col gap-4 rounded-card bg-brand-50 p-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-brand-900">{t('domainPage.offer.text')}</p>
          <a
            href={href('offreDomain', offre)}
            className="inline-flex items-center gap-2 font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            {t('domainPage.offer.link', { domain: text.title })}
            <ArrowRight />
          </a>
        </div>
      )}
    </Section>
  )
}
