// The built site's pages on disk: what the server compresses ahead of time, the build post-processes
// and the bench counts.
import { readdir } from 'node:fs/promises'
import { join } from 'node:path'

/** Every HTML file under a folder. */
export async function htmlFilesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => [])
  const nested = await Promise.all(
    entries.map((e) =>
      e.isDirectory()
        ? htmlFilesUnder(join(dir, e.name))
        : Promise.resolve(e.name.endsWith('.html') ? [join(dir, e.name)] : []),
    ),
  )
  return nested.flat()
}
