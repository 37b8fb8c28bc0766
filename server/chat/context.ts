import { company } from '../../content/index.ts'
import { type RouteId, routePath } from '../../core/routes.ts'
import type { Lang } from '../../shared/languages.ts'
import { pathLanguage } from './paths.ts'
import { COMMA } from './punctuation.ts'

/** The site links the chat panel sends, by name, with the route each one defaults to. */
export const LINK_ROUTES = {
  expertise: 'expertise',
  methodologies: 'methodologies',
  caseStudies: 'caseStudies',
  offices: 'offices',
  contact: 'contact',
  community: 'community',
} as const satisfies Record<string, RouteId>

export type LinkKey = keyof typeof LINK_ROUTES

/** What the answers may cite about the company: its contact facts and its main pages. */
export interface ChatContext {
  contact: { phone: string; email: string; address: string; hours: string }
  links: Record<LinkKey, string>
}

/** The context as the client may send it: any part may be missing. */
export interface PartialContext {
  contact?: Partial<ChatContext['contact']>
  links?: Partial<Record<LinkKey, string>>
}

/** Names of the registered office's country, by its ISO code, per language. */
const COUNTRIES: Record<string, Record<Lang, string>> = {
  FR: { fr: 'France', en: 'France', es: 'Francia', ar: 'فرنسا' },
}

/**
 * The contact hours in a language, from content/company.json (which the schema makes list every site
 * language); in English for a language the interface knows but the site does not publish yet.
 */
export function contactHours(lang: Lang): string {
  const hours: Partial<Record<Lang, string>> = company.contact.hours
  return hours[lang] ?? company.contact.hours.en
}

/** The context built from content/company.json and the route registry, in a language. */
export function defaultContext(lang: Lang): ChatContext {
  const office = company.registeredOffice
  const country = COUNTRIES[office.country]?.[lang] ?? office.country
  return {
    contact: {
      phone: company.contact.phone,
      email: company.contact.email,
      address: `${office.city}${COMMA[lang]}${country}`,
      hours: contactHours(lang),
    },
    links: Object.fromEntries(
      Object.entries(LINK_ROUTES).map(([key, id]) => [key, routePath(id, lang)]),
    ) as ChatContext['links'],
  }
}

/** True when a site-relative path belongs to the language (its prefix: /en/…, /es/…; none for French). */
export const isPathOf = (path: string, lang: Lang): boolean => pathLanguage(path) === lang

/**
 * The sent context completed with the defaults. Links not in the answer's language are replaced, so an
 * answer never mixes languages; contact facts sent by the page are used as given.
 */
export function resolveContext(given: PartialContext | undefined, lang: Lang): ChatContext {
  const base = defaultContext(lang)
  const links = { ...base.links }
  for (const key of Object.keys(links) as LinkKey[]) {
    const sent = given?.links?.[key]
    if (sent && isPathOf(sent, lang)) links[key] = sent
  }
  const contact = { ...base.contact }
  for (const key of Object.keys(contact) as Array<keyof ChatContext['contact']>) {
    const sent = given?.contact?.[key]?.trim()
    if (sent) contact[key] = sent
  }
  return { contact, links }
}
