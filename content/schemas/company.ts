import { z } from 'zod'
import { SITE_LANGS, type SiteLang } from '../../shared/languages.ts'

/** Company facts shown on every page (footer, legal notice, JSON-LD). */
export const companySchema = z.object({
  /** Brand name shown in the logo and titles. */
  brand: z.string().min(1),
  /** URL-safe brand, used in /about/why-{slug}. */
  slug: z.string().regex(/^[a-z0-9-]+$/, 'lower-case letters, digits and dashes only'),
  /** Registered company name. */
  legalName: z.string().min(1),
  /** Legal form, e.g. SAS (société par actions simplifiée). */
  legalForm: z.literal('SAS'),
  /** Incorporation date, ISO yyyy-mm-dd. */
  incorporated: z.iso.date(),
  /** Trade-register number published in the legal notice. */
  registrationNumber: z.string().min(1),
  shareCapital: z.string().min(1),
  publicationDirector: z.string().min(1),
  registeredOffice: z.object({
    street: z.string().min(1),
    postalCode: z.string().min(1),
    city: z.string().min(1),
    country: z.string().length(2),
  }),
  contact: z.object({
    phone: z.string().min(6),
    email: z.email(),
    /** The chat's contact hours, written in each language of the site (the spec's Mon-Fri 9AM-6PM CET). */
    hours: z.object(
      Object.fromEntries(SITE_LANGS.map((lang) => [lang, z.string().min(1)])) as Record<
        SiteLang,
        z.ZodString
      >,
    ),
  }),
  certifications: z.array(z.string().min(1)).min(1),
  hosting: z.object({ name: z.string().min(1), address: z.string().min(1), website: z.url() }),
  social: z.object({ linkedin: z.url(), x: z.url(), github: z.url() }),
  /** External recruitment site opened by the careers page. */
  recruitmentUrl: z.url(),
})
export type Company = z.infer<typeof companySchema>
