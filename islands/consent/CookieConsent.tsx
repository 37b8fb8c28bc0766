import { useEffect, useState } from 'react'
import { useTranslation } from '../../renderer/i18n/useTranslation.ts'
import { ConsentDialog } from './ConsentDialog.tsx'
import { ALL_OPTIONAL, CONSENT_BANNER_ID, NO_OPTIONAL } from './consent.ts'
import { choose, openPreferences, useConsentStore } from './store.ts'

/** Three choices of equal weight and prominence (CNIL): refusing is as easy as accepting. */
const choice =
  'inline-flex h-11 min-w-40 flex-1 items-center justify-center rounded-lg border-2 border-brand-700 bg-white px-4 font-semibold text-brand-800 hover:bg-brand-50 sm:flex-none'

/**
 * The cookie banner, fixed to the bottom of the viewport. The server renders it on every page; the
 * head script reveals it before first paint when no valid choice is stored. React loads only when the
 * visitor uses it.
 */
export default function CookieConsent({ policyHref }: { policyHref: string }) {
  const { t } = useTranslation('consent')
  const { consent } = useConsentStore()
  // The first render matches the server's HTML; the stored choice applies once mounted.
  const [mounted, setMounted] = useState(false)
  useEffect(() => {
    setMounted(true)
  }, [])
  const chosen = mounted && consent !== null
  return (
    <>
      <section
        id={CONSENT_BANNER_ID}
        aria-labelledby="consent-title"
        hidden={chosen}
        className="consent-banner fixed inset-x-0 bottom-0 z-50 border-t border-line bg-white shadow-[0_-4px_24px_rgb(15_23_42/0.12)]"
      >
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-4 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-2xl text-sm">
            <h2 id="consent-title" className="text-base font-bold text-ink">
              {t('banner.title')}
            </h2>
            <p className="mt-1 text-muted">
              {t('banner.description')}{' '}
              <a href={policyHref} className="font-semibold text-brand-700 underline">
                {t('banner.policy')}
              </a>
            </p>
          </div>
          <div className="flex shrink-0 flex-wrap gap-2 lg:flex-nowrap">
            <button type="button" className={choice} onClick={() => openPreferences('banner')}>
              {t('banner.customize')}
            </button>
            <button type="button" className={choice} onClick={() => choose(NO_OPTIONAL, { hook: false })}>
              {t('banner.necessaryOnly')}
            </button>
            <button type="button" className={choice} onClick={() => choose(ALL_OPTIONAL, { hook: true })}>
              {t('banner.acceptAll')}
            </button>
          </div>
        </div>
      </section>
      <ConsentDialog owner="banner" />
    </>
  )
}
