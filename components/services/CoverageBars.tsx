export interface CoverageItem {
  key: string
  label: string
  text: string
  /** Share covered, 0-100: sets the bar's length. */
  percent: number
  /** The same share written for the page's language, e.g. '95 %'. */
  value: string
}

/** Coverage targets: a label, the figure, a bar drawn to scale (decorative) and what it covers. */
export function CoverageBars({ items }: { items: readonly CoverageItem[] }) {
  return (
    <dl className="grid gap-6 md:grid-cols-2">
      {items.map((item) => (
        <div
          key={item.key}
          className="grid min-w-0 grid-cols-[1fr_auto] items-baseline gap-x-4 rounded-card border border-line bg-white p-6 shadow-card"
        >
          <dt className="min-w-0 text-lg font-bold break-words text-ink">{item.label}</dt>
          <dd className="text-3xl font-extrabold text-brand-700">
            <bdi dir="ltr">{item.value}</bdi>
          </dd>
          <dd className="col-span-2 mt-4">
            <div className="h-2.5 overflow-hidden rounded-full">
              <svg
                viewBox="0 0 100 1"
                preserveAspectRatio="none"
                aria-hidden="true"
                focusable="false"
                className="block h-full w-full"
              >
                <rect width="100" height="1" className="fill-brand-100" />
                <rect width={item.percent} height="1" className="fill-brand-600" />
              </svg>
            </div>
            <p className="mt-3 text-muted">{item.text}</p>
          </dd>
        </div>
      ))}
    </dl>
  )
}
