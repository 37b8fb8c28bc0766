import { company } from '../../content/index.ts'
import { CheckList } from '../../ui/CheckList.tsx'
import { Award } from '../../ui/icons.tsx'
import { Section } from '../../ui/Section.tsx'
import { useTranslation } from '../../ui/useTranslation.ts'

const COMMITMENTS = ['process', 'people', 'reviews'] as const

/** The certifications of company.json (CMMI Level 5, ISTQB) and what they commit us to. */
export function Certifications() {
  const { t } = useTranslation('about')
  return (
    <Section id="certifications" eyebrow={t('certifications.eyebrow')} title={t('certifications.title')}>
      <div className="grid gap-10 lg:grid-cols-2 lg:items-center">
        <div className="text-lg text-muted">
          <p>{t('certifications.intro')}</p>
          <CheckList
            className="mt-6"
            items={COMMITMENTS.map((key) => t(`certifications.commitments.${key}`))}
          />
        </div>
        <div>
          <h3 className="sr-only">{t('certifications.listLabel')}</h3>
          <ul className="grid gap-4 sm:grid-cols-2">
            {company.certifications.map((name) => (
              <li
                key={name}
                className="flex items-center gap-4 rounded-card border border-line bg-white p-6 shadow-card"
              >
                <span
                  aria-hidden="true"
                  className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-600 to-accent-600 text-2xl text-white"
                >
                  <Award />
                </span>
                <span className="text-xl font-bold text-ink">{name}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  )
}
