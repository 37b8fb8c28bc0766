import type { TFunction } from 'i18next'
import { findArticle } from '../content/blog.ts'
import { company, domains } from '../content/index.ts'
import { articleText } from '../content/texts.ts'
import type { DomainKey } from './i18n/types.ts'
import { findPage, routePath, type SitePage } from './routes.ts'
import { localizePath } from './urls.ts'

/** One step of a page's breadcrumb, visible and in its BreadcrumbList. */
export interface BreadcrumbItem {
  name: string
  /** Path from the site root; absent on the last item. */
  path?: string
}

/** Path prefixes that have no page of their own, and where their breadcrumb item leads. */
const PREFIX_TARGETS: Record<string, 'expertise'> = { '/offre': 'expertise' }

/** The visible name of a page: its route label, or its domain / article for parameterised routes. */
export function pageLabel(page: SitePage, t: TFunction): string {
  if ((page.routeId === 'serviceDomain' || page.routeId === 'offreDomain') && page.param) {
    const domain = domains.find((d) => d.service === page.param || d.offre === page.param)
    if (domain) return t(`domains.${domain.service as DomainKey}`)
  }
  // An article is named by its title (an unknown slug renders the built-in article).
  if (page.routeId === 'blogArticle') return articleText(page.lang, findArticle(page.param).slug).title
  return t(`routes.${page.routeId}`, { brand: company.brand })
}

/** Breadcrumb items built from the path's segments, home first; the last one has no path. */
export function buildBreadcrumb(page: SitePage, t: TFunction): BreadcrumbItem[] {
  const items: BreadcrumbItem[] = [{ name: t('routes.home'), path: routePath('home', page.lang) }]
  const segments = page.logicalPath.split('/').filter(Boolean)
  for (let i = 0; i < segments.length - 1; i++) {
    const prefix = `/${segments.slice(0, i + 1).join('/')}`
    const target = findPage(localizePath(prefix, page.lang))
    const fallback = PREFIX_TARGETS[prefix]
    if (target) items.push({ name: pageLabel(target, t), path: target.canonical })
    else if (fallback) {
      items.push({
        name: t(`breadcrumb.segments.${segments[i] as 'offre'}`),
        path: routePath(fallback, page.lang),
      })
    }
  }
  items.push({ name: pageLabel(page, t) })
  return items
}
