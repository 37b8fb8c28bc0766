import { caseStudies } from '../../content/index.ts'
import { Section } from '../../ui/Section.tsx'
import { useTranslation } from '../../ui/useTranslation.ts'
import { CaseCard } from './CaseCard.tsx'

/** The client cases, one card each. */
export function CaseList() {
  const { t } = useTranslation('cases')
  return (
    <Section id="cases" eyebrow={t('list.eyebrow')} title={t('list.title')} intro={t('list.intro')}>
      <ul className="space-y-8">
        {caseStudies.map((study) => (
          <li key={study.key}>
            <CaseCard study={study} />
          </li>
        ))}
      </ul>
    </Section>
  )
}
