import type { Channel, FormStore } from '../inbox/records.ts'
import { describeError, log } from '../log.ts'
import { SEND_TIMEOUT_MS, type Sender } from './senders.ts'

export interface OutboxOptions {
  /** How often due deliveries are looked for, besides right after each submission. */
  pollMs?: number
  /** The first retry's delay; each next one doubles, up to `maxBackoffMs`. */
  baseBackoffMs?: number
  maxBackoffMs?: number
  /** The clock (tests move it). */
  now?: () => number
}

/** Delay before attempt n+1 after n failed attempts: base, 2×base, 4×base… capped. */
export function backoff(failedAttempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, failedAttempts - 1))
}

/**
 * Delivers stored submissions (e-mail, webhook) from the store's outbox: each due delivery is claimed for
 * longer than a send may take, sent, then marked sent (with its time and attempts) or failed (with its
 * error and the next attempt's time, exponential backoff, never given up: it stays pending and visible).
 * Pending deliveries survive a restart: the next outbox on the same store resumes them.
 */
export class Outbox {
  private timer: NodeJS.Timeout | undefined
  private running: Promise<void> | undefined
  private again = false
  private stopped = false
  private readonly pollMs: number
  private readonly baseBackoffMs: number
  private readonly maxBackoffMs: number
  private readonly now: () => number

  constructor(
    private readonly store: FormStore,
    private readonly senders: Partial<Record<Channel, Sender>>,
    options: OutboxOptions = {},
  ) {
    this.pollMs = options.pollMs ?? 5_000
    this.baseBackoffMs = options.baseBackoffMs ?? 10_000
    this.maxBackoffMs = options.maxBackoffMs ?? 15 * 60_000
    this.now = options.now ?? Date.now
  }

  /** The channels a new submission gets a delivery on. */
  get channels(): Channel[] {
    return Object.keys(this.senders) as Channel[]
  }

  start(): void {
    this.stopped = false
    this.timer = setInterval(() => void this.kick(), this.pollMs)
    this.timer.unref()
    void this.kick()
  }

  /** Looks for due deliveries now (after a submission); resolves when that pass is over. */
  kick(): Promise<void> {
    if (this.stopped) return Promise.resolve()
    if (this.running) {
      this.again = true
      return this.running
    }
    this.running = this.drain().finally(() => {
      this.running = undefined
      if (this.again && !this.stopped) {
        this.again = false
        void this.kick()
      }
    })
    return this.running
  }

  /** Stops looking; resolves once the send in progress, if any, is over (graceful shutdown). */
  async stop(): Promise<void> {
    this.stopped = true
    clearInterval(this.timer)
    await this.running
  }

  private async drain(): Promise<void> {
    while (!this.stopped) {
      // Leased for longer than a send may take: no other sender (here or on another server) takes it.
      const delivery = await this.store.claimNext(this.now(), SEND_TIMEOUT_MS * 2)
      if (!delivery) return
      const submission = await this.store.submission(delivery.submissionId)
      const send = this.senders[delivery.channel]
      try {
        if (!submission) throw new Error(`Submission ${delivery.submissionId} not found`)
        if (!send) throw new Error(`No ${delivery.channel} sender configured`)
        await send(submission, delivery)
        await this.store.markSent(delivery.id, this.now())
        log('info', 'delivered', {
          delivery: delivery.id,
          submission: delivery.submissionId,
          channel: delivery.channel,
        })
      } catch (error) {
        const attempts = delivery.attempts + 1
        const next = this.now() + backoff(attempts, this.baseBackoffMs, this.maxBackoffMs)
        await this.store.markFailed(delivery.id, describeError(error).error, next)
        log('warn', 'delivery_failed', {
          delivery: delivery.id,
          submission: delivery.submissionId,
          channel: delivery.channel,
          attempts,
          retryAt: new Date(next).toISOString(),
          ...describeError(error),
        })
      }
    }
  }
}
