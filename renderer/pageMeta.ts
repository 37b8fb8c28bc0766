import type { TFunction } from 'i18next'
import { company } from '../content/index.ts'
import type { PageMeta } from './head.ts'
import type { SitePage } from './routes.ts'

/** A page's title, description and keywords from the meta namespace; `label` names its domain or article. */
export function pageMeta(page: SitePage, t: TFunction, label: string): PageMeta {
  const vars = { ns: 'meta', brand: company.brand, domain: label } as const
  const key = page.routeId
  const title = t(`${key}.title`, vars)
  return {
    title:
      key === 'home'
        ? `${company.brand} | ${title}`
        : t('titleTemplate', { ns: 'meta', title, brand: company.brand }),
    description: t(`${key}.description`, vars),
    keywords: t(`${key}.keywords`, vars),
    noIndex: page.routeId === 'notFound',
  }
}
