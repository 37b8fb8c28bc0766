import { CardGrid } from '../../../components/services/CardGrid.tsx'
import { Coins, GraduationCap } from '../../../components/services/icons.tsx'
import { ServiceCta } from '../../../components/services/ServiceCta.tsx'
import { ServiceHero } from '../../../components/services/ServiceHero.tsx'
import { TunisOffice } from '../../../components/services/TunisOffice.tsx'
import { Award, Bot, Clock, Compass, Gauge, Layers, MessageCircle, Shield } from '../../../ui/icons.tsx'
import { useHref } from '../../../ui/PageContext.tsx'
import { Section } from '../../../ui/Section.tsx'
import { useTranslation } from '../../../ui/useTranslation.ts'

const BENEFITS = [
  { key: 'timezone', Icon: Clock },
  { key: 'expertise', Icon: Award },
  { key: 'culture', Icon: MessageCircle },
  { key: 'value', Icon: Coins },
] as const
const SERVICES = [
  { key: 'automation', Icon: Bot },
  { key: 'functional', Icon: Layers },
  { key: 'performance', Icon: Gauge },
  { key: 'security', Icon: Shield },
  { key: 'consulting', Icon: Compass },
  { key: 'training', Icon: GraduationCap },
] as const

/** /services/nearshore: the QA team in Tunis. */
export default function Page() {
  const { t } = useTranslation('services')
  const href = useHref()
  const contact = href('contact')
  return (
    <>
      <ServiceHero
        eyebrow={t('nearshore.hero.eyebrow')}
        title={t('nearshore.hero.title')}
        subtitle={t('nearshore.hero.subtitle')}
        primary={{ label: t('nearshore.hero.services'), href: '#services' }}
        secondary={{ label: t('nearshore.hero.contact'), href: contact }}
      />
      <Section id="benefits" title={t('nearshore.benefits.title')} intro={t('nearshore.benefits.intro')}>
        <CardGrid
          columns={4}
          items={BENEFITS.map(({ key, Icon }) => ({
            key,
            icon: <Icon />,
            title: t(`nearshore.benefits.items.${key}.title`),
            text: t(`nearshore.benefits.items.${key}.text`),
          }))}
        />
      </Section>
      <Section
        id="services"
        tone="surface"
        title={t('nearshore.services.title')}
        intro={t('nearshore.services.intro')}
      >
        <CardGrid
          items={SERVICES.map(({ key, Icon }) => ({
            key,
            icon: <Icon />,
            title: t(`nearshore.services.items.${key}.title`),
            text: t(`nearshore.services.items.${key}.text`),
          }))}
        />
      </Section>
      <TunisOffice />
      <ServiceCta
        title={t('nearshore.cta.title')}
        text={t('nearshore.cta.text')}
        primary={{ label: t('nearshore.cta.quote'), href: contact }}
        secondary={{
          label: t('nearshore.cta.call'),
          href: `${contact}?subject=${encodeURIComponent(t('nearshore.cta.callSubject'))}`,
        }}
      />
    </>
  )
}
