import { OPTIONAL_CATEGORIES } from '../../shared/consent.ts'
import { useTranslation } from '../../ui/useTranslation.ts'
import { Switch } from '../forms/Switch.tsx'
import { CONSENT_DIALOG_ID, consentAction } from './actions.ts'

const CATEGORIES = ['necessary', ...OPTIONAL_CATEGORIES] as const
const button =
  'inline-flex min-h-11 max-w-full items-center justify-center rounded-lg px-5 py-2 text-center font-semibold'

/**
 * The preferences dialog, a native modal <dialog> in the page's HTML: the "Customize" and "Cookie
 * settings" buttons open it themselves (`command="show-modal"`), so it opens at once, before any script
 * file has loaded; the browser traps focus, makes the page inert, closes it on Escape and returns focus.
 * Four switches (../forms/Switch.tsx), necessary always on and disabled; Save stores them and runs the hook.
 */
export function ConsentDialog() {
  const { t } = useTranslation('consent')
  return (
    <dialog
      id={CONSENT_DIALOG_ID}
      aria-labelledby="consent-dialog-title"
      aria-describedby="consent-dialog-text"
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-xl overflow-y-auto rounded-card bg-white p-6 text-ink shadow-card backdrop:bg-ink/60"
    >
      <h2 id="consent-dialog-title" className="text-xl font-bold text-ink">
        {t('dialog.title')}
      </h2>
      <p id="consent-dialog-text" className="mt-2 text-sm text-muted">
        {t('dialog.description')}
      </p>
      <ul className="mt-5 space-y-3">
        {CATEGORIES.map((category) => {
          const necessary = category === 'necessary'
          const id = `consent-${category}`
          return (
            <li
              key={category}
              className="flex items-start justify-between gap-4 rounded-lg border border-line p-4"
            >
              <div className="min-w-0">
                <label htmlFor={id} className="font-semibold text-ink">
                  {t(`categories.${category}.title`)}
                </label>
                <p id={`${id}-text`} className="mt-1 text-sm text-muted">
                  {t(`categories.${category}.description`)}
                  {necessary && (
                    <span className="mt-1 block font-medium text-ink">{t('dialog.alwaysOn')}</span>
                  )}
                </p>
              </div>
              <Switch
                id={id}
                name={category}
                aria-describedby={`${id}-text`}
                defaultChecked={necessary}
                disabled={necessary}
              />
            </li>
          )
        })}
      </ul>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button
          type="button"
          commandfor={CONSENT_DIALOG_ID}
          command="close"
          className={`${button} border border-line text-ink hover:bg-surface`}
        >
          {t('dialog.cancel')}
        </button>
        <button
          type="button"
          data-consent="save"
          onClick={() => consentAction('save')}
          className={`${button} bg-brand-600 text-white hover:bg-brand-700`}
        >
          {t('dialog.save')}
        </button>
      </div>
    </dialog>
  )
}
