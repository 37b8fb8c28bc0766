// What a page's share image (Open Graph, X) says, and where it is served. The build draws one per page and
// language (scripts/share-images/); the head announces it (renderer/head.ts). Pure.
import { createHash } from 'node:crypto'
import type { SiteLang } from '../shared/languages.ts'
import type { RouteId } from './routes.ts'

/** The size every network shows without cropping (1.91:1). */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const

/** Where the images are served from, under the site root. */
export const SHARE_IMAGE_DIR = 'og'

/** What one image shows, in the page's language: everything that makes two images differ. */
export interface ShareCard {
  lang: SiteLang
  brand: string
  /** The part of the site the page belongs to ("Nos services", "Blog" …), translated. */
  section: string
  /** The page's title, without the brand. */
  title: string
}

/** The sections a page can belong to; their names are `share.sections.<key>` in the meta namespace. */
export type ShareSection =
  | 'home'
  | 'services'
  | 'expertise'
  | 'about'
  | 'caseStudies'
  | 'careers'
  | 'consultants'
  | 'community'
  | 'blog'
  | 'contact'
  | 'legal'
  | 'search'

/** Each route's section: the part of the navigation it sits under. */
export const SHARE_SECTIONS: Record<RouteId, ShareSection> = {
  home: 'home',
  notFound: 'home',
  community: 'community',
  expertise: 'expertise',
  serviceDomain: 'expertise',
  offreDomain: 'expertise',
  serviceNotFound: 'expertise',
  offreNotFound: 'expertise',
  functionalTesting: 'services',
  automatedTesting: 'services',
  performanceTesting: 'services',
  qualityAudits: 'services',
  nearshore: 'services',
  about: 'about',
  aboutWhy: 'about',
  offices: 'about',
  methodologies: 'about',
  caseStudies: 'caseStudies',
  careers: 'careers',
  consultants: 'consultants',
  contact: 'contact',
  blog: 'blog',
  blogArticle: 'blog',
  privacy: 'legal',
  terms: 'legal',
  cookies: 'legal',
  legalNotice: 'legal',
  accessibility: 'legal',
  search: 'search',
}

/**
 * The image's address, from the site root: named by a hash of what it shows, so that pages showing the
 * same thing share one file, and a changed title is a new address (networks keep an image by its address).
 */
export function shareImagePath(card: ShareCard): string {
  const hash = createHash('sha256')
    .update(JSON.stringify([card.lang, card.brand, card.section, card.title]))
    .digest('hex')
  return `/${SHARE_IMAGE_DIR}/${hash.slice(0, 16)}.png`
}
