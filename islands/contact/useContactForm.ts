import { type FormEvent, useEffect, useState } from 'react'
import { contactSchema, type FieldErrors, fieldErrors } from '../../shared/forms.ts'
import { useTranslation } from '../../ui/useTranslation.ts'
import { honeypotValue, submitForm } from '../forms/submit.ts'
import { useNotify } from '../toast/useNotify.ts'
import { CUSTOM_SUBJECT, type Prefill, prefillFromQuery, SUBJECT_IDS, type SubjectId } from './prefill.ts'

export interface ContactValues {
  name: string
  email: string
  company: string
  phone: string
  /** The subject's text: an option of the fixed list, or one that came from the URL. */
  subject: string
  message: string
  privacy: boolean
}

const EMPTY: ContactValues = {
  name: '',
  email: '',
  company: '',
  phone: '',
  subject: '',
  message: '',
  privacy: false,
}

/** The contact form's state and submission (spec §4 Contact form, §8 errors). */
export function useContactForm(action: string) {
  const { t } = useTranslation('forms')
  const notify = useNotify()
  const [values, setValues] = useState<ContactValues>(EMPTY)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [submitting, setSubmitting] = useState(false)
  const [prefill, setPrefill] = useState<Prefill | null>(null)
  const labels = Object.fromEntries(SUBJECT_IDS.map((id) => [id, t(`contact.subjects.${id}`)])) as Record<
    SubjectId,
    string
  >

  // biome-ignore lint/correctness/useExhaustiveDependencies: read the URL once, when the island starts; later edits belong to the visitor
  useEffect(() => {
    const found = prefillFromQuery(window.location.search, labels, (subject) =>
      t('contact.greeting', { subject }),
    )
    if (!found) return
    setPrefill(found)
    setValues((v) => ({
      ...v,
      subject: v.subject || (found.subjectId === CUSTOM_SUBJECT ? found.subject : labels[found.subjectId]),
      message: v.message || found.message || '',
    }))
  }, [])

  const set = <K extends keyof ContactValues>(key: K, value: ContactValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }))
    setErrors((e) => ({ ...e, [key]: undefined }))
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (submitting) return
    const trap = honeypotValue(event.currentTarget)
    const payload = {
      name: values.name,
      email: values.email,
      company: values.company,
      phone: values.phone,
      subject: values.subject,
      message: values.message,
    }
    const problems = fieldErrors(contactSchema, payload)
    setErrors({ ...problems, privacy: values.privacy ? undefined : 'privacy' })
    const first = ['name', 'email', 'phone', 'subject', 'message'].find((f) => problems[f])
    if (first) {
      document.getElementById(`contact-${first}`)?.focus()
      return
    }
    if (!values.privacy) {
      void notify('error', {
        title: t('contact.privacyRequiredTitle'),
        description: t('contact.privacyRequiredText'),
      })
      document.getElementById('contact-privacy')?.focus()
      return
    }
    setSubmitting(true)
    try {
      await submitForm(action, 'contact_form', { ...payload, ...trap })
      setValues(EMPTY)
      setPrefill(null)
      setErrors({})
      void notify('success', { title: t('contact.sentTitle'), description: t('contact.sentText') })
    } catch (error) {
      console.error('Contact form:', error)
      void notify('error', { title: t('contact.errorTitle'), description: t('contact.errorText') })
    } finally {
      setSubmitting(false)
    }
  }

  return { values, set, errors, submitting, prefill, labels, onSubmit }
}
