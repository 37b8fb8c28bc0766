import { company } from '../../../content/index.ts'
import type { Lang } from '../../../shared/languages.ts'
import type { ChatContext } from '../context.ts'

/** A Markdown link with a site-relative path; brackets and parentheses are removed from the label. */
export const link = (label: string, url: string) => `[${label.replace(/[[\]()]/g, '')}](${url})`

type Ctx = ChatContext

/** Every sentence the local engine writes, in one language. */
export interface Phrases {
  greeting: (c: Ctx) => string
  thanks: (c: Ctx) => string
  /** How to reach the team. */
  reach: (c: Ctx) => string
  /** There is no public price list: the contact page and facts. */
  price: (c: Ctx) => string
  /** The service page a price question is about. */
  priceTopic: (links: string) => string
  /** Nothing reliable found: the contact page and facts. */
  unknown: (c: Ctx) => string
  /** The site does not state what was asked (a figure, a client's name). */
  gap: string
  /** What the site says nearest to it, on a page. */
  nearest: (page: string, text: string) => string
  /** Whom to ask instead. */
  askUs: (c: Ctx) => string
  quote: (page: string, text: string) => string
  summary: (page: string, text: string) => string
  /** What a second page says too, after the quote of the first. */
  alsoQuote: (page: string, text: string) => string
  items: (items: string) => string
  seeAlso: (links: string) => string
  /** The closing call to action. */
  cta: (c: Ctx) => string
}

