import { z } from 'zod'
import { text } from './longform.ts'

const key = z.string().regex(/^[a-z0-9-]+$/, 'lower-case letters, digits and dashes only')

/** content/domains.json: the eight expertise domains and their two route keys. */
export const domainsSchema = z.object({
  domains: z
    .array(
      z.object({
        /** Key of /services/<service>, and name of the domain's texts: content/<lang>/domains/<service>.json. */
        service: key,
        /** Key of /offre/<offre>, the domain's detailed offer. */
        offre: key,
      }),
    )
    .length(8)
    .refine((list) => new Set(list.map((d) => d.service)).size === list.length, 'service keys must be unique')
    .refine((list) => new Set(list.map((d) => d.offre)).size === list.length, 'offre keys must be unique'),
})
export type Domain = z.infer<typeof domainsSchema>['domains'][number]

/** A block of the detailed offer listing items, e.g. the deliverables. */
const offerList = z
  .object({
    /** The block's h2. */
    title: text,
    /** The items, in display order, keyed by a stable name. */
    items: z.record(z.string(), text).refine((items) => Object.keys(items).length > 0, 'no items'),
  })
  .strict()

/** A block of the detailed offer made of one paragraph. */
const offerParagraph = z.object({ title: text, description: text }).strict()

/** content/<lang>/domains/<service>.json: what the site says of one domain. */
export const domainTextSchema = z
  .object({
    /** The domain's name as a heading: the overview card, the domain page's h1, the search catalogue. */
    title: text,
    /** One or two sentences under the title. */
    description: text,
    /** What we test in this domain (overview card, domain page). */
    scope: text,
    /** How we test its security and compliance. */
    security: text,
    /** What our specialised audit of the domain looks at. */
    audit: text,
    /** The detailed offer, /offre/<offre>. */
    offer: z
      .object({
        /** The offer page's h1 and the paragraph under it. */
        hero: z.object({ title: text, subtitle: text }).strict(),
        scope: offerList,
        /** The kinds of tests run. */
        testing: offerList,
        automation: offerList,
        security: offerParagraph,
        audit: offerParagraph,
        deliverables: offerList,
      })
      .strict(),
  })
  .strict()
export type DomainText = z.infer<typeof domainTextSchema>
