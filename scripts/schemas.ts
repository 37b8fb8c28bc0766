// `npm run schemas`: writes the JSON Schemas of the content and locale files (scripts/json-schemas/) into
// schemas/, and .vscode/settings.json, which points editors at them; removes schemas no file needs any more.
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { SCHEMAS_DIR, schemaOutputs } from './json-schemas/index.ts'

const outputs = schemaOutputs()
for (const [path, text] of outputs) {
  mkdirSync(dirname(path), { recursive: true })
  writeFileSync(path, text)
}
const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? walk(path) : [path]
  })
const stale = walk(SCHEMAS_DIR).filter((path) => !outputs.has(path))
for (const path of stale) rmSync(path)
console.log(
  `${outputs.size - 1} JSON Schemas written to ${SCHEMAS_DIR}/, and .vscode/settings.json${stale.length ? `; ${stale.length} stale removed` : ''}.`,
)
