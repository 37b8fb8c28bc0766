import { z } from 'zod'
import { historyBytes, MAX_HISTORY_BYTES, MAX_HISTORY_TURNS } from '../../shared/chatHistory.ts'
import { LANGUAGES, type Lang } from '../../shared/languages.ts'
import { LINK_ROUTES, type LinkKey } from './context.ts'

/** Longest message accepted, in characters (after trimming). */
export const MAX_MESSAGE = 1000
/** Largest request body accepted, in bytes. */
export const MAX_BODY_BYTES = 16 * 1024
/** Languages a request may name; one the site does not speak yet is answered in English. */
export const CHAT_LANGUAGES = Object.keys(LANGUAGES) as [Lang, ...Lang[]]

const fact = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`).optional()

/** A path of this site ("/contact", "/en/our-expertise#security"): no scheme, no host, nothing to escape. */
const sitePath = z
  .string()
  .trim()
  .max(200, 'must be at most 200 characters')
  .regex(/^\/(?!\/)[^\s()<>[\]"'\\]*$/, 'must be a path of this site, such as /contact')
  .optional()

const links = Object.fromEntries(Object.keys(LINK_ROUTES).map((key) => [key, sitePath])) as Record<
  LinkKey,
  typeof sitePath
>

/** The body the chat panel sends (spec §3 "Chat request body"). */
export const chatRequestSchema = z.object({
  /** What the visitor typed. */
  message: z
    .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a string') })
    .trim()
    .min(1, 'must not be empty')
    .max(MAX_MESSAGE, `must be at most ${MAX_MESSAGE} characters`),
  /** The page's language ("fr", "en", "es", "ar", or a tag such as "fr-FR"); French when absent. */
  language: z
    .string({ error: 'must be a string' })
    .transform((value) => value.trim().toLowerCase().split(/[-_]/)[0] ?? '')
    .pipe(z.enum(CHAT_LANGUAGES, { error: `must be one of ${CHAT_LANGUAGES.join(', ')}` }))
    .default('fr'),
  /** Contact facts and site links the answer may cite; defaults come from content/ and the routes. */
  context: z
    .object(
      {
        contact: z
          .object(
            { phone: fact(100), email: fact(200), address: fact(300), hours: fact(100) },
            { error: 'must be an object' },
          )
          .nullish(),
        links: z.object(links, { error: 'must be an object' }).nullish(),
      },
      { error: 'must be an object' },
    )
    .nullish(),
  /** The conversation's last turns, oldest first (shared/chatHistory.ts); optional, as the spec's body has none. */
  history: z
    .array(
      z.object(
        {
          question: z
            .string({ error: 'must be a string' })
            .trim()
            .min(1, 'must not be empty')
            .max(MAX_MESSAGE, `must be at most ${MAX_MESSAGE} characters`),
          answer: z.string({ error: 'must be a string' }).trim().max(MAX_HISTORY_BYTES).optional(),
        },
        { error: 'must be an object with a question and an answer' },
      ),
      { error: 'must be an array of turns' },
    )
    .max(MAX_HISTORY_TURNS, `must hold at most ${MAX_HISTORY_TURNS} turns`)
    .refine(
      (turns) => historyBytes(turns) <= MAX_HISTORY_BYTES,
      `must be at most ${MAX_HISTORY_BYTES} bytes of text`,
    )
    .nullish(),
})
export type ChatRequest = z.output<typeof chatRequestSchema>

/** One problem of a rejected body, as answered to the client. */
export interface Issue {
  path: string
  message: string
}

/** The issues of a failed parse, each with its dotted path. */
export function issuesOf(error: z.ZodError): Issue[] {
  return error.issues.map((issue) => {
    const path = issue.path.map(String).join('.')
    return { path, message: path ? `${path} ${issue.message}` : issue.message }
  })
}
