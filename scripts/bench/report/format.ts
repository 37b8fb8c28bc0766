// Bench report: how figures and table rows are printed.
export const KB = 1024
export const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`
export const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`
/** The largest of the values (0 for none): the worst page or run. */
export const max = (values: number[]) => Math.max(0, ...values)
