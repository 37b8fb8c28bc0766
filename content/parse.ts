import type { z } from 'zod'

/** Thrown when content does not match its schema; the message names each file and key path. */
export class ContentError extends Error {
  override name = 'ContentError'
}

/**
 * One mistake in one content file, as an editor reads it: `  - <file>: <key path>: <what is wrong>`;
 * without a key path when it concerns the whole file.
 */
export function problemLine(
  file: string,
  path: readonly PropertyKey[] | string | null,
  message: string,
): string {
  if (path === null) return `  - ${file}: ${message}`
  const where = typeof path === 'string' ? path : path.map(String).join('.')
  return `  - ${file}: ${where || '(root)'}: ${message}`
}

/** The ContentError listing `lines` (from problemLine) under a heading. */
export function contentError(heading: string, lines: readonly string[]): ContentError {
  return new ContentError(`${heading}:\n${lines.join('\n')}`)
}

/** `data` checked against `schema`: the parsed value, or one problem line per mistake. */
export function checkContent<S extends z.ZodType>(
  file: string,
  schema: S,
  data: unknown,
): { ok: true; data: z.output<S> } | { ok: false; problems: string[] } {
  const result = schema.safeParse(data)
  if (result.success) return { ok: true, data: result.data }
  const problems = result.error.issues.map((issue) => {
    const missing =
      issue.code === 'invalid_type' && valueAt(data, issue.path) === undefined
        ? `missing (${issue.expected} expected)`
        : undefined
    return problemLine(file, issue.path, missing ?? issue.message)
  })
  return { ok: false, problems }
}

/** Parses one content file with its schema, or throws an error an editor can act on. */
export function parseContent<S extends z.ZodType>(file: string, schema: S, data: unknown): z.output<S> {
  const checked = checkContent(file, schema, data)
  if (checked.ok) return checked.data
  throw contentError(`Invalid content in ${file}`, checked.problems)
}

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let node = data
  for (const key of path) {
    if (node === null || typeof node !== 'object') return undefined
    node = (node as Record<PropertyKey, unknown>)[key]
  }
  return node
}
