import { Section } from '../../ui/Section.tsx'
import { Stats } from '../../ui/Stats.tsx'
import { useTranslation } from '../../ui/useTranslation.ts'

const FIGURES = ['specialists', 'years', 'projects', 'satisfaction'] as const

/** Key figures: specialists, founders' years of experience, projects, satisfaction. */
export function Achievements() {
  const { t } = useTranslation('about')
  const items = FIGURES.map((key) => ({
    value: t(`achievements.items.${key}.value`),
    label: t(`achievements.items.${key}.label`),
  }))
  return (
    <Section
      id="achievements"
      tone="brand"
      eyebrow={t('achievements.eyebrow')}
      title={t('achievements.title')}
      intro={t('achievements.intro')}
    >
      <Stats items={items} tone="dark" />
    </Section>
  )
}
