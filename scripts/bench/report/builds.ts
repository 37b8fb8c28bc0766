// Bench report: the builds' table (clean, with the share images drawn and cached, and with 1,000 extra
// articles per language) and their budgets.
import type { BuildRun, Report } from '../results.ts'
import { type Budget, budget } from './budgets.ts'
import { row } from './format.ts'

export function buildBudgets(r: Report): Budget[] {
  const list: Budget[] = []
  // --interactions builds once to have pages to serve: its budgets are the interactions' own.
  if (!r.interactionsOnly)
    list.push(budget('Clean build', '≤ 6 s', `${r.build.seconds.toFixed(1)} s`, r.build.seconds <= 6))
  if (r.build.marginalMs !== undefined) {
    list.push(
      budget(
        'Marginal cost per added page',
        '≤ 3 ms',
        `${r.build.marginalMs.toFixed(2)} ms`,
        r.build.marginalMs <= 3,
      ),
    )
  }
  return list
}

export function printBuilds(build: Report['build'], out: string[]): void {
  const runs = (b: BuildRun) => b.runs.map((s) => s.toFixed(1)).join(' / ')
  out.push(
    `## Build (median of ${build.runs.length} runs)\n`,
    row(['build', 'time', 'runs (s)', 'pages', 'ms/page']),
    row(['---', '---', '---', '---', '---']),
  )
  if (build.coldCache) {
    const cold = build.coldCache
    out.push(
      row([
        'clean, share images drawn',
        `${cold.seconds.toFixed(1)} s`,
        runs(cold),
        cold.pages,
        cold.msPerPage.toFixed(1),
      ]),
    )
  }
  out.push(
    row([
      build.coldCache ? 'clean, share images cached' : 'clean',
      `${build.seconds.toFixed(1)} s`,
      runs(build),
      build.pages,
      build.msPerPage.toFixed(1),
    ]),
  )
  if (build.scaled) {
    out.push(
      row([
        '+1,000 articles/language',
        `${build.scaled.seconds.toFixed(1)} s`,
        runs(build.scaled),
        build.scaled.pages,
        build.scaled.msPerPage.toFixed(1),
      ]),
    )
    const pairs = build.marginalRuns?.map((ms) => ms.toFixed(2)).join(' / ')
    out.push(
      `\nMarginal cost per added page: ${build.marginalMs?.toFixed(2)} ms (median of the pairs: ${pairs} ms; each pair is a build with the extra articles, then a clean one)`,
    )
  }
}
