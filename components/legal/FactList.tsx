import type { ReactNode } from 'react'

export interface Fact {
  label: string
  value: ReactNode
}

/** Label / value pairs (publisher, host, contact), two columns from small screens up. */
export function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className="mt-4 divide-y divide-line rounded-card border border-line bg-white">
      {facts.map((fact) => (
        <div key={fact.label} className="grid gap-1 px-5 py-3 sm:grid-cols-[14rem_minmax(0,1fr)] sm:gap-4">
          <dt className="font-semibold text-ink">{fact.label}</dt>
          <dd className="break-words">{fact.value}</dd>
        </div>
      ))}
    </dl>
  )
}
