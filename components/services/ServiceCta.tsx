import { ButtonLink } from '../../ui/Button.tsx'
import { CtaBand } from '../../ui/CtaBand.tsx'
import type { Action } from './ServiceHero.tsx'

interface Props {
  title: string
  text: string
  /** The main button: contact or quote request. */
  primary: Action
  secondary?: Action
}

/** The closing call to action of a service page, pointing to contact. */
export function ServiceCta({ title, text, primary, secondary }: Props) {
  return (
    <CtaBand
      title={title}
      text={text}
      actions={
        <>
          <ButtonLink href={primary.href} variant="hero" size="lg">
            {primary.label}
          </ButtonLink>
          {secondary && (
            <ButtonLink href={secondary.href} variant="outline" size="lg">
              {secondary.label}
            </ButtonLink>
          )}
        </>
      }
    />
  )
}
