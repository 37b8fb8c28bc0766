// `npm run inbox [form]`: lists the submissions stored by the embedded form inbox (newest last).
import { config } from '../renderer/config.ts'
import { InboxStore, inboxFile } from '../server/inbox/store.ts'

const form = process.argv[2]
const file = inboxFile(config().dataDir)
const store = new InboxStore(file)
const rows = store.list(form)
store.close()
if (!rows.length) console.log(`No submission${form ? ` for form "${form}"` : ''} in ${file}.`)
for (const row of rows) {
  console.log(`#${row.id}  ${row.createdAt}  ${row.form}`)
  for (const [key, value] of Object.entries(row.data))
    console.log(`    ${key}: ${String(value).replace(/\n/g, '\n      ')}`)
}
