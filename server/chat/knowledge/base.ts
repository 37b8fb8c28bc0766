import { company } from '../../../content/index.ts'
import { LANGUAGES, type Lang } from '../../../shared/languages.ts'
import { Retriever } from '../engine/search.ts'
import { buildPassages } from './build.ts'
import type { KnowledgePages } from './types.ts'

/** The searchable knowledge of each language it was given pages of, plus the page titles for link labels. */
export interface KnowledgeBase {
  /** The languages it can answer in, in the order of LANGUAGES; English always. */
  languages: readonly Lang[]
  /** The retriever of one of its languages. */
  retriever(lang: Lang): Retriever
  /** Title of a page by URL path, from the site index; `fallback` when the page is not indexed. */
  title(url: string, fallback: string): string
}

/** Cuts the indexed pages into passages, adds the content facts and builds one retriever per language. */
export function createKnowledgeBase(pages: KnowledgePages): KnowledgeBase {
  const languages = (Object.keys(LANGUAGES) as Lang[]).filter((lang) => pages[lang] !== undefined)
  const retrievers = new Map(
    languages.map((lang) => [
      lang,
      new Retriever(buildPassages(pages[lang] ?? [], lang), lang, [company.brand]),
    ]),
  )
  const titles = new Map(languages.flatMap((lang) => (pages[lang] ?? []).map((p) => [p.url, p.title])))
  return {
    languages,
    retriever: (lang) => {
      const retriever = retrievers.get(lang)
      if (!retriever) throw new Error(`Chat: no knowledge in '${lang}' (languages: ${languages.join(', ')})`)
      return retriever
    },
    title: (url, fallback) => titles.get(url) ?? fallback,
  }
}
