import { Card } from '../../ui/Card.tsx'
import { Award, Shield, Zap } from '../../ui/icons.tsx'
import { Section } from '../../ui/Section.tsx'
import { useTranslation } from '../../ui/useTranslation.ts'

const VALUES = [
  { key: 'expertise', Icon: Award },
  { key: 'agility', Icon: Zap },
  { key: 'quality', Icon: Shield },
] as const

/** The company's three values: expertise, agility, quality. */
export function Values() {
  const { t } = useTranslation('about')
  return (
    <Section id="values" eyebrow={t('values.eyebrow')} title={t('values.title')} intro={t('values.intro')}>
      <ul className="grid gap-6 md:grid-cols-3">
        {VALUES.map(({ key, Icon }) => (
          <li key={key} className="flex">
            <Card className="w-full" title={t(`values.items.${key}.title`)} icon={<Icon />}>
              <p>{t(`values.items.${key}.text`)}</p>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  )
}
