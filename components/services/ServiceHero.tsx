import { ButtonLink } from '../../ui/Button.tsx'
import { PageHero } from '../../ui/PageHero.tsx'
import { Stats } from '../../ui/Stats.tsx'

export interface Action {
  label: string
  href: string
}

export interface Indicator {
  value: string
  label: string
}

interface Props {
  eyebrow: string
  title: string
  subtitle: string
  /** The main call to action (contact, quote, audit…). */
  primary: Action
  /** The second button (case studies, or an anchor on the page). */
  secondary: Action
  /** Key figures shown under the buttons. */
  indicators?: readonly Indicator[]
}

/** Top of a service page: the h1, two buttons and the page's key indicators. */
export function ServiceHero({ eyebrow, title, subtitle, primary, secondary, indicators }: Props) {
  return (
    <PageHero
      eyebrow={eyebrow}
      title={title}
      subtitle={subtitle}
      actions={
        <>
          <ButtonLink href={primary.href} variant="hero" size="lg">
            {primary.label}
          </ButtonLink>
          <ButtonLink href={secondary.href} variant="outline" size="lg">
            {secondary.label}
          </ButtonLink>
        </>
      }
    >
      {indicators && indicators.length > 0 && (
        <div className="mt-12 border-t border-white/20 pt-8">
          <Stats items={indicators} tone="dark" />
        </div>
      )}
    </PageHero>
  )
}
