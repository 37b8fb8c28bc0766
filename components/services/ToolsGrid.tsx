export interface Tool {
  key: string
  name: string
  category: string
  use: string
}

/** The named tools of a service, each with its category and a one-line use. */
export function ToolsGrid({ tools }: { tools: readonly Tool[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {tools.map((tool) => (
        <li key={tool.key} className="flex min-w-0 gap-4 rounded-card border border-line bg-white p-5">
          <span
            aria-hidden="true"
            className="flex h-11 w-11 shrink-0 items-center justify-center rounded-lg bg-brand-900 text-lg font-bold text-accent-400"
          >
            {tool.name.charAt(0)}
          </span>
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <h3 className="font-bold break-words text-ink">{tool.name}</h3>
              <p className="rounded-full bg-surface px-2.5 py-0.5 text-xs font-semibold text-muted ring-1 ring-line">
                {tool.category}
              </p>
            </div>
            <p className="mt-1 text-muted">{tool.use}</p>
          </div>
        </li>
      ))}
    </ul>
  )
}
