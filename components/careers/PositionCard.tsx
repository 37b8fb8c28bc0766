import { company } from '../../content/index.ts'
import type { Position } from '../../content/schemas/careers.ts'
import { Briefcase, Clock, Layers, MapPin } from '../../ui/icons.tsx'
import { useTranslation } from '../../ui/useTranslation.ts'
import { ExternalButton } from './ExternalButton.tsx'

/** One open position: title, department, location, contract, experience, description, apply link. */
export function PositionCard({ position }: { position: Position }) {
  const { t } = useTranslation('careers')
  const title = t(`positions.items.${position.id}.title`)
  const facts = [
    { key: 'department', Icon: Layers, value: t(`positions.departments.${position.department}`) },
    {
      key: 'location',
      Icon: MapPin,
      value: t('positions.locationValue', {
        city: position.city,
        mode: t(`positions.modes.${position.workMode}`),
      }),
    },
    { key: 'type', Icon: Briefcase, value: t(`positions.types.${position.type}`) },
    {
      key: 'experience',
      Icon: Clock,
      value: t('positions.experienceValue', { years: position.experienceYears }),
    },
  ] as const
  return (
    <article className="flex h-full flex-col rounded-card border border-line bg-white p-6 shadow-card">
      <h3 className="text-xl font-bold text-ink">{title}</h3>
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
        {facts.map(({ key, Icon, value }) => (
          <div key={key} className="min-w-0">
            <dt className="flex items-center gap-2 text-muted">
              <Icon className="text-brand-600" />
              {t(`positions.${key}`)}
            </dt>
            <dd className="ps-6 font-semibold text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 flex-1 text-muted">{t(`positions.items.${position.id}.description`)}</p>
      <div className="mt-6">
        <ExternalButton href={company.recruitmentUrl} srDetail={title}>
          {t('positions.apply')}
        </ExternalButton>
      </div>
    </article>
  )
}
