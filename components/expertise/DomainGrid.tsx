import { Section } from '../../ui/Section.tsx'
import { useTranslation } from '../../ui/useTranslation.ts'
import { DomainCard } from './DomainCard.tsx'
import { DOMAINS } from './keys.ts'

/** The eight domain cards of the expertise overview, in content/domains.json order. */
export function DomainGrid() {
  const { t } = useTranslation('expertise')
  return (
    <Section
      id="domains"
      eyebrow={t('overview.domains.eyebrow')}
      title={t('overview.domains.title')}
      intro={t('overview.domains.intro')}
    >
      <ul className="grid gap-6 md:grid-cols-2">
        {DOMAINS.map((domain) => (
          <DomainCard key={domain.service} domain={domain} />
        ))}
      </ul>
    </Section>
  )
}
