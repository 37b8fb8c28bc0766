import { isAnchor } from '../../content/schemas/services.ts'
import type { ServiceButton } from '../../content/servicePage.ts'
import { useHref } from '../../ui/PageContext.tsx'
import type { Action } from './ServiceHero.tsx'

/** Turns a button of a service page into a link in the page's language (a subject prefills the contact form). */
export function useAction(): (button: ServiceButton) => Action {
  const href = useHref()
  return ({ label, to, subject }) => {
    const target = isAnchor(to) ? to : href(to)
    return { label, href: subject ? `${target}?subject=${encodeURIComponent(subject)}` : target }
  }
}
