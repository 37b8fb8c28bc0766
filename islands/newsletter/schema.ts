import * as z from 'zod/mini'

/** The newsletter form: an e-mail only. Messages are locale keys under common:newsletter.errors. */
export const newsletterSchema = z.object({
  email: z.pipe(
    z.string().check(z.trim(), z.minLength(1, { message: 'required' })),
    z.email({ message: 'email' }),
  ),
})
export type NewsletterError = 'required' | 'email'

/** The first error of an e-mail value, or null when it is valid. */
export function newsletterError(email: string): NewsletterError | null {
  const result = newsletterSchema.safeParse({ email })
  return result.success ? null : (result.error.issues[0]?.message as NewsletterError)
}
