import { type FormEvent, useEffect, useState } from 'react'
import { useTranslation } from '../../ui/useTranslation.ts'
import { SELF_VALIDATING_ATTRIBUTE } from '../attributes.ts'
import { useNotify } from '../toast/useNotify.ts'
import { type NewsletterError, newsletterError } from './schema.ts'

/** Spec: the newsletter sends nothing; it simulates a 1.5 s subscription. */
export const NEWSLETTER_DELAY_MS = 1500
const ID = 'newsletter-email'

/** Footer newsletter form: required e-mail, 1.5 s submitting state, confirmation toast, field emptied. */
export default function Newsletter() {
  const { t } = useTranslation('common')
  const notify = useNotify()
  const [email, setEmail] = useState('')
  const [error, setError] = useState<NewsletterError | null>(null)
  const [submitting, setSubmitting] = useState(false)
  // Once React runs, errors are shown inline in the page's language instead of the browser's bubbles.
  const [enhanced, setEnhanced] = useState(false)
  useEffect(() => {
    setEnhanced(true)
  }, [])

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (submitting) return
    const problem = newsletterError(email)
    setError(problem)
    if (problem) {
      document.getElementById(ID)?.focus()
      return
    }
    setSubmitting(true)
    await new Promise((resolve) => setTimeout(resolve, NEWSLETTER_DELAY_MS))
    setSubmitting(false)
    setEmail('')
    await notify('success', {
      title: t('newsletter.successTitle'),
      description: t('newsletter.successDescription'),
    })
  }

  return (
    <form
      id="newsletter"
      noValidate={enhanced}
      {...{ [SELF_VALIDATING_ATTRIBUTE]: '' }}
      onSubmit={onSubmit}
      action="#newsletter"
      aria-labelledby="newsletter-title"
      className="max-w-md"
    >
      <h2 id="newsletter-title" className="text-base font-bold text-white">
        {t('newsletter.title')}
      </h2>
      {/* How often it is sent is a fact the site states: the chat assistant answers from it (data-fact). */}
      <p id="newsletter-description" data-fact={t('newsletter.title')} className="mt-1 text-sm">
        {t('newsletter.description')}
      </p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        <label htmlFor={ID} className="sr-only">
          {t('newsletter.label')}
        </label>
        <input
          id={ID}
          type="email"
          required
          autoComplete="email"
          value={email}
          onChange={(e) => {
            setEmail(e.target.value)
            if (error) setError(null)
          }}
          placeholder={t('newsletter.placeholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${ID}-error` : 'newsletter-description'}
          disabled={submitting}
          className="h-11 min-w-0 rounded-lg border border-white/20 sm:flex-1 bg-white px-3 text-ink placeholder:text-slate-500"
        />
        <button
          type="submit"
          disabled={submitting}
          aria-busy={submitting || undefined}
          className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-accent-400 px-5 py-2 text-center text-sm font-semibold text-ink hover:bg-white disabled:opacity-70"
        >
          {submitting && (
            <span
              className="h-4 w-4 animate-spin rounded-full motion-reduce:animate-pulse border-2 border-ink border-t-transparent"
              aria-hidden="true"
            />
          )}
          {submitting ? t('newsletter.submitting') : t('newsletter.submit')}
        </button>
      </div>
      {error && (
        <p id={`${ID}-error`} className="mt-2 text-sm font-medium text-amber-300">
          {t(`newsletter.errors.${error}`)}
        </p>
      )}
    </form>
  )
}
