import { ButtonLink } from '../../ui/Button.tsx'
import { CtaBand } from '../../ui/CtaBand.tsx'
import { useHref } from '../../ui/PageContext.tsx'

interface ContactCtaProps {
  title: string
  text: string
  /** The label of the link to the contact page. */
  contact: string
  /** The label of the link to the expertise overview. */
  expertise: string
}

/** The closing call to action of the pages that lead to contact or to the expertise overview, in their own words. */
export function ContactCta({ title, text, contact, expertise }: ContactCtaProps) {
  const href = useHref()
  return (
    <CtaBand
      title={title}
      text={text}
      actions={
        <>
          <ButtonLink href={href('contact')} variant="hero" size="lg">
            {contact}
          </ButtonLink>
          <ButtonLink href={href('expertise')} variant="outline" size="lg">
            {expertise}
          </ButtonLink>
        </>
      }
    />
  )
}
