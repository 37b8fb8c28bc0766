import { company, domains } from '../../content/index.ts'
import type { DomainKey } from '../../core/i18n/types.ts'
import { useTranslation } from '../../ui/useTranslation.ts'
import type { NavLink } from './nav-items.ts'

/** The visible label of a link to a route: route name, or the domain's name for domain pages. */
export function useLinkLabel(): (link: NavLink) => string {
  const { t } = useTranslation()
  return ({ to, param }) => {
    if ((to === 'serviceDomain' || to === 'offreDomain') && param) {
      const domain = domains.find((d) => d.service === param || d.offre === param)
      if (domain) return t(`domains.${domain.service as DomainKey}`)
    }
    return t(`routes.${to}`, { brand: company.brand })
  }
}
