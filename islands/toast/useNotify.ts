import { useTranslation } from '../../renderer/i18n/useTranslation.ts'
import { type Notice, notify } from './notify.tsx'

/** notify() with the region's texts in the page's language. */
export function useNotify(): (kind: 'success' | 'error', notice: Notice) => Promise<string> {
  const { t } = useTranslation('common')
  return (kind, notice) => notify(kind, notice, { region: t('toast.region'), close: t('toast.close') })
}
