// `npm run inbox [form]`: the submissions the embedded form inbox stored (oldest first), each with its
// deliveries (e-mail, webhook: sent when and after how many attempts, or pending with the last error).
// `npm run inbox -- --csv [form]` writes them as CSV (one row per submission) to standard output.
import { config } from '../core/config.ts'
import type { Delivery, Submission } from '../server/inbox/records.ts'
import { openStore } from '../server/inbox/store.ts'

const args = process.argv.slice(2)
const csv = args.includes('--csv')
const form = args.find((a) => !a.startsWith('--'))
const { store, where } = await openStore(config())
const rows = await Promise.all(
  (await store.list(form)).map(async (submission) => ({
    submission,
    deliveries: await store.deliveries(submission.id),
  })),
)
await store.close()

/** A delivery's state in a few words. */
function state(d: Delivery): string {
  if (d.status === 'sent') return `${d.channel} sent ${d.sentAt} (attempt ${d.attempts})`
  const next = new Date(d.nextAttemptAt).toISOString()
  return d.attempts
    ? `${d.channel} PENDING after ${d.attempts} attempts, next ${next}: ${d.lastError ?? ''}`
    : `${d.channel} pending`
}

/** A CSV field: quoted, quotes doubled; a leading = + - @ is neutralised for spreadsheets. */
const cell = (value: unknown) => {
  const text = String(value ?? '')
  return `"${(/^[=+\-@]/.test(text) ? `'${text}` : text).replace(/"/g, '""')}"`
}

function toCsv(items: { submission: Submission; deliveries: Delivery[] }[]): string {
  const fields = [...new Set(items.flatMap(({ submission }) => Object.keys(submission.data)))]
  const header = ['id', 'form', 'created_at', ...fields, 'delivery']
  const lines = items.map(({ submission, deliveries }) =>
    [
      submission.id,
      submission.form,
      submission.createdAt,
      ...fields.map((f) => submission.data[f]),
      deliveries.map(state).join('; ') || 'not delivered (no channel configured)',
    ]
      .map(cell)
      .join(','),
  )
  return `${[header.map(cell).join(','), ...lines].join('\r\n')}\r\n`
}

if (csv) process.stdout.write(toCsv(rows))
else {
  if (!rows.length) console.log(`No submission${form ? ` for form "${form}"` : ''} in ${where}.`)
  for (const { submission, deliveries } of rows) {
    console.log(`#${submission.id}  ${submission.createdAt}  ${submission.form}`)
    for (const [key, value] of Object.entries(submission.data))
      console.log(`    ${key}: ${String(value).replace(/\n/g, '\n      ')}`)
    console.log(`    → ${deliveries.map(state).join('\n    → ') || 'not delivered (no channel configured)'}`)
  }
}
