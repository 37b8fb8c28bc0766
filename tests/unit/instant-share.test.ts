// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import { installShare } from '../../islands/instant/share.ts'
import { COPY_FAILED_TOAST_ID } from '../../islands/share/copyLink.ts'

installShare(document)

function page(hydrated = false) {
  document.body.innerHTML = `
    <div data-island="Share" ${hydrated ? 'data-hydrated="true"' : ''}>
      <button data-copy-link popovertarget="toast-link-copied">Copier le lien</button>
    </div>
    <div id="toast-link-copied" popover="auto" role="status">Lien copié !</div>
    <div id="toast-copy-failed" popover="auto" role="alert">Copie impossible</div>`
  for (const toast of document.querySelectorAll<HTMLElement>('[popover]')) {
    toast.showPopover = vi.fn()
    toast.hidePopover = vi.fn()
  }
}
const clipboard = (writeText: (text: string) => Promise<void>) =>
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
const click = () => document.querySelector<HTMLElement>('[data-copy-link]')?.click()
const toast = (id: string) => document.getElementById(id) as HTMLElement

describe('copy link before React', () => {
  it('writes the page address without its fragment', async () => {
    page()
    const writeText = vi.fn(async () => {})
    clipboard(writeText)
    history.replaceState(null, '', '/blog/article#comments')
    click()
    expect(writeText).toHaveBeenCalledWith(`${location.origin}/blog/article`)
  })

  it('shows the "copy failed" toast when the browser refuses', async () => {
    page()
    vi.spyOn(console, 'error').mockImplementation(() => {})
    clipboard(() => Promise.reject(new Error('denied')))
    click()
    await vi.waitFor(() => expect(toast(COPY_FAILED_TOAST_ID).showPopover).toHaveBeenCalledOnce())
  })

  it('leaves the click to React once the island runs', () => {
    page(true)
    const writeText = vi.fn(async () => {})
    clipboard(writeText)
    click()
    expect(writeText).not.toHaveBeenCalled()
  })
})

describe('the copy toasts', () => {
  it('hide when their 5 s lifetime ends, or when swiped right', () => {
    page()
    const copied = toast('toast-link-copied')
    copied.dispatchEvent(
      Object.assign(new Event('animationend', { bubbles: true }), { animationName: 'toast-life' }),
    )
    expect(copied.hidePopover).toHaveBeenCalledTimes(1)
    copied.dispatchEvent(new PointerEvent('pointerdown', { clientX: 10, bubbles: true }))
    copied.dispatchEvent(new PointerEvent('pointerup', { clientX: 40, bubbles: true }))
    expect(copied.hidePopover).toHaveBeenCalledTimes(1)
    copied.dispatchEvent(new PointerEvent('pointerdown', { clientX: 10, bubbles: true }))
    copied.dispatchEvent(new PointerEvent('pointerup', { clientX: 80, bubbles: true }))
    expect(copied.hidePopover).toHaveBeenCalledTimes(2)
  })
})
