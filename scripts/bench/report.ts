// Bench: the budgets of issue 7 (and of the first interaction), and the printed table.
import type { Budget } from './budget.ts'
import { KB, kb, row } from './format.ts'
import {
  CHROMIUM_MOBILE,
  FIREFOX,
  interactionBudget,
  printInteractions,
  type Scope,
  WEBKIT,
} from './interaction-report.ts'
import type { BuildRun, LighthouseResult, Report } from './results.ts'

const max = (values: number[]) => Math.max(0, ...values)
/** JavaScript a page runs before any interaction: its inline scripts and the script files it fetched. */
const jsBeforeInteraction = (p: Report['pages'][number]) =>
  p.inlineJsGz + Math.max(p.firstVisit.js.gz, p.returning?.js.gz ?? 0)

export function evaluateBudgets(r: Report): Budget[] {
  const budget = (name: string, limit: string, actual: string, pass: boolean) => ({
    name,
    limit,
    actual,
    pass,
  })
  const list: Budget[] = []
  if (r.pages.length) {
    const js = max(r.pages.map(jsBeforeInteraction))
    const fetched = max(r.pages.flatMap((p) => [p.firstVisit.js.gz, p.returning?.js.gz ?? 0]))
    const requests = max(r.pages.flatMap((p) => [p.firstVisit.requests, p.returning?.requests ?? 0]))
    list.push(
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
    )
  }
  if (r.chat) {
    list.push(
      budget(
        'Chat answer, embedded server (p95 of the test questions)',
        '≤ 50 ms',
        `${r.chat.p95Ms.toFixed(1)} ms`,
        r.chat.p95Ms <= 50,
      ),
      // Today's knowledge of four languages with room to grow; a Worker's limit is 3 MB gzip (free plan).
      budget(
        'Chat edge bundle (minified)',
        '≤ 1.5 MB',
        kb(r.chat.edgeMinBytes),
        r.chat.edgeMinBytes <= 1.5 * KB * KB,
      ),
    )
  }
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
  if (r.interactions) {
    // Every first interaction ≤ 100 ms (median), both as the page sees its answer and as browsers time it.
    // An engine without the Event Timing API (WebKitGTK 2.50) has the in-page budgets only.
    const scopes: [Scope, string | undefined, boolean][] = [[CHROMIUM_MOBILE, undefined, true]]
    const { firefox, webkit } = r.engines ?? {}
    if (firefox) scopes.push([FIREFOX, firefox.skipped, firefox.eventTiming])
    if (webkit) scopes.push([WEBKIT, webkit.skipped, webkit.eventTiming])
    for (const [scope, absent, eventTiming] of scopes)
      list.push(
        interactionBudget(r.interactions, scope, 'medianMs', 100, absent),
        interactionBudget(r.interactions, scope, 'maxMs', 200, absent),
        ...(eventTiming ? [interactionBudget(r.interactions, scope, 'eventMedianMs', 100, absent)] : []),
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

export function printReport(r: Report, budgets: Budget[]): void {
  const out: string[] = []
  const runs = (b: BuildRun) => b.runs.map((s) => s.toFixed(1)).join(' / ')
  out.push(
    `## Build (median of ${r.build.runs.length} runs)\n`,
    row(['build', 'time', 'runs (s)', 'pages', 'ms/page']),
    row(['---', '---', '---', '---', '---']),
  )
  if (r.build.coldCache) {
    const cold = r.build.coldCache
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
      r.build.coldCache ? 'clean, share images cached' : 'clean',
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
  if (r.chat) {
    const c = r.chat
    out.push(
      `\n## Chat assistant\n`,
      row(['measure', 'value']),
      row(['---', '---']),
      row(['questions asked (each once, in turn, loopback HTTP)', c.questions]),
      row(['knowledge read and built (once, at start)', `${c.buildMs.toFixed(0)} ms`]),
      row(['first answer after start', `${c.firstMs.toFixed(0)} ms`]),
      row([
        'answer time p50 / p95 / max',
        `${c.p50Ms.toFixed(1)} / ${c.p95Ms.toFixed(1)} / ${c.maxMs.toFixed(1)} ms`,
      ]),
      row(['knowledge files, four languages', kb(c.knowledgeBytes)]),
      row([
        'edge bundle: unminified / minified / gzip',
        `${kb(c.edgeBytes)} / ${kb(c.edgeMinBytes)} / ${kb(c.edgeMinGz)}`,
      ]),
    )
  }
  if (r.pages.length) printPages(r, out)
  if (r.interactions) printInteractions(r.interactions, out, r.engines)
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

function printPages(r: Report, out: string[]): void {
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
