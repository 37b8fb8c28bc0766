import { CONSENT_DIALOG_ID } from '../../islands/consent/actions.ts'
import { useTranslation } from '../../ui/useTranslation.ts'

/**
 * The footer's "Cookie settings": reopens the preferences at any time, to change or withdraw consent.
 * It opens the consent island's dialog by itself (`command`); the head script loads the stored choice
 * into the switches on the same click (islands/instant/consent.ts).
 */
export function CookieSettingsButton() {
  const { t } = useTranslation('consent')
  return (
    <button
      type="button"
      data-consent="customize"
      commandfor={CONSENT_DIALOG_ID}
      command="show-modal"
      className="hover:text-white hover:underline"
    >
      {t('settings')}
    </button>
  )
}
