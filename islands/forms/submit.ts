import { recaptchaToken } from './recaptcha.ts'

/** Posts a form as JSON to a Formspree-compatible endpoint; throws unless the answer is ok. */
export async function submitForm(
  action: string,
  captchaAction: string,
  payload: Record<string, unknown>,
): Promise<void> {
  const token = await recaptchaToken(captchaAction)
  const response = await fetch(action, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(token === undefined ? payload : { ...payload, 'g-recaptcha-response': token }),
  })
  if (!response.ok) throw new Error('Form submission failed')
}

/** The honeypot's value as a payload fragment: empty for people, so nothing is added. */
export function honeypotValue(form: HTMLFormElement): { _gotcha?: string } {
  const value = String(new FormData(form).get('_gotcha') ?? '')
  return value ? { _gotcha: value } : {}
}
