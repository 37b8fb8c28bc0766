import { company } from '../../content/index.ts'
import { useLang } from '../../ui/PageContext.tsx'
import { Section } from '../../ui/Section.tsx'
import { useTranslation } from '../../ui/useTranslation.ts'
import { formatLongDate } from './formatDate.ts'

const PARAGRAPHS = ['experience', 'founding', 'today'] as const

/** The company's story (founders' five years of experience, then the SAS incorporated in 2023) and its facts. */
export function Story() {
  const { t } = useTranslation('about')
  const lang = useLang()
  const vars = {
    brand: company.brand,
    date: formatLongDate(company.incorporated, lang),
    city: company.registeredOffice.city,
  }
  const facts = [
    { key: 'legalForm', value: t('story.facts.legalFormValue', { form: company.legalForm }) },
    {
      key: 'incorporated',
      value: <time dateTime={company.incorporated}>{vars.date}</time>,
    },
    { key: 'headquarters', value: company.registeredOffice.city },
    { key: 'registration', value: company.registrationNumber },
  ] as const
  return (
    <Section id="story" tone="surface" eyebrow={t('story.eyebrow')} title={t('story.title', vars)}>
      <div className="grid gap-10 lg:grid-cols-[3fr_2fr]">
        <div className="space-y-5 text-lg text-muted">
          {PARAGRAPHS.map((key) => (
            <p key={key}>{t(`story.paragraphs.${key}`, vars)}</p>
          ))}
        </div>
        <div className="self-start rounded-card border border-line bg-white p-6 shadow-card">
          <h3 className="text-lg font-bold text-ink">{t('story.facts.title', vars)}</h3>
          <dl className="mt-4 divide-y divide-line">
            {facts.map(({ key, value }) => (
              <div key={key} className="py-3">
                <dt className="text-sm text-muted">{t(`story.facts.${key}`)}</dt>
                <dd className="font-semibold break-words text-ink">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </Section>
  )
}
