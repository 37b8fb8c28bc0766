import type { FieldErrors } from '../../shared/forms.ts'
import { useTranslation } from '../../ui/useTranslation.ts'
import { Field, TextArea } from '../forms/Field.tsx'
import { PrivacyConsent } from '../forms/PrivacyConsent.tsx'
import type { JoinValues } from './useJoinForm.ts'

interface Props {
  values?: JoinValues
  set?: <K extends keyof JoinValues>(key: K, value: JoinValues[K]) => void
  errors?: FieldErrors
  disabled?: boolean
  privacyHref: string
  /** Prefix of the field ids (two copies exist: the dialog's and the no-JavaScript form's). */
  prefix: string
}

/** The join form's fields, controlled in the dialog, plain (named, native) in the no-JavaScript form. */
export function JoinFields({ values, set, errors = {}, disabled, privacyHref, prefix }: Props) {
  const { t } = useTranslation('forms')
  // Named in both modes: the dialog's form posts natively too when its code cannot load.
  const bind = <K extends 'name' | 'email' | 'company' | 'role' | 'profile'>(key: K) => ({
    name: key === 'profile' ? 'message' : key,
    ...(values && set
      ? { value: values[key], onChange: (e: { target: { value: string } }) => set(key, e.target.value) }
      : {}),
  })
  const id = (f: string) => `${prefix}-${f}`
  return (
    <div className="space-y-4">
      <Field
        id={id('name')}
        label={t('community.name')}
        required
        autoComplete="name"
        error={errors.name}
        disabled={disabled}
        {...bind('name')}
      />
      <Field
        id={id('email')}
        type="email"
        label={t('community.email')}
        required
        autoComplete="email"
        error={errors.email}
        disabled={disabled}
        {...bind('email')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id={id('company')}
          label={t('community.company')}
          autoComplete="organization"
          error={errors.company}
          disabled={disabled}
          {...bind('company')}
        />
        <Field
          id={id('role')}
          label={t('community.role')}
          autoComplete="organization-title"
          error={errors.role}
          disabled={disabled}
          {...bind('role')}
        />
      </div>
      <TextArea
        id={id('profile')}
        label={t('community.profile')}
        required
        rows={4}
        placeholder={t('community.profilePlaceholder')}
        error={errors.profile}
        disabled={disabled}
        {...bind('profile')}
      />
      <PrivacyConsent
        id={id('privacy')}
        i18nKey="community.privacy"
        privacyHref={privacyHref}
        {...(values && set
          ? { checked: values.privacy, onChange: (checked: boolean) => set('privacy', checked) }
          : {})}
        error={errors.privacy}
        disabled={disabled}
      />
    </div>
  )
}
