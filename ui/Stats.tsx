interface Stat {
  value: string
  label: string
}

/** Key figures: large value, short label. `tone` follows the background they sit on. */
export function Stats({ items, tone = 'light' }: { items: readonly Stat[]; tone?: 'light' | 'dark' }) {
  return (
    <dl className="grid grid-cols-2 gap-6 sm:grid-cols-3 lg:grid-cols-4">
      {items.map((item) => (
        <div key={item.label} className="flex flex-col-reverse">
          <dt className={`mt-1 text-sm ${tone === 'dark' ? 'text-slate-200' : 'text-muted'}`}>
            {item.label}
          </dt>
          <dd className={`text-3xl font-extrabold ${tone === 'dark' ? 'text-white' : 'text-brand-700'}`}>
            <bdi dir="ltr">{item.value}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  )
}
