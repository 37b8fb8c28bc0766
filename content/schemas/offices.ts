import { z } from 'zod'

const id = z.string().regex(/^[a-z0-9-]+$/, 'lower-case letters, digits and dashes only')

/** A postal address in France: street line, then postal code and town. */
export const addressSchema = z.object({
  /** Street number and name, e.g. "45 rue Nationale". */
  street: z.string().min(1),
  /** Five-digit French postal code. */
  postalCode: z.string().regex(/^\d{5}$/, 'a five-digit French postal code'),
  /** Town as written on an envelope (may differ from the office name, e.g. Le Haillan for Bordeaux). */
  city: z.string().min(1),
})

/** An office in France (an agency; the headquarters comes from content/company.json). */
export const agencySchema = z.object({
  /** Stable identifier, lower-case. */
  id,
  /** Name shown as the office heading; a place name, the same in every language. */
  name: z.string().min(1),
  /** Street address of the office. */
  address: addressSchema,
  /** The office's own contact e-mail. */
  email: z.email(),
})

/** Countries with a presence abroad; each has its name under about:offices.countries.<code>. */
export const COUNTRY_CODES = ['TN', 'CA', 'SA', 'US'] as const
/** Kinds of presence abroad; each has its label under about:offices.regions.<type>. */
export const PRESENCE_TYPES = ['nearshore', 'americas', 'middle-east'] as const

/** A country where the company is present or about to open. */
export const presenceSchema = z
  .object({
    /** ISO 3166-1 alpha-2 country code; the translated name is about:offices.countries.<code>. */
    code: z.enum(COUNTRY_CODES),
    /** Kind of presence: nearshore delivery centre, or a region where an office is opening. */
    type: z.enum(PRESENCE_TYPES),
    /** True for a nearshore centre: its card links to the nearshore page. */
    isNearshore: z.boolean(),
    /** Open offices in the country; empty while the opening is announced as "soon". */
    cities: z.array(
      z.object({
        /** City name, the same in every language. */
        name: z.string().min(1),
        /** Contact e-mail of the office in that city. */
        email: z.email(),
      }),
    ),
  })
  .refine((p) => p.isNearshore === (p.type === 'nearshore'), {
    message: 'isNearshore must be true exactly when type is "nearshore"',
    path: ['isNearshore'],
  })

/** content/offices.json: the agencies in France and the presence abroad. */
export const officesSchema = z.object({
  /** Agencies in France, in display order (the headquarters is not listed here). */
  agencies: z
    .array(agencySchema)
    .min(1)
    .refine((list) => new Set(list.map((a) => a.id)).size === list.length, 'agency ids must be unique'),
  /** Presence abroad, in display order. */
  abroad: z
    .array(presenceSchema)
    .min(1)
    .refine((list) => new Set(list.map((p) => p.code)).size === list.length, 'country codes must be unique'),
})
export type Address = z.infer<typeof addressSchema>
export type Agency = z.infer<typeof agencySchema>
export type Presence = z.infer<typeof presenceSchema>
export type Offices = z.infer<typeof officesSchema>
