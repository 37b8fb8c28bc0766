import { Card } from '../../ui/Card.tsx'
import { CheckList } from '../../ui/CheckList.tsx'
import { Gauge, Layers, Target, Zap } from '../../ui/icons.tsx'
import { Section } from '../../ui/Section.tsx'
import { useTranslation } from '../../ui/useTranslation.ts'

const APPROACHES = [
  { key: 'agile', Icon: Zap },
  { key: 'devops', Icon: Layers },
  { key: 'testing', Icon: Target },
  { key: 'quality', Icon: Gauge },
] as const

/** The four methodology cards: agile, DevOps, test strategy, quality management. */
export function MethodologyApproaches() {
  const { t } = useTranslation('about')
  return (
    <Section
      id="approaches"
      eyebrow={t('methodologies.approaches.eyebrow')}
      title={t('methodologies.approaches.title')}
      intro={t('methodologies.approaches.intro')}
    >
      <ul className="grid gap-6 md:grid-cols-2">
        {APPROACHES.map(({ key, Icon }) => {
          const base = `methodologies.approaches.items.${key}` as const
          const points = Object.values(t(`${base}.points`, { returnObjects: true }))
          return (
            <li key={key} className="flex">
              <Card className="w-full" title={t(`${base}.title`)} icon={<Icon />}>
                <p>{t(`${base}.text`)}</p>
                <CheckList className="mt-4 text-ink" items={points} />
              </Card>
            </li>
          )
        })}
      </ul>
    </Section>
  )
}
