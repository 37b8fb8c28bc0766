import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { knowledgeFileSchema } from '../../../shared/knowledgeIndex.ts'
import { SITE_LANGS, type SiteLang } from '../../../shared/languages.ts'
import { indexFileSchema } from '../../../shared/searchIndex.ts'
import { log } from '../../log.ts'
import { createKnowledgeBase, type KnowledgeBase } from './base.ts'
import type { SiteKnowledgePages, SourcePage } from './types.ts'

/** Where the build writes the site index, relative to the working directory. */
export const DEFAULT_KNOWLEDGE_DIR = 'dist/client/search'

/**
 * Reads and validates one language's knowledge file (its site index, written before knowledge files
 * existed, when there is no knowledge file); neither gives no pages (the content facts still answer).
 */
function readIndex(dir: string, lang: SiteLang): SourcePage[] {
  const knowledge = join(dir, `knowledge-${lang}.json`)
  const file = existsSync(knowledge) ? knowledge : join(dir, `index-${lang}.json`)
  if (!existsSync(file)) {
    log('warn', 'chat_index_missing', { file, hint: 'run npm run build; answering from content facts only' })
    return []
  }
  const schema = file === knowledge ? knowledgeFileSchema : indexFileSchema
  const result = schema.safeParse(JSON.parse(readFileSync(file, 'utf8')))
  if (!result.success) {
    const first = result.error.issues[0]
    throw new Error(`Chat: invalid ${file}: ${first?.path.join('.') ?? ''}: ${first?.message ?? ''}`)
  }
  return result.data
}

/** Reads dist/client/search/knowledge-<lang>.json (or another folder's) for every site language. */
export function readKnowledge(dir = DEFAULT_KNOWLEDGE_DIR): SiteKnowledgePages {
  return Object.fromEntries(SITE_LANGS.map((lang) => [lang, readIndex(dir, lang)])) as SiteKnowledgePages
}

const cache = new Map<string, KnowledgeBase>()

/** The knowledge base of a folder, read and built once per process. */
export function loadKnowledge(dir = DEFAULT_KNOWLEDGE_DIR): KnowledgeBase {
  const cached = cache.get(dir)
  if (cached) return cached
  const pages = readKnowledge(dir)
  const kb = createKnowledgeBase(pages)
  // A missing index is not remembered: the next start after a build reads it.
  if (SITE_LANGS.every((lang) => pages[lang].length > 0)) cache.set(dir, kb)
  return kb
}
