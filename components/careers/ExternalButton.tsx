import type { ReactNode } from 'react'
import { ButtonLink, type ButtonSize, type ButtonVariant } from '../../ui/Button.tsx'
import { ExternalLink } from '../../ui/icons.tsx'
import { useTranslation } from '../../ui/useTranslation.ts'

interface Props {
  href: string
  /** Visible label. */
  children: ReactNode
  /** Read by screen readers after the label, to make it unique (e.g. the position's title). */
  srDetail?: string
  variant?: ButtonVariant
  size?: ButtonSize
}

/** A button-styled link to another site, opened in a new tab and announced as such. */
export function ExternalButton({ href, children, srDetail, variant, size }: Props) {
  const { t } = useTranslation('careers')
  return (
    <ButtonLink href={href} target="_blank" rel="noopener noreferrer" variant={variant} size={size}>
      {children}
      {srDetail && <span className="sr-only"> {srDetail}</span>}
      <span className="sr-only"> {t('newTab')}</span>
      <ExternalLink />
    </ButtonLink>
  )
}
