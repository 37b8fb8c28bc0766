/**
 * After hydration: hand React what the visitor did while the island loaded. Values typed into fields
 * are re-announced as input events (React tracks the value it last knew, so it sees the change and
 * updates its state), then a held click or submission is replayed.
 */
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

function protoSetter(el: Field, prop: 'value' | 'checked'): ((v: unknown) => void) | undefined {
  const proto = Object.getPrototypeOf(el) as object
  return Object.getOwnPropertyDescriptor(proto, prop)?.set?.bind(el)
}

/** Makes React's onChange see a value the DOM got before React was listening. */
export function announceField(el: Field): void {
  if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
    if (el.checked === el.defaultChecked) return
    const wanted = el.checked
    el.checked = !wanted // through React's tracker: it now believes the old state
    protoSetter(el, 'checked')?.(!wanted)
    el.click() // toggles to `wanted` and fires React's onChange
    return
  }
  const typed = el.value
  const initial = el instanceof HTMLSelectElement ? undefined : el.defaultValue
  if (initial === undefined || typed === initial) return
  el.value = initial // React's tracker now holds the server value
  protoSetter(el, 'value')?.(typed) // the DOM gets the typed text back, behind the tracker's back
  el.dispatchEvent(new Event('input', { bubbles: true }))
}

export async function replay(root: HTMLElement, pending: { click?: HTMLElement; submit?: HTMLFormElement }) {
  for (const el of root.querySelectorAll<Field>('input, textarea')) announceField(el)
  // Let React commit the state those events set before a click or submit reads it.
  await new Promise((resolve) => setTimeout(resolve, 0))
  if (pending.click?.isConnected) pending.click.click()
  else if (pending.submit?.isConnected) pending.submit.requestSubmit()
}
