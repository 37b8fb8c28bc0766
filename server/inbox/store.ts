import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import Database from 'better-sqlite3'

export interface Submission {
  id: number
  form: string
  createdAt: string
  data: Record<string, unknown>
}

/** The embedded form inbox: one SQLite file, one row per accepted submission. */
export class InboxStore {
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

  /** Stores a submission as JSON text (never interpreted as markup anywhere) and returns its id. */
  add(form: string, data: Record<string, unknown>): number {
    const result = this.db
      .prepare('INSERT INTO submissions (form, created_at, data) VALUES (?, ?, ?)')
      .run(form, new Date().toISOString(), JSON.stringify(data))
    return Number(result.lastInsertRowid)
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
