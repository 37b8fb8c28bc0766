import { useEffect, useRef } from 'react'
import { resolveValue, type Toast, toast, useToaster } from 'react-hot-toast/headless'

import { MAX_VISIBLE, SWIPE_THRESHOLD, TOAST_DURATION } from './limits.ts'

export { MAX_VISIBLE, TOAST_DURATION }

export interface ToastTexts {
  region: string
  close: string
}

/**
 * The site's one notification region (react-hot-toast, headless): at most three visible, 5 s each,
 * paused while hovered or focused, Escape closes, swipe right dismisses, F8 focuses the region.
 */
export function Toaster({ texts, onReady }: { texts: ToastTexts; onReady: () => void }) {
  const { toasts, handlers } = useToaster({ duration: TOAST_DURATION })
  const region = useRef<HTMLElement>(null)
  useEffect(() => {
    onReady()
  }, [onReady])
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'F8') {
        event.preventDefault()
        region.current?.focus()
      }
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [])
  const visible = toasts.filter((t) => t.visible).slice(0, MAX_VISIBLE)
  return (
    <section
      ref={region}
      aria-label={texts.region}
      tabIndex={-1}
      onMouseEnter={handlers.startPause}
      onMouseLeave={handlers.endPause}
      onFocus={handlers.startPause}
      onBlur={handlers.endPause}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && visible[0]) toast.dismiss(visible[0].id)
      }}
      className="pointer-events-none fixed end-4 bottom-24 z-[60] w-[356px] max-w-[calc(100vw-2rem)] focus:outline-none"
    >
      {/* Two live regions, there before any toast: a screen reader announces what is added to a live region,
          not a region born with its text. Errors interrupt (alert), the rest waits its turn (status). */}
      <div className="flex flex-col gap-[14px]">
        <div role="alert" className="flex flex-col gap-[14px] empty:hidden">
          {visible
            .filter((t) => t.type === 'error')
            .map((t) => (
              <ToastItem key={t.id} item={t} closeLabel={texts.close} />
            ))}
        </div>
        <div role="status" className="flex flex-col gap-[14px] empty:hidden">
          {visible
            .filter((t) => t.type !== 'error')
            .map((t) => (
              <ToastItem key={t.id} item={t} closeLabel={texts.close} />
            ))}
        </div>
      </div>
    </section>
  )
}

function ToastItem({ item, closeLabel }: { item: Toast; closeLabel: string }) {
  const start = useRef<number | null>(null)
  const ref = useRef<HTMLDivElement>(null)
  const error = item.type === 'error'
  const move = (dx: number) => {
    if (ref.current) ref.current.style.transform = dx > 0 ? `translateX(${dx}px)` : ''
  }
  return (
    <div
      ref={ref}
      onPointerDown={(e) => {
        start.current = e.clientX
      }}
      onPointerMove={(e) => start.current !== null && move(e.clientX - start.current)}
      onPointerUp={(e) => {
        if (start.current !== null && e.clientX - start.current > SWIPE_THRESHOLD) toast.dismiss(item.id)
        else move(0)
        start.current = null
      }}
      className={`pointer-events-auto flex touch-pan-y items-start gap-3 rounded-card border p-4 shadow-card transition-transform ${
        error ? 'border-danger-700 bg-danger-700 text-white' : 'border-line bg-white text-ink'
      }`}
    >
      <div className="min-w-0 flex-1 text-sm">{resolveValue(item.message, item)}</div>
      <button
        type="button"
        onClick={() => toast.dismiss(item.id)}
        className="-m-1 rounded p-1 text-current opacity-80 hover:opacity-100"
        aria-label={closeLabel}
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path d="M18 6 6 18M6 6l12 12" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  )
}
