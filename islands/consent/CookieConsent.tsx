import { CONSENT_BANNER_ID } from '../../shared/consent.ts'
import { Runs } from '../../ui/Runs.tsx'
import { useTranslation } from '../../ui/useTranslation.ts'
import { CONSENT_DIALOG_ID, consentAction } from './actions.ts'
import { ConsentDialog } from './ConsentDialog.tsx'
import { useStoredConsent } from './store.ts'

/** Three choices of equal weight and prominence (CNIL): refusing is as easy as accepting. */
const choice =
  'inline-flex min-h-11 min-w-40 flex-1 items-center justify-center rounded-lg border-2 border-brand-700 bg-white px-4 py-2 text-center font-semibold text-brand-800 hover:bg-brand-50 sm:flex-none'

/**
 * The cookie banner, at the bottom of the viewport, and the preferences dialog. The server renders
 * both on every page; the head script reveals the banner before first paint when no valid choice is
 * stored, and answers its buttons until React has loaded (islands/instant/consent.ts), with the same
 * actions (./actions.ts).
 */
export default function CookieConsent({ policyHref }: { policyHref: string }) {
  const { t } = useTranslation('consent')
  const chosen = useStoredConsent() !== null
  return (
    <>
      <section
        id={CONSENT_BANNER_ID}
        aria-labelledby="consent-title"
        hidden={chosen}
        // While it shows, the page ends above it (renderer/styles.css) and the chat button rises above it:
        // nothing stays out of reach before the visitor has chosen.
        className="consent-banner fixed inset-x-0 bottom-0 z-50 [anchor-name:--consent-banner] border-t border-line bg-white shadow-[0_-4px_24px_rgb(15_23_42/0.12)]"
      >
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-4 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-2xl text-sm">
            <h2 id="consent-title" className="text-base font-bold text-ink">
              <Runs>{t('banner.title')}</Runs>
            </h2>
            <p className="mt-1 text-muted">
              {t('banner.description')}{' '}
              <a href={policyHref} className="font-semibold text-brand-700 underline">
                {t('banner.policy')}
              </a>
            </p>
          </div>
          <div className="flex shrink-0 flex-wrap gap-2 lg:flex-nowrap">
            <button
              type="button"
              className={choice}
              data-consent="customize"
              commandfor={CONSENT_DIALOG_ID}
              command="show-modal"
              onClick={() => consentAction('customize')}
            >
              {t('banner.customize')}
            </button>
            <button
              type="button"
              className={choice}
              data-consent="necessary"
              onClick={() => consentAction('necessary')}
            >
              {t('banner.necessaryOnly')}
            </button>
            <button type="button" className={choice} data-consent="all" onClick={() => consentAction('all')}>
              {t('banner.acceptAll')}
            </button>
          </div>
        </div>
      </section>
      <ConsentDialog />
    </>
  )
}
