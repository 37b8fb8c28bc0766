import type about from '../../locales/fr/about.json'
import type blog from '../../locales/fr/blog.json'
import type careers from '../../locales/fr/careers.json'
import type cases from '../../locales/fr/cases.json'
import type chat from '../../locales/fr/chat.json'
import type common from '../../locales/fr/common.json'
import type community from '../../locales/fr/community.json'
import type consent from '../../locales/fr/consent.json'
import type consultants from '../../locales/fr/consultants.json'
import type contact from '../../locales/fr/contact.json'
import type expertise from '../../locales/fr/expertise.json'
import type forms from '../../locales/fr/forms.json'
import type home from '../../locales/fr/home.json'
import type legal from '../../locales/fr/legal.json'
import type meta from '../../locales/fr/meta.json'
import type search from '../../locales/fr/search.json'
import type services from '../../locales/fr/services.json'

/** Translation keys are typed from the French reference files. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common'
    resources: {
      common: typeof common
      meta: typeof meta
      home: typeof home
      community: typeof community
      expertise: typeof expertise
      services: typeof services
      about: typeof about
      cases: typeof cases
      careers: typeof careers
      consultants: typeof consultants
      blog: typeof blog
      contact: typeof contact
      legal: typeof legal
      forms: typeof forms
      consent: typeof consent
      search: typeof search
      chat: typeof chat
    }
  }
}

/** A key of common.domains: the service key of an expertise domain. */
export type DomainKey = keyof typeof common.domains
