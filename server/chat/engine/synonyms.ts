import { z } from 'zod'
import { LANGUAGES, type Lang } from '../../../shared/languages.ts'
import table from './synonyms.json' with { type: 'json' }
import { terms, words } from './text.ts'

const LANGS = Object.keys(LANGUAGES) as Lang[]

/** The site's own words for a topic, in one language. */
const expansion = z.string().min(1)

/** The synonym table: see the comment in synonyms.json. */
export const tableSchema = z.object({
  groups: z.array(
    z
      .object({
        id: z.enum(['price', 'contact']).optional(),
        /**
         * The same name or word in other languages or scripts ("Burdeos", "تولوز", "الكوكيز"): weighs as the
         * word itself, and is no subject the site never speaks of.
         */
        exact: z.boolean().optional(),
        /**
         * Words of the same meaning as the site's ("phase" for "étape"): a visitor saying one speaks of what
         * the site speaks of, unlike a word the table only points somewhere ("internships" → careers).
         */
        same: z.boolean().optional(),
        /**
         * One of the site's areas of expertise ("IoT", "blockchain"): a follow-up naming another area is no
         * longer about this one ("and for robotics?" after IoT security), whose words leave its topic.
         */
        domain: z.boolean().optional(),
        say: z.string().min(1),
        /**
         * Words of `say` that are another word in a question in that language (French "poste", a job, is
         * an English "post", an article; Spanish "frances" is the English "France"): they do not say the
         * topic there.
         */
        falseFriends: z.partialRecord(z.enum(LANGS as [Lang, ...Lang[]]), z.string().min(1)).optional(),
        fr: expansion,
        en: expansion,
        es: expansion,
        ar: expansion,
      })
      .refine(
        (g) =>
          Object.values(g.falseFriends ?? {}).every((list) =>
            words(list).every((w) => words(g.say).includes(w)),
          ),
        {
          message: "every word of falseFriends must be one of the group's `say` words",
          path: ['falseFriends'],
        },
      ),
  ),
})
type SynonymGroup = z.infer<typeof tableSchema>['groups'][number]

const GROUPS = tableSchema.parse(table).groups

interface CompiledGroup {
  id: SynonymGroup['id']
  exact: boolean
  same: boolean
  domain: boolean
  triggers: Set<string>
  expansion: string[]
}

/** The words of a group that say its topic in a question in one language: its false friends there left out. */
function triggerWords(group: SynonymGroup, lang: Lang): string[] {
  const others = new Set(words(group.falseFriends?.[lang] ?? ''))
  return words(group.say).filter((w) => !others.has(w))
}

function compile(lang: Lang): CompiledGroup[] {
  return GROUPS.map((g) => ({
    id: g.id,
    exact: g.exact === true,
    same: g.same === true,
    domain: g.domain === true,
    triggers: new Set(triggerWords(g, lang).flatMap((w) => [w, ...terms(w, lang)])),
    expansion: terms(g[lang], lang),
  }))
}

const compiled = Object.fromEntries(LANGS.map((lang) => [lang, compile(lang)])) as Record<
  Lang,
  CompiledGroup[]
>

/** Every word the synonym table knows a visitor to say, folded: a misspelling of one is read as it. */
export const SAID_WORDS: readonly string[] = [...new Set(GROUPS.flatMap((g) => words(g.say)))]

/** The site's own terms for the topics a query's terms belong to, per query term. */
export function expansions(queryTerms: readonly string[], lang: Lang): Map<string, string[]> {
  const result = new Map<string, string[]>()
  for (const term of queryTerms) {
    const extra = new Set(compiled[lang].filter((g) => g.triggers.has(term)).flatMap((g) => g.expansion))
    extra.delete(term)
    if (extra.size > 0) result.set(term, [...extra])
  }
  return result
}

/** The terms a query's terms name exactly in the site's language (a city's name in another script). */
export function exactTerms(queryTerms: readonly string[], lang: Lang): Set<string> {
  const groups = compiled[lang].filter((g) => g.exact && queryTerms.some((t) => g.triggers.has(t)))
  return new Set(groups.flatMap((g) => g.expansion))
}

/** Whether a query term is a word of the same meaning as one the site writes (a `same` group's). */
export const saysSiteWord = (term: string, lang: Lang): boolean =>
  compiled[lang].some((g) => g.same && g.triggers.has(term))

/** The site's own words for a query term of the same meaning (a `same` group's), in the answer's language. */
export const sameWords = (term: string, lang: Lang): string[] => [
  ...new Set(compiled[lang].filter((g) => g.same && g.triggers.has(term)).flatMap((g) => g.expansion)),
]

/** The groups of one kind (`exact` names, `domain` areas) a query's terms name, said or in the site's words. */
const groupsNamed = (queryTerms: readonly string[], lang: Lang, kind: 'exact' | 'domain') =>
  compiled[lang].filter(
    (g) => g[kind] && queryTerms.some((t) => g.triggers.has(t) || g.expansion.includes(t)),
  )

/** The names a query's terms say (a city's), in the site's words, whatever the script they are written in. */
export const namesSaid = (queryTerms: readonly string[], lang: Lang): Set<string> =>
  new Set(groupsNamed(queryTerms, lang, 'exact').flatMap((g) => g.expansion))

/**
 * The areas of expertise a query's terms name (`domain` groups), each by its words in the site's language.
 */
export const domainsSaid = (queryTerms: readonly string[], lang: Lang): Set<string> =>
  new Set(groupsNamed(queryTerms, lang, 'domain').map((g) => g.expansion.join(' ')))

/**
 * The query terms that only say "how much" or "how to reach you": not a topic of their own. `keep` names
 * the intents whose words are the topic here ("demandes de contact" in "how long do you keep my contact
 * requests?").
 */
export function intentTerms(
  queryTerms: readonly string[],
  lang: Lang,
  keep: ReadonlyArray<SynonymGroup['id']> = [],
): Set<string> {
  const groups = compiled[lang].filter((g) => g.id !== undefined && !keep.includes(g.id))
  return new Set(queryTerms.filter((t) => groups.some((g) => g.triggers.has(t))))
}

/** The query terms saying one intent ("price": "prix", "tarif", "precio"). */
export function termsOf(
  id: NonNullable<SynonymGroup['id']>,
  queryTerms: readonly string[],
  lang: Lang,
): Set<string> {
  const groups = compiled[lang].filter((g) => g.id === id)
  return new Set(queryTerms.filter((t) => groups.some((g) => g.triggers.has(t))))
}
