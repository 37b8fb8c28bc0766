import { createRoot } from 'react-dom/client'
import { toast } from 'react-hot-toast/headless'
import { Toaster, type ToastTexts } from './Toaster.tsx'

let ready: Promise<void> | undefined

/**
 * Mounts the notification region once per page: when an island that shows toasts has hydrated and the
 * browser is idle (so a first toast is one render, not a new React root), or at the first toast.
 */
export function ensureToaster(texts: ToastTexts): Promise<void> {
  ready ??= new Promise<void>((resolve) => {
    const container = document.createElement('div')
    container.id = 'toaster'
    document.body.append(container)
    createRoot(container).render(<Toaster texts={texts} onReady={resolve} />)
  }).then(() => new Promise((resolve) => requestAnimationFrame(() => resolve())))
  return ready
}

export interface Notice {
  title: string
  description?: string
}

/** Shows a toast; the region is mounted first so screen readers announce the message. */
export async function notify(kind: 'success' | 'error', notice: Notice, texts: ToastTexts): Promise<string> {
  await ensureToaster(texts)
  const body = (
    <>
      <p className="font-semibold">{notice.title}</p>
      {notice.description && <p className="mt-0.5 opacity-90">{notice.description}</p>}
    </>
  )
  return kind === 'success' ? toast.success(body) : toast.error(body)
}
