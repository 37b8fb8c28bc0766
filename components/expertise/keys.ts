import { domains } from '../../content/index.ts'
import type { Domain } from '../../content/schemas/domains.ts'
import expertiseFr from '../../locales/fr/expertise.json' with { type: 'json' }

/** Key of /services/<service> and of `domains.<service>` in the expertise namespace. */
export type ServiceKey = keyof typeof expertiseFr.domains
/** Key of /offre/<offre> and of `offre.<offre>` in the expertise namespace. */
export type OffreKey = keyof typeof expertiseFr.offre

/** True when the texts have a domain object for this service key (French is the reference). */
export function isServiceKey(value: unknown): value is ServiceKey {
  return typeof value === 'string' && Object.hasOwn(expertiseFr.domains, value)
}

/** True when the texts have a specialised-offer object for this offre key. */
export function isOffreKey(value: unknown): value is OffreKey {
  return typeof value === 'string' && Object.hasOwn(expertiseFr.offre, value)
}

export interface DomainKeys {
  service: ServiceKey
  offre: OffreKey
}

/**
 * Types the domains of content/domains.json, checking that each key has its texts; throws an error
 * naming the file and the missing key otherwise (French is the reference, the build checks English).
 */
export function domainKeys(list: readonly Domain[]): DomainKeys[] {
  return list.map(({ service, offre }, index) => {
    if (!isServiceKey(service)) {
      throw new Error(
        `content/domains.json: domains.${index}.service: "${service}" has no texts at domains.${service} in locales/fr/expertise.json`,
      )
    }
    if (!isOffreKey(offre)) {
      throw new Error(
        `content/domains.json: domains.${index}.offre: "${offre}" has no texts at offre.${offre} in locales/fr/expertise.json`,
      )
    }
    return { service, offre }
  })
}

/** The eight domains in content/domains.json order, with typed keys. */
export const DOMAINS: readonly DomainKeys[] = domainKeys(domains)

export function domainOfService(service: ServiceKey): DomainKeys | undefined {
  return DOMAINS.find((d) => d.service === service)
}

export function domainOfOffre(offre: OffreKey): DomainKeys | undefined {
  return DOMAINS.find((d) => d.offre === offre)
}
