import pg from 'pg'
import { describeError, log } from '../log.ts'
import { type Channel, type DeliveryRow, type FormStore, type Submission, toDelivery } from './records.ts'

const toSubmission = (r: {
  id: number
  form: string
  created_at: Date
  data: Record<string, unknown>
}): Submission => ({
  id: r.id,
  form: r.form,
  createdAt: r.created_at.toISOString(),
  data: r.data,
})

/**
 * The form inbox and its outbox in PostgreSQL (DATABASE_URL): the same store as SQLite, shared by
 * several server instances behind a load balancer. A delivery is claimed with FOR UPDATE SKIP LOCKED,
 * so two instances never take the same one.
 */
export class PgStore implements FormStore {
  private constructor(private readonly pool: pg.Pool) {}

  static async open(url: string): Promise<PgStore> {
    const pool = new pg.Pool({ connectionString: url, max: 5 })
    // An idle connection the database closes (a restart, an administrator's shutdown, a failover) is an
    // 'error' of the pool: unhandled, it would end the process. The pool drops that connection and opens
    // another when a query needs one.
    pool.on('error', (error) => log('warn', 'database_connection_lost', describeError(error)))
    await pool.query(`CREATE TABLE IF NOT EXISTS submissions (
      id SERIAL PRIMARY KEY,
      form TEXT NOT NULL,
      created_at TIMESTAMPTZ NOT NULL,
      data JSONB NOT NULL
    )`)
    await pool.query(`CREATE TABLE IF NOT EXISTS deliveries (
      id SERIAL PRIMARY KEY,
      submission_id INTEGER NOT NULL REFERENCES submissions (id),
      channel TEXT NOT NULL,
      status TEXT NOT NULL DEFAULT 'pending',
      attempts INTEGER NOT NULL DEFAULT 0,
      next_attempt_at BIGINT NOT NULL,
      lease_until BIGINT,
      last_error TEXT,
      sent_at TIMESTAMPTZ,
      UNIQUE (submission_id, channel)
    )`)
    await pool.query('CREATE INDEX IF NOT EXISTS deliveries_due ON deliveries (status, next_attempt_at)')
    await pool.query(
      'CREATE TABLE IF NOT EXISTS health (id INTEGER PRIMARY KEY, checked_at TIMESTAMPTZ NOT NULL)',
    )
    return new PgStore(pool)
  }

  async add(
    form: string,
    data: Record<string, unknown>,
    channels: readonly Channel[] = [],
    now = Date.now(),
  ) {
    const client = await this.pool.connect()
    try {
      await client.query('BEGIN')
      const { rows } = await client.query<{ id: number }>(
        'INSERT INTO submissions (form, created_at, data) VALUES ($1, $2, $3) RETURNING id',
        [form, new Date(now), JSON.stringify(data)],
      )
      const id = rows[0]?.id as number
      for (const channel of channels)
        await client.query(
          'INSERT INTO deliveries (submission_id, channel, next_attempt_at) VALUES ($1, $2, $3)',
          [id, channel, now],
        )
      await client.query('COMMIT')
      return id
    } catch (error) {
      await client.query('ROLLBACK')
      throw error
    } finally {
      client.release()
    }
  }

  async submission(id: number) {
    const { rows } = await this.pool.query('SELECT * FROM submissions WHERE id = $1', [id])
    return rows[0] ? toSubmission(rows[0]) : undefined
  }

  async claimNext(now: number, leaseMs: number) {
    const { rows } = await this.pool.query<DeliveryRow>(
      `UPDATE deliveries SET lease_until = $1 WHERE id = (
         SELECT id FROM deliveries WHERE status = 'pending' AND next_attempt_at <= $2
           AND (lease_until IS NULL OR lease_until <= $2)
         ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
       RETURNING *`,
      [now + leaseMs, now],
    )
    return rows[0] ? toDelivery(rows[0]) : undefined
  }

  async markSent(id: number, now: number) {
    await this.pool.query(
      `UPDATE deliveries SET status = 'sent', sent_at = $1, attempts = attempts + 1, lease_until = NULL,
       last_error = NULL WHERE id = $2`,
      [new Date(now), id],
    )
  }

  async markFailed(id: number, error: string, nextAttemptAt: number) {
    await this.pool.query(
      'UPDATE deliveries SET attempts = attempts + 1, last_error = $1, next_attempt_at = $2, lease_until = NULL WHERE id = $3',
      [error.slice(0, 500), nextAttemptAt, id],
    )
  }

  async deliveries(submissionId?: number) {
    const { rows } =
      submissionId === undefined
        ? await this.pool.query<DeliveryRow>('SELECT * FROM deliveries ORDER BY id')
        : await this.pool.query<DeliveryRow>(
            'SELECT * FROM deliveries WHERE submission_id = $1 ORDER BY id',
            [submissionId],
          )
    return rows.map(toDelivery)
  }

  async list(form?: string) {
    const { rows } = form
      ? await this.pool.query('SELECT * FROM submissions WHERE form = $1 ORDER BY id', [form])
      : await this.pool.query('SELECT * FROM submissions ORDER BY id')
    return rows.map(toSubmission)
  }

  async writable() {
    try {
      await this.pool.query(
        'INSERT INTO health (id, checked_at) VALUES (1, now()) ON CONFLICT (id) DO UPDATE SET checked_at = now()',
      )
      return true
    } catch {
      return false
    }
  }

  async close() {
    await this.pool.end()
  }
}
