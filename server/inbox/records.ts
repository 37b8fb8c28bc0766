/**
 * What the form inbox stores, whatever the database: submissions, their deliveries, and the store's
 * interface (SQLite's InboxStore in store.ts, PostgreSQL's PgStore in pgStore.ts).
 */

export interface Submission {
  id: number
  form: string
  createdAt: string
  data: Record<string, unknown>
}

/** Where a submission is delivered after it is stored. */
export type Channel = 'email' | 'webhook'

/** One submission's delivery on one channel: pending until sent, never dropped. */
export interface Delivery {
  id: number
  submissionId: number
  channel: Channel
  status: 'pending' | 'sent'
  attempts: number
  /** When it may be tried next (ms since the epoch). */
  nextAttemptAt: number
  lastError: string | null
  sentAt: string | null
}

/** A deliveries row as a driver returns it: SQLite gives numbers and text, PostgreSQL BIGINT as text and dates. */
export type DeliveryRow = {
  id: number
  submission_id: number
  channel: Channel
  status: 'pending' | 'sent'
  attempts: number
  next_attempt_at: number | string
  last_error: string | null
  sent_at: string | Date | null
}

/** The row of either store as a Delivery. */
export const toDelivery = (r: DeliveryRow): Delivery => ({
  id: r.id,
  submissionId: r.submission_id,
  channel: r.channel,
  status: r.status,
  attempts: r.attempts,
  nextAttemptAt: Number(r.next_attempt_at),
  lastError: r.last_error,
  sentAt: r.sent_at instanceof Date ? r.sent_at.toISOString() : r.sent_at,
})

type MaybePromise<T> = T | Promise<T>

/**
 * Where submissions and their deliveries live: SQLite (InboxStore, the default, synchronous) or
 * PostgreSQL (PgStore, with DATABASE_URL, shared by several servers). Callers always await.
 */
export interface FormStore {
  add(
    form: string,
    data: Record<string, unknown>,
    channels?: readonly Channel[],
    now?: number,
  ): MaybePromise<number>
  submission(id: number): MaybePromise<Submission | undefined>
  /** Claims the oldest due, unclaimed delivery for `leaseMs`: exactly one sender gets each. */
  claimNext(now: number, leaseMs: number): MaybePromise<Delivery | undefined>
  markSent(id: number, now: number): MaybePromise<void>
  markFailed(id: number, error: string, nextAttemptAt: number): MaybePromise<void>
  deliveries(submissionId?: number): MaybePromise<Delivery[]>
  list(form?: string): MaybePromise<Submission[]>
  writable(): MaybePromise<boolean>
  close(): MaybePromise<void>
}
