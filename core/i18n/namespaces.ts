/** Locale namespaces: one JSON file per language and namespace under locales/{lng}/{ns}.json. */
export const NAMESPACES = [
  'common',
  'meta',
  'home',
  'community',
  'expertise',
  'services',
  'about',
  'cases',
  'careers',
  'consultants',
  'blog',
  'contact',
  'legal',
  'forms',
  'consent',
  'search',
  'chat',
] as const
export type Namespace = (typeof NAMESPACES)[number]
