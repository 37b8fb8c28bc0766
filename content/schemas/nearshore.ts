import { z } from 'zod'

/** The nearshore office shown on /services/nearshore. */
export const nearshoreSchema = z.object({
  office: z.object({
    /** Street line of the postal address (number, street, building). */
    street: z.string().min(1),
    /** District or business park, shown under the street. */
    district: z.string().min(1),
    postalCode: z.string().regex(/^\d{4}$/, 'a Tunisian postal code has four digits'),
    city: z.string().min(1),
    /** ISO 3166-1 alpha-2 country code; its name is shown in the page's language. */
    country: z.string().regex(/^[A-Z]{2}$/, 'a two-letter ISO country code, e.g. TN'),
    /** Phone number in international format, e.g. +216 71 000 000; also gives the tel: link. */
    phone: z.string().regex(/^\+\d[\d ]{5,}$/, 'international format, e.g. +216 71 000 000'),
    /** Size of the QA team on site, shown as "20+ QA experts". */
    qaExperts: z.number().int().positive(),
  }),
})
export type Nearshore = z.infer<typeof nearshoreSchema>
