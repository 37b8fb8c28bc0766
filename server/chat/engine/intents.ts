import { company } from '../../../content/index.ts'
import type { Lang } from '../../../shared/languages.ts'
import { saidOnlyBefore } from './saidBefore.ts'
import { fold, STOP_WORDS, words } from './text.ts'

/** What a message asks beyond its topic: small talk, a price, or how to reach the team. */
export interface Intents {
  /** Only a greeting ("Bonjour !", "Hi there"). */
  greeting: boolean
  /** Only thanks or a goodbye. */
  thanks: boolean
  /** Asks for a price, a rate or a quote: there is no public price list. */
  price: boolean
  /** Asks for a phone number, an e-mail address, opening hours or how to get in touch. */
  contact: boolean
  /** Asks when the team can be called or reached ("when can I call?"): its hours answer. */
  hours: boolean
}

/**
 * When to call or reach the team ("when can I call?", "je peux appeler quand ?", "¿a qué hora puedo
 * llamar?", "متى يمكنني الاتصال؟"), in either order (folded): a time of day, not a reply time.
 */
const WHEN_WORD =
  /\b(when|what time|quand|a quelle heure|cuando|a que hora)\b|(^|[^\p{L}])[وف]?متي($|[^\p{L}])/u
const CALL_WORD =
  /\b(call|ring|phone|appeler|appelle|telephoner|joindre|llamar|llamo|telefonear|contactar)\b|(^|[^\p{L}])[وف]?(اتصل|نتصل|يتصل|الاتصال|اكلمكم|نكلمكم)/u

/** The words of a greeting, per language (a visitor may greet in any of them). */
const GREETING: Record<Lang, string> = {
  fr: 'bonjour bonsoir salut coucou allo',
  en: 'hello hi hey good morning afternoon evening there yo',
  es: 'hola buenos buenas dias tardes noches saludos',
  ar: 'salam مرحبا مرحبًا أهلا أهلًا هلا السلام عليكم سلام صباح مساء الخير النور تحية تحياتي',
}
/** The words of thanks and goodbyes, per language. */
const THANKS: Record<Lang, string> = {
  fr: 'merci super parfait top nickel genial beaucoup au revoir bonne journee soiree',
  en: 'thanks thank thx cheers great cool ok okay lot much bye goodbye day perfect awesome',
  es: 'gracias muchas muchisimas mil perfecto genial estupendo excelente vale adios luego chao hasta pronto',
  ar: 'شكرا شكرًا جزيلا جزيلًا ألف مشكور مشكورين ممتاز رائع حسنا تمام مع السلامة وداعا إلى اللقاء يعطيكم العافية',
}
/** Words of small talk around a greeting ("how are you", "you, the bot"), per language. */
const SMALL_TALK: Record<Lang, string> = {
  fr: 'ca va comment allez toi vous tu',
  en: 'how are doing bot assistant you',
  es: 'que tal como esta estas usted asistente',
  ar: 'كيف حالك حالكم الحال أنت أنتم المساعد مساعد',
}

/**
 * Asks for a price, a rate or a quote, per language (on folded text). "How much" asks a price when nothing
 * or a verb follows it ("how much is it?", "how much do you charge?"), not when a noun does ("how much
 * experience", "how much time"), nor after "by" ("by how much?" asks the size of a change).
 */
