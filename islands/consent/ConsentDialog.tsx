import { Description, Dialog, DialogPanel, DialogTitle } from '@headlessui/react'
import { useEffect, useState } from 'react'
import { useTranslation } from '../../renderer/i18n/useTranslation.ts'
import { type Choices, NO_OPTIONAL, OPTIONAL_CATEGORIES } from './consent.ts'
import { choose, closePreferences, useConsentStore } from './store.ts'

const CATEGORIES = ['necessary', ...OPTIONAL_CATEGORIES] as const
const button = 'inline-flex h-11 items-center justify-center rounded-lg px-5 font-semibold'

/**
 * The preferences dialog (Headless UI: focus trapped, labelled, Escape closes like Cancel): four
 * toggle cards, necessary always on and disabled; Save stores the toggles and runs the hook.
 */
export function ConsentDialog({ owner }: { owner: 'banner' | 'footer' }) {
  const { t } = useTranslation('consent')
  const { consent, dialogOpen } = useConsentStore()
  const open = dialogOpen === owner
  const [choices, setChoices] = useState<Choices>(NO_OPTIONAL)
  useEffect(() => {
    if (open)
      setChoices(
        consent
          ? { analytics: consent.analytics, marketing: consent.marketing, functional: consent.functional }
          : NO_OPTIONAL,
      )
  }, [open, consent])
  // Mounted only while open: a closed Headless UI dialog still renders a hidden, inline-styled element.
  if (!open) return null
  return (
    <Dialog open onClose={closePreferences} className="relative z-[70]">
      <div className="fixed inset-0 bg-ink/60" aria-hidden="true" />
      <div className="fixed inset-0 flex items-end justify-center overflow-y-auto p-4 sm:items-center">
        <DialogPanel className="w-full max-w-xl rounded-card bg-white p-6 shadow-card">
          <DialogTitle className="text-xl font-bold text-ink">{t('dialog.title')}</DialogTitle>
          <Description className="mt-2 text-sm text-muted">{t('dialog.description')}</Description>
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
                  <input
                    id={id}
                    type="checkbox"
                    role="switch"
                    aria-describedby={`${id}-text`}
                    checked={necessary ? true : choices[category]}
                    aria-checked={necessary ? true : choices[category]}
                    disabled={necessary}
                    onChange={(e) =>
                      !necessary && setChoices((c) => ({ ...c, [category]: e.target.checked }))
                    }
                    className="mt-1 h-5 w-9 shrink-0 cursor-pointer appearance-none rounded-full bg-slate-400 transition-colors before:block before:h-4 before:w-4 before:translate-x-0.5 before:translate-y-0.5 before:rounded-full before:bg-white before:transition-transform checked:bg-brand-600 checked:before:translate-x-4.5 disabled:cursor-not-allowed disabled:opacity-70"
                  />
                </li>
              )
            })}
          </ul>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <button
              type="button"
              onClick={closePreferences}
              className={`${button} border border-line text-ink hover:bg-surface`}
            >
              {t('dialog.cancel')}
            </button>
            <button
              type="button"
              onClick={() => choose(choices, { hook: true })}
              className={`${button} bg-brand-600 text-white hover:bg-brand-700`}
            >
              {t('dialog.save')}
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  )
}
