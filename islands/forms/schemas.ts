import * as z from 'zod/mini'

/**
 * The form payloads, shared by the browser (inline errors) and the inbox (400 answers). Error messages
 * are stable codes; the islands translate them (common:forms.errors.<code>). zod/mini: the same
 * checks as zod's classic API at a fraction of its size in the islands' code.
 */
/** A missing or non-text value reads as 'required': the visitor left the field empty. */
const str = () => z.string({ message: 'required' })
const text = (max: number) => str().check(z.trim(), z.maxLength(max, { message: 'tooLong' }))
const required = (max: number) => text(max).check(z.minLength(1, { message: 'required' }))
const email = z.pipe(
  str().check(z.trim(), z.minLength(1, { message: 'required' }), z.maxLength(254, { message: 'tooLong' })),
  z.email({ message: 'email' }),
)
const optional = (max: number) => z._default(z.optional(text(max)), '')
const phone = z._default(
  z.optional(
    str().check(
      z.trim(),
      z.maxLength(30, { message: 'tooLong' }),
      z.regex(/^$|^[+()\d\s.-]{6,}$/, { message: 'phone' }),
    ),
  ),
  '',
)
/** The reCAPTCHA token: absent when captcha is off. */
const captcha = z.optional(z.string().check(z.maxLength(4000)))

/** Contact form, spec §3/§7: name, email, company, phone, subject, message, g-recaptcha-response. */
export const contactSchema = z.object({
  name: required(100),
  email,
  company: optional(150),
  phone,
  subject: required(200),
  message: required(5000),
  'g-recaptcha-response': captcha,
})
export type ContactPayload = z.input<typeof contactSchema>

/** Community join request, spec §7: the profile travels as `message`, prefixed by a fixed label. */
export const communitySchema = z.object({
  name: required(100),
  email,
  company: optional(150),
  role: optional(150),
  subject: z.literal('Community Join Request', { message: 'subject' }),
  message: required(5000),
  _subject: required(200),
  'g-recaptcha-response': captcha,
})
export type CommunityPayload = z.input<typeof communitySchema>

/** The community dialog's fields as the visitor fills them (profile is required). */
export const communityFieldsSchema = z.object({
  name: required(100),
  email,
  company: optional(150),
  role: optional(150),
  profile: required(4000),
})

export type FieldErrors = Partial<Record<string, string>>

/** The first error code per field, or an empty object when the values are valid. */
export function fieldErrors(schema: z.ZodMiniType, values: unknown): FieldErrors {
  const result = schema.safeParse(values)
  if (result.success) return {}
  const errors: FieldErrors = {}
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '_form')
    errors[field] ??= issue.message
  }
  return errors
}
