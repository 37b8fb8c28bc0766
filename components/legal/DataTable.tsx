interface Props<Col extends string> {
  caption: string
  columns: readonly Col[]
  headers: Record<Col, string>
  /** The rows in display order, by a stable key: each has a text per column. */
  rows: Record<string, Record<Col, string>>
}

/**
 * A data table with a caption, column headers and the first column as row header. On narrow screens
 * each row becomes a card and every cell shows its column name (hidden from assistive technology,
 * which reads the real headers).
 */
export function DataTable<Col extends string>({ caption, columns, headers, rows }: Props<Col>) {
  const cellClass = 'align-top max-md:block max-md:py-1 md:border-b md:border-line md:px-4 md:py-3'
  return (
    <table className="mt-6 w-full text-start text-sm leading-6 max-md:block">
      <caption className="mb-3 text-start font-semibold text-ink max-md:block">{caption}</caption>
      <thead className="max-md:sr-only">
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col" className="bg-surface px-4 py-3 font-semibold text-ink">
              {headers[column]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="max-md:block max-md:space-y-4">
        {Object.entries(rows).map(([key, row]) => (
          <tr
            key={key}
            className="max-md:block max-md:rounded-card max-md:border max-md:border-line max-md:p-4"
          >
            {columns.map((column, index) => {
              const Cell = index === 0 ? 'th' : 'td'
              return (
                <Cell
                  key={column}
                  scope={index === 0 ? 'row' : undefined}
                  className={`${cellClass} ${index === 0 ? 'font-semibold text-ink' : ''}`}
                >
                  {index > 0 && (
                    <span
                      aria-hidden="true"
                      className="block text-xs font-semibold text-muted uppercase md:hidden"
                    >
                      {headers[column]}
                    </span>
                  )}
                  {row[column]}
                </Cell>
              )
            })}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
