interface Step {
  title: string
  text?: string
}

/** A numbered process. */
export function Steps({ items }: { items: readonly Step[] }) {
  return (
    <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {items.map((step, index) => (
        <li key={step.title} className="flex gap-4 rounded-card border border-line bg-white p-6">
          <span
            aria-hidden="true"
            className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-600 font-bold text-white"
          >
            {index + 1}
          </span>
          <div>
            <h3 className="font-bold text-ink">{step.title}</h3>
            {step.text && <p className="mt-1 text-muted">{step.text}</p>}
          </div>
        </li>
      ))}
    </ol>
  )
}
