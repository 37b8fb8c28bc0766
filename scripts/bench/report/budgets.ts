// Bench report: one budget, as the report prints it, bench.json holds it and the exit code counts it; and
// the table of every budget, printed last.
import { row } from './format.ts'

export interface Budget {
  name: string
  limit: string
  actual: string
  pass: boolean
}

export const budget = (name: string, limit: string, actual: string, pass: boolean): Budget => ({
  name,
  limit,
  actual,
  pass,
})

export function printBudgets(budgets: Budget[], out: string[]): void {
  out.push(`\n## Budgets\n`, row(['budget', 'limit', 'measured', '']), row(['---', '---', '---', '---']))
  for (const b of budgets) out.push(row([b.name, b.limit, b.actual, b.pass ? 'PASS' : 'FAIL']))
}
