import { company } from '../../../content/index.ts'
import type { ChatContext } from '../context.ts'
import type { KbLang } from './text.ts'

/** A Markdown link with a site-relative path; brackets and parentheses are removed from the label. */
export const link = (label: string, url: string) => `[${label.replace(/[[\]()]/g, '')}](${url})`

/** Joins labels the way a sentence does: "A, B et C" / "A, B and C". */
export function list(items: readonly string[], lang: KbLang): string {
  if (items.length <= 1) return items.join('')
  const and = lang === 'fr' ? ' et ' : ' and '
  return `${items.slice(0, -1).join(', ')}${and}${items[items.length - 1]}`
}

type Ctx = ChatContext

/** Every sentence the local engine writes, per language. */
export const PHRASES = {
  fr: {
    greeting: (c: Ctx) =>
      `Bonjour ! Je suis l'assistant de ${company.brand}. Je peux vous renseigner sur ${link('nos expertises', c.links.expertise)}, ${link('nos méthodologies', c.links.methodologies)}, ${link('nos études de cas', c.links.caseStudies)}, ${link('nos bureaux', c.links.offices)} ou ${link('notre communauté', c.links.community)}. Pour un projet, ${link('contactez-nous', c.links.contact)}.`,
    thanks: (c: Ctx) =>
      `Avec plaisir ! N'hésitez pas si vous avez d'autres questions. Pour aller plus loin, parcourez ${link('nos expertises', c.links.expertise)} ou ${link('contactez notre équipe', c.links.contact)}.`,
    reach: (c: Ctx) =>
      `Vous pouvez joindre notre équipe au ${c.contact.phone} ou par e-mail à ${c.contact.email} (${c.contact.hours}), ou écrire via notre ${link('page contact', c.links.contact)}. Notre siège : ${c.contact.address}.`,
    price: (c: Ctx) =>
      `Nous n'avons pas de grille tarifaire publique : chaque devis est établi sur mesure, selon votre périmètre, vos délais et votre contexte. Décrivez votre projet sur notre ${link('page contact', c.links.contact)} ou appelez le ${c.contact.phone} (${c.contact.hours}), e-mail ${c.contact.email}.`,
    priceTopic: (links: string) => `Pour découvrir le service concerné : ${links}.`,
    unknown: (c: Ctx) =>
      `Je n'ai pas trouvé de réponse fiable à cette question sur notre site : je réponds aux questions sur ${company.brand}, nos services de test et d'assurance qualité. Notre équipe peut vous aider au ${c.contact.phone} ou à ${c.contact.email} (${c.contact.hours}), ou via notre ${link('page contact', c.links.contact)}.`,
    quote: (page: string, text: string) => `D'après notre page ${page} : « ${text} »`,
    summary: (page: string, text: string) => `Notre page ${page} en parle : ${text}`,
    items: (items: string) => ` Au programme : ${items}.`,
    seeAlso: (links: string) => ` Voir aussi ${links}.`,
    cta: (c: Ctx) => ` Pour en parler avec un expert, ${link('contactez-nous', c.links.contact)}.`,
  },
  en: {
    greeting: (c: Ctx) =>
      `Hello! I'm the ${company.brand} assistant. I can tell you about ${link('our expertise', c.links.expertise)}, ${link('our methodologies', c.links.methodologies)}, ${link('our case studies', c.links.caseStudies)}, ${link('our offices', c.links.offices)} or ${link('our community', c.links.community)}. For a project, ${link('contact us', c.links.contact)}.`,
    thanks: (c: Ctx) =>
      `You're welcome! Feel free to ask anything else. To go further, browse ${link('our expertise', c.links.expertise)} or ${link('contact our team', c.links.contact)}.`,
    reach: (c: Ctx) =>
      `You can reach our team on ${c.contact.phone} or by e-mail at ${c.contact.email} (${c.contact.hours}), or write to us through our ${link('contact page', c.links.contact)}. Our head office: ${c.contact.address}.`,
    price: (c: Ctx) =>
      `We don't publish a price list: every quote is tailored to your scope, your deadlines and your context. Describe your project on our ${link('contact page', c.links.contact)} or call ${c.contact.phone} (${c.contact.hours}), e-mail ${c.contact.email}.`,
    priceTopic: (links: string) => `To find out about the service in question: ${links}.`,
    unknown: (c: Ctx) =>
      `I couldn't find a reliable answer to that on our site: I answer questions about ${company.brand} and our software testing and quality-assurance services. Our team can help on ${c.contact.phone} or at ${c.contact.email} (${c.contact.hours}), or through our ${link('contact page', c.links.contact)}.`,
    quote: (page: string, text: string) => `From our page ${page}: “${text}”`,
    summary: (page: string, text: string) => `Our page ${page} covers this: ${text}`,
    items: (items: string) => ` It covers ${items}.`,
    seeAlso: (links: string) => ` See also ${links}.`,
    cta: (c: Ctx) => ` To discuss your project with an expert, ${link('contact us', c.links.contact)}.`,
  },
} satisfies Record<KbLang, unknown>
