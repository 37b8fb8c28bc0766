import type { TFunction } from 'i18next'
import { company } from '../content/index.ts'
import type { PageMeta } from './head.ts'
import type { SitePage } from './routes.ts'

/** A page's title, description and keywords from the meta namespace; `label` names its domain or article. */
export function pageMeta(page: SitePage, t: TFunction, label: string): PageMeta {
  const vars = { brand: company.brand, domain: label }
  const key = page.routeId
  const title = t(`meta:${key}.title`, vars)
  return {
    title: page.routeId === 'home' ? `${company.brand} | ${title}` : t('meta:titleTemplate', { title, brand: company.brand }),
    description: t(`meta:${key}.description`, vars),
    keywords: t(`meta:${key}.keywords`, vars),
    noIndex: page.routeId === 'notFound',
  }
}
