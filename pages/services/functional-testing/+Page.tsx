import { CardGrid } from '../../../components/services/CardGrid.tsx'
import { CoverageBars } from '../../../components/services/CoverageBars.tsx'
import { formatPercent } from '../../../components/services/format.ts'
import { Monitor, Plug } from '../../../components/services/icons.tsx'
import { ProcessSteps } from '../../../components/services/ProcessSteps.tsx'
import { ServiceCta } from '../../../components/services/ServiceCta.tsx'
import { ServiceHero } from '../../../components/services/ServiceHero.tsx'
import { services } from '../../../content/index.ts'
import { Compass, Heart, Shield, Smartphone, TrendingUp } from '../../../ui/icons.tsx'
import { useHref, useLang } from '../../../ui/PageContext.tsx'
import { Section } from '../../../ui/Section.tsx'
import { useTranslation } from '../../../ui/useTranslation.ts'

const INDICATORS = ['coverage', 'criticalBugs', 'delay'] as const
const KINDS = [
  { key: 'ui', Icon: Monitor },
  { key: 'journey', Icon: Compass },
  { key: 'compatibility', Icon: Smartphone },
  { key: 'integration', Icon: Plug },
] as const
const STEPS = ['requirements', 'design', 'execution', 'report', 'followUp'] as const
const BENEFITS = [
  { key: 'confidence', Icon: Shield },
  { key: 'experience', Icon: Heart },
  { key: 'costs', Icon: TrendingUp },
] as const
const COVERAGE = ['criticalPaths', 'features', 'browsers', 'regressions'] as const

/** /services/functional-testing */
export default function Page() {
  const { t } = useTranslation('services')
  const href = useHref()
  const lang = useLang()
  const contact = href('contact')
  return (
    <>
      <ServiceHero
        eyebrow={t('shared.eyebrow')}
        title={t('functional.hero.title')}
        subtitle={t('functional.hero.subtitle')}
        primary={{ label: t('functional.hero.cta'), href: contact }}
        secondary={{ label: t('shared.caseStudies'), href: href('caseStudies') }}
        indicators={INDICATORS.map((key) => ({
          value: t(`functional.indicators.${key}.value`),
          label: t(`functional.indicators.${key}.label`),
        }))}
      />
      <Section id="kinds" title={t('functional.kinds.title')} intro={t('functional.kinds.intro')}>
        <CardGrid
          columns={4}
          items={KINDS.map(({ key, Icon }) => ({
            key,
            icon: <Icon />,
            title: t(`functional.kinds.items.${key}.title`),
            text: t(`functional.kinds.items.${key}.text`),
          }))}
        />
      </Section>
      <Section
        id="process"
        tone="surface"
        title={t('functional.process.title')}
        intro={t('functional.process.intro')}
      >
        <ProcessSteps
          steps={STEPS.map((key) => ({
            key,
            title: t(`functional.process.steps.${key}.title`),
            text: t(`functional.process.steps.${key}.text`),
          }))}
        />
      </Section>
      <Section id="benefits" title={t('functional.benefits.title')} intro={t('functional.benefits.intro')}>
        <CardGrid
          items={BENEFITS.map(({ key, Icon }) => ({
            key,
            icon: <Icon />,
            title: t(`functional.benefits.items.${key}.title`),
            text: t(`functional.benefits.items.${key}.text`),
          }))}
        />
      </Section>
      <Section
        id="coverage"
        tone="surface"
        title={t('functional.coverage.title')}
        intro={t('functional.coverage.intro')}
      >
        <CoverageBars
          items={COVERAGE.map((key) => ({
            key,
            percent: services.coverage[key],
            value: formatPercent(services.coverage[key], lang),
            label: t(`functional.coverage.items.${key}.label`),
            text: t(`functional.coverage.items.${key}.text`),
          }))}
        />
      </Section>
      <ServiceCta
        title={t('functional.cta.title')}
        text={t('functional.cta.text')}
        primary={{ label: t('functional.cta.button'), href: contact }}
        secondary={{ label: t('shared.allServices'), href: href('expertise') }}
      />
    </>
  )
}
