import type { InputHTMLAttributes } from 'react'

/**
 * The track and knob, drawn from the checkbox itself (appearance none, its ::before the knob), mirrored on
 * right-to-left pages. In a contrast theme, which drops the background colours that draw them in the
 * designer's colours, they are drawn in system colours instead: the track's edge and knob in the button
 * text colour, checked in the selection colours, disabled in the grey text colour.
 */
const look = [
  'mt-1 h-5 w-9 shrink-0 cursor-pointer appearance-none rounded-full bg-slate-400 transition-colors',
  'before:block before:h-4 before:w-4 before:translate-x-0.5 rtl:before:-translate-x-0.5 before:translate-y-0.5 before:rounded-full before:bg-white before:transition-transform',
  'checked:bg-brand-600 checked:before:translate-x-4.5 rtl:checked:before:-translate-x-4.5',
  'disabled:cursor-not-allowed disabled:opacity-70',
  'forced-colors:border forced-colors:border-[ButtonText] forced-colors:before:translate-y-px forced-colors:before:bg-[ButtonText]',
  'forced-colors:checked:before:translate-x-4 rtl:forced-colors:checked:before:-translate-x-4 forced-colors:checked:border-[Highlight] forced-colors:checked:bg-[Highlight] forced-colors:checked:before:bg-[HighlightText]',
  'forced-colors:disabled:border-[GrayText] forced-colors:disabled:checked:bg-[GrayText] forced-colors:disabled:checked:before:bg-[Canvas] forced-colors:disabled:opacity-100',
].join(' ')

/** A switch: a real checkbox with the switch role, its state in `checked` (ARIA in HTML). */
export function Switch(props: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'role'>) {
  // biome-ignore lint/a11y/useAriaPropsForRole: a checkbox switch takes its state from `checked` (ARIA in HTML)
  return <input type="checkbox" role="switch" {...props} className={look} />
}
