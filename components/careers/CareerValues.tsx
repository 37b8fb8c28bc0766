import { Check } from '../../ui/icons.tsx'
import { Section } from '../../ui/Section.tsx'
import { useTranslation } from '../../ui/useTranslation.ts'

const VALUES = ['curiosity', 'rigor', 'sharing', 'respect'] as const

/** The list of values the team shares. */
export function CareerValues() {
  const { t } = useTranslation('careers')
  return (
    <Section id="values" eyebrow={t('values.eyebrow')} title={t('values.title')} intro={t('values.intro')}>
      <ul className="grid gap-x-10 gap-y-6 md:grid-cols-2">
        {VALUES.map((key) => (
          <li key={key} className="flex gap-4">
            <span
              aria-hidden="true"
              className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-accent-600 text-white"
            >
              <Check />
            </span>
            <div>
              <h3 className="font-bold text-ink">{t(`values.items.${key}.title`)}</h3>
              <p className="mt-1 text-muted">{t(`values.items.${key}.text`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  )
}
