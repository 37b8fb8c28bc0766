import { z } from 'zod'
import table from './synonyms.json' with { type: 'json' }
import { type KbLang, terms, words } from './text.ts'

/** The synonym table: see the comment in synonyms.json. */
const tableSchema = z.object({
  groups: z.array(
    z.object({
      id: z.enum(['price', 'contact']).optional(),
      say: z.string().min(1),
      fr: z.string().min(1),
      en: z.string().min(1),
    }),
  ),
})
type SynonymGroup = z.infer<typeof tableSchema>['groups'][number]

const GROUPS = tableSchema.parse(table).groups

interface CompiledGroup {
  id: SynonymGroup['id']
  triggers: Set<string>
  expansion: string[]
}

const compiled: Record<KbLang, CompiledGroup[]> = { fr: compile('fr'), en: compile('en') }

function compile(lang: KbLang): CompiledGroup[] {
  return GROUPS.map((g) => ({
    id: g.id,
    triggers: new Set(words(g.say).flatMap((w) => [w, ...terms(w, lang)])),
    expansion: terms(g[lang], lang),
  }))
}

/** The site's own terms for the topics a query's terms belong to, per query term. */
export function expansions(queryTerms: readonly string[], lang: KbLang): Map<string, string[]> {
  const result = new Map<string, string[]>()
  for (const term of queryTerms) {
    const extra = new Set(compiled[lang].filter((g) => g.triggers.has(term)).flatMap((g) => g.expansion))
    extra.delete(term)
    if (extra.size > 0) result.set(term, [...extra])
  }
  return result
}

/** The query terms that only say "how much" or "how to reach you": not a topic of their own. */
export function intentTerms(queryTerms: readonly string[], lang: KbLang): Set<string> {
  const groups = compiled[lang].filter((g) => g.id !== undefined)
  return new Set(queryTerms.filter((t) => groups.some((g) => g.triggers.has(t))))
}
