// One page per template: what the screenshots, the contrast themes, text zoom and the screen reader's
// transcripts look at (a template's other pages are drawn by the same components).

/** Template name → a logical (French) path that uses it. */
export const TEMPLATES = {
  home: '/',
  service: '/services/functional-testing',
  domain: '/services/cloud',
  offre: '/offre/cloud',
  about: '/about',
  contact: '/contact',
  article: '/blog/performance-testing-before-peak-traffic',
  'legal-notice': '/legal-notice',
  'not-found': '/page-introuvable',
} as const
