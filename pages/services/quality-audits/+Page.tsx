import { CardGrid } from '../../../components/services/CardGrid.tsx'
import { FigureBand } from '../../../components/services/FigureBand.tsx'
import { ClipboardCheck, Monitor, Presentation } from '../../../components/services/icons.tsx'
import { ProcessSteps } from '../../../components/services/ProcessSteps.tsx'
import { ServiceCta } from '../../../components/services/ServiceCta.tsx'
import { ServiceHero } from '../../../components/services/ServiceHero.tsx'
import { Calendar, Code, FileText, Layers, Settings } from '../../../ui/icons.tsx'
import { useHref } from '../../../ui/PageContext.tsx'
import { Section } from '../../../ui/Section.tsx'
import { useTranslation } from '../../../ui/useTranslation.ts'

const INDICATORS = ['scope', 'score', 'duration'] as const
const DOMAINS = [
  { key: 'code', Icon: Code },
  { key: 'ux', Icon: Monitor },
  { key: 'tests', Icon: ClipboardCheck },
  { key: 'process', Icon: Settings },
] as const
const STEPS = ['discovery', 'analysis', 'evaluation', 'recommendations'] as const
const DELIVERABLES = [
  { key: 'executive', Icon: FileText },
  { key: 'technical', Icon: Layers },
  { key: 'plan', Icon: Calendar },
  { key: 'workshop', Icon: Presentation },
] as const
const BENEFITS = ['bugs', 'velocity', 'satisfaction'] as const

/** /services/quality-audits */
export default function Page() {
  const { t } = useTranslation('services')
  const href = useHref()
  const contact = href('contact')
  return (
    <>
      <ServiceHero
        eyebrow={t('shared.eyebrow')}
        title={t('audits.hero.title')}
        subtitle={t('audits.hero.subtitle')}
        primary={{ label: t('audits.hero.cta'), href: contact }}
        secondary={{ label: t('shared.caseStudies'), href: href('caseStudies') }}
        indicators={INDICATORS.map((key) => ({
          value: t(`audits.indicators.${key}.value`),
          label: t(`audits.indicators.${key}.label`),
        }))}
      />
      <Section id="domains" title={t('audits.domains.title')} intro={t('audits.domains.intro')}>
        <CardGrid
          columns={4}
          items={DOMAINS.map(({ key, Icon }) => ({
            key,
            icon: <Icon />,
            title: t(`audits.domains.items.${key}.title`),
            text: t(`audits.domains.items.${key}.text`),
          }))}
        />
      </Section>
      <Section
        id="process"
        tone="surface"
        title={t('audits.process.title')}
        intro={t('audits.process.intro')}
      >
        <ProcessSteps
          steps={STEPS.map((key) => ({
            key,
            title: t(`audits.process.steps.${key}.title`),
            text: t(`audits.process.steps.${key}.text`),
          }))}
        />
      </Section>
      <Section
        id="deliverables"
        title={t('audits.deliverables.title')}
        intro={t('audits.deliverables.intro')}
      >
        <CardGrid
          columns={4}
          items={DELIVERABLES.map(({ key, Icon }) => ({
            key,
            icon: <Icon />,
            title: t(`audits.deliverables.items.${key}.title`),
            badge: t(`audits.deliverables.items.${key}.badge`),
            text: t(`audits.deliverables.items.${key}.text`),
          }))}
        />
      </Section>
      <FigureBand
        id="benefits"
        title={t('audits.benefits.title')}
        intro={t('audits.benefits.intro')}
        figures={BENEFITS.map((key) => ({
          key,
          value: t(`audits.benefits.items.${key}.value`),
          label: t(`audits.benefits.items.${key}.label`),
        }))}
      />
      <ServiceCta
        title={t('audits.cta.title')}
        text={t('audits.cta.text')}
        primary={{ label: t('audits.cta.button'), href: contact }}
        secondary={{ label: t('shared.allServices'), href: href('expertise') }}
      />
    </>
  )
}
