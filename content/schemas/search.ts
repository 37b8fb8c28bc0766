import { z } from 'zod'

export const SERVICE_IDS = [
  'web-mobile',
  'embedded-iot',
  'robotics',
  'ai-ml',
  'data-analytics',
  'blockchain',
  'cloud',
  'arvr',
  'security',
  'audit',
] as const
export const CONSULTANT_TYPES = [
  'automation_engineer',
  'data_tester',
  'blockchain_tester',
  'sap_tester',
  'lead_tester',
  'qa_manager',
] as const

/** content/search.json: the home search catalogue (spec §3 Search entry), 16 entries; where their texts live: its _comment. */
export const searchSchema = z.object({
  entries: z
    .array(
      z.discriminatedUnion('type', [
        /** An expertise: the eight domains, security and compliance, quality audit. */
        z.object({ id: z.enum(SERVICE_IDS), type: z.literal('service') }),
        /** A consultant profile; `consultantType` is what the contact form's `type` receives. */
        z.object({
          id: z.enum(CONSULTANT_TYPES),
          type: z.literal('consultant'),
          consultantType: z.enum(CONSULTANT_TYPES),
        }),
      ]),
    )
    .length(16, 'the catalogue has exactly 16 entries')
    .refine((entries) => new Set(entries.map((e) => e.id)).size === entries.length, 'ids must be unique'),
})
export type CatalogueEntry = z.infer<typeof searchSchema>['entries'][number]
