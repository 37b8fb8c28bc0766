import { domains } from '../../content/index.ts'
import type { Domain } from '../../content/schemas/domains.ts'
import type { DomainKey } from '../../core/i18n/types.ts'
import commonFr from '../../locales/fr/common.json' with { type: 'json' }

/** Key of /services/<service>: a domain of content/domains.json, with its short name at common:domains.<service>. */
export type ServiceKey = DomainKey

export interface DomainKeys {
  service: ServiceKey
  /** Key of /offre/<offre>, the domain's detailed offer. */
  offre: string
}

/**
 * Types the domains of content/domains.json, checking that each has its short name in the interface
 * texts (navigation, breadcrumb); throws an error naming the file and the key otherwise. Their texts
 * (content/<lang>/domains/<service>.json) are checked when content/texts.ts loads them.
 */
export function domainKeys(list: readonly Domain[]): DomainKeys[] {
  return list.map(({ service, offre }, index) => {
    if (!Object.hasOwn(commonFr.domains, service)) {
      throw new Error(
        `content/domains.json: domains.${index}.service: "${service}" has no name at domains.${service} in locales/fr/common.json`,
      )
    }
    return { service: service as ServiceKey, offre }
  })
}

/** The eight domains in content/domains.json order, with typed keys. */
export const DOMAINS: readonly DomainKeys[] = domainKeys(domains)

/** True for the service key of a domain of content/domains.json. */
export function isServiceKey(value: unknown): value is ServiceKey {
  return DOMAINS.some((d) => d.service === value)
}

/** True for the offre key of a domain of content/domains.json. */
export function isOffreKey(value: unknown): value is string {
  return DOMAINS.some((d) => d.offre === value)
}

export function domainOfService(service: ServiceKey): DomainKeys | undefined {
  return DOMAINS.find((d) => d.service === service)
}

export function domainOfOffre(offre: string): DomainKeys | undefined {
  return DOMAINS.find((d) => d.offre === offre)
}
