import { createContext, type ReactNode, useContext } from 'react'
import { type RouteId, routePath, type SitePage } from '../core/routes.ts'
import type { SiteLang } from '../shared/languages.ts'

const PageCtx = createContext<SitePage | null>(null)

export function PageProvider({ page, children }: { page: SitePage; children: ReactNode }) {
  return <PageCtx.Provider value={page}>{children}</PageCtx.Provider>
}

/** The page being rendered (server only: islands receive what they need as props). */
export function usePage(): SitePage {
  const page = useContext(PageCtx)
  if (!page) throw new Error('usePage() outside <PageProvider>')
  return page
}

/** Builds localized URLs for the current page's language: no page writes '/en' by hand. */
export function useHref(): (id: RouteId, param?: string) => string {
  const { lang } = usePage()
  return (id, param) => routePath(id, lang, param)
}

export function useLang(): SiteLang {
  return usePage().lang
}
