import { z } from 'zod'

/** Consultant profiles (the spec's consultant types); texts under consultants:profiles.items.<id>. */
export const PROFILE_IDS = [
  'automation_engineer',
  'data_tester',
  'blockchain_tester',
  'sap_tester',
  'lead_tester',
  'qa_manager',
] as const
/** Icons a profile card can show (drawn by components/consultants/ProfileIcon.tsx). */
export const PROFILE_ICONS = ['bot', 'database', 'chain', 'layers', 'users', 'award'] as const

/** One consultant profile; title, description and skills are translated texts. */
export const profileSchema = z.object({
  /** Profile id: key of its texts, and the `type` sent to the contact page. */
  id: z.enum(PROFILE_IDS),
  /** Icon of the card. */
  icon: z.enum(PROFILE_ICONS),
  /** Minimum years of experience, shown as an "N+ years" badge. */
  experienceYears: z.number().int().positive().max(40),
  /** Availability badge; the showcase only lists available profiles. */
  availability: z.literal('available'),
})

/** content/consultants.json: the consultant profiles, in display order. */
export const consultantsSchema = z.object({
  profiles: z
    .array(profileSchema)
    .min(1)
    .refine((list) => new Set(list.map((p) => p.id)).size === list.length, 'profile ids must be unique'),
})
export type Profile = z.infer<typeof profileSchema>
export type ProfileIcon = Profile['icon']