const PRICE: Record<Lang, RegExp> = {
  fr: /\b(prix|tarifs?|tarification|tarifaires?|couts?|coute(nt)?|budgets?|devis|chiffrages?|tjm|facturation|factur\w*|onereu\w*)\b|\bcombien (ca )?(coute|vaut|factur\w*|prenez|demandez)|\bcombien pour\b/,
  en: /\b(budgets?|price[sd]?|pricing|costs?|costing|quotes?|quotation|(day|daily|hourly) rates?|rates|fees?|expensive|cheap|afford\w*)\b|(?<!\bby )\bhow much\b(?=\s*$|\s*[?!.,]|\s+(is|are|does|do|did|will|would|could|should|for|to|it|that|this|would|money|cash|you|u|ya|we|i)\b)/,
  es: /\b(precios?|tarifas?|costes?|costos?|cuesta(n)?|costaria|presupuestos?|cotizaci\w*|cotizar|facturaci\w*|honorarios|caros?|baratos?)\b|\bcuanto (cobra\w*|vale\w*|sale\w*)/,
  // Arabic writes its conjunctions, prepositions and article into the word ("بالسعر", "وأسعاركم"); charts
  // ("الرسوم البيانية") are no fees, and "بكم" after reaching someone is "you" ("الاتصال بكم"), not "how much".
  // The dialects ask "for how much" ("بكام", "بقديش", "بشحال") and what one "takes" ("بياخد كام").
  ar: /(^|[^\p{L}])((?<!(اتصال|اتصل|نتصل|يتصل|تواصل|اتواصل|نتواصل|الاتصال|التواصل|اللقاء|الالتقاء) )[وف]?بكم(?![^\p{L}]+(مره|مرات|ضعف|اضعاف|قل|تقل|انخفض|تنخفض|زاد|تزيد|ارتفع|تحسن|يتحسن|نسبه|بالميه|بالمايه|يوم|ساع|شهر|سن|اسبوع|دقيق))($|[^\p{L}])|[وف]?[بل]?(ال|ل)?(سعر|اسعار|تسعير|ثمن|تكلف|تكاليف|كلفه|يكلف|مكلف|ميزاني|رسوم(?! ?(ال)?بياني)))|(^|[^\p{L}])([وف]?(بكام|بقديش|بقداش|بشحال)|(ب?[يت]اخ[دذ]) (كام|قديش|قداش|شحال))(?![^\p{L}]+(مره|مرات|ضعف|اضعاف|يوم|ايام|ساع|شهر|سن|اسبوع|دقيق|وقت))($|[^\p{L}])/u,
}
/**
 * Asks whether something costs anything ("c'est payant ?", "est-ce gratuit ?", "is it free?", "¿es de
 * pago?", "هل هو مجاني؟"), per language (folded): a price question, which the page of that thing answers
 * when it states one ("Gratuit, avec invitation instantanée."). A word alone ("outils payants", "free
 * tools") asks no price, nor a thing paid by the company ("is it paid by the company?": a benefit).
 */
