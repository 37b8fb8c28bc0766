import type { ServiceKey } from '../../content/schemas/services.ts'
import { servicePage } from '../../content/texts.ts'
import { useLang } from '../../ui/PageContext.tsx'
import { ServiceCta } from './ServiceCta.tsx'
import { ServiceHero } from './ServiceHero.tsx'
import { ServiceSection } from './ServiceSection.tsx'
import { useAction } from './useAction.ts'

/**
 * A service page (/services/<key>): its hero, its sections and its closing call to action, as its
 * layout (content/services.json) and its texts (content/<lang>/services/<key>.json) describe them.
 */
export function ServicePage({ service }: { service: ServiceKey }) {
  const { hero, sections, cta } = servicePage(useLang(), service)
  const action = useAction()
  return (
    <>
      <ServiceHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        subtitle={hero.subtitle}
        primary={action(hero.primary)}
        secondary={action(hero.secondary)}
        indicators={hero.indicators}
      />
      {sections.map((section) => (
        <ServiceSection key={section.id} section={section} />
      ))}
      <ServiceCta
        title={cta.title}
        text={cta.text}
        primary={action(cta.primary)}
        secondary={cta.secondary && action(cta.secondary)}
      />
    </>
  )
}
