import type { Lang } from '../../../shared/languages.ts'
import type { KnowledgeBase } from '../knowledge/base.ts'
import { terms } from './text.ts'

/** The words of each page's passages, per retriever, read once. */
const pageWords = new WeakMap<object, Map<string, ReadonlySet<string>>>()

/** The terms of a page's passages (headings and text), read once per page. */
export function termsOfPage(kb: KnowledgeBase, url: string, lang: Lang): ReadonlySet<string> {
  const retriever = kb.retriever(lang)
  const cache = pageWords.get(retriever) ?? new Map<string, ReadonlySet<string>>()
  pageWords.set(retriever, cache)
  let words = cache.get(url)
  if (!words) {
    const text = retriever.passages.filter((p) => p.url === url).flatMap((p) => [p.heading, ...p.segments])
    words = new Set(terms(text.join(' '), lang))
    cache.set(url, words)
  }
  return words
}
