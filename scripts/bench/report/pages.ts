// Bench report: the page weight table (every page weighed, against the floors) and its budgets.
import type { Report } from '../results.ts'
import { type Budget, budget } from './budgets.ts'
import { KB, kb, max, row } from './format.ts'

/** JavaScript a page runs before any interaction: its inline scripts and the script files it fetched. */
const jsBeforeInteraction = (p: Report['pages'][number]) =>
  p.inlineJsGz + Math.max(p.firstVisit.js.gz, p.returning?.js.gz ?? 0)

export function pageBudgets(r: Report): Budget[] {
  if (!r.pages.length) return []
  const js = max(r.pages.map(jsBeforeInteraction))
  const fetched = max(r.pages.flatMap((p) => [p.firstVisit.js.gz, p.returning?.js.gz ?? 0]))
  const requests = max(r.pages.flatMap((p) => [p.firstVisit.requests, p.returning?.requests ?? 0]))
  return [
    budget(
      'JS fetched before interaction, any page (script files, gzip)',
      '≤ 2 KB',
      kb(fetched),
      fetched <= 2 * KB,
    ),
    budget(
      'Requests before interaction, any page (the page itself only)',
      '1',
      String(requests),
      requests <= 1,
    ),
    // Inline scripts count too: at most what a page ran before islands answered taps from its HTML
    // (a 1.1 KB head script and the 1.9 KB loader it fetched after the first paint), plus the 0.3 KB
    // that answer first taps in browsers without invoker commands or popovers (Safari before 26.2,
    // so most iPhones today: islands/instant/commands.ts, popover.ts).
    budget('JS before interaction, any page: inline + files (gzip)', '≤ 3.5 KB', kb(js), js <= 3.5 * KB),
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
  ]
}

export function printPages(r: Report, out: string[]): void {
  out.push(`\n## Page weight (gzip; raw and Brotli as sent to Chromium in bench.json)\n`)
  const floor = r.reactRuntimeGz
  out.push(
    `Floors: React runtime alone ${floor ? kb(floor) : 'not measured'}; islands loader ${kb(r.loaderGz)}.`,
    'JS before interaction = the inline scripts the page runs + the script files it fetched (gzip).\n',
  )
  out.push(
    row([
      'page',
      'HTML',
      'of which inline CSS',
      'first response (wire, with headers)',
      'inline JS',
      'JS files 1st visit',
      'JS files returning',
      'JS before interaction',
      'requests',
      'JS ÷ React floor',
      'total ÷ no-script floor',
    ]),
  )
  out.push(row(['---', '---', '---', '---', '---', '---', '---', '---', '---', '---', '---']))
  for (const p of r.pages) {
    const f = p.firstVisit
    const total = f.html.gz + f.css.gz + f.js.gz
    out.push(
      row([
        p.url,
        kb(f.html.gz),
        kb(p.inlineCssGz + f.css.gz),
        `${(p.firstResponseBytes / 1000).toFixed(1)} kB`,
        kb(p.inlineJsGz),
        kb(f.js.gz),
        p.returning ? kb(p.returning.js.gz) : '–',
        kb(jsBeforeInteraction(p)),
        f.requests,
        floor ? (jsBeforeInteraction(p) / floor).toFixed(3) : '–',
        (total / p.floorGz).toFixed(3),
      ]),
    )
  }
}
