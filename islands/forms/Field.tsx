import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react'
import { useTranslation } from '../../ui/useTranslation.ts'

const control =
  'mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-ink shadow-sm placeholder:text-slate-500 focus:border-brand-500 disabled:bg-surface'

interface Common {
  id: string
  label: string
  /** An error code from the shared schemas (common:forms.errors.<code>). */
  error?: string
  required?: boolean
  children?: ReactNode
}

function Label({ id, label, required }: Pick<Common, 'id' | 'label' | 'required'>) {
  const { t } = useTranslation('common')
  return (
    <label htmlFor={id} className="block text-sm font-semibold text-ink">
      {label}
      {required ? (
        <span aria-hidden="true" className="text-danger-700">
          {' '}
          *
        </span>
      ) : (
        <span className="font-normal text-muted"> ({t('forms.optional')})</span>
      )}
    </label>
  )
}

export function ErrorText({ id, error }: { id: string; error?: string }) {
  const { t } = useTranslation('common')
  if (!error) return null
  return (
    <p id={`${id}-error`} className="mt-1 text-sm font-medium text-danger-700">
      {t(`forms.errors.${error as 'required'}`)}
    </p>
  )
}

/** What an input and a text area share: required, invalid state, the error's id, the look. */
const controlProps = (id: string, required: boolean | undefined, error: string | undefined) => ({
  required,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}-error` : undefined,
  className: `${control} ${error ? 'border-danger-600' : 'border-line'}`,
})

/** A labelled input with its inline, announced error. */
export function Field({
  id,
  label,
  error,
  required,
  type = 'text',
  ...input
}: Common & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div>
      <Label id={id} label={label} required={required} />
      <input id={id} type={type} {...controlProps(id, required, error)} {...input} />
      <ErrorText id={id} error={error} />
    </div>
  )
}

export function TextArea({
  id,
  label,
  error,
  required,
  ...input
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <div>
      <Label id={id} label={label} required={required} />
      <textarea id={id} {...controlProps(id, required, error)} {...input} />
      <ErrorText id={id} error={error} />
    </div>
  )
}

/** The hidden honeypot: people never see it, bots fill it, and the inbox drops those posts. */
export function Honeypot() {
  return (
    <div hidden>
      <label>
        Website
        <input type="text" name="_gotcha" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  )
}

/** Turns while a form is sent; with reduced motion it fades in and out instead. */
export function Spinner() {
  return (
    <span
      className="h-4 w-4 animate-spin rounded-full motion-reduce:animate-pulse border-2 border-current border-t-transparent"
      aria-hidden="true"
    />
  )
}
