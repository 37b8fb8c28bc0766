import * as z from 'zod/mini'

/**
 * The form payloads, shared by the browser (inline errors) and the inbox (400 answers). Error messages
 * are stable codes; the islands translate them (common:forms.errors.<code>). zod/mini: the same
 * checks as zod's classic API at a fraction of its size in the islands' code.
 */
/** A missing or non-text value reads as 'required': the visitor left the field empty. */
const str = () => z.string({ message: 'required' })
/** No control character (NUL, escape…) in a one-line field; a long text keeps tabs and line breaks. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const LINE = /^[^\u0000-\u001f\u007f]*$/
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const LONG_TEXT = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/
const plain = (multiline: boolean) => z.regex(multiline ? LONG_TEXT : LINE, { message: 'controlCharacters' })
const text = (max: number, multiline = false) =>
  str().check(z.trim(), z.maxLength(max, { message: 'tooLong' }), plain(multiline))
const required = (max: number, multiline = false) =>
  text(max, multiline).check(z.minLength(1, { message: 'required' }))
const email = z.pipe(
  str().check(
    z.trim(),
    z.minLength(1, { message: 'required' }),
    z.maxLength(254, { message: 'tooLong' }),
    plain(false),
  ),
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
  message: required(5000, true),
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
  message: required(5000, true),
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
  profile: required(4000, true),
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
