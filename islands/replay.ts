/**
 * After hydration: hand React what the visitor did while the island loaded. The values of its fields
 * are read the moment hydration commits — before any re-render, which would set a controlled field back
 * to its initial state — and re-announced as input events so React's onChange sees them; then a held
 * click or submission is replayed.
 */
import { SELF_VALIDATING_ATTRIBUTE } from './attributes.ts'

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement
export type FieldSnapshot = Map<Field, { value: string; checked: boolean }>

const isToggle = (el: Field): el is HTMLInputElement =>
  el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')

const read = (el: Field) => ({ value: el.value, checked: isToggle(el) && el.checked })

/** What the visitor has put in the island's fields so far. */
export function snapshotFields(root: HTMLElement): FieldSnapshot {
  const snapshot: FieldSnapshot = new Map()
  for (const el of root.querySelectorAll<Field>('input, textarea, select')) snapshot.set(el, read(el))
  return snapshot
}

/**
 * Keeps a snapshot current while React hydrates: hydration may reset a controlled <select> or
 * <textarea> to its initial value, so the visitor's last input is remembered from its own events.
 * Returns the function that stops tracking.
 */
export function trackFields(root: HTMLElement, snapshot: FieldSnapshot): () => void {
  const track = (event: Event) => {
    const el = event.target as Field
    if (
      el instanceof HTMLInputElement ||
      el instanceof HTMLTextAreaElement ||
      el instanceof HTMLSelectElement
    ) {
      snapshot.set(el, read(el))
    }
  }
  root.addEventListener('input', track, true)
  root.addEventListener('change', track, true)
  return () => {
    root.removeEventListener('input', track, true)
    root.removeEventListener('change', track, true)
  }
}

/** The option a <select> starts with: the one marked selected in the HTML, else the first. */
const initialChoice = (el: HTMLSelectElement) =>
  ([...el.options].find((option) => option.defaultSelected) ?? el.options[0])?.value ?? ''

function protoSetter(el: Field, prop: 'value' | 'checked'): ((v: unknown) => void) | undefined {
  const proto = Object.getPrototypeOf(el) as object
  return Object.getOwnPropertyDescriptor(proto, prop)?.set?.bind(el)
}

/** Makes React's onChange see a value the DOM got before React was listening. */
export function announceField(el: Field, wanted: { value: string; checked: boolean }): void {
  if (isToggle(el)) {
    if (el.checked === wanted.checked && wanted.checked === el.defaultChecked) return
    el.checked = !wanted.checked // through React's tracker: it now believes the opposite state
    el.click() // toggles to `wanted` and fires React's onChange
    return
  }
  if (el instanceof HTMLSelectElement) {
    // React keeps no tracker on a <select>: the DOM may already show the choice while React's state still
    // holds the initial one, so any choice other than the initial one is announced.
    if (wanted.value === initialChoice(el)) return
    el.value = wanted.value
    el.dispatchEvent(new Event('change', { bubbles: true }))
    return
  }
  if (wanted.value === el.defaultValue && el.value === wanted.value) return
  el.value = wanted.value === '' ? ' ' : '' // React's tracker now holds something else
  protoSetter(el, 'value')?.(wanted.value) // the DOM gets the typed text, behind the tracker's back
  el.dispatchEvent(new Event('input', { bubbles: true }))
}

/**
 * Hands React every field value the visitor typed before it was listening. An <input> keeps what it
 * holds through hydration (React leaves its value and `checked` alone), so it is announced as it stands
 * now: that is the visitor's last input, and also what the page's own script set since the snapshot
 * without an event (the consent dialog's Customize loads the stored choice into its switches), which the
 * snapshot would undo. A <textarea> or <select> may be reset by hydration: the snapshot holds its value.
 */
export function announceFields(snapshot: FieldSnapshot): void {
  for (const [el, typed] of snapshot)
    if (el.isConnected) announceField(el, el instanceof HTMLInputElement ? read(el) : typed)
}

/**
 * Replays, in order, the clicks (or the submission) held while the island loaded. From now on the
 * island's self-validating forms answer with their own errors, not the browser's bubble: set here, as
 * React sets it only on its next render, and a submission replayed or made before that (on a busy
 * machine) stopped at the bubble and showed no error.
 */
export async function replayActions(
  root: HTMLElement,
  pending: { clicks: HTMLElement[]; submit?: HTMLFormElement; replaying?: boolean },
): Promise<void> {
  for (const form of root.querySelectorAll<HTMLFormElement>(`form[${SELF_VALIDATING_ATTRIBUTE}]`))
    form.noValidate = true
  // Let React commit the state the announced fields set before a click or submit reads it
  // (clicks arriving meanwhile are still held, and queued after the earlier ones).
  await new Promise((resolve) => setTimeout(resolve, 0))
  const clicks = pending.clicks.filter((el) => el.isConnected)
  pending.replaying = true
  for (const el of clicks) el.click()
  if (!clicks.length && pending.submit?.isConnected) pending.submit.requestSubmit()
}
