import type { ReactNode } from 'react'
import { ChevronDown } from '../../ui/icons.tsx'

interface Props {
  /** The trigger is a real link (to the section's page), so it works without JavaScript. */
  href: string
  label: string
  children: ReactNode
  current?: boolean
}

/**
 * A fly-out menu that opens on hover and on keyboard focus (CSS :hover and :focus-within), with no
 * JavaScript: tabbing from the trigger walks into the links.
 */
export function Dropdown({ href, label, children, current }: Props) {
  return (
    <li className="group relative">
      <a
        href={href}
        aria-current={current ? 'page' : undefined}
        className="flex h-16 items-center gap-1 px-3 text-sm font-medium text-ink hover:text-brand-700"
      >
        {label}
        <ChevronDown className="transition-transform group-hover:rotate-180 group-focus-within:rotate-180" />
      </a>
      <div className="invisible absolute start-0 top-full z-50 min-w-64 translate-y-1 rounded-card border border-line bg-white p-2 opacity-0 shadow-card transition group-focus-within:visible group-focus-within:translate-y-0 group-focus-within:opacity-100 group-hover:visible group-hover:translate-y-0 group-hover:opacity-100">
        <ul className="flex flex-col">{children}</ul>
      </div>
    </li>
  )
}

export function DropdownItem({ href, children }: { href: string; children: ReactNode }) {
  return (
    <li>
      <a
        href={href}
        className="block rounded-md px-3 py-2 text-sm text-ink hover:bg-brand-50 hover:text-brand-800"
      >
        {children}
      </a>
    </li>
  )
}
