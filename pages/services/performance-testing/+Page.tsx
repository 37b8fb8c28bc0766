import { CardGrid } from '../../../components/services/CardGrid.tsx'
import { FigureBand } from '../../../components/services/FigureBand.tsx'
import { Activity, AlertTriangle } from '../../../components/services/icons.tsx'
import { ServiceCta } from '../../../components/services/ServiceCta.tsx'
import { ServiceHero } from '../../../components/services/ServiceHero.tsx'
import { ToolsGrid } from '../../../components/services/ToolsGrid.tsx'
import { services } from '../../../content/index.ts'
import { Clock, Cpu, Database, Gauge, Target, TrendingUp, Zap } from '../../../ui/icons.tsx'
import { useHref } from '../../../ui/PageContext.tsx'
import { Section } from '../../../ui/Section.tsx'
import { useTranslation } from '../../../ui/useTranslation.ts'

const INDICATORS = ['response', 'users', 'availability'] as const
const KINDS = [
  { key: 'load', Icon: Gauge },
  { key: 'stress', Icon: Zap },
  { key: 'volume', Icon: Database },
  { key: 'endurance', Icon: Clock },
] as const
const METRICS = [
  { key: 'responseTime', Icon: Clock },
  { key: 'throughput', Icon: Activity },
  { key: 'resources', Icon: Cpu },
  { key: 'errorRate', Icon: AlertTriangle },
  { key: 'rampUp', Icon: TrendingUp },
  { key: 'saturation', Icon: Target },
] as const
const IMPACT = ['conversion', 'bounce', 'satisfaction'] as const

/** /services/performance-testing */
export default function Page() {
  const { t } = useTranslation('services')
  const href = useHref()
  const contact = href('contact')
  return (
    <>
      <ServiceHero
        eyebrow={t('shared.eyebrow')}
        title={t('performance.hero.title')}
        subtitle={t('performance.hero.subtitle')}
        primary={{ label: t('performance.hero.cta'), href: contact }}
        secondary={{ label: t('shared.caseStudies'), href: href('caseStudies') }}
        indicators={INDICATORS.map((key) => ({
          value: t(`performance.indicators.${key}.value`),
          label: t(`performance.indicators.${key}.label`),
        }))}
      />
      <Section id="kinds" title={t('performance.kinds.title')} intro={t('performance.kinds.intro')}>
        <CardGrid
          columns={4}
          items={KINDS.map(({ key, Icon }) => ({
            key,
            icon: <Icon />,
            title: t(`performance.kinds.items.${key}.title`),
            badge: t(`performance.kinds.items.${key}.badge`),
            text: t(`performance.kinds.items.${key}.text`),
          }))}
        />
      </Section>
      <Section
        id="metrics"
        tone="surface"
        title={t('performance.metrics.title')}
        intro={t('performance.metrics.intro')}
      >
        <CardGrid
          items={METRICS.map(({ key, Icon }) => ({
            key,
            icon: <Icon />,
            title: t(`performance.metrics.items.${key}.title`),
            text: t(`performance.metrics.items.${key}.text`),
          }))}
        />
      </Section>
      <Section id="tools" title={t('performance.tools.title')} intro={t('performance.tools.intro')}>
        <ToolsGrid
          tools={services.performanceTools.map(({ id, name }) => ({
            id,
            name,
            category: t(`performance.tools.items.${id}.category`),
            use: t(`performance.tools.items.${id}.use`),
          }))}
        />
      </Section>
      <FigureBand
        id="impact"
        title={t('performance.impact.title')}
        intro={t('performance.impact.intro')}
        figures={IMPACT.map((key) => ({
          key,
          value: t(`performance.impact.items.${key}.value`),
          label: t(`performance.impact.items.${key}.label`),
        }))}
      />
      <ServiceCta
        title={t('performance.cta.title')}
        text={t('performance.cta.text')}
        primary={{ label: t('performance.cta.button'), href: contact }}
        secondary={{ label: t('shared.allServices'), href: href('expertise') }}
      />
    </>
  )
}
