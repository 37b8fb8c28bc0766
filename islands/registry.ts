import type { ComponentType } from 'react'
import { ISLAND_NAMESPACES } from './namespaces.ts'

/**
 * Every island: how the browser loads its code (on demand, one chunk each) and which locale
 * namespaces it needs before hydrating. The server renders the same components from ./server.ts.
 */
export const ISLANDS = {
  Newsletter: { load: () => import('./newsletter/Newsletter.tsx'), ns: ISLAND_NAMESPACES.Newsletter },
  ContactForm: { load: () => import('./contact/ContactForm.tsx'), ns: ISLAND_NAMESPACES.ContactForm },
  CommunityJoin: { load: () => import('./community/CommunityJoin.tsx'), ns: ISLAND_NAMESPACES.CommunityJoin },
  Share: { load: () => import('./share/Share.tsx'), ns: ISLAND_NAMESPACES.Share },
  SearchBox: { load: () => import('./search/SearchBox.tsx'), ns: ISLAND_NAMESPACES.SearchBox },
  SiteSearch: { load: () => import('./search/SiteSearch.tsx'), ns: ISLAND_NAMESPACES.SiteSearch },
  Chat: { load: () => import('./chat/Chat.tsx'), ns: ISLAND_NAMESPACES.Chat },
  CookieConsent: { load: () => import('./consent/CookieConsent.tsx'), ns: ISLAND_NAMESPACES.CookieConsent },
} as const satisfies Record<
  keyof typeof ISLAND_NAMESPACES,
  { load: () => Promise<{ default: ComponentType<never> }>; ns: readonly string[] }
>

export type IslandName = keyof typeof ISLANDS

/** How an island decides to hydrate. `interaction` (the default) waits for focus, pointer, key or input. */
export type HydrationStrategy = 'load' | 'idle' | 'visible' | 'interaction'

export function isIslandName(name: string | undefined): name is IslandName {
  return name !== undefined && Object.hasOwn(ISLANDS, name)
}
