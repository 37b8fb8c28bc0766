// Bench report: Lighthouse's table (every audited page, mobile preset) and its budgets.
import type { LighthouseResult, Report } from '../results.ts'
import { type Budget, budget } from './budgets.ts'
import { max, row } from './format.ts'

export function lighthouseBudgets(r: Report): Budget[] {
  if (!r.lighthouse) return []
  const all = Object.values(r.lighthouse)
  const worst = (k: keyof LighthouseResult) => all.map((l) => l[k])
  const scores = all.flatMap((l) => [l.performance, l.accessibility, l.bestPractices, l.seo])
  return [
    budget(
      'Lighthouse, 4 categories, every page',
      '100',
      `min ${Math.min(...scores)}`,
      scores.every((s) => s === 100),
    ),
    budget(
      'CLS',
      '0',
      `max ${max(worst('cls')).toFixed(3)}`,
      worst('cls').every((v) => v === 0),
    ),
    budget(
      'TBT',
      '0 ms',
      `max ${max(worst('tbtMs')).toFixed(0)} ms`,
      worst('tbtMs').every((v) => v === 0),
    ),
    budget(
      'LCP (median of 3)',
      '≤ 1.0 s',
      `max ${(max(worst('lcpMs')) / 1000).toFixed(2)} s`,
      worst('lcpMs').every((v) => v <= 1000),
    ),
  ]
}

export function printLighthouse(lighthouse: Record<string, LighthouseResult>, out: string[]): void {
  out.push(`\n## Lighthouse (mobile, simulated throttling, median of 3)\n`)
  out.push(
    row(['page', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP', 'CLS', 'TBT']),
    row(['---', '---', '---', '---', '---', '---', '---', '---']),
  )
  for (const [url, l] of Object.entries(lighthouse)) {
    out.push(
      row([
        new URL(url).pathname,
        l.performance,
        l.accessibility,
        l.bestPractices,
        l.seo,
        `${(l.lcpMs / 1000).toFixed(2)} s`,
        l.cls.toFixed(3),
        `${l.tbtMs.toFixed(0)} ms`,
      ]),
    )
  }
}
