import { positions } from '../../content/index.ts'
import { Section } from '../../ui/Section.tsx'
import { useTranslation } from '../../ui/useTranslation.ts'
import { PositionCard } from './PositionCard.tsx'

/** The open positions; the section's id is the target of the hero's "see positions" link. */
export function Positions() {
  const { t } = useTranslation('careers')
  return (
    <Section
      id="positions"
      tone="surface"
      eyebrow={t('positions.eyebrow')}
      title={t('positions.title')}
      intro={t('positions.intro')}
    >
      <ul className="grid gap-6 lg:grid-cols-2">
        {positions.map((position) => (
          <li key={position.id}>
            <PositionCard position={position} />
          </li>
        ))}
      </ul>
    </Section>
  )
}
