/**
 * `npm run chat:eval [-- --misses] [--without idea,idea] [--ideas]`: the chat's accuracy on every question
 * set (tests/fixtures/chat-facts/sets.json), per language, against the built knowledge (run `npm run build` first).
 *
 * - `--misses` prints the tuned sets' misses (never the held-out sets': they stay unseen).
 * - `--without a,b` answers with those retrieval ideas switched off (server/chat/engine/ideas.ts).
 * - `--ideas` measures each idea's effect: every set answered with all ideas, then without each one.
 */
import { IDEAS, type Ideas } from '../server/chat/engine/ideas.ts'
import { createKnowledgeBase } from '../server/chat/knowledge/base.ts'
import { readKnowledge } from '../server/chat/knowledge/load.ts'
import { type Lang, SITE_LANGS } from '../shared/languages.ts'
import { misses, percent, type Score, score } from './chat-eval/grade.ts'
import { QUESTION_SETS } from './chat-eval/sets.ts'

const args = process.argv.slice(2)
const option = (name: string) => {
  const i = args.indexOf(name)
  return i >= 0 ? (args[i + 1] ?? '') : undefined
}
const pages = readKnowledge()

/** Every set scored in every language with some ideas off. */
function run(off: ReadonlyArray<keyof Ideas>) {
  const ideas = Object.fromEntries(Object.keys(IDEAS).map((k) => [k, !off.includes(k as keyof Ideas)]))
  const kb = createKnowledgeBase(pages, { ideas: ideas as unknown as Ideas })
  return QUESTION_SETS.map((set) => ({
    set,
    scores: Object.fromEntries(
      SITE_LANGS.map((lang) => [lang, score(kb, set.questions[lang] ?? [], lang)]),
    ) as Record<Lang, Score>,
  }))
}

const cell = (s: Score) =>
  s.total === 0
    ? '      —'
    : `${percent(s.fact).padStart(7)} ${percent(s.page).padStart(7)}${s.followUps ? ` ${percent(s.followUpsRight).padStart(7)} (${s.followUps})` : ''}`

function table(results: ReturnType<typeof run>) {
  console.log(
    `set          n/lang  ${SITE_LANGS.map((l) => `${l}: fact   page    follow-ups`.padEnd(34)).join('')}`,
  )
  for (const { set, scores } of results) {
    const n = Math.max(...SITE_LANGS.map((l) => scores[l].total))
    console.log(
      `${`${set.name}${set.held ? '*' : ''}`.padEnd(13)}${String(n).padStart(6)}  ${SITE_LANGS.map((l) => cell(scores[l]).padEnd(34)).join('')}`,
    )
  }
  console.log('* held out: written apart from the engine, never tuned on (misses not shown)')
}

if (args.includes('--ideas')) {
  const all = run([])
  table(all)
  for (const idea of Object.keys(IDEAS) as Array<keyof Ideas>) {
    console.log(`\nwithout ${idea} (${IDEAS[idea]}):`)
    const without = run([idea])
    for (const [i, { set, scores }] of without.entries()) {
      const base = all[i]?.scores
      const delta = SITE_LANGS.map((l) => {
        const d = (base?.[l].fact ?? 0) - scores[l].fact
        return `${l} ${d >= 0 ? '+' : ''}${(d * 100).toFixed(1)}`
      })
      console.log(`  ${set.name.padEnd(12)} gained by the idea (fact points): ${delta.join('  ')}`)
    }
  }
} else {
  const off = (option('--without') ?? '').split(',').filter(Boolean) as Array<keyof Ideas>
  for (const idea of off)
    if (!(idea in IDEAS)) throw new Error(`Unknown idea '${idea}': ${Object.keys(IDEAS).join(', ')}`)
  const results = run(off)
  table(results)
  if (args.includes('--misses')) {
    for (const { set, scores } of results.filter((r) => !r.set.held)) {
      for (const lang of SITE_LANGS) {
        const rows = misses(scores[lang])
        if (rows.length === 0) continue
        console.log(`\n${set.name} ${lang}: ${rows.length} missed`)
        for (const row of rows) console.log(`- ${row.question}\n  expected ${row.expected}\n  got ${row.got}`)
      }
    }
  }
}
