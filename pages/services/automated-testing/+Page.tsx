import { CardGrid } from '../../../components/services/CardGrid.tsx'
import { FigureBand } from '../../../components/services/FigureBand.tsx'
import { Monitor, Repeat } from '../../../components/services/icons.tsx'
import { ProcessSteps } from '../../../components/services/ProcessSteps.tsx'
import { ServiceCta } from '../../../components/services/ServiceCta.tsx'
import { ServiceHero } from '../../../components/services/ServiceHero.tsx'
import { ToolsGrid } from '../../../components/services/ToolsGrid.tsx'
import { services } from '../../../content/index.ts'
import { Code, Smartphone, TrendingUp, Users, Zap } from '../../../ui/icons.tsx'
import { useHref } from '../../../ui/PageContext.tsx'
import { Section } from '../../../ui/Section.tsx'
import { useTranslation } from '../../../ui/useTranslation.ts'

const INDICATORS = ['speed', 'reliability', 'savings'] as const
const TYPES = [
  { key: 'regression', Icon: Repeat },
  { key: 'api', Icon: Code },
  { key: 'e2e', Icon: Monitor },
  { key: 'mobile', Icon: Smartphone },
] as const
const STEPS = ['analysis', 'strategy', 'development', 'maintenance'] as const
const BENEFITS = [
  { key: 'feedback', Icon: Zap },
  { key: 'focus', Icon: Users },
  { key: 'visibility', Icon: TrendingUp },
] as const
const ROI = ['payback', 'cost', 'bugs'] as const

/** /services/automated-testing */
export default function Page() {
  const { t } = useTranslation('services')
  const href = useHref()
  const contact = href('contact')
  return (
    <>
      <ServiceHero
        eyebrow={t('shared.eyebrow')}
        title={t('automated.hero.title')}
        subtitle={t('automated.hero.subtitle')}
        primary={{ label: t('automated.hero.cta'), href: contact }}
        secondary={{ label: t('shared.caseStudies'), href: href('caseStudies') }}
        indicators={INDICATORS.map((key) => ({
          value: t(`automated.indicators.${key}.value`),
          label: t(`automated.indicators.${key}.label`),
        }))}
      />
      <Section id="types" title={t('automated.types.title')} intro={t('automated.types.intro')}>
        <CardGrid
          columns={4}
          items={TYPES.map(({ key, Icon }) => ({
            key,
            icon: <Icon />,
            title: t(`automated.types.items.${key}.title`),
            text: t(`automated.types.items.${key}.text`),
          }))}
        />
      </Section>
      <Section
        id="process"
        tone="surface"
        title={t('automated.process.title')}
        intro={t('automated.process.intro')}
      >
        <ProcessSteps
          steps={STEPS.map((key) => ({
            key,
            title: t(`automated.process.steps.${key}.title`),
            text: t(`automated.process.steps.${key}.text`),
          }))}
        />
      </Section>
      <Section id="benefits" title={t('automated.benefits.title')} intro={t('automated.benefits.intro')}>
        <CardGrid
          items={BENEFITS.map(({ key, Icon }) => ({
            key,
            icon: <Icon />,
            title: t(`automated.benefits.items.${key}.title`),
            text: t(`automated.benefits.items.${key}.text`),
          }))}
        />
      </Section>
      <Section
        id="tools"
        tone="surface"
        title={t('automated.tools.title')}
        intro={t('automated.tools.intro')}
      >
        <ToolsGrid
          tools={services.automationTools.map(({ id, name }) => ({
            id,
            name,
            category: t(`automated.tools.items.${id}.category`),
            use: t(`automated.tools.items.${id}.use`),
          }))}
        />
      </Section>
      <FigureBand
        id="roi"
        title={t('automated.roi.title')}
        intro={t('automated.roi.intro')}
        figures={ROI.map((key) => ({
          key,
          value: t(`automated.roi.items.${key}.value`),
          label: t(`automated.roi.items.${key}.label`),
        }))}
      />
      <ServiceCta
        title={t('automated.cta.title')}
        text={t('automated.cta.text')}
        primary={{ label: t('automated.cta.button'), href: contact }}
        secondary={{ label: t('shared.allServices'), href: href('expertise') }}
      />
    </>
  )
}
