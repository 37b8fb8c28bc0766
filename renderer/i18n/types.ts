import type common from '../../locales/fr/common.json'
import type meta from '../../locales/fr/meta.json'

/** Translation keys are typed from the French reference files. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common'
    resources: {
      common: typeof common
      meta: typeof meta
    }
  }
}

/** A key of common.domains: the service key of an expertise domain. */
export type DomainKey = keyof typeof common.domains
