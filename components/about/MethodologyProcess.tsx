import { Section } from '../../ui/Section.tsx'
import { Steps } from '../../ui/Steps.tsx'
import { useTranslation } from '../../ui/useTranslation.ts'

const STEPS = ['discovery', 'strategy', 'design', 'execution', 'reporting', 'improvement'] as const

/** The six-step process, from context analysis to continuous improvement. */
export function MethodologyProcess() {
  const { t } = useTranslation('about')
  const items = STEPS.map((key) => ({
    title: t(`methodologies.process.steps.${key}.title`),
    text: t(`methodologies.process.steps.${key}.text`),
  }))
  return (
    <Section
      id="process"
      tone="surface"
      eyebrow={t('methodologies.process.eyebrow')}
      title={t('methodologies.process.title')}
      intro={t('methodologies.process.intro')}
    >
      <Steps items={items} />
    </Section>
  )
}
