import { useEffect } from 'react'
import { useTranslation } from '../../ui/useTranslation.ts'
import { ensureToaster, type Notice, notify } from './notify.tsx'

/** notify() with the region's texts in the page's language; the region is made ready once the browser is idle. */
export function useNotify(): (kind: 'success' | 'error', notice: Notice) => Promise<string> {
  const { t } = useTranslation('common')
  const texts = { region: t('toast.region'), close: t('toast.close') }
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the island has hydrated
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 200))
    idle(() => void ensureToaster(texts))
  }, [])
  return (kind, notice) => notify(kind, notice, texts)
}
