// Writes the JSON Schemas (schemas/) and .vscode/settings.json; removes schemas no file needs any more.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { SCHEMAS_DIR, schemaOutputs } from './index.ts'

const walk = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir).flatMap((name) => {
        const path = join(dir, name)
        return statSync(path).isDirectory() ? walk(path) : [path]
      })
    : []

/** Brings the files up to date; returns how many changed, and how many were removed. */
export function writeSchemas(): { written: number; changed: number; removed: number } {
  const outputs = schemaOutputs()
  let changed = 0
  for (const [path, text] of outputs) {
    if (existsSync(path) && readFileSync(path, 'utf8') === text) continue
    mkdirSync(dirname(path), { recursive: true })
    writeFileSync(path, text)
    changed++
  }
  const stale = walk(SCHEMAS_DIR).filter((path) => !outputs.has(path))
  for (const path of stale) rmSync(path)
  return { written: outputs.size, changed, removed: stale.length }
}
