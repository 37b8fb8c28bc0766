import { useCallback, useRef } from 'react'
import { Close } from '../../ui/icons.tsx'
import { Runs } from '../../ui/Runs.tsx'
import { useTranslation } from '../../ui/useTranslation.ts'
import { SELF_VALIDATING_ATTRIBUTE } from '../attributes.ts'
import { Honeypot, Spinner } from '../forms/Field.tsx'
import { useEnhanced } from '../forms/useEnhanced.ts'
import { JoinFields } from './JoinFields.tsx'
import { JOIN_SUBJECT, useJoinForm } from './useJoinForm.ts'

interface Props {
  action: string
  privacyHref: string
  lang: string
}

const DIALOG_ID = 'join-dialog'

/** What a native post adds to the fields (the script sends the same in its JSON). */
function NativeFields({ lang }: { lang: string }) {
  const { t } = useTranslation('forms')
  return (
    <>
      <input type="hidden" name="subject" value={JOIN_SUBJECT} />
      <input type="hidden" name="_subject" value={t('community.emailSubject')} />
      <input type="hidden" name="_language" value={lang} />
    </>
  )
}
const button =
  'inline-flex min-h-12 max-w-full items-center justify-center gap-2 rounded-lg px-6 py-2 text-center font-semibold'

/**
 * The community join button and dialog. The dialog is a native modal <dialog> in the page's HTML that
 * the button opens by itself (`command="show-modal"`): it opens at once, with its fields usable, before
 * React has loaded; what is typed meanwhile is kept and a submission replayed (islands/replay.ts). The
 * browser traps focus, closes it on Escape (not while sending) and returns focus to the button. Without
 * JavaScript, the same form posts natively.
 */
export default function CommunityJoin({ action, privacyHref, lang }: Props) {
  const { t } = useTranslation('forms')
  const enhanced = useEnhanced()
  const dialog = useRef<HTMLDialogElement>(null)
  const close = useCallback(() => dialog.current?.close(), [])
  const { values, set, errors, stage, onSubmit } = useJoinForm(action, close)
  const submitting = stage === 'submitting'
  return (
    <>
      <button
        type="button"
        commandfor={DIALOG_ID}
        command="show-modal"
        className={`requires-js ${button} bg-brand-600 text-white hover:bg-brand-700`}
      >
        <Runs>{t('community.open')}</Runs>
      </button>
      <noscript>
        <form
          action={action}
          method="post"
          className="mt-4 space-y-4 rounded-card border border-line bg-white p-6"
        >
          <NativeFields lang={lang} />
          <JoinFields prefix="join-native" privacyHref={privacyHref} />
          <button type="submit" className={`${button} bg-brand-600 text-white`}>
            {t('community.submit')}
          </button>
        </form>
      </noscript>
      <dialog
        id={DIALOG_ID}
        ref={dialog}
        aria-labelledby="join-title"
        aria-describedby={stage === 'success' ? undefined : 'join-description'}
        // Closing is blocked while the request is being sent (spec §4).
        onCancel={(event) => submitting && event.preventDefault()}
        className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-card bg-white p-6 text-ink shadow-card backdrop:bg-ink/60"
      >
        <button
          type="button"
          commandfor={DIALOG_ID}
          command="close"
          disabled={submitting}
          className="absolute top-4 end-4 rounded p-1 text-muted hover:text-ink disabled:opacity-40"
        >
          <Close className="h-5 w-5" />
          <span className="sr-only">{t('community.close')}</span>
        </button>
        <h2 id="join-title" className="pe-8 text-xl font-bold text-ink">
          {stage === 'success' ? t('community.successTitle') : t('community.title')}
        </h2>
        {stage === 'success' ? (
          <p role="status" className="mt-4 text-muted">
            {t('community.successText')}
          </p>
        ) : (
          // Posts natively when the island's code cannot load (islands/instant/boot.ts).
          <form
            action={action}
            method="post"
            noValidate={enhanced}
            {...{ [SELF_VALIDATING_ATTRIBUTE]: '' }}
            onSubmit={onSubmit}
            className="mt-2"
          >
            <NativeFields lang={lang} />
            {/* How the invitation comes is a fact the page states: the chat assistant answers from it. */}
            <p id="join-description" data-fact="" className="mb-4 text-sm text-muted">
              <Runs>{t('community.description')}</Runs>
            </p>
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
                commandfor={DIALOG_ID}
                command="close"
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
      </dialog>
    </>
  )
}
