// Bench: the budgets of issue 7, and the printed table.
import type { BuildRun } from './build.ts'
import type { LighthouseResult } from './lighthouse.ts'
import type { Weight } from './weight.ts'

export interface Report {
  date: string
  quick: boolean
  build: BuildRun & { scaled?: BuildRun; marginalMs?: number; marginalRuns?: number[] }
  reactRuntimeGz: number
  loaderGz: number
  pages: {
    url: string
    firstVisit: Weight
    returning: Weight
    floorGz: number
    /** gzip of the stylesheet inlined into the page (part of its HTML). */
    inlineCssGz: number
    /** Bytes of the page's first response on the wire, HTTP headers included (one TCP round trip: 14,600). */
    firstResponseBytes: number
  }[]
  islands: { island: string; url: string; weight: Weight }[]
  lighthouse?: Record<string, LighthouseResult>
}

export interface Budget {
  name: string
  limit: string
  actual: string
  pass: boolean
}

const KB = 1024
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`
const max = (values: number[]) => Math.max(0, ...values)

export function evaluateBudgets(r: Report): Budget[] {
  const budget = (name: string, limit: string, actual: string, pass: boolean) => ({
    name,
    limit,
    actual,
    pass,
  })
  const js = max(r.pages.flatMap((p) => [p.firstVisit.js.gz, p.returning.js.gz]))
  const list: Budget[] = [
    budget('JS before interaction, any page (gzip)', '≤ 15 KB', kb(js), js <= 15 * KB),
    budget(
      'CSS per page, inlined + files (gzip)',
      '≤ 15 KB',
      kb(max(r.pages.map((p) => p.firstVisit.css.gz + p.inlineCssGz))),
      max(r.pages.map((p) => p.firstVisit.css.gz + p.inlineCssGz)) <= 15 * KB,
    ),
    budget(
      'HTML per page (gzip)',
      '≤ 30 KB',
      kb(max(r.pages.map((p) => p.firstVisit.html.gz))),
      max(r.pages.map((p) => p.firstVisit.html.gz)) <= 30 * KB,
    ),
    budget('Clean build', '≤ 6 s', `${r.build.seconds.toFixed(1)} s`, r.build.seconds <= 6),
  ]
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
  if (r.lighthouse) {
    const all = Object.values(r.lighthouse)
    const worst = (k: keyof LighthouseResult) => all.map((l) => l[k])
    const scores = all.flatMap((l) => [l.performance, l.accessibility, l.bestPractices, l.seo])
    list.push(
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
    )
  }
  return list
}

const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`

export function printReport(r: Report, budgets: Budget[]): void {
  const out: string[] = []
  const runs = (b: BuildRun) => b.runs.map((s) => s.toFixed(1)).join(' / ')
  out.push(
    `## Build (median of ${r.build.runs.length} runs)\n`,
    row(['build', 'time', 'runs (s)', 'pages', 'ms/page']),
    row(['---', '---', '---', '---', '---']),
  )
  out.push(
    row([
      'clean',
      `${r.build.seconds.toFixed(1)} s`,
      runs(r.build),
      r.build.pages,
      r.build.msPerPage.toFixed(1),
    ]),
  )
  if (r.build.scaled) {
    out.push(
      row([
        '+1,000 articles/language',
        `${r.build.scaled.seconds.toFixed(1)} s`,
        runs(r.build.scaled),
        r.build.scaled.pages,
        r.build.scaled.msPerPage.toFixed(1),
      ]),
    )
    const pairs = r.build.marginalRuns?.map((ms) => ms.toFixed(2)).join(' / ')
    out.push(
      `\nMarginal cost per added page: ${r.build.marginalMs?.toFixed(2)} ms (median of the pairs: ${pairs} ms; each pair is a build with the extra articles, then a clean one)`,
    )
  }
  out.push(`\n## Page weight (gzip; raw and Brotli as sent to Chromium in bench.json)\n`)
  out.push(`Floors: React runtime alone ${kb(r.reactRuntimeGz)}; islands loader ${kb(r.loaderGz)}.\n`)
  out.push(
    row([
      'page',
      'HTML',
      'of which inline CSS',
      'first response (wire, with headers)',
      'JS 1st visit',
      'JS returning',
      'requests',
      'JS ÷ React floor',
      'total ÷ no-script floor',
    ]),
  )
  out.push(row(['---', '---', '---', '---', '---', '---', '---', '---', '---']))
  for (const p of r.pages) {
    const f = p.firstVisit
    const total = f.html.gz + f.css.gz + f.js.gz
    out.push(
      row([
        p.url,
        kb(f.html.gz),
        kb(p.inlineCssGz + f.css.gz),
        `${(p.firstResponseBytes / 1000).toFixed(1)} kB`,
        kb(f.js.gz),
        kb(p.returning.js.gz),
        f.requests,
        (f.js.gz / r.reactRuntimeGz).toFixed(3),
        (total / p.floorGz).toFixed(3),
      ]),
    )
  }
  out.push(
    `\n## On first interaction (what each island adds)\n`,
    row(['island', 'page', 'JS', 'requests']),
    row(['---', '---', '---', '---']),
  )
  for (const i of r.islands) out.push(row([i.island, i.url, kb(i.weight.js.gz), i.weight.requests]))
  if (r.lighthouse) {
    out.push(`\n## Lighthouse (mobile, simulated throttling, median of 3)\n`)
    out.push(
      row(['page', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP', 'CLS', 'TBT']),
      row(['---', '---', '---', '---', '---', '---', '---', '---']),
    )
    for (const [url, l] of Object.entries(r.lighthouse)) {
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
  out.push(`\n## Budgets\n`, row(['budget', 'limit', 'measured', '']), row(['---', '---', '---', '---']))
  for (const b of budgets) out.push(row([b.name, b.limit, b.actual, b.pass ? 'PASS' : 'FAIL']))
  console.log(out.join('\n'))
}
