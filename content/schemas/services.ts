import { z } from 'zod'

/** The service pages, /services/<key>: each has its layout in content/services.json and its texts in content/<lang>/services/<key>.json. */
export const SERVICE_KEYS = [
  'functional-testing',
  'automated-testing',
  'performance-testing',
  'quality-audits',
  'nearshore',
] as const
export type ServiceKey = (typeof SERVICE_KEYS)[number]

/** Icons a card can show (drawn by components/services/icons.tsx). */
export const SERVICE_ICONS = [
  'activity',
  'alert-triangle',
  'award',
  'bot',
  'calendar',
  'clipboard-check',
  'clock',
  'code',
  'coins',
  'compass',
  'cpu',
  'database',
  'file-text',
  'gauge',
  'graduation-cap',
  'heart',
  'layers',
  'message-circle',
  'monitor',
  'plug',
  'presentation',
  'repeat',
  'settings',
  'shield',
  'smartphone',
  'target',
  'trending-up',
  'users',
  'zap',
] as const
export type ServiceIcon = (typeof SERVICE_ICONS)[number]

/** Pages of the site a button may lead to (route ids of core/routes.ts). */
export const SERVICE_LINK_ROUTES = ['contact', 'caseStudies', 'expertise'] as const

/** A section of the same page, e.g. "#services". */
export type Anchor = `#${string}`

/** Where a button leads: a page of the site, or a section of this page. */
const link = z.union([
  z.enum(SERVICE_LINK_ROUTES),
  z
    .string()
    .regex(/^#[a-z][a-z0-9-]*$/, `one of ${SERVICE_LINK_ROUTES.join(', ')}, or #<section id>`)
    .transform((anchor) => anchor as Anchor),
])
export type ServiceLink = z.infer<typeof link>

/** True when a button leads to a section of its own page. */
export const isAnchor = (to: ServiceLink): to is Anchor => to.startsWith('#')

/** Key of an item, stable across languages: it names the item's texts. */
const itemKey = z
  .string()
  .regex(/^[a-z][a-zA-Z0-9]*$/, 'letters and digits, starting with a lower-case letter')

/** A list of at least one item, each key once. */
function keyed<T extends z.ZodType>(item: T, keyOf: (item: z.output<T>) => string) {
  return z
    .array(item)
    .min(1)
    .superRefine((items, ctx) => {
      const seen = new Set<string>()
      items.forEach((entry, index) => {
        const key = keyOf(entry)
        if (seen.has(key))
          ctx.addIssue({ code: 'custom', path: [index], message: `"${key}" is listed twice` })
        seen.add(key)
      })
    })
}
const keys = keyed(itemKey, (key) => key)

/** What every section has: its id (the HTML anchor, and the key of its texts) and its background. */
const section = {
  /** Anchor of the section, and key of its texts in the page's text files (beside `hero` and `cta`). */
  id: z
    .string()
    .regex(/^[a-z][a-z0-9-]*$/, 'lower-case letters, digits and dashes')
    .refine((id) => id !== 'hero' && id !== 'cta', 'hero and cta name the top and the end of the page'),
  /** Background: white (the default) or the light surface, alternating down the page. */
  tone: z.enum(['white', 'surface']).optional(),
}

/** The sections a service page can have, in the order of the `sections` list. */
export const serviceSectionSchema = z.discriminatedUnion('type', [
  /** A grid of cards, each with an icon, a title, an optional badge and a text. */
  z
    .object({
      type: z.literal('cards'),
      ...section,
      /** Cards per row on wide screens (3 unless said). */
      columns: z.union([z.literal(3), z.literal(4)]).optional(),
      items: keyed(z.object({ key: itemKey, icon: z.enum(SERVICE_ICONS) }).strict(), (i) => i.key),
    })
    .strict(),
  /** A numbered process: the steps, in order. */
  z.object({ type: z.literal('steps'), ...section, items: keys }).strict(),
  /** Named tools, each with its category and use. */
  z
    .object({
      type: z.literal('tools'),
      ...section,
      items: keyed(
        z
          .object({
            key: itemKey,
            /** Product name as its publisher writes it (not translated). */
            name: z.string().min(1),
          })
          .strict(),
        (i) => i.key,
      ),
    })
    .strict(),
  /** Coverage targets: a figure and a bar drawn to scale for each. */
  z
    .object({
      type: z.literal('coverage'),
      ...section,
      items: keyed(
        z
          .object({
            key: itemKey,
            /** The share covered, in percent: gives the figure shown and the bar's length. */
            percent: z.number().min(0, 'a percentage, from 0 to 100').max(100, 'a percentage, from 0 to 100'),
          })
          .strict(),
        (i) => i.key,
      ),
    })
    .strict(),
  /** A dark band of large figures (return on investment, business impact). */
  z.object({ type: z.literal('figures'), id: section.id, items: keys }).strict(),
  /** The nearshore office: address and phone from content/nearshore.json, team size. */
  z.object({ type: z.literal('office'), ...section }).strict(),
])
export type ServiceSectionLayout = z.infer<typeof serviceSectionSchema>

/** One service page: its buttons, its key figures and its sections, in page order. */
export const serviceLayoutSchema = z
  .object({
    /** The top of the page: its two buttons and the keys of its key figures (none on some pages). */
    hero: z.object({ primary: link, secondary: link, indicators: keys.optional() }).strict(),
    sections: keyed(serviceSectionSchema, (s) => s.id),
    /** The closing call to action: its main button and an optional second one. */
    cta: z.object({ primary: link, secondary: link.optional() }).strict(),
  })
  .strict()
  .superRefine((page, ctx) => {
    const ids = new Set(page.sections.map((s) => s.id))
    const buttons = [
      ['hero', 'primary', page.hero.primary],
      ['hero', 'secondary', page.hero.secondary],
      ['cta', 'primary', page.cta.primary],
      ['cta', 'secondary', page.cta.secondary],
    ] as const
    for (const [part, which, to] of buttons) {
      if (to?.startsWith('#') && !ids.has(to.slice(1)))
        ctx.addIssue({
          code: 'custom',
          path: [part, which],
          message: `no section with the id "${to.slice(1)}"`,
        })
    }
  })
export type ServiceLayout = z.infer<typeof serviceLayoutSchema>

/** content/services.json: the layout of each service page. */
export const servicesSchema = z.object({
  pages: z.object(
    Object.fromEntries(SERVICE_KEYS.map((key) => [key, serviceLayoutSchema])) as Record<
      ServiceKey,
      typeof serviceLayoutSchema
    >,
  ),
})
export type ServicesContent = z.infer<typeof servicesSchema>
