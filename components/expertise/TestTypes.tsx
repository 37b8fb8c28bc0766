import type { ComponentType, SVGProps } from 'react'
import { Check, Code, Compass, Gauge, Layers, Shield, TrendingUp, Users } from '../../ui/icons.tsx'
import { Section } from '../../ui/Section.tsx'
import { useTranslation } from '../../ui/useTranslation.ts'

type TestTypeKey =
  | 'functional'
  | 'regression'
  | 'integration'
  | 'performance'
  | 'security'
  | 'automation'
  | 'accessibility'
  | 'exploratory'

const TYPES: readonly { key: TestTypeKey; Icon: ComponentType<SVGProps<SVGSVGElement>> }[] = [
  { key: 'functional', Icon: Check },
  { key: 'regression', Icon: TrendingUp },
  { key: 'integration', Icon: Layers },
  { key: 'performance', Icon: Gauge },
  { key: 'security', Icon: Shield },
  { key: 'automation', Icon: Code },
  { key: 'accessibility', Icon: Users },
  { key: 'exploratory', Icon: Compass },
]

/** The fixed 'Types de Tests' section of the shared domain page. */
export function TestTypes() {
  const { t } = useTranslation('expertise')
  return (
    <Section
      id="test-types"
      tone="surface"
      title={t('domainPage.testTypes.title')}
      intro={t('domainPage.testTypes.intro')}
    >
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {TYPES.map(({ key, Icon }) => (
          <li key={key} className="flex min-w-0 flex-col rounded-card border border-line bg-white p-5">
            <span className="flex h-10 w-10 items-center justify-center rounded-lg bg-brand-50 text-lg text-brand-700">
              <Icon />
            </span>
            <h3 className="mt-3 font-bold text-ink">{t(`domainPage.testTypes.items.${key}.title`)}</h3>
            <p className="mt-1 break-words text-sm text-muted">
              {t(`domainPage.testTypes.items.${key}.text`)}
            </p>
          </li>
        ))}
      </ul>
    </Section>
  )
}