/** Every sentence the local engine writes, per language. */
export const PHRASES: Record<Lang, Phrases> = {
  fr: {
    greeting: (c) =>
      `Bonjour ! Je suis l'assistant de ${company.brand}. Je peux vous renseigner sur ${link('nos expertises', c.links.expertise)}, ${link('nos méthodologies', c.links.methodologies)}, ${link('nos études de cas', c.links.caseStudies)}, ${link('nos bureaux', c.links.offices)} ou ${link('notre communauté', c.links.community)}. Pour un projet, ${link('contactez-nous', c.links.contact)}.`,
    thanks: (c) =>
      `Avec plaisir ! N'hésitez pas si vous avez d'autres questions. Pour aller plus loin, parcourez ${link('nos expertises', c.links.expertise)} ou ${link('contactez notre équipe', c.links.contact)}.`,
    reach: (c) =>
      `Vous pouvez joindre notre équipe au ${c.contact.phone} ou par e-mail à ${c.contact.email} (${c.contact.hours}), ou écrire via notre ${link('page contact', c.links.contact)}. Notre siège : ${c.contact.address}.`,
    price: (c) =>
      `Nous n'avons pas de grille tarifaire publique : chaque devis est établi sur mesure, selon votre périmètre, vos délais et votre contexte. Décrivez votre projet sur notre ${link('page contact', c.links.contact)} ou appelez le ${c.contact.phone} (${c.contact.hours}), e-mail ${c.contact.email}.`,
    priceTopic: (links) => `Pour découvrir le service concerné : ${links}.`,
    unknown: (c) =>
      `Je n'ai pas trouvé de réponse fiable à cette question sur notre site : je réponds aux questions sur ${company.brand}, nos services de test et d'assurance qualité. Notre équipe peut vous aider au ${c.contact.phone} ou à ${c.contact.email} (${c.contact.hours}), ou via notre ${link('page contact', c.links.contact)}.`,
    gap: "Notre site ne donne pas cette information, et je préfère ne pas l'inventer.",
    nearest: (page, text) => ` Ce qu'en dit notre page ${page} : « ${text} »`,
    askUs: (c) =>
      ` Notre équipe vous répondra précisément via notre ${link('page contact', c.links.contact)} ou au ${c.contact.phone}.`,
    quote: (page, text) => `D'après notre page ${page} : « ${text} »`,
    summary: (page, text) => `Notre page ${page} en parle : ${text}`,
    alsoQuote: (page, text) => ` Notre page ${page} indique aussi : « ${text} »`,
    items: (items) => ` Au programme : ${items}.`,
    seeAlso: (links) => ` Voir aussi ${links}.`,
    cta: (c) => ` Pour en parler avec un expert, ${link('contactez-nous', c.links.contact)}.`,
  },
  en: {
    greeting: (c) =>
      `Hello! I'm the ${company.brand} assistant. I can tell you about ${link('our expertise', c.links.expertise)}, ${link('our methodologies', c.links.methodologies)}, ${link('our case studies', c.links.caseStudies)}, ${link('our offices', c.links.offices)} or ${link('our community', c.links.community)}. For a project, ${link('contact us', c.links.contact)}.`,
    thanks: (c) =>
      `You're welcome! Feel free to ask anything else. To go further, browse ${link('our expertise', c.links.expertise)} or ${link('contact our team', c.links.contact)}.`,
    reach: (c) =>
      `You can reach our team on ${c.contact.phone} or by e-mail at ${c.contact.email} (${c.contact.hours}), or write to us through our ${link('contact page', c.links.contact)}. Our head office: ${c.contact.address}.`,
    price: (c) =>
      `We don't publish a price list: every quote is tailored to your scope, your deadlines and your context. Describe your project on our ${link('contact page', c.links.contact)} or call ${c.contact.phone} (${c.contact.hours}), e-mail ${c.contact.email}.`,
    priceTopic: (links) => `To find out about the service in question: ${links}.`,
    unknown: (c) =>
      `I couldn't find a reliable answer to that on our site: I answer questions about ${company.brand} and our software testing and quality-assurance services. Our team can help on ${c.contact.phone} or at ${c.contact.email} (${c.contact.hours}), or through our ${link('contact page', c.links.contact)}.`,
    gap: "Our site doesn't state that, and I'd rather not guess.",
    nearest: (page, text) => ` What our page ${page} says about it: “${text}”`,
    askUs: (c) =>
      ` Our team will give you a precise answer through our ${link('contact page', c.links.contact)} or on ${c.contact.phone}.`,
    quote: (page, text) => `From our page ${page}: “${text}”`,
    summary: (page, text) => `Our page ${page} covers this: ${text}`,
    alsoQuote: (page, text) => ` Our page ${page} also says: “${text}”`,
    items: (items) => ` It covers ${items}.`,
    seeAlso: (links) => ` See also ${links}.`,
    cta: (c) => ` To discuss your project with an expert, ${link('contact us', c.links.contact)}.`,
  },
  es: {
    greeting: (c) =>
      `¡Hola! Soy el asistente de ${company.brand}. Puedo informarle sobre ${link('nuestras especialidades', c.links.expertise)}, ${link('nuestras metodologías', c.links.methodologies)}, ${link('nuestros casos de éxito', c.links.caseStudies)}, ${link('nuestras oficinas', c.links.offices)} o ${link('nuestra comunidad', c.links.community)}. Si tiene un proyecto, ${link('póngase en contacto con nosotros', c.links.contact)}.`,
    thanks: (c) =>
      `¡Con mucho gusto! No dude en consultarme si tiene cualquier otra pregunta. Para saber más, descubra ${link('nuestras especialidades', c.links.expertise)} o ${link('póngase en contacto con nuestro equipo', c.links.contact)}.`,
    reach: (c) =>
      `Puede ponerse en contacto con nuestro equipo llamando al ${c.contact.phone} o escribiendo a ${c.contact.email} (${c.contact.hours}), o a través de nuestra ${link('página de contacto', c.links.contact)}. Nuestra sede: ${c.contact.address}.`,
    price: (c) =>
      `No disponemos de una tarifa pública: cada presupuesto se elabora a medida, según su alcance, sus plazos y su contexto. Descríbanos su proyecto en nuestra ${link('página de contacto', c.links.contact)} o llámenos al ${c.contact.phone} (${c.contact.hours}); correo electrónico: ${c.contact.email}.`,
    priceTopic: (links) => `Para conocer el servicio en cuestión: ${links}.`,
    unknown: (c) =>
      `No he encontrado en nuestro sitio una respuesta fiable a esta pregunta: respondo a preguntas sobre ${company.brand} y nuestros servicios de pruebas de software y aseguramiento de la calidad. Nuestro equipo puede ayudarle en el ${c.contact.phone} o en ${c.contact.email} (${c.contact.hours}), o a través de nuestra ${link('página de contacto', c.links.contact)}.`,
    gap: 'Nuestro sitio no indica ese dato y prefiero no inventarlo.',
    nearest: (page, text) => ` Lo que dice al respecto nuestra página ${page}: «${text}»`,
    askUs: (c) =>
      ` Nuestro equipo le dará una respuesta precisa a través de nuestra ${link('página de contacto', c.links.contact)} o en el ${c.contact.phone}.`,
    quote: (page, text) => `Según nuestra página ${page}: «${text}»`,
    summary: (page, text) => `Nuestra página ${page} trata este tema: ${text}`,
    alsoQuote: (page, text) => ` Nuestra página ${page} indica también: «${text}»`,
    items: (items) => ` Incluye: ${items}.`,
    seeAlso: (links) => ` Consulte también ${links}.`,
    cta: (c) =>
      ` Para hablar de su proyecto con un experto, ${link('póngase en contacto con nosotros', c.links.contact)}.`,
  },
  ar: {
    greeting: (c) =>
      `مرحبًا! أنا مساعد ${company.brand}. يمكنني أن أقدّم لكم معلومات عن ${link('مجالات خبرتنا', c.links.expertise)}، ${link('منهجياتنا', c.links.methodologies)}، ${link('دراسات الحالة', c.links.caseStudies)}، ${link('مكاتبنا', c.links.offices)} أو ${link('مجتمعنا', c.links.community)}. ولأي مشروع، ${link('تواصلوا معنا', c.links.contact)}.`,
    thanks: (c) =>
      `على الرحب والسعة! لا تترددوا في طرح أي سؤال آخر. ولمعرفة المزيد، تصفّحوا ${link('مجالات خبرتنا', c.links.expertise)} أو ${link('تواصلوا مع فريقنا', c.links.contact)}.`,
    reach: (c) =>
      `يمكنكم التواصل مع فريقنا على الرقم ${c.contact.phone} أو عبر البريد الإلكتروني ${c.contact.email} (${c.contact.hours})، أو مراسلتنا من خلال ${link('صفحة التواصل', c.links.contact)}. مقرّنا الرئيسي: ${c.contact.address}.`,
    price: (c) =>
      `لا ننشر قائمة أسعار: نُعدّ كل عرض سعر وفق احتياجاتكم، بحسب نطاق العمل والمواعيد وسياق مشروعكم. حدّثونا عن مشروعكم عبر ${link('صفحة التواصل', c.links.contact)} أو اتصلوا بنا على الرقم ${c.contact.phone} (${c.contact.hours})، أو راسلونا على ${c.contact.email}.`,
    priceTopic: (links) => `لمعرفة المزيد عن الخدمة المعنية: ${links}.`,
    unknown: (c) =>
      `لم أجد على موقعنا إجابة موثوقة عن هذا السؤال: أجيب عن الأسئلة المتعلقة بـ${company.brand} وبخدماتنا في اختبار البرمجيات وضمان الجودة. يمكن لفريقنا مساعدتكم على الرقم ${c.contact.phone} أو عبر ${c.contact.email} (${c.contact.hours})، أو من خلال ${link('صفحة التواصل', c.links.contact)}.`,
    gap: 'لا يذكر موقعنا هذه المعلومة، ولا أريد أن أخمّنها.',
    nearest: (page, text) => ` وهذا ما تقوله صفحتنا ${page} في الموضوع: «${text}»`,
    askUs: (c) =>
      ` سيجيبكم فريقنا بدقة عبر ${link('صفحة التواصل', c.links.contact)} أو على الرقم ${c.contact.phone}.`,
    quote: (page, text) => `جاء في صفحتنا ${page}: «${text}»`,
    summary: (page, text) => `تتناول صفحتنا ${page} هذا الموضوع: ${text}`,
    alsoQuote: (page, text) => ` وتذكر صفحتنا ${page} أيضًا: «${text}»`,
    items: (items) => ` وتشمل: ${items}.`,
    seeAlso: (links) => ` اطّلعوا أيضًا على ${links}.`,
    cta: (c) => ` للتحدث مع أحد خبرائنا عن مشروعكم، ${link('تواصلوا معنا', c.links.contact)}.`,
  },
}
