import type { Submission } from '../../server/inbox/records.ts'
import { InboxStore, inboxFile } from '../../server/inbox/store.ts'

/** What a test server's inbox (DATA_DIR, by default the e2e server's .e2e-data) stored, read from its SQLite file. */
export function stored(
  form: string,
  predicate: (s: Submission) => boolean,
  dataDir = '.e2e-data',
): Submission[] {
  const store = new InboxStore(inboxFile(dataDir))
  try {
    return store.list(form).filter(predicate)
  } finally {
    store.close()
  }
}

/** A unique e-mail address per test run, to find its submission. */
export function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`
}
