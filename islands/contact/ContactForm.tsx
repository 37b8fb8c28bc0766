import { useTranslation } from '../../ui/useTranslation.ts'
import { SELF_VALIDATING_ATTRIBUTE } from '../attributes.ts'
import { ErrorText, Field, Honeypot, Spinner, TextArea } from '../forms/Field.tsx'
import { PrivacyConsent } from '../forms/PrivacyConsent.tsx'
import { useEnhanced } from '../forms/useEnhanced.ts'
import { AttachmentArea } from './AttachmentArea.tsx'
import { CUSTOM_SUBJECT, SUBJECT_IDS } from './prefill.ts'
import { useContactForm } from './useContactForm.ts'

interface Props {
  /** The form service endpoint ({FORMS_HOST}/f/{id}); also the native action without JavaScript. */
  action: string
  /** The privacy policy page of the current language. */
  privacyHref: string
  lang: string
}

/** The contact form island (spec §2 Contact, §4, §5, §7, §8). */
export default function ContactForm({ action, privacyHref, lang }: Props) {
  const { t } = useTranslation('forms')
  const enhanced = useEnhanced()
  const { values, set, errors, submitting, prefill, labels, onSubmit } = useContactForm(action)
  const id = (field: string) => `contact-${field}`
  return (
    <form
      action={action}
      method="post"
      noValidate={enhanced}
      {...{ [SELF_VALIDATING_ATTRIBUTE]: '' }}
      onSubmit={onSubmit}
      aria-label={t('contact.title')}
      className="space-y-5"
    >
      {prefill && (
        <p
          role="status"
          className="rounded-lg border border-accent-500 bg-accent-400/10 px-4 py-3 text-sm text-ink"
        >
          {t(`contact.prefilled.${prefill.banner}`, { subject: prefill.subject })}
        </p>
      )}
      <input type="hidden" name="_language" value={lang} />
      <Honeypot />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          id={id('name')}
          name="name"
          label={t('contact.name')}
          required
          autoComplete="name"
          value={values.name}
          onChange={(e) => set('name', e.target.value)}
          error={errors.name}
          disabled={submitting}
        />
        <Field
          id={id('email')}
          name="email"
          type="email"
          label={t('contact.email')}
          required
          autoComplete="email"
          value={values.email}
          onChange={(e) => set('email', e.target.value)}
          error={errors.email}
          disabled={submitting}
        />
        <Field
          id={id('company')}
          name="company"
          label={t('contact.company')}
          autoComplete="organization"
          value={values.company}
          onChange={(e) => set('company', e.target.value)}
          error={errors.company}
          disabled={submitting}
        />
        <Field
          id={id('phone')}
          name="phone"
          type="tel"
          label={t('contact.phone')}
          autoComplete="tel"
          value={values.phone}
          onChange={(e) => set('phone', e.target.value)}
          error={errors.phone}
          disabled={submitting}
        />
      </div>
      <div>
        <label htmlFor={id('subject')} className="block text-sm font-semibold text-ink">
          {t('contact.subject')}
          <span aria-hidden="true" className="text-danger-700">
            {' '}
            *
          </span>
        </label>
        <select
          id={id('subject')}
          name="subject"
          required
          value={values.subject}
          onChange={(e) => set('subject', e.target.value)}
          aria-invalid={errors.subject ? true : undefined}
          aria-describedby={errors.subject ? `${id('subject')}-error` : undefined}
          disabled={submitting}
          className={`mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-ink ${errors.subject ? 'border-danger-600' : 'border-line'}`}
        >
          <option value="">{t('contact.subjectPlaceholder')}</option>
          {prefill?.subjectId === CUSTOM_SUBJECT && (
            <option value={prefill.subject}>{prefill.subject}</option>
          )}
          {SUBJECT_IDS.map((subject) => (
            <option key={subject} value={labels[subject]}>
              {labels[subject]}
            </option>
          ))}
        </select>
        <ErrorText id={id('subject')} error={errors.subject} />
      </div>
      <TextArea
        id={id('message')}
        name="message"
        label={t('contact.message')}
        required
        rows={6}
        placeholder={t('contact.messagePlaceholder')}
        value={values.message}
        onChange={(e) => set('message', e.target.value)}
        error={errors.message}
        disabled={submitting}
      />
      <AttachmentArea />
      <PrivacyConsent
        id={id('privacy')}
        i18nKey="contact.privacy"
        privacyHref={privacyHref}
        checked={values.privacy}
        onChange={(checked) => set('privacy', checked)}
        error={errors.privacy}
        disabled={submitting}
      />
      <button
        type="submit"
        disabled={submitting}
        className="inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-lg bg-brand-600 px-6 py-2 text-center font-semibold text-white hover:bg-brand-700 disabled:opacity-70 sm:w-auto"
      >
        {submitting && <Spinner />}
        {submitting ? t('contact.sending') : t('contact.submit')}
      </button>
    </form>
  )
}
