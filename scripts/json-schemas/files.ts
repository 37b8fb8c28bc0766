// The files a schema's fileMatch globs name ('*' stands for one path segment, as in content/*/authors.json).
import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? walk(path) : [path]
  })

/** Every file under content/ and locales/. */
export const editableFiles = (roots = ['content', 'locales']): string[] => roots.flatMap(walk)

/** The files of `files` (by default, every editable file) that `glob` names. */
export function filesMatching(glob: string, files = editableFiles()): string[] {
  const pattern = new RegExp(`^${glob.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]+')}$`)
  return files.filter((path) => pattern.test(path))
}