const COSTS_ANYTHING: Record<Lang, RegExp> = {
  fr: /\b(c'?est|est-(ce|il|elle)|sont-(ils|elles)|est|sont|serait|reste)( \p{L}+)? (payante?s?|gratuite?s?)\b|\b(payante?s?|gratuite?s?) ?[?]|\bfaut-il payer\b|\bil faut payer\b/u,
  en: /\b(is|are)( \p{L}+){0,4} (free|paid)\b(?! (tools?|software|plan|version|licen[cs]es?|(for )?by (the )?(company|employer|firm|you|qualixa)\b))|\bfor free\b|\bfree of charge\b|\b(do|would|will) (i|we) (have|need) to pay\b/u,
  es: /\b(es|son|sera|seria)( \p{L}+)? (de pago|gratis|gratuit[oa]s?)\b|\b(de pago|gratis|gratuit[oa]s?) ?[?]|\bhay que pagar\b|\b(tengo|tenemos) que pagar\b/u,
  ar: /(^|[^\p{L}])[وف]?(ب)?(مجان\p{L}*|مدفوع\p{L}*|بفلوس|ببلاش)($|[^\p{L}])|(^|[^\p{L}])(لازم|يجب ان|هل) (ن|ا)?دفع/u,
}

/**
 * Costs as the work asked about, not its price: analysing, optimising, monitoring a client's costs, managing
 * its budget ("il sait gérer le budget ?", "who handles the QA budget?"), or looking at its bill or its
 * costs ("vous optimisez les coûts cloud ?", "do you analyse cloud costs?", "¿controláis los costes?",
 * "هل تحللون تكاليف السحابة؟", "votre audit regarde aussi la facture ?", "does your cloud audit include a
 * look at costs?", FinOps) (folded).
 */
const COSTS_WORKED_ON =
  /\bfinops\b|\b(manag\w*|handl\w*|gere\w*|gerer|gerez|pilot\w*|gestion\w*|oversee\w*|administr\w*)( [\p{L}-]+){0,6} (budgets?|presupuestos?)\b|\b(budgets?|budgetaires?|presupuestos?|presupuestari[ao]s?) (and \p{L}+ |et \p{L}+ |y \p{L}+ )?(management|gestion|pilotage|control|tracking)\b|\b(regard\w*|examin\w*|verifi\w*|look\w* at|check\w*|review\w*|revis\w*|audit\w*)( \p{L}+){0,3} (factures?|bills?|billing|facturas?|facturacion)\b|\b(look\w* at|regard\w*|examin\w*)( \p{L}+){0,3} (costs?|couts?|costes?|costos?|depenses|spend\w*|gastos?)\b|\b(analys\w*|analyz\w*|analiz\w*|optimi[sz]\w*|maitris\w*|control(ais|an|amos|ez|er|ons|ar|ling)|monitor(ez|er|ais|an)?|suivez|suivre|gestionn(ez|er)|gestion(ais|an|ar))( \p{L}+){0,2} (couts?|costs?|costes?|costos?|depenses|spend\w*|gastos?)\b|(^|[^\p{L}])[وف]?(تحلل\p{L}*|تحليل|تحسين|ضبط|مراقب\p{L}*|تدقيق|تراقب\p{L}*)( \p{L}+)? (ال)?(تكاليف|تكلف\p{L}*|نفقات)/u

/**
 * "Quote" as citing ("can I quote bits of your articles?"), or a quote request as data kept ("I sent a quote
 * request, when do you delete it?"): no price asked (folded).
 */
const QUOTE_NOT_PRICE =
  /\bquot(e|ing) (bits?|parts?|pieces?|excerpts?|extracts?|passages?|lines?|sentences?|paragraphs?|from|you|your|ur|some|short|a few)\b|\bquote requests?\b(?=.*\b(delete\w*|keep\w*|kept|stor\w*|retain\w*|eras\w*|remov\w*|data)\b)/u

/**
 * A share of a budget or of costs ("how much of the automation budget goes to maintenance?", "quelle part
 * du budget…", "¿qué porcentaje del presupuesto…?", "كم نسبة الميزانية…"): a figure the site may state, not
 * a price (folded).
 */
const SHARE_OF_COSTS =
  /\b(how much of|what (share|part|portion|proportion|percentage|fraction) of|(quelle|quel) (part|pourcentage|proportion) (du|des|de la|de)|(que|cual|cuanto) (parte|porcentaje|proporcion) (del|de la|de los|de))( \p{L}+){0,2} (budgets?|costs?|spend\w*|couts?|depenses|presupuestos?|costes?|costos?|gastos?)\b|(^|[^\p{L}])(كم|ما) (نسبه|حصه|جزء) (من )?(ال)?(ميزاني|تكاليف|تكلف)/u

/** The company paying ("you cover", "the company will pay", "vous financez", "la empresa paga"), folded. */
const WE_PAY =
  /\b(you|company|qualixa|employer|vous|entreprise|societe|empresa|ustedes) (will |would |do |does |)(pay|pays|cover|covers|fund|funds|reimburse|reimburses|paie|paye|payez|financez|finance|paga|pagan|cubre|cubren)/u
    .source

/** The company paying, in Arabic ("هل تدفع الشركة…", "بتتحملوا…"), folded. */
const WE_PAY_AR =
  /(^|[^\p{L}])[وف]?(تدفع|تتحمل|تغطي|يدفع|يتحمل|يغطي|بتدفع|بتتحمل|بتغطي|بيدفع|تدفعون|تتحملون|تغطون|بتدفعوا|بتتحملوا)/u
    .source

/**
 * The company paying for something of the visitor's ("will the company pay for my ISTQB exam or do I have
 * to pay it myself?", "the exam is expensive: would the company pay for it?", "vous prenez en charge la certification ?", "¿la empresa paga el examen?"): a benefit
 * the careers page states, not a price (folded).
 */
const PAID_BY_US = new RegExp(
  `${WE_PAY} (for )?(my|the|our|it|them|that|this|mon|ma|mes|la|le|les|el|los|las|mi|mis)\\b`,
  'u',
)

/**
 * Costs the company pays for its people ("do you cover ISTQB certification costs?", "¿pagan los gastos de
 * formación?") (folded): a benefit asked, not a price.
 */
const COSTS_PAID_BY_US = new RegExp(
  `${WE_PAY}( \\p{L}+){0,3} (costs?|fees|expenses|frais|couts?|gastos|costes?|costos?)\\b|${WE_PAY_AR}( \\p{L}+){0,3} (ال)?(تكاليف|تكلفه|رسوم|مصاريف|نفقات)|(علي|على) (حسابكم|حساب الشركه)`,
  'u',
)

/** "Which ones": a question sorting things by cost ("which of those are paid?") asks a list, not a price. */
const WHICH_ONES =
  /\b(which|cuales|cual|quels|quelles|lesquels|lesquelles|lequel|laquelle)\b|(^|[^\p{L}])(اي|ايها|أيها|انهي|شو منها)($|[^\p{L}])/u

/** Asks for a phone number, an e-mail address, hours or a way to get in touch, per language. */
const CONTACT: Record<Lang, RegExp> = {
  fr: /\b(contact\w*|joindre|telephone|tel|numero|appel\w*|mail|e-mail|email|courriel|horaires?|heures d'ouverture|(quels|quelles) (jours|heures)|ouvert|coordonnees|rappel\w*|repond(ez|re|ra|rez)|ecrivez|vous ecrire|ecrire a)\b/,
  // "Open" asks our hours when said of us or of a day ("are you open on Saturdays?"), not of a job.
  // Writing "to them" (a body the conversation named) is no way of reaching us.
  en: /\b(contact\w*|mail|e-mail|email|phone|call|reach|number|hours|opening times|what time(?! ?(span|frame|period|scale|line))|which days|touch|reply|respond|get back|hear back|write to(?! (them|him|her)\b))\b|\b(you|you're|youre|u|office|offices|agency|team) (\w+ )?open\b|\bopen (on|at|from|until|till|today|tomorrow|late|weekends?|\w+days)\b/,
  es: /\b(contact\w*|telefono|tel|numero|llam\w*|correo|mail|e-mail|email|horarios?|abren|abierto|a que hora|que dias|comunicar\w*|responden|responder|respondeis|escribir(les|nos|le)?|les escribo)\b/,
  // "Mobile phone" and "digital" ("الهاتف المحمول", "الرقمي") are no contact words.
  ar: /(^|[^\p{L}])[وف]?[بل]?(ال|ل)?(اتصا|اتصل|[ان]?تواصل|هاتف(?! ?(ال)?محمول)|تلفون|تليفون|رقم(?!ي)|ارقام|بريد|ايميل|مواعيد|ساعات العمل|ساعات عمل|اوقات العمل|دوام|مفتوح)/u,
}

/**
 * A phone as a device, not a number to call: "phone apps", "applications pour téléphone", "aplicaciones
 * de teléfono", "تطبيقات الهاتف" (folded).
 */
const PHONE_APPS =
  /\b(phone|telephone|telefono) (apps?|applications?|aplicaciones?)\b|\b(apps?|applications?|aplicaciones?|applis?) (pour |de |for |on )?(the |le |les |el |un |una |a )?(phones?|telephones?|telefonos?|moviles?|mobiles?)\b|(^|[^\p{L}])(تطبيقات|تطبيق) (ال)?(هاتف|هواتف)/gu

/** The contact form, named ("contact form", "formulaire de contact", "formulario de contacto", "نموذج التواصل"), folded. */
export const CONTACT_FORM =
  /\bcontact(o)?( (and|or|&) \p{L}+)? forms?\b|\b(formulaire|form|formulario)s? (de |of )?contact(o)?\b|(نموذج|استمار(ه|ة)) (ال)?(اتصال|تواصل)/u

/**
 * Words that only look like contact words: "open source" ("code ouvert", "código abierto", "مفتوحة
 * المصدر"), a company's register or tax number ("numéro RCS", "trade register number", "número de IVA",
 * "رقم السجل التجاري"), "the number of", open jobs and jobs still open ("open" is no opening hours
 * there), the contact form ("formulaire de contact", "نموذج التواصل": a question about the form, not a
 * request for our details), a
 * file to attach ("joindre un fichier", "joindre quels types de fichiers": the French verb for reaching
 * someone also attaches), a call for tenders ("appel d'offres", "llamado a licitación"), the same hours
 * ("online at the same hours as us": a question of time zones, not of our opening times), a figure asked
 * as "any number on that" (not "a number to call"), a time difference ("décalage horaire", "huso horario":
 * no opening hours), a message or a file that reached us or an e-mail received ("did my file reach you?",
 * "I never received an email", "je n'ai reçu aucun mail": whether it arrived, not how to reach us), the
 * visitor's own e-mail or phone number ("is my e-mail address stored?", "mon numéro", "mi correo", "هاتفي"),
 * a step's number ("step number four"), the first call after a request ("first call when?": when it comes)
 * (folded).
 */
const NOT_CONTACT = new RegExp(
  `${/\bjoindre (un |une |des |le |la |les |mon |ma |mes |nos |vos |quels? |quelles? )?((types?|formats?|sortes?|genres?) (de |d')?)?(fichiers?|documents?|pieces?|cv|pdf|images?|photos?|captures?)\b|\bopen (jobs?|positions?|roles?|vacanc\w*|offers?|opportunit\w*|questions?)\b|\b(jobs?|positions?|roles?|vacanc\w*|posts?) (still )?open\b|\bpieces? jointes?\b|\bopen[- ]source\b|\bcode (source )?ouvert\b|\bcodigo abierto\b|\b(numero|numeros|number|numbers)( de| d'| of)? (rcs|siret|siren|tva|vat|tax|registro|iva|nif|cif|immatriculation|registration|register|trade register|company)\b|\b(rcs|siret|siren|vat|tax|registration|register|company) (number|numero)s?\b|\bnumber of\b|\b(decalages?|fuseaux?|differences?) horaires?\b|\b(diferencias?|husos?) horarios?\b|\b(a|any|some) (number|figure)s?( (on|for|about) (that|this|it))?\b(?! (to|i can|we can|i could)\b)|\bappels? d'offres?\b|\bcalls? for (tenders?|bids?|proposals?)\b|\bllamados? a licitacion\b|\b(the )?same (hours|time ?zones?)\b|\b(did|has|have|will|would|does|do) (it|this|that|they|the \p{L}+|my \p{L}+)( \p{L}+){0,2} reach(ed)? (you|u)\b|\b(rec(ei|ie)v\p{L}*|recu|recibido|recibi|got|get|getting|gotten) (a |an |any |the |my |no |one |un |une |aucun |le |mon |ningun |el |mi )?(single |confirmation |welcome |seul )?(e-?mails?|mails?|newsletters?|courriels?|correos?|mensajes?|messages?)\b|\b(step|stage|phase|etape|paso|etapa|fase|article|point|item) (number|numero|n°|no\.?)\b|\b(the |a |our |your |le |la |el )?(first|initial|1st|premier|premiere|primera?) (phone )?(call|appel|llamada)\b|\b(my|mon|ma|mes|mi|mis) (own |propre |adresse |numero de |numero |direccion de )?(e-?mails?|mails?|courriels?|correos?|phones?|telephones?|telefonos?|numbers?|numeros?|moviles?|portables?)\b|(^|[^\p{L}])(ايميلي|هاتفي|جوالي)($|[^\p{L}])|مفتوح(ه)? (ال)?مصدر|رقم (ال)?(سجل|تسجيل|ضريبي|القيد)/u.source}|${CONTACT_FORM.source}`,
  'gu',
)

/** Every language's words of a kind: a visitor may greet or thank in any language the site speaks. */
const anyLanguage = (table: Record<Lang, string>) => new Set(words(Object.values(table).join(' ')))

const GREETING_WORDS = anyLanguage(GREETING)
const THANKS_WORDS = anyLanguage(THANKS)
const SMALL_TALK_WORDS = new Set([...anyLanguage(SMALL_TALK), ...words(company.brand)])

/** Question words, folded: "ok et c'est où exactement" asks something, with or without its question mark. */
const QUESTION_WORDS = new Set(
  words(
    'ou quand combien comment quel quelle quels quelles pourquoi quoi where when how what which who why donde cuando cuanto cuantos cuanta cuantas como cual cuales quien اين وين فين متي امتي كم كيف شو ايش ماذا لماذا ليش',
  ),
)

/** A question mark, Latin or Arabic. */
const QUESTION_MARK = /[?؟]/

/** Detects the intents of a message, in any language the site speaks. */
export function intents(message: string, lang: Lang): Intents {
  const folded = fold(message)
  const all = words(message)
  const meaningful = all.filter((w) => !STOP_WORDS[lang].has(w) && !SMALL_TALK_WORDS.has(w))
  const only = (set: ReadonlySet<string>) =>
    meaningful.length > 0
      ? meaningful.every((w) => set.has(w))
      : all.some((w) => set.has(w)) &&
        all.every((w) => set.has(w) || SMALL_TALK_WORDS.has(w) || STOP_WORDS[lang].has(w))
  const greeting = only(GREETING_WORDS)
  const asks = (table: Record<Lang, RegExp>, text = folded) =>
    Object.values(table).some((pattern) => pattern.test(text))
  const device = folded.replace(PHONE_APPS, ' ').replace(NOT_CONTACT, ' ')
  const contact = Object.values(CONTACT).some((pattern) => pattern.test(device))
  // "ok et c'est où exactement ?" acknowledges an answer and asks something more: a question is no thanks.
  const thanks =
    !greeting &&
    only(THANKS_WORDS) &&
    !QUESTION_MARK.test(message) &&
    !all.some((w) => !THANKS_WORDS.has(w) && QUESTION_WORDS.has(w))
  const hours = contact && WHEN_WORD.test(folded) && CALL_WORD.test(device)
  // A price word said before the question, not in it, is its context ("Transaction fees on our protocol are
  // painful. Do you look at gas consumption?").
  const priceInContext = saidOnlyBefore(message, (s) => asks(PRICE, fold(s)))
  return {
    greeting,
    thanks,
    price:
      (asks(PRICE) &&
        !priceInContext &&
        !COSTS_WORKED_ON.test(folded) &&
        !QUOTE_NOT_PRICE.test(folded) &&
        !SHARE_OF_COSTS.test(folded) &&
        !COSTS_PAID_BY_US.test(folded) &&
        !PAID_BY_US.test(folded)) ||
      (asks(COSTS_ANYTHING) && !WHICH_ONES.test(folded) && !PAID_BY_US.test(folded)),
    contact,
    hours,
  }
}

/** Words that open a greeting ("Bonjour", "Hi", "Hola", "مرحبا"), folded: "there" or "buenas" open none. */
const GREETING_OPENERS = new Set(
  words('bonjour bonsoir salut coucou hello hi hey hola salam مرحبا اهلا السلام'),
)
/** Words of thanks that close a message ("Merci d'avance !", "Thanks!", "Gracias.", "شكرا"), folded. */
const THANKS_CLOSERS = new Set(words('merci thanks thank thx cheers gracias شكرا مشكور مشكورين'))

/**
 * A question without the greeting or acknowledgement before it and the thanks after it ("Bonjour, et pour
 * une candidature ? Merci !" and "Ok, et pour une candidature ?" ask "et pour une candidature ?"): what it
 * asks, read as if asked alone. A message that is only a greeting or thanks is kept whole.
 */
export function withoutCourtesy(message: string, lang: Lang): string {
  const found = [...message.matchAll(/[\p{L}\p{N}'’]+/gu)]
  const folded = found.map((m) => words(m[0])[0] ?? '')
  let first = 0
  if (GREETING_OPENERS.has(folded[0] ?? ''))
    while (first < found.length && GREETING_WORDS.has(folded[first] ?? '')) first++
  // An acknowledgement before the next question, set apart by a comma or a stop ("Ok, et pour Lyon ?",
  // "Vale, ¿y el precio?", "تمام، وكم؟"; not "day rates?").
  let acknowledged = first
  while (acknowledged < found.length && THANKS_WORDS.has(folded[acknowledged] ?? '')) acknowledged++
  const last = found[acknowledged - 1]
  if (acknowledged > first && last && /^\s*[,.!;:،]/u.test(message.slice((last.index ?? 0) + last[0].length)))
    first = acknowledged
  let end = found.length
  const closer = folded.findLastIndex((w, i) => i >= first && THANKS_CLOSERS.has(w))
  if (closer > first && folded.slice(closer).every((w) => THANKS_WORDS.has(w) || STOP_WORDS[lang].has(w)))
    end = closer
  if (end <= first || (first === 0 && end === found.length)) return message
  const from = first < found.length ? (found[first]?.index ?? 0) : message.length
  const to = end < found.length ? (found[end]?.index ?? message.length) : message.length
  return message.slice(from, to).trim()
}
