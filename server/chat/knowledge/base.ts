import { company } from '../../../content/index.ts'
import { Retriever } from '../engine/search.ts'
import type { KbLang } from '../engine/text.ts'
import { buildPassages } from './build.ts'
import type { KnowledgePages } from './types.ts'

/** The searchable knowledge of both languages, plus each language's page titles for link labels. */
export interface KnowledgeBase {
  retrievers: Record<KbLang, Retriever>
  /** Title of a page by URL path, from the site index; `fallback` when the page is not indexed. */
  title(url: string, fallback: string): string
}

/** Cuts the indexed pages into passages, adds the content facts and builds one retriever per language. */
export function createKnowledgeBase(pages: KnowledgePages): KnowledgeBase {
  const titles = new Map([...pages.fr, ...pages.en].map((p) => [p.url, p.title]))
  return {
    retrievers: {
      fr: new Retriever(buildPassages(pages.fr, 'fr'), 'fr', [company.brand]),
      en: new Retriever(buildPassages(pages.en, 'en'), 'en', [company.brand]),
    },
    title: (url, fallback) => titles.get(url) ?? fallback,
  }
}
