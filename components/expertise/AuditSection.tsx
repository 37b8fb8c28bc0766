import type { ComponentType, SVGProps } from 'react'
import { ButtonLink } from '../../ui/Button.tsx'
import { Card } from '../../ui/Card.tsx'
import { Code, Gauge, Layers, Lock, TrendingUp, Users } from '../../ui/icons.tsx'
import { useHref } from '../../ui/PageContext.tsx'
import { Section } from '../../ui/Section.tsx'
import { useTranslation } from '../../ui/useTranslation.ts'

type AuditKey = 'code' | 'strategy' | 'process' | 'performance' | 'security' | 'accessibility'

const AUDITS: readonly { key: AuditKey; Icon: ComponentType<SVGProps<SVGSVGElement>> }[] = [
  { key: 'code', Icon: Code },
  { key: 'strategy', Icon: Layers },
  { key: 'process', Icon: TrendingUp },
  { key: 'performance', Icon: Gauge },
  { key: 'security', Icon: Lock },
  { key: 'accessibility', Icon: Users },
]

/** Quality audits (#audit, linked from elsewhere): title, description, the types of audit. */
export function AuditSection() {
  const { t } = useTranslation('expertise')
  const href = useHref()
  const subject = encodeURIComponent(t('overview.audit.subject'))
  return (
    <Section
      id="audit"
      eyebrow={t('overview.audit.eyebrow')}
      title={t('overview.audit.title')}
      intro={t('overview.audit.description')}
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {AUDITS.map(({ key, Icon }) => (
          <li key={key} className="flex">
            <Card title={t(`overview.audit.types.${key}.title`)} icon={<Icon />} className="w-full">
              {t(`overview.audit.types.${key}.text`)}
            </Card>
          </li>
        ))}
      </ul>
      <div className="mt-10 flex flex-wrap gap-3">
        <ButtonLink href={`${href('contact')}?subject=${subject}`} size="lg">
          {t('overview.audit.cta')}
        </ButtonLink>
        <ButtonLink href={href('qualityAudits')} size="lg" variant="outline">
          {t('overview.audit.more')}
        </ButtonLink>
      </div>
    </Section>
  )
}
