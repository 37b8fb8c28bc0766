import { config } from '../../core/config.ts'
import { absoluteUrl } from '../../core/urls.ts'
import { Island } from '../../islands/Island.tsx'
import { COPIED_TOAST_ID, COPY_FAILED_TOAST_ID } from '../../islands/share/copyLink.ts'
import { usePage } from '../../ui/PageContext.tsx'
import { useTranslation } from '../../ui/useTranslation.ts'

const toast =
  'inset-auto end-4 bottom-24 m-0 w-[356px] max-w-[calc(100vw-2rem)] touch-pan-y items-start gap-3 rounded-card border p-4 shadow-card open:flex open:animate-[toast-life_5s_linear_forwards] hover:[animation-play-state:paused] focus-within:[animation-play-state:paused]'

/**
 * A "Copy link" toast: a popover the copy button shows by itself, hidden after 5 s (paused while hovered
 * or focused), by Escape, a tap elsewhere, a swipe right or its close button (islands/instant/share.ts).
 */
function CopyToast({
  id,
  kind,
  title,
  text,
}: {
  id: string
  kind: 'success' | 'error'
  title: string
  text: string
}) {
  const { t } = useTranslation('common')
  const error = kind === 'error'
  return (
    <div
      id={id}
      popover="auto"
      role={error ? 'alert' : 'status'}
      aria-atomic="true"
      tabIndex={-1}
      className={`${toast} ${error ? 'border-danger-700 bg-danger-700 text-white' : 'border-line bg-white text-ink'}`}
    >
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-semibold">{title}</p>
        <p className="mt-0.5 opacity-90">{text}</p>
      </div>
      <button
        type="button"
        popoverTarget={id}
        popoverTargetAction="hide"
        className="-m-1 rounded p-1 text-current opacity-80 hover:opacity-100"
        aria-label={t('toast.close')}
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path d="M18 6 6 18M6 6l12 12" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  )
}

/**
 * The article share buttons island (`title` is the article title), and next to it, outside the island,
 * the "Copy link" toasts: that answer needs no React.
 */
export function ShareSlot({ title }: { title: string }) {
  const page = usePage()
  const { t } = useTranslation('forms')
  return (
    <>
      <Island name="Share" props={{ title, url: absoluteUrl(config().siteUrl, page.canonical) }} />
      <CopyToast
        id={COPIED_TOAST_ID}
        kind="success"
        title={t('share.copiedTitle')}
        text={t('share.copiedText')}
      />
      <CopyToast
        id={COPY_FAILED_TOAST_ID}
        kind="error"
        title={t('share.copyFailedTitle')}
        text={t('share.copyFailedText')}
      />
    </>
  )
}
