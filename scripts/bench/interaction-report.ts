// Bench: the first interactions' budgets (mobile profile, every row) and their printed table.

import { kb, row } from './format.ts'
import type { InteractionResult } from './interactions.ts'
import type { Budget } from './report.ts'

const ms = (value: number) => `${Math.round(value).toLocaleString('en')} ms`
const visitorName = (i: InteractionResult) => (i.visitor === 'first' ? 'first-time' : 'returning')
const cell = (i: InteractionResult) => `${i.row}, ${visitorName(i)}`

/**
 * The mobile profile's budget on one statistic of the first interaction (median or max): the worst row,
 * and every row whose runs did not all answer (a failed run fails the budget).
 */
export function interactionBudget(
  list: InteractionResult[],
  stat: 'medianMs' | 'maxMs',
  limit: number,
): Budget {
  const mobile = list.filter((i) => i.profile === 'mobile')
  const failed = mobile.filter((i) => i.runs.some((run) => run.ms === null))
  const answered = mobile.filter((i) => i[stat] !== null)
  const worst = answered.reduce<InteractionResult | undefined>(
    (w, i) => (w && (w[stat] as number) >= (i[stat] as number) ? w : i),
    undefined,
  )
  const parts = worst ? [`${ms(worst[stat] as number)} (${cell(worst)})`] : []
  if (failed.length) parts.push(`failed: ${failed.map(cell).join('; ')}`)
  return {
    name: `First interaction, mobile profile, every row: ${stat === 'medianMs' ? 'median' : 'max'}`,
    limit: `≤ ${limit} ms`,
    actual: parts.join('; ') || 'nothing measured',
    pass: mobile.length > 0 && !failed.length && answered.every((i) => (i[stat] as number) <= limit),
  }
}

export function printInteractions(list: InteractionResult[], out: string[]): void {
  out.push(
    `\n## First interaction (input event to the first frame showing the answer; 3 runs, each a new context)\n`,
    'mobile: 412×823 touch, 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up, CPU ×4; unthrottled: desktop, clicks.',
    'JS and requests: what the interaction fetched until its island hydrated (median of the runs).\n',
    row([
      'row',
      'visitor',
      'profile',
      'median',
      'max',
      'runs (ms)',
      'JS (gzip)',
      'JS (wire)',
      'requests',
      'note',
    ]),
    row(['---', '---', '---', '---', '---', '---', '---', '---', '---', '---']),
  )
  for (const i of list) {
    const failures = [...new Set(i.runs.flatMap((run) => (run.failure ? [run.failure] : [])))]
    const unhydrated = i.runs.filter((run) => !run.hydrated && run.ms !== null).length
    const notes = [
      ...failures.map((f) => `${i.runs.filter((run) => run.failure === f).length}× ${f}`),
      ...(unhydrated ? [`${unhydrated}× island not hydrated within 20 s`] : []),
    ]
    out.push(
      row([
        i.row,
        visitorName(i),
        i.profile,
        i.medianMs === null ? '–' : ms(i.medianMs),
        i.maxMs === null ? '–' : ms(i.maxMs),
        i.runs.map((run) => (run.ms === null ? '✗' : Math.round(run.ms))).join(' / '),
        kb(i.jsGz),
        kb(i.jsWire),
        i.requests,
        notes.join('; '),
      ]),
    )
  }
}
