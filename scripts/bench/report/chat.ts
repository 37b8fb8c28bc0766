// Bench report: the chat assistant's table (answer times on the embedded server, its knowledge and edge
// bundle's sizes) and its budgets.
import type { ChatBench, Report } from '../results.ts'
import { type Budget, budget } from './budgets.ts'
import { KB, kb, row } from './format.ts'

export function chatBudgets(r: Report): Budget[] {
  if (!r.chat) return []
  return [
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
  ]
}

export function printChat(c: ChatBench, out: string[]): void {
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
