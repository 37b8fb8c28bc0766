import type { Namespace } from '../core/i18n/namespaces.ts'

/**
 * The locale namespaces each island needs before it hydrates: the server lists their files for the
 * browser to fetch with the island's code (./Island.tsx), the browser loads them (./registry.ts).
 */
export const ISLAND_NAMESPACES = {
  Newsletter: ['common'],
  ContactForm: ['common', 'forms'],
  CommunityJoin: ['common', 'forms'],
  Share: ['common', 'forms'],
  SearchBox: ['search'],
  SiteSearch: ['search'],
  Chat: ['common', 'chat'],
  CookieConsent: ['consent'],
} as const satisfies Record<string, readonly Namespace[]>
