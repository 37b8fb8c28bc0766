import { escapeHtml } from '../../shared/html.ts'
import type { Submission } from '../inbox/records.ts'

/** Field names as a person reads them in the mail (the forms' own keys otherwise). */
const LABELS: Record<string, string> = {
  name: 'Name',
  email: 'E-mail',
  company: 'Company',
  phone: 'Phone',
  role: 'Role',
  subject: 'Subject',
  message: 'Message',
  profile: 'Profile and motivation',
}

const FORM_NAMES: Record<string, string> = { contact: 'Contact form', community: 'Community join request' }

/** The e-mail a person receives for a submission: subject, plain text, HTML (every value escaped), reply-to. */
export function submissionMail(submission: Submission, brand: string) {
  const fields = Object.entries(submission.data).map(
    ([key, value]) => [LABELS[key] ?? key, String(value)] as const,
  )
  const form = FORM_NAMES[submission.form] ?? `Form "${submission.form}"`
  const subject = typeof submission.data.subject === 'string' ? submission.data.subject : ''
  const email = typeof submission.data.email === 'string' ? submission.data.email : undefined
  const heading = `${form} #${submission.id}, ${submission.createdAt}`
  const text = [
    heading,
    '',
    ...fields.map(([label, value]) => `${label}: ${value.replace(/\n/g, '\n  ')}`),
  ].join('\n')
  const rows = fields
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join('')
  const html = `<!doctype html><html><body><p>${escapeHtml(heading)}</p><table>${rows}</table></body></html>`
  return {
    subject: `[${brand}] ${form}${subject ? `: ${subject}` : ''}`.replace(/[\r\n]+/g, ' '),
    text,
    html,
    replyTo: email,
  }
}
