import { z } from 'zod'

/** Open positions; each has its title and description under careers:positions.items.<id>. */
export const POSITION_IDS = ['senior_qa', 'manual_qa', 'performance', 'manager'] as const
/** Departments; labels under careers:positions.departments.<key>. */
export const DEPARTMENTS = ['automation', 'testing', 'performance', 'delivery'] as const
/** Work arrangements; labels under careers:positions.modes.<key>. */
export const WORK_MODES = ['onsite', 'hybrid', 'remote'] as const
/** Contract types; labels under careers:positions.types.<key>. */
export const CONTRACT_TYPES = ['permanent', 'fixedTerm', 'freelance'] as const

/** One open position; title and description are translated texts. */
export const positionSchema = z.object({
  /** Key of the position's texts under careers:positions.items.<id>. */
  id: z.enum(POSITION_IDS),
  /** Department the position belongs to. */
  department: z.enum(DEPARTMENTS),
  /** City of the office the position is attached to (a place name, the same in every language). */
  city: z.string().min(1),
  /** On site, hybrid or remote: shown with the city as the location. */
  workMode: z.enum(WORK_MODES),
  /** Contract type. */
  type: z.enum(CONTRACT_TYPES),
  /** Minimum years of experience asked, shown as "N+ years". */
  experienceYears: z.number().int().min(0).max(30),
})

/** content/careers.json: the open positions, in display order. */
export const careersSchema = z.object({
  positions: z
    .array(positionSchema)
    .min(1)
    .refine((list) => new Set(list.map((p) => p.id)).size === list.length, 'position ids must be unique'),
})
export type Position = z.infer<typeof positionSchema>
