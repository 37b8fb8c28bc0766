import { Description, Dialog, DialogPanel, DialogTitle } from '@headlessui/react'
import { useCallback, useState } from 'react'
import { Close } from '../../components/ui/icons.tsx'
import { useTranslation } from '../../renderer/i18n/useTranslation.ts'
import { Honeypot, Spinner } from '../forms/Field.tsx'
import { useEnhanced } from '../forms/useEnhanced.ts'
import { JoinFields } from './JoinFields.tsx'
import { JOIN_SUBJECT, useJoinForm } from './useJoinForm.ts'

interface Props {
  action: string
  privacyHref: string
  lang: string
}

const button = 'inline-flex h-12 items-center justify-center gap-2 rounded-lg px-6 font-semibold'

/** The community join button and dialog (Headless UI); without JavaScript, the same form posts natively. */
export default function CommunityJoin({ action, privacyHref, lang }: Props) {
  const { t } = useTranslation('forms')
  const enhanced = useEnhanced()
  const [open, setOpen] = useState(false)
  const close = useCallback(() => setOpen(false), [])
  const { values, set, errors, stage, onSubmit } = useJoinForm(action, close)
  const submitting = stage === 'submitting'
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className={`requires-js ${button} bg-brand-600 text-white hover:bg-brand-700`}
      >
        {t('community.open')}
      </button>
      <noscript>
        <form
          action={action}
          method="post"
          className="mt-4 space-y-4 rounded-card border border-line bg-white p-6"
        >
          <input type="hidden" name="subject" value={JOIN_SUBJECT} />
          <input type="hidden" name="_subject" value={t('community.emailSubject')} />
          <input type="hidden" name="_language" value={lang} />
          <JoinFields prefix="join-native" privacyHref={privacyHref} />
          <button type="submit" className={`${button} bg-brand-600 text-white`}>
            {t('community.submit')}
          </button>
        </form>
      </noscript>
      {/* Mounted only while open: a closed Headless UI dialog still renders a hidden, inline-styled element. */}
      {open && (
        <Dialog open onClose={() => !submitting && close()} className="relative z-50">
          <div className="fixed inset-0 bg-ink/60" aria-hidden="true" />
          <div className="fixed inset-0 flex items-end justify-center overflow-y-auto p-4 sm:items-center">
            <DialogPanel className="relative w-full max-w-lg rounded-card bg-white p-6 shadow-card">
              <button
                type="button"
                onClick={close}
                disabled={submitting}
                className="absolute top-4 right-4 rounded p-1 text-muted hover:text-ink disabled:opacity-40"
              >
                <Close className="h-5 w-5" />
                <span className="sr-only">{t('community.close')}</span>
              </button>
              <DialogTitle className="pr-8 text-xl font-bold text-ink">
                {stage === 'success' ? t('community.successTitle') : t('community.title')}
              </DialogTitle>
              {stage === 'success' ? (
                <p role="status" className="mt-4 text-muted">
                  {t('community.successText')}
                </p>
              ) : (
                <form noValidate={enhanced} onSubmit={onSubmit} className="mt-2">
                  <Description className="mb-4 text-sm text-muted">{t('community.description')}</Description>
                  <Honeypot />
                  <JoinFields
                    prefix="join"
                    values={values}
                    set={set}
                    errors={errors}
                    disabled={submitting}
                    privacyHref={privacyHref}
                  />
                  <div className="mt-6 flex flex-wrap justify-end gap-3">
                    <button
                      type="button"
                      onClick={close}
                      disabled={submitting}
                      className={`${button} border border-line text-ink hover:bg-surface disabled:opacity-50`}
                    >
                      {t('community.cancel')}
                    </button>
                    <button
                      type="submit"
                      disabled={submitting}
                      className={`${button} bg-brand-600 text-white hover:bg-brand-700 disabled:opacity-70`}
                    >
                      {submitting && <Spinner />}
                      {submitting ? t('community.sending') : t('community.submit')}
                    </button>
                  </div>
                </form>
              )}
            </DialogPanel>
          </div>
        </Dialog>
      )}
    </>
  )
}
