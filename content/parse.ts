import type { z } from 'zod'

/** Thrown when a content file does not match its schema; the message names file and key paths. */
export class ContentError extends Error {
  override name = 'ContentError'
}

/** Parses one content file with its schema, or throws an error an editor can act on. */
export function parseContent<S extends z.ZodType>(file: string, schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data)
  if (result.success) return result.data
  const lines = result.error.issues.map((issue) => {
    const path = issue.path.length ? issue.path.join('.') : '(root)'
    return `  - ${file}: ${path}: ${issue.message}`
  })
  throw new ContentError(`Invalid content in ${file}:\n${lines.join('\n')}`)
}
