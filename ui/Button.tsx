import type { AnchorHTMLAttributes, ButtonHTMLAttributes } from 'react'

export type ButtonVariant =
  | 'default'
  | 'destructive'
  | 'outline'
  | 'secondary'
  | 'ghost'
  | 'link'
  | 'hero'
  | 'premium'
  | 'professional'
export type ButtonSize = 'default' | 'sm' | 'lg' | 'xl' | 'icon'

/**
 * A label longer than its row wraps inside the button, centred, rather than pushing the page sideways
 * (a Spanish call to action at 320 px): the sizes set a minimum height and vertical padding, not a height.
 * A word or a phone number wider than the whole button (a wide font at 320 px) breaks rather than spills.
 * In a contrast theme, which drops backgrounds and shadows, a border keeps the button's shape (a <button>
 * has one from renderer/styles.css; a link styled as a button gets it here).
 */
const base =
  'inline-flex max-w-full items-center justify-center gap-2 rounded-lg text-center font-semibold wrap-anywhere transition-colors disabled:pointer-events-none disabled:opacity-60 forced-colors:border'

const variants: Record<ButtonVariant, string> = {
  default: 'bg-brand-600 text-white hover:bg-brand-700',
  destructive: 'bg-danger-600 text-white hover:bg-danger-700',
  outline: 'border border-brand-600 text-brand-700 bg-white hover:bg-brand-50',
  secondary: 'bg-brand-50 text-brand-800 hover:bg-brand-100',
  ghost: 'text-ink hover:bg-brand-50',
  link: 'text-brand-700 underline-offset-4 hover:underline px-0',
  hero: 'bg-accent-400 text-ink hover:bg-white shadow-lg',
  premium:
    'bg-gradient-to-r from-brand-600 to-accent-600 text-white hover:from-brand-700 hover:to-accent-700 shadow-md',
  professional: 'bg-ink text-white hover:bg-brand-900',
}

const sizes: Record<ButtonSize, string> = {
  default: 'min-h-10 px-4 py-2 text-sm',
  sm: 'min-h-9 px-3 py-1.5 text-sm',
  lg: 'min-h-11 px-4 py-2.5 text-base sm:px-6',
  xl: 'min-h-13 px-5 py-3 text-lg sm:px-8',
  icon: 'h-10 w-10 shrink-0',
}

/** Class names of the button primitive, for <button> and for links styled as buttons. */
export function buttonClass(
  variant: ButtonVariant = 'default',
  size: ButtonSize = 'default',
  extra = '',
): string {
  return [base, variants[variant], sizes[size], extra].filter(Boolean).join(' ')
}

type Style = { variant?: ButtonVariant; size?: ButtonSize }

export function Button({
  variant,
  size,
  className,
  type = 'button',
  ...rest
}: Style & ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type={type} className={buttonClass(variant, size, className)} {...rest} />
}

export function ButtonLink({
  variant,
  size,
  className,
  ...rest
}: Style & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <a className={buttonClass(variant, size, className)} {...rest} />
}
