import type { ComponentType } from 'react'
import type { Namespace } from '../renderer/i18n/config.ts'

/**
 * Every island: how the browser loads its code (on demand, one chunk each) and which locale
 * namespaces it needs before hydrating. The server renders the same components from ./server.ts.
 */
export const ISLANDS = {
  Newsletter: { load: () => import('./newsletter/Newsletter.tsx'), ns: ['common'] },
  ContactForm: { load: () => import('./contact/ContactForm.tsx'), ns: ['common', 'forms'] },
  CommunityJoin: { load: () => import('./community/CommunityJoin.tsx'), ns: ['common', 'forms'] },
  Share: { load: () => import('./share/Share.tsx'), ns: ['common', 'forms'] },
  SearchBox: { load: () => import('./search/SearchBox.tsx'), ns: ['search'] },
  SiteSearch: { load: () => import('./search/SiteSearch.tsx'), ns: ['search'] },
  Chat: { load: () => import('./chat/Chat.tsx'), ns: ['common', 'chat'] },
  CookieConsent: { load: () => import('./consent/CookieConsent.tsx'), ns: ['consent'] },
  ConsentSettings: { load: () => import('./consent/ConsentSettings.tsx'), ns: ['consent'] },
} as const satisfies Record<
  string,
  { load: () => Promise<{ default: ComponentType<never> }>; ns: readonly Namespace[] }
>

export type IslandName = keyof typeof ISLANDS

/** How an island decides to hydrate. `interaction` (the default) waits for focus, pointer, key or input. */
export type HydrationStrategy = 'load' | 'idle' | 'visible' | 'interaction'

export function isIslandName(name: string | undefined): name is IslandName {
  return name !== undefined && Object.hasOwn(ISLANDS, name)
}
