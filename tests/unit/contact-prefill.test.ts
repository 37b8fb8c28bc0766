import { describe, expect, it } from 'vitest'
import {
  CUSTOM_SUBJECT,
  prefillFromQuery,
  SUBJECT_IDS,
  type SubjectId,
} from '../../islands/contact/prefill.ts'

const labels = Object.fromEntries(
  SUBJECT_IDS.map((id) => [id, id === 'qa_manager' ? 'QA Manager' : `Label ${id}`]),
) as Record<SubjectId, string>
const greeting = (s: string) => `Bonjour, le profil « ${s} » m'intéresse.`

describe('prefillFromQuery', () => {
  it('does nothing without a subject', () => {
    expect(prefillFromQuery('', labels, greeting)).toBeNull()
    expect(prefillFromQuery('?type=qa_manager&from=consultants', labels, greeting)).toBeNull()
    expect(prefillFromQuery('?subject=%20%20', labels, greeting)).toBeNull()
  })

  it('selects the consultant profile by type and adds the greeting naming it', () => {
    expect(
      prefillFromQuery('?subject=QA%20Manager&type=qa_manager&from=consultants', labels, greeting),
    ).toEqual({
      subjectId: 'qa_manager',
      subject: 'QA Manager',
      message: "Bonjour, le profil « QA Manager » m'intéresse.",
      banner: 'consultants',
    })
  })

  it('matches a subject by its label, case-insensitively', () => {
    expect(prefillFromQuery('?subject=qa%20manager', labels, greeting)?.subjectId).toBe('qa_manager')
  })

  it('keeps an unknown subject from search as a custom subject, with the greeting', () => {
    const prefill = prefillFromQuery('?subject=Blockchain&type=blockchain&from=search', labels, greeting)
    expect(prefill).toMatchObject({ subjectId: CUSTOM_SUBJECT, subject: 'Blockchain', banner: 'search' })
    expect(prefill?.message).toContain('Blockchain')
  })

  it('adds no greeting for another origin', () => {
    expect(prefillFromQuery('?subject=Audit&from=newsletter', labels, greeting)).toEqual({
      subjectId: CUSTOM_SUBJECT,
      subject: 'Audit',
      banner: 'other',
    })
  })

  it('treats markup as text and bounds its length', () => {
    const prefill = prefillFromQuery(
      `?subject=${encodeURIComponent('<img src=x onerror=alert(1)>\u0007')}`,
      labels,
      greeting,
    )
    expect(prefill?.subject).toBe('<img src=x onerror=alert(1)>')
    expect(prefillFromQuery(`?subject=${'a'.repeat(500)}`, labels, greeting)?.subject).toHaveLength(200)
  })
})
