import { z } from 'zod'

const key = z.string().regex(/^[a-z0-9-]+$/, 'lower-case letters, digits and dashes only')

/** The eight expertise domains and their two route keys. */
export const domainsSchema = z.object({
  domains: z
    .array(
      z.object({
        /** Key of /services/<service> and of services.domains.<service>. */
        service: key,
        /** Key of /offre/<offre> and of offre.<offre>. */
        offre: key,
      }),
    )
    .length(8),
})
export type Domain = z.infer<typeof domainsSchema>['domains'][number]
