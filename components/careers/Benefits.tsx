import { Card } from '../../ui/Card.tsx'
import { Award, Heart, TrendingUp } from '../../ui/icons.tsx'
import { Section } from '../../ui/Section.tsx'
import { useTranslation } from '../../ui/useTranslation.ts'
import { Home } from './icons.tsx'

const BENEFITS = [
  { key: 'training', Icon: Award },
  { key: 'flexibility', Icon: Home },
  { key: 'growth', Icon: TrendingUp },
  { key: 'package', Icon: Heart },
] as const

/** The four benefit cards of the careers page. */
export function Benefits() {
  const { t } = useTranslation('careers')
  return (
    <Section
      id="benefits"
      eyebrow={t('benefits.eyebrow')}
      title={t('benefits.title')}
      intro={t('benefits.intro')}
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {BENEFITS.map(({ key, Icon }) => (
          <li key={key} className="flex">
            <Card className="w-full" title={t(`benefits.items.${key}.title`)} icon={<Icon />}>
              <p>{t(`benefits.items.${key}.text`)}</p>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  )
}
