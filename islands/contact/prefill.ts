/** The fixed subject list of the contact form (spec §5), by stable id. */
export const SUBJECT_IDS = [
  'general',
  'functional',
  'automation',
  'performance',
  'audits',
  'partnership',
  'careers',
  'automation_engineer',
  'data_tester',
  'blockchain_tester',
  'sap_tester',
  'lead_tester',
  'qa_manager',
] as const
export type SubjectId = (typeof SUBJECT_IDS)[number]

/** The select's value for a subject that came from the URL and is not in the list. */
export const CUSTOM_SUBJECT = 'custom'

export interface Prefill {
  /** The option to select: a list id, or CUSTOM_SUBJECT with `subject` as its text. */
  subjectId: SubjectId | typeof CUSTOM_SUBJECT
  subject: string
  /** The greeting naming the profile, when the visitor comes from search or the consultants page. */
  message?: string
  banner: 'search' | 'consultants' | 'other'
}

const MAX = 200

/** Plain text from a query value: no control characters, trimmed, bounded. Rendered by React as text. */
function clean(value: string | null): string {
  return (value ?? '')
    .replace(/[\s\S]/g, (c) => (c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127 ? ' ' : c))
    .trim()
    .slice(0, MAX)
}

/**
 * What the contact form shows when reached with ?subject=…&type=…&from=… (spec §2 Contact page):
 * the subject selected (or added), and, from search or the consultants page, a greeting in the message.
 */
export function prefillFromQuery(
  search: string,
  labels: Record<SubjectId, string>,
  greeting: (subject: string) => string,
): Prefill | null {
  const params = new URLSearchParams(search)
  const subject = clean(params.get('subject'))
  if (!subject) return null
  const type = clean(params.get('type'))
  const from = clean(params.get('from'))
  const byType = SUBJECT_IDS.find((id) => id === type)
  const byLabel = SUBJECT_IDS.find((id) => labels[id].toLocaleLowerCase() === subject.toLocaleLowerCase())
  const subjectId = byType ?? byLabel ?? CUSTOM_SUBJECT
  const fromProfile = from === 'search' || from === 'consultants'
  return {
    subjectId,
    subject,
    ...(fromProfile ? { message: greeting(subject) } : {}),
    banner: from === 'search' ? 'search' : from === 'consultants' ? 'consultants' : 'other',
  }
}
