// Bench report, the one entry point: evaluates every budget (those of issue 7 and of the first
// interaction), writes bench-results/bench.json (the results and the budgets) and prints every table. Each
// table's file holds its budgets too; the report reads the results' types (../results.ts) and nothing the
// measurements run.
import { mkdirSync, writeFileSync } from 'node:fs'
import type { Report } from '../results.ts'
import { type Budget, printBudgets } from './budgets.ts'
import { buildBudgets, printBuilds } from './builds.ts'
import { chatBudgets, printChat } from './chat.ts'
import { interactionBudgets, printInteractions } from './interactions.ts'
import { lighthouseBudgets, printLighthouse } from './lighthouse.ts'
import { pageBudgets, printPages } from './pages.ts'

/** Every budget, in the order of the budgets' table: pages, chat, builds, first interactions, Lighthouse. */
function evaluateBudgets(r: Report): Budget[] {
  return [
    ...pageBudgets(r),
    ...chatBudgets(r),
    ...buildBudgets(r),
    ...interactionBudgets(r),
    ...lighthouseBudgets(r),
  ]
}

/** The tables: builds, chat, pages, first interactions, Lighthouse (each where measured), then the budgets. */
function printReport(r: Report, budgets: Budget[]): void {
  const out: string[] = []
  printBuilds(r.build, out)
  if (r.chat) printChat(r.chat, out)
  if (r.pages.length) printPages(r, out)
  if (r.interactions) printInteractions(r.interactions, out, r.engines)
  if (r.lighthouse) printLighthouse(r.lighthouse, out)
  printBudgets(budgets, out)
  console.log(out.join('\n'))
}

/** Evaluates the budgets, writes bench-results/bench.json, prints the tables; returns the budgets. */
export function writeReport(r: Report): Budget[] {
  const budgets = evaluateBudgets(r)
  mkdirSync('bench-results', { recursive: true })
  writeFileSync('bench-results/bench.json', JSON.stringify({ ...r, budgets }, null, 2))
  printReport(r, budgets)
  return budgets
}
