import { Trans } from 'react-i18next'
import { useTranslation } from '../../ui/useTranslation.ts'
import { ErrorText } from './Field.tsx'

interface Props {
  id: string
  /** The label's locale key in the forms namespace; its <0> is the link to the privacy policy. */
  i18nKey: 'contact.privacy' | 'community.privacy'
  privacyHref: string
  /** Controlled by the island; absent in a no-JavaScript form (then the browser enforces `required`). */
  checked?: boolean
  onChange?: (checked: boolean) => void
  error?: string
  disabled?: boolean
}

/** The privacy-policy consent checkbox every form asks for, with its inline error. */
export function PrivacyConsent({ id, i18nKey, privacyHref, checked, onChange, error, disabled }: Props) {
  const { t } = useTranslation('forms')
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          required
          {...(onChange ? { checked: checked ?? false, onChange: (e) => onChange(e.target.checked) } : {})}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          disabled={disabled}
          className="mt-1 h-4 w-4 shrink-0 accent-brand-600"
        />
        <label htmlFor={id} className="text-sm text-ink">
          <Trans
            t={t}
            i18nKey={i18nKey}
            components={[
              // biome-ignore lint/a11y/useAnchorContent: <Trans> puts the link text from the locale file into <0>
              <a key="privacy" href={privacyHref} className="font-semibold text-brand-700 underline" />,
            ]}
          />
        </label>
      </div>
      <ErrorText id={id} error={error} />
    </div>
  )
}
