import { createHmac } from 'node:crypto'
import { createTransport } from 'nodemailer'
import type { SiteConfig } from '../../core/config.ts'
import type { Channel, Delivery, Submission } from '../inbox/records.ts'
import { submissionMail } from './message.ts'

/** Sends one delivery; resolves once the other side has accepted it, rejects otherwise. */
export type Sender = (submission: Submission, delivery: Delivery) => Promise<void>

/** How long a send may take before it counts as failed (the outbox's lease is longer). */
export const SEND_TIMEOUT_MS = 30_000

/** E-mails a submission to MAIL_TO through SMTP_URL (nodemailer). */
export function emailSender(settings: { smtpUrl: string; to: string; from: string }, brand: string): Sender {
  const url = new URL(settings.smtpUrl)
  const transport = createTransport({
    host: url.hostname,
    port: Number(url.port) || (url.protocol === 'smtps:' ? 465 : 587),
    secure: url.protocol === 'smtps:',
    ...(url.username
      ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } }
      : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: SEND_TIMEOUT_MS,
  })
  const domain = settings.from.split('@')[1] ?? 'localhost'
  return async (submission, delivery) => {
    const mail = submissionMail(submission, brand)
    await transport.sendMail({
      from: settings.from,
      to: settings.to,
      ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      // The same id at every attempt: a mailbox that got a copy whose acknowledgement was lost can tell.
      messageId: `<submission-${submission.id}.delivery-${delivery.id}@${domain}>`,
      headers: { 'X-Submission-Id': String(submission.id) },
    })
  }
}

/** The header carrying the HMAC-SHA256 of the webhook's body, hex, as `sha256=<hex>`. */
export const SIGNATURE_HEADER = 'X-Signature-SHA256'

/** POSTs a submission as JSON to WEBHOOK_URL, signed with WEBHOOK_SECRET; a 2xx answer is a delivery. */
export function webhookSender(settings: { url: string; secret?: string }): Sender {
  return async (submission, delivery) => {
    const body = JSON.stringify({
      id: submission.id,
      form: submission.form,
      createdAt: submission.createdAt,
      data: submission.data,
    })
    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      'X-Delivery-Id': String(delivery.id),
    }
    if (settings.secret)
      headers[SIGNATURE_HEADER] = `sha256=${createHmac('sha256', settings.secret).update(body).digest('hex')}`
    const res = await fetch(settings.url, {
      method: 'POST',
      headers,
      body,
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    })
    await res.body?.cancel()
    if (!res.ok) throw new Error(`Webhook answered ${res.status}`)
  }
}

/** The senders the configuration asks for, by channel. */
export function configuredSenders(
  delivery: SiteConfig['delivery'],
  brand: string,
): Partial<Record<Channel, Sender>> {
  return {
    ...(delivery.email ? { email: emailSender(delivery.email, brand) } : {}),
    ...(delivery.webhook ? { webhook: webhookSender(delivery.webhook) } : {}),
  }
}
