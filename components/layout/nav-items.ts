import { domains } from '../../content/index.ts'
import type { RouteId } from '../../core/routes.ts'

/** What the navigation bar, mobile menu and footer link to: one list, read by all three. */
export interface NavLink {
  to: RouteId
  param?: string
}

export const ABOUT_LINKS: readonly NavLink[] = [
  { to: 'aboutWhy' },
  { to: 'offices' },
  { to: 'methodologies' },
]

export const DOMAIN_LINKS: readonly (NavLink & { domain: string })[] = domains.map((d) => ({
  to: 'offreDomain',
  param: d.offre,
  domain: d.service,
}))

export const MAIN_LINKS: readonly NavLink[] = [{ to: 'caseStudies' }, { to: 'careers' }]

export const FOOTER_COLUMNS: readonly {
  title: 'company' | 'expertise' | 'resources'
  links: readonly NavLink[]
}[] = [
  {
    title: 'company',
    links: [
      { to: 'about' },
      { to: 'aboutWhy' },
      { to: 'offices' },
      { to: 'methodologies' },
      { to: 'caseStudies' },
      { to: 'careers' },
    ],
  },
  {
    title: 'expertise',
    links: [{ to: 'expertise' }, ...domains.map((d) => ({ to: 'serviceDomain' as const, param: d.service }))],
  },
  {
    title: 'resources',
    links: [
      { to: 'functionalTesting' },
      { to: 'automatedTesting' },
      { to: 'performanceTesting' },
      { to: 'qualityAudits' },
      { to: 'nearshore' },
      { to: 'consultants' },
      { to: 'community' },
      { to: 'blog' },
      { to: 'search' },
      { to: 'contact' },
    ],
  },
]

export const LEGAL_LINKS: readonly NavLink[] = [
  { to: 'legalNotice' },
  { to: 'privacy' },
  { to: 'terms' },
  { to: 'cookies' },
  { to: 'accessibility' },
]
