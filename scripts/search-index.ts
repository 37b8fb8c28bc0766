// Writes the /search index of one language (shared/search/siteIndex.ts): its header and its chunks of terms,
// under dist/client/search/{lang}/. Called by scripts/postbuild.ts with the pages of the site's text index.
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { SiteLang } from '../shared/languages.ts'
import { buildSiteIndex, siteIndexPath, siteTokenizer } from '../shared/search/siteIndex.ts'
import { STEMMERS } from '../shared/search/stemmers.ts'
import type { IndexedPage } from '../shared/searchIndex.ts'

/** Writes the index files of `pages` under `root`; returns how many chunks it cut. */
export function writeSearchIndex(root: string, lang: SiteLang, pages: readonly IndexedPage[]): number {
  const { meta, chunks } = buildSiteIndex(pages, siteTokenizer(lang, STEMMERS[lang]))
  const write = (path: string, data: unknown) => {
    const file = join(root, path)
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, JSON.stringify(data))
  }
  write(siteIndexPath(lang, 'meta'), meta)
  for (const [n, chunk] of chunks.entries()) write(siteIndexPath(lang, n), chunk)
  return chunks.length
}
