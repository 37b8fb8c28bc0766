import { describeError, log } from '../log.ts'

/** The reCAPTCHA v3 action each form's token is made for (islands/forms: submitForm). */
export const RECAPTCHA_ACTIONS: Record<string, string> = {
  contact: 'contact_form',
  community: 'community_join_form',
}

export interface RecaptchaSettings {
  secret: string
  minScore: number
  /** Google's siteverify endpoint, or a stand-in (tests). */
  verifyUrl: string
}

/**
 * The verdict on a token: `ok`, `rejected` (missing, invalid, another action, a score under the
 * threshold: answered 400), or `unverified` when the verification service cannot be reached (the lead is
 * kept, marked so: a visitor must not lose a message because Google is down).
 */
export async function verifyRecaptcha(
  settings: RecaptchaSettings,
  token: unknown,
  action: string | undefined,
  remoteIp: string,
): Promise<{ verdict: 'ok' } | { verdict: 'rejected'; reason: string } | { verdict: 'unverified' }> {
  if (typeof token !== 'string' || token === '') return { verdict: 'rejected', reason: 'missing token' }
  let answer: { success?: boolean; score?: number; action?: string; 'error-codes'?: string[] }
  try {
    const res = await fetch(settings.verifyUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret: settings.secret, response: token, remoteip: remoteIp }),
      signal: AbortSignal.timeout(5_000),
    })
    if (!res.ok) throw new Error(`siteverify answered ${res.status}`)
    answer = (await res.json()) as typeof answer
  } catch (error) {
    log('warn', 'recaptcha_unverified', describeError(error))
    return { verdict: 'unverified' }
  }
  if (!answer.success)
    return { verdict: 'rejected', reason: (answer['error-codes'] ?? ['invalid token']).join(', ') }
  if (action && answer.action !== action) return { verdict: 'rejected', reason: `action ${answer.action}` }
  if (typeof answer.score !== 'number' || answer.score < settings.minScore)
    return { verdict: 'rejected', reason: `score ${answer.score}` }
  return { verdict: 'ok' }
}
