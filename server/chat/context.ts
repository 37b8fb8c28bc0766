import { company } from '../../content/index.ts'
import { type RouteId, routePath } from '../../core/routes.ts'
import type { KbLang } from './engine/text.ts'

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

const COUNTRIES: Record<string, Record<KbLang, string>> = { FR: { fr: 'France', en: 'France' } }

/** The context built from content/company.json and the route registry, in a language. */
export function defaultContext(lang: KbLang): ChatContext {
  const office = company.registeredOffice
  const country = COUNTRIES[office.country]?.[lang] ?? office.country
  return {
    contact: {
      phone: company.contact.phone,
      email: company.contact.email,
      address: `${office.city}, ${country}`,
      hours: company.contact.hours[lang],
    },
    links: Object.fromEntries(
      Object.entries(LINK_ROUTES).map(([key, id]) => [key, routePath(id, lang)]),
    ) as ChatContext['links'],
  }
}

/** True when a site-relative path belongs to the language (English paths start with /en). */
export function isPathOf(path: string, lang: KbLang): boolean {
  const english = path === '/en' || path.startsWith('/en/') || path.startsWith('/en#')
  return lang === 'en' ? english : !english
}

/**
 * The sent context completed with the defaults. Links not in the answer's language are replaced, so an
 * answer never mixes languages; contact facts sent by the page are used as given.
 */
export function resolveContext(given: PartialContext | undefined, lang: KbLang): ChatContext {
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
