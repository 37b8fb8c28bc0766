/**
 * reCAPTCHA v3, only when the build configured a site key (a <meta name="recaptcha-site-key">).
 * The script loads when a visitor starts a form, never before; tokens carry the form's action.
 */
declare global {
  interface Window {
    grecaptcha?: {
      ready: (callback: () => void) => void
      execute: (key: string, options: { action: string }) => Promise<string>
    }
  }
}

const SCRIPT = 'https://www.google.com/recaptcha/api.js?render='
const TIMEOUT_MS = 10_000
let loading: Promise<void> | undefined

export function recaptchaSiteKey(): string | undefined {
  return document.querySelector<HTMLMetaElement>('meta[name="recaptcha-site-key"]')?.content || undefined
}

/** Starts loading the script (on a visitor's first interaction with a form); harmless when captcha is off. */
export function loadRecaptcha(): Promise<void> {
  const key = recaptchaSiteKey()
  if (!key) return Promise.resolve()
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = SCRIPT + encodeURIComponent(key)
    script.async = true
    script.onload = () => resolve()
    script.onerror = () => {
      loading = undefined
      reject(new Error('reCAPTCHA not ready'))
    }
    document.head.append(script)
  })
  return loading
}

/** A token for `action`, or undefined when captcha is off. Throws 'reCAPTCHA not ready' when it cannot. */
export async function recaptchaToken(action: string): Promise<string | undefined> {
  const key = recaptchaSiteKey()
  if (!key) return undefined
  await loadRecaptcha()
  const grecaptcha = window.grecaptcha
  if (!grecaptcha?.execute) throw new Error('reCAPTCHA not ready')
  return new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('reCAPTCHA not ready')), TIMEOUT_MS)
    grecaptcha.ready(() => {
      grecaptcha.execute(key, { action }).then(
        (token) => {
          clearTimeout(timer)
          resolve(token)
        },
        (error: unknown) => {
          clearTimeout(timer)
          reject(error instanceof Error ? error : new Error('reCAPTCHA token failure'))
        },
      )
    })
  })
}
