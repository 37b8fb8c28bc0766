import { Check } from './icons.tsx'

/** A list whose items carry a check mark. */
export function CheckList({ items, className = '' }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={`space-y-2 ${className}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <Check className="mt-1 text-accent-600" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  )
}
