import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import {
  type Channel,
  type Delivery,
  type DeliveryRow,
  type FormStore,
  type Submission,
  toDelivery,
} from './records.ts'

/** The embedded form inbox: one SQLite file, one row per accepted submission. */
export class InboxStore implements FormStore {
  private db: Database.Database

  constructor(file: string) {
    if (file !== ':memory:') mkdirSync(join(file, '..'), { recursive: true })
    this.db = new Database(file)
    this.db.pragma('journal_mode = WAL')
    this.db.pragma('busy_timeout = 5000')
    this.db.exec(`CREATE TABLE IF NOT EXISTS submissions (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      form TEXT NOT NULL,
      created_at TEXT NOT NULL,
      data TEXT NOT NULL
    )`)
    this.db.exec(
      'CREATE TABLE IF NOT EXISTS health (id INTEGER PRIMARY KEY CHECK (id = 1), checked_at TEXT NOT NULL)',
    )
    // The outbox: written in the same transaction as the submission, so an accepted lead always has its
    // deliveries; a delivery is claimed for a while (lease) before it is sent, so that one sender sends it.
    this.db.exec(`CREATE TABLE IF NOT EXISTS deliveries (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      submission_id INTEGER NOT NULL REFERENCES submissions (id),
      channel TEXT NOT NULL,
      status TEXT NOT NULL DEFAULT 'pending',
      attempts INTEGER NOT NULL DEFAULT 0,
      next_attempt_at INTEGER NOT NULL,
      lease_until INTEGER,
      last_error TEXT,
      sent_at TEXT,
      UNIQUE (submission_id, channel)
    )`)
    this.db.exec('CREATE INDEX IF NOT EXISTS deliveries_due ON deliveries (status, next_attempt_at)')
  }

  /** Whether a submission could be stored now: one small real write (a full disk or a read-only file fails it). */
  writable(): boolean {
    try {
      this.db
        .prepare(
          'INSERT INTO health (id, checked_at) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET checked_at = excluded.checked_at',
        )
        .run(new Date().toISOString())
      return true
    } catch {
      return false
    }
  }

  /**
   * Stores a submission as JSON text (never interpreted as markup anywhere), with a pending delivery per
   * channel, in one transaction; returns its id.
   */
  add(
    form: string,
    data: Record<string, unknown>,
    channels: readonly Channel[] = [],
    now = Date.now(),
  ): number {
    return this.db.transaction(() => {
      const result = this.db
        .prepare('INSERT INTO submissions (form, created_at, data) VALUES (?, ?, ?)')
        .run(form, new Date(now).toISOString(), JSON.stringify(data))
      const id = Number(result.lastInsertRowid)
      const delivery = this.db.prepare(
        'INSERT INTO deliveries (submission_id, channel, next_attempt_at) VALUES (?, ?, ?)',
      )
      for (const channel of channels) delivery.run(id, channel, now)
      return id
    })()
  }

  submission(id: number): Submission | undefined {
    const row = this.db.prepare('SELECT * FROM submissions WHERE id = ?').get(id) as
      | { id: number; form: string; created_at: string; data: string }
      | undefined
    return row && { id: row.id, form: row.form, createdAt: row.created_at, data: JSON.parse(row.data) }
  }

  /** Pending deliveries due at `now` and not claimed by a sender, oldest first. */
  due(now: number, limit = 20): Delivery[] {
    const rows = this.db
      .prepare(
        `SELECT * FROM deliveries WHERE status = 'pending' AND next_attempt_at <= ?
         AND (lease_until IS NULL OR lease_until <= ?) ORDER BY id LIMIT ?`,
      )
      .all(now, now, limit) as DeliveryRow[]
    return rows.map(toDelivery)
  }

  /** Claims a due delivery for `leaseMs`; false when another sender has it or it was sent. */
  claim(id: number, now: number, leaseMs: number): boolean {
    const result = this.db
      .prepare(
        `UPDATE deliveries SET lease_until = ? WHERE id = ? AND status = 'pending'
         AND (lease_until IS NULL OR lease_until <= ?)`,
      )
      .run(now + leaseMs, id, now)
    return result.changes === 1
  }

  claimNext(now: number, leaseMs: number): Delivery | undefined {
    return this.db
      .transaction(() => {
        const [next] = this.due(now, 1)
        return next && this.claim(next.id, now, leaseMs) ? next : undefined
      })
      .immediate()
  }

  markSent(id: number, now: number): void {
    this.db
      .prepare(
        `UPDATE deliveries SET status = 'sent', sent_at = ?, attempts = attempts + 1, lease_until = NULL,
         last_error = NULL WHERE id = ?`,
      )
      .run(new Date(now).toISOString(), id)
  }

  markFailed(id: number, error: string, nextAttemptAt: number): void {
    this.db
      .prepare(
        `UPDATE deliveries SET attempts = attempts + 1, last_error = ?, next_attempt_at = ?, lease_until = NULL
         WHERE id = ?`,
      )
      .run(error.slice(0, 500), nextAttemptAt, id)
  }

  /** Every delivery, or a submission's. */
  deliveries(submissionId?: number): Delivery[] {
    const rows = (
      submissionId === undefined
        ? this.db.prepare('SELECT * FROM deliveries ORDER BY id').all()
        : this.db.prepare('SELECT * FROM deliveries WHERE submission_id = ? ORDER BY id').all(submissionId)
    ) as DeliveryRow[]
    return rows.map(toDelivery)
  }

  list(form?: string): Submission[] {
    const rows = (
      form
        ? this.db.prepare('SELECT * FROM submissions WHERE form = ? ORDER BY id').all(form)
        : this.db.prepare('SELECT * FROM submissions ORDER BY id').all()
    ) as { id: number; form: string; created_at: string; data: string }[]
    return rows.map((r) => ({ id: r.id, form: r.form, createdAt: r.created_at, data: JSON.parse(r.data) }))
  }

  close(): void {
    if (this.db.open) this.db.close()
  }
}

export function inboxFile(dataDir: string): string {
  return join(dataDir, 'inbox.sqlite')
}

/** The store the configuration asks for: PostgreSQL with DATABASE_URL, else SQLite in DATA_DIR. */
export async function openStore(settings: { databaseUrl: string | undefined; dataDir: string }): Promise<{
  store: FormStore
  where: string
}> {
  if (settings.databaseUrl) {
    const { PgStore } = await import('./pgStore.ts')
    return { store: await PgStore.open(settings.databaseUrl), where: 'PostgreSQL (DATABASE_URL)' }
  }
  return { store: new InboxStore(inboxFile(settings.dataDir)), where: inboxFile(settings.dataDir) }
}
