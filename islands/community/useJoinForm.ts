import { type FormEvent, useEffect, useState } from 'react'
import { communityFieldsSchema, type FieldErrors, fieldErrors } from '../../shared/forms.ts'
import { useTranslation } from '../../ui/useTranslation.ts'
import { honeypotValue, submitForm } from '../forms/submit.ts'
import { useNotify } from '../toast/useNotify.ts'

export const AUTO_CLOSE_MS = 3000
export const JOIN_SUBJECT = 'Community Join Request'

export interface JoinValues {
  name: string
  email: string
  company: string
  role: string
  profile: string
  privacy: boolean
}
const EMPTY: JoinValues = { name: '', email: '', company: '', role: '', profile: '', privacy: false }
export type JoinStage = 'form' | 'submitting' | 'success'

/** The join dialog's states (spec §4 Community dialog): form → submitting → success → auto-close and reset. */
export function useJoinForm(action: string, close: () => void) {
  const { t } = useTranslation('forms')
  const notify = useNotify()
  const [values, setValues] = useState<JoinValues>(EMPTY)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [stage, setStage] = useState<JoinStage>('form')

  useEffect(() => {
    if (stage !== 'success') return
    const timer = setTimeout(() => {
      close()
      setValues(EMPTY)
      setErrors({})
      setStage('form')
    }, AUTO_CLOSE_MS)
    return () => clearTimeout(timer)
  }, [stage, close])

  const set = <K extends keyof JoinValues>(key: K, value: JoinValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }))
    setErrors((e) => ({ ...e, [key]: undefined }))
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (stage !== 'form') return
    const trap = honeypotValue(event.currentTarget)
    const problems = fieldErrors(communityFieldsSchema, values)
    setErrors({ ...problems, privacy: values.privacy ? undefined : 'privacy' })
    const first = ['name', 'email', 'company', 'role', 'profile'].find((f) => problems[f])
    if (first) {
      document.getElementById(`join-${first}`)?.focus()
      return
    }
    if (!values.privacy) {
      void notify('error', {
        title: t('community.privacyRequiredTitle'),
        description: t('community.privacyRequiredText'),
      })
      document.getElementById('join-privacy')?.focus()
      return
    }
    setStage('submitting')
    try {
      await submitForm(action, 'community_join_form', {
        name: values.name,
        email: values.email,
        company: values.company,
        role: values.role,
        subject: JOIN_SUBJECT,
        message: `${t('community.profileLabel')}: ${values.profile}`,
        _subject: t('community.emailSubject'),
        ...trap,
      })
      setStage('success')
      void notify('success', { title: t('community.sentTitle'), description: t('community.sentText') })
    } catch (error) {
      console.error('Community join form:', error)
      setStage('form')
      void notify('error', { title: t('community.errorTitle'), description: t('community.errorText') })
    }
  }

  return { values, set, errors, stage, onSubmit }
}
