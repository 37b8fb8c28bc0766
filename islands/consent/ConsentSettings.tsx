import { useTranslation } from '../../renderer/i18n/useTranslation.ts'
import { ConsentDialog } from './ConsentDialog.tsx'
import { openPreferences } from './store.ts'

/** The footer's "Cookie settings" link: reopens the preferences at any time, to change or withdraw consent. */
export default function ConsentSettings() {
  const { t } = useTranslation('consent')
  return (
    <>
      <button
        type="button"
        onClick={() => openPreferences('footer')}
        className="requires-js hover:text-white hover:underline"
      >
        {t('settings')}
      </button>
      <ConsentDialog owner="footer" />
    </>
  )
}
