import { company } from '../../../content/index.ts'
import glossary from '../../../locales/glossary.json' with { type: 'json' }
import { LANGUAGES, type Lang } from '../../../shared/languages.ts'
import { ALL_IDEAS, type Ideas } from '../engine/ideas.ts'
import { Lexicon } from '../engine/lexicon.ts'
import { BLOG_WORDS } from '../engine/mentions.ts'
import { Retriever } from '../engine/search.ts'
import { COMPANY_WORDS } from '../engine/text.ts'
import { alignUnits } from './align.ts'
import { buildPassages } from './build.ts'
import { contentFacts } from './facts.ts'
import type { KnowledgePages } from './types.ts'

/** The searchable knowledge of each language it was given pages of, plus the page titles for link labels. */
export interface KnowledgeBase {
  /** The languages it can answer in, in the order of LANGUAGES; English always. */
  languages: readonly Lang[]
  /** The retriever of one of its languages. */
  retriever(lang: Lang): Retriever
  /** Title of a page by URL path, from the site index; `fallback` when the page is not indexed. */
  title(url: string, fallback: string): string
  /** Translations and paraphrases learnt from the aligned texts of its languages. */
  lexicon: Lexicon
  /** The retrieval ideas it answers with. */
  ideas: Ideas
}

export interface KnowledgeOptions {
  /** Ideas to switch off, to measure what they bring (scripts/chat-eval.ts); all on by default. */
  ideas?: Ideas
}

/** Cuts the indexed pages into passages, adds the content facts and builds one retriever per language. */
export function createKnowledgeBase(pages: KnowledgePages, options: KnowledgeOptions = {}): KnowledgeBase {
  const ideas = options.ideas ?? ALL_IDEAS
  const languages = (Object.keys(LANGUAGES) as Lang[]).filter((lang) => pages[lang] !== undefined)
  const facts = Object.fromEntries(languages.map((lang) => [lang, contentFacts(lang)]))
  const lexicon = new Lexicon(alignUnits(pages, { facts, glossary: ideas.glossary ? glossary.terms : [] }))
  const retrievers = new Map(
    languages.map((lang) => [
      lang,
      new Retriever(buildPassages(pages[lang] ?? [], lang, facts[lang]), lang, {
        weak: [company.brand, COMPANY_WORDS[lang]],
        pointers: [BLOG_WORDS[lang]],
        lexicon,
        ideas,
      }),
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
    lexicon,
    ideas,
  }
}
