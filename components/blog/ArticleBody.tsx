import type { ArticleText } from '../../content/schemas/blog.ts'
import { ProseBody, ProseSections } from '../legal/Longform.tsx'

/** The article's text: lead paragraphs, then its h2 sections (the last is the conclusion). */
export function ArticleBody({ text }: { text: ArticleText }) {
  return (
    <div className="space-y-10 leading-7 break-words text-slate-700 sm:text-lg sm:leading-8">
      <div className="text-lg leading-8 text-ink sm:text-xl [&>p:first-child]:mt-0">
        <ProseBody body={text.intro} />
      </div>
      <ProseSections sections={text.sections} idPrefix="article" />
    </div>
  )
}
