/**
 * `npx tsx scripts/chat-explain.ts <lang> "question" ["previous question"]`: why the chat answers a question
 * as it does (after `npm run build`): the question's type, its analysed terms and weights, the best pages
 * with their trust signals and best passages, for a follow-up the ranking with its conversation's topic,
 * and the answer. A tool for working on the engine, on questions of the tuned sets or of one's own (never
 * on the held-out sets'). `HITS=n` shows n passages a page (3).
 */
import { followUpTopic, localAnswer } from '../server/chat/engine/answer.ts'
import { followUpQuery } from '../server/chat/engine/conversation.ts'
import { questionType } from '../server/chat/engine/question.ts'
import { trusted } from '../server/chat/engine/trust.ts'
import { createKnowledgeBase } from '../server/chat/knowledge/base.ts'
import { readKnowledge } from '../server/chat/knowledge/load.ts'
import type { Lang } from '../shared/languages.ts'

const [lang, question, previous] = process.argv.slice(2) as [Lang, string, string | undefined]
if (!lang || !question) {
  console.error('usage: npx tsx scripts/chat-explain.ts <lang> "question" ["previous question"]')
  process.exit(2)
}
const kb = createKnowledgeBase(readKnowledge())
const retriever = kb.retriever(lang)
const query = retriever.analyse(question)
console.log(`type: ${questionType(question)}`)
console.log(
  `terms: ${[...query.weights].map(([t, w]) => `${t}=${w.toFixed(2)}/r${(query.rarity.get(t) ?? 0).toFixed(1)}`).join(' ')}`,
)
if (query.unknown.size) console.log(`unknown: ${[...query.unknown].join(' ')}`)
const { pages } = retriever.search(query)
for (const p of pages.slice(0, 5)) {
  console.log(
    `\n${p.score.toFixed(2)} ${p.url} trusted=${trusted(p)} cov=${p.coverage.toFixed(2)} matched=${p.matched.toFixed(1)} phrase=${p.phrase} together=${p.together}/${p.distinct}`,
  )
  for (const h of p.hits.slice(0, Number(process.env.HITS ?? 3)))
    console.log(
      `   ${h.score.toFixed(2)} [${h.passage.kind}] ${h.passage.heading} :: ${h.passage.segments.join(' ').slice(0, 140)} {${[...h.terms].join(',')}}`,
    )
}
const history = previous ? [{ question: previous, answer: localAnswer(kb, previous, lang).response }] : []
if (previous) console.log(`\nprevious answer: ${history[0]?.answer}`)
const topic = followUpTopic(kb, question, lang, history)
if (previous) console.log(`\nfollow-up: ${topic ? `yes, topic pages ${topic.pages.join(' ')}` : 'no'}`)
if (topic) {
  // The ranking with the topic's words at the weight they have when the question names no subject of its own.
  for (const p of retriever.search(followUpQuery(kb, query, topic, lang)).pages.slice(0, 4))
    console.log(`${p.score.toFixed(2)} ${p.url} :: ${p.hits[0]?.passage.segments.join(' ').slice(0, 120)}`)
}
const answer = localAnswer(kb, question, lang, undefined, history)
console.log(`\nanswer (${answer.kind}): ${answer.response}`)
