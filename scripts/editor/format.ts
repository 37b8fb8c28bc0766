// What the editor saves, formatted as the repository's files are (Biome, as `npm run lint` checks them):
// Decap writes JSON.stringify's layout, which would rewrite every short array of a file it saves.
import { spawnSync } from 'node:child_process'

/** `text` formatted as Biome formats the file at `path` (unchanged when Biome cannot parse it). */
export function formatAsRepository(path: string, text: string): string {
  const result = spawnSync('node_modules/.bin/biome', ['format', `--stdin-file-path=${path}`], {
    input: text,
    encoding: 'utf8',
  })
  return result.status === 0 && result.stdout ? result.stdout : text
}
