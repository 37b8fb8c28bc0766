import type { ComponentType, SVGProps } from 'react'
import { ButtonLink } from '../../ui/Button.tsx'
import { Card } from '../../ui/Card.tsx'
import { FileText, Globe, Lock, Settings, Shield, Target } from '../../ui/icons.tsx'
import { useHref } from '../../ui/PageContext.tsx'
import { Section } from '../../ui/Section.tsx'
import { useTranslation } from '../../ui/useTranslation.ts'

type FeatureKey = 'pentest' | 'devsecops' | 'gdpr' | 'standards' | 'regulations' | 'vulnerabilities'

const FEATURES: readonly { key: FeatureKey; Icon: ComponentType<SVGProps<SVGSVGElement>> }[] = [
  { key: 'pentest', Icon: Target },
  { key: 'devsecops', Icon: Settings },
  { key: 'gdpr', Icon: Lock },
  { key: 'standards', Icon: FileText },
  { key: 'regulations', Icon: Globe },
  { key: 'vulnerabilities', Icon: Shield },
]

/** Security and compliance (#security, linked from elsewhere): title, description, features. */
export function SecuritySection() {
  const { t } = useTranslation('expertise')
  const href = useHref()
  const subject = encodeURIComponent(t('overview.security.subject'))
  return (
    <Section
      id="security"
      tone="surface"
      eyebrow={t('overview.security.eyebrow')}
      title={t('overview.security.title')}
      intro={t('overview.security.description')}
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map(({ key, Icon }) => (
          <li key={key} className="flex">
            <Card title={t(`overview.security.features.${key}.title`)} icon={<Icon />} className="w-full">
              {t(`overview.security.features.${key}.text`)}
            </Card>
          </li>
        ))}
      </ul>
      <div className="mt-10 flex flex-wrap gap-3">
        <ButtonLink href={`${href('contact')}?subject=${subject}`} size="lg">
          {t('overview.security.cta')}
        </ButtonLink>
      </div>
    </Section>
  )
}
