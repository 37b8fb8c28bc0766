import type { AnchorHTMLAttributes } from 'react'
import { useHref } from '../renderer/PageContext.tsx'
import type { RouteId } from '../renderer/routes.ts'

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: RouteId
  param?: string
  /** Appended to the URL, e.g. '#security' or '?subject=x'. */
  suffix?: string
}

/** A link to a route of the site, in the current page's language. */
export function Link({ to, param, suffix = '', ...rest }: Props) {
  const href = useHref()
  return <a href={href(to, param) + suffix} {...rest} />
}
