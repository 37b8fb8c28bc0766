import { company } from '../../content/index.ts'
import type { Turn } from '../../shared/chatHistory.ts'
import type { Lang } from '../../shared/languages.ts'
import type { ProviderConfig } from './config.ts'
import { type ChatContext, type PartialContext, resolveContext } from './context.ts'
import { answerLanguage, type ChatLanguage, followUpTopic } from './engine/answer.ts'
import { followUpQuery } from './engine/conversation.ts'
import type { ChatAnswer, Source } from './engine/reply.ts'
import { intentTerms } from './engine/synonyms.ts'
import type { KnowledgeBase } from './knowledge/base.ts'
import { type ChatMessage, chatCompletion } from './provider.ts'

/** Passages given to the provider, and the length each is cut to. */
const PASSAGES = 6
const PASSAGE_CHARS = 700

/** A retrieved passage as the provider sees it. */
interface Excerpt extends Source {
  text: string
}

/** Each language's name, for the model. */
const LANGUAGE_NAMES: Record<Lang, string> = { fr: 'French', en: 'English', es: 'Spanish', ar: 'Arabic' }

/** The system prompt: rules, company facts, main links and the retrieved passages to answer from. */
export function systemPrompt(lang: Lang, ctx: ChatContext, excerpts: readonly Excerpt[]): string {
  const language = LANGUAGE_NAMES[lang]
  const links = Object.entries(ctx.links).map(([name, url]) => `- ${name}: ${url}`)
  const sources = excerpts.map((e, i) => `[${i + 1}] ${e.title} (${e.url})\n${e.text}`)
  return [
    `You are the assistant of the ${company.brand} website, a software-testing and quality-assurance consultancy.`,
    `Answer in ${language} only, in a short paragraph (2 to 4 sentences).`,
    'Use only the facts in the SOURCES and COMPANY sections below; never invent a fact, a figure or a price.',
    'Name and link the 1 to 3 pages your answer relies on as Markdown links [page title](url), with the exact',
    'urls given below. Use no other Markdown (no bold, lists or headings) and no HTML.',
    'There is no public price list: for prices, and for anything the sources do not answer (including',
    `off-topic questions), say so briefly and point to the contact page [Contact](${ctx.links.contact}) with`,
    'the phone number, e-mail address and hours.',
    '',
    `COMPANY: phone ${ctx.contact.phone}; e-mail ${ctx.contact.email}; hours ${ctx.contact.hours};`,
    `office ${ctx.contact.address}. Main pages:`,
    ...links,
    '',
    'SOURCES:',
    ...sources,
  ].join('\n')
}

/**
 * Keeps a provider's reply to what the chat panel shows: plain text with Markdown links to the allowed
 * site paths only (any other link keeps its label), no HTML, no emphasis or headings.
 */
export function sanitizeReply(reply: string, allowed: ReadonlySet<string>): string {
  return reply
    .replace(/<[^>]*>/g, '')
    .replace(/!?\[([^\]]*)\]\(([^)\s]*)[^)]*\)/g, (_, label: string, url: string) =>
      allowed.has(url) ? `[${label}](${url})` : label,
    )
    .replace(/(\*\*|__|`)/g, '')
    .replace(/^\s{0,3}#{1,6}\s+/gm, '')
    .replace(/^\s*[-*]\s+/gm, '')
    .replace(/\n{2,}/g, '\n')
    .trim()
}

/** Answers with the provider from the same retrieval as the local engine; throws when the provider fails. */
export async function providerAnswer(
  kb: KnowledgeBase,
  config: ProviderConfig,
  message: string,
  language: ChatLanguage,
  given?: PartialContext,
  fetchImpl?: typeof fetch,
  history: readonly Turn[] = [],
): Promise<ChatAnswer> {
  const lang = answerLanguage(language, kb.languages)
  const ctx = resolveContext(given, lang)
  const retriever = kb.retriever(lang)
  // A follow-up is searched with its conversation's topic, as the local engine reads it.
  const own = retriever.analyse(message, (all) => intentTerms(all, lang))
  const topic = followUpTopic(kb, message, lang, history)
  const { hits } = retriever.search(topic ? followUpQuery(kb, own, topic, lang) : own)
  const excerpts: Excerpt[] = hits.slice(0, PASSAGES).map(({ passage }) => ({
    title: passage.pageTitle,
    url: passage.url,
    text: [passage.heading, ...passage.segments, ...passage.items].join(' ').slice(0, PASSAGE_CHARS),
  }))
  // The earlier turns as the conversation they were, so that the model reads a follow-up with its topic.
  const earlier = history.flatMap((turn): ChatMessage[] => [
    { role: 'user', content: turn.question },
    ...(turn.answer ? [{ role: 'assistant' as const, content: turn.answer }] : []),
  ])
  const messages: ChatMessage[] = [
    { role: 'system', content: systemPrompt(lang, ctx, excerpts) },
    ...earlier,
    { role: 'user', content: message },
  ]
  const allowed = new Set([...excerpts.map((e) => e.url), ...Object.values(ctx.links)])
  const response = sanitizeReply(await chatCompletion(config, messages, fetchImpl), allowed)
  const linked = new Set([...response.matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1]))
  const sources = [...new Map(excerpts.filter((e) => linked.has(e.url)).map((e) => [e.url, e])).values()]
  return { response, sources: sources.map(({ title, url }) => ({ title, url })) }
}
