import { z } from 'zod'

/** Client cases; each has its texts under cases:items.<key>. */
export const CASE_KEYS = ['retail', 'trust', 'luxury'] as const
/** Testimonials; each has its texts under cases:testimonials.items.<id>. */
export const TESTIMONIAL_IDS = ['retail', 'luxury'] as const

/** A drawn monogram standing in for a client's logo (clients are not named). */
export const caseLogoSchema = z.object({
  /** One or two capital letters drawn in the badge. */
  monogram: z.string().regex(/^[A-Z]{1,2}$/, 'one or two capital letters'),
  /** Outline of the badge. */
  shape: z.enum(['circle', 'square', 'diamond']),
  /** Colour of the badge, from the design tokens. */
  tone: z.enum(['brand', 'accent', 'ink']),
})

/** One client case study; title, industry, description and results are translated texts. */
export const caseSchema = z.object({
  /** Key of the case's texts under cases:items.<key>. */
  key: z.enum(CASE_KEYS),
  /** The client's stand-in logo. */
  logo: caseLogoSchema,
})

/** One client testimonial; quote, position and company are translated texts. */
export const testimonialSchema = z.object({
  /** Key of the testimonial's texts under cases:testimonials.items.<id>. */
  id: z.enum(TESTIMONIAL_IDS),
  /** The case study the quote relates to. */
  case: z.enum(CASE_KEYS),
  /** The client asked not to be named: the author always shows as confidential. */
  anonymous: z.literal(true),
})

/** content/cases.json: client cases and testimonials, in display order. */
export const casesSchema = z
  .object({
    cases: z
      .array(caseSchema)
      .min(1)
      .refine((list) => new Set(list.map((c) => c.key)).size === list.length, 'case keys must be unique'),
    testimonials: z
      .array(testimonialSchema)
      .refine(
        (list) => new Set(list.map((t) => t.id)).size === list.length,
        'testimonial ids must be unique',
      ),
  })
  .superRefine((data, ctx) => {
    const keys = new Set(data.cases.map((c) => c.key))
    data.testimonials.forEach((t, index) => {
      if (!keys.has(t.case))
        ctx.addIssue({
          code: 'custom',
          message: `no case with key "${t.case}" in cases`,
          path: ['testimonials', index, 'case'],
        })
    })
  })
export type CaseStudy = z.infer<typeof caseSchema>
export type CaseLogo = z.infer<typeof caseLogoSchema>
export type Testimonial = z.infer<typeof testimonialSchema>
