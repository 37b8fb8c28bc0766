import type { Lang } from '../../../shared/languages.ts'
import { askedPart } from './saidBefore.ts'
import { type Reach, statesPerson } from './statements.ts'
import { fold } from './text.ts'

/**
 * What a question asks for, which decides the passage that answers it: a number or a duration ("how
 * long", "combien", "cuánto", "كم"), a list ("which tools", "quels livrables"), a place ("where", "adresse"),
 * an e-mail address or phone number of something in particular ("Lyon office e-mail": `reach`, set by the
 * engine from the contact intent), a client's name (the site describes its clients without naming them), a
 * person's name ("who wrote…"; a name written capitalised), or anything else.
 */
export type QuestionType = 'quantity' | 'list' | 'place' | 'reach' | 'client' | 'person' | 'other'

/**
 * The patterns of each type, on folded text (no accents, lower case, Arabic hamza and tāʾ marbūṭa
 * folded): a visitor typing without accents or hamza is read the same. Every language's patterns are
 * tried, as visitors mix languages.
 */
/**
 * Measures a visitor asks the value of ("quelle disponibilité", "what uptime", "salaire"): a question
 * naming one asks for a figure, and the figure given must be that measure's.
 */
const MEASURE =
  /\b((satisfaction|success|pass|failure|error|conversion|bounce|detection|defect|retention|churn|attrition|adoption|escape|completion|growth|hit) rates?|tasas?|disponibilite|dispo|taux|temps de reponse|salaires?|remunerations?|availability|uptime|response time|salary|salaries|wages?|revenues?|turnover|chiffres? d.affaires|disponibilidad|tiempo de respuesta|sueldos?|salarios?|facturacion|ingresos)\b|(^|[^\p{L}])(ال)?(توافر|زمن|راتب|رواتب|ايرادات|ايراد|معدل)($|[^\p{L}])/u
/**
 * Changes a visitor asks the size of ("gain", "reducción de bugs", "improvement"): a figure is asked,
 * of whatever the question names ("bounce rate improvement": the bounce rate's).
 */
const CHANGE =
  /\b(en moins|fewer|(?<!\b(al|en|por lo|a lo|mas o) )menos(?! de\b)|less(?! than\b)|go(es)? down|went down|gone down|go(es)? up|went up|fell|fall|falls|gains?|gagner|economies?|economiser|reduction|reduire|redui\w*|baisse[rz]?|diminu\w*|hausse|augment\w*|amelior\w*|savings?|save|saves|uplifts?|increase[sd]?|improve(ment|s|d)?|cut|cuts|lower|reduce[sd]?|decrease[sd]?|drop|boost|ahorr\w*|reduccion|reduc\w*|bajar|baja|disminu\w*|aumento|aumenta\w*|mejora\w*)\b|(^|[^\p{L}])[وف]?(ال|ب)?(تخفيض|انخفاض|انخفض|انخفضت|تنخفض|ينخفض|زياده|زاد|زادت|تزيد|يزيد|ارتفع|ارتفعت|ترتفع|يرتفع|توفير|توفر|توفرون|يوفر|تحسين|تحسن|تحسنت|تتحسن|يتحسن|تقليل|تقلل|تقللون|يقلل|قل|قلت|تقل|يقل|نقص|نقصت|ينقص|تنقص|تقلص|تقلصت|تخفض|تخفضون|يخفض|نزل|نزلت|تنزل|ينزل|نزول)(وا|و)?($|[^\p{L}])/u

const QUANTITY: Record<Lang, RegExp> = {
  fr: /\b(combien|quel(le)?s? (est |sont )?(le |la |les )?(delai|duree|nombre|pourcentage|taux|capital|gain|economie|retour|roi)|a quel (niveau|point)|delais?|duree|jusqu'?a (quel|combien|quelle)|en combien|retour sur investissement|roi|rentab\w*|quel (age|volume)|quelle date|quelle annee|quel jour|depuis quand|quand\b)/,
  en: /\b(how (many|much|long|far|quickly|soon|fast|big|large|old|high|early)|sizes?\??$|what size|size of|up to (what|which|how)|to what (level|extent)|what (percentage|share|capital)|what number(?! (can|could|do|should|shall|to|for|is)\b)|lead time|max|maximum|roi|return on investment|pay (for itself|back|off)|payback|when\b|since when|what (day|date|year)|which (day|year)|(?<!\bup[- ]to[- ]|\bto )\bdate\b(?!\s*(?:the|a|an|my|our|your|their)\b))/,
  es: /\b(cuant[oa]s?|cuanto tiempo|que plazo|plazos?|duracion|hasta (que|donde|cuanto)|retorno de (la )?inversion|roi|ahorro|amortiz\w*|rentab\w*|cuando|desde cuando|que (dia|fecha|ano))/,
  ar: /(^|[^\p{L}])[وف]?(كم|بكم|متي|امتي|ايمتي|وقتاش|مده|مهله|المده|المهله|نسبه|عدد|يسترد|استرداد|العايد)($|[^\p{L}])|(^|[^\p{L}])(الي|حتي) (اي|كم)($|[^\p{L}])|(^|[^\p{L}])اي (سنه|عام)($|[^\p{L}])/u,
}
const LIST: Record<Lang, RegExp> = {
  fr: /\b(comprend|comprennent|inclut|incluent|contient|couvre|en quoi consiste|quel(le)?s|lister?|liste|outils|outillage|stack|livrables|etapes|certifications|profils|technologies|frameworks|droits|domaines|types|metriques|indicateurs|services)\b/,
  en: /\b(include|includes|involve|involves|consist|consists|which|list|tools|tooling|toolchain|toolset|stack|deliverables|steps|stages|certifications|profiles|technologies|frameworks|rights|areas|kinds|types|metrics|services|what (are|do i (get|receive)))\b|\b(used|(you|u) use)\W*$/,
  es: /\b(incluye|incluyen|comprende|abarca|en que consiste|cuales|que (herramientas|entregables|pasos|etapas|certificaciones|perfiles|tecnologias)|herramientas|herramental|entregables|pasos|etapas|certificaciones|derechos|areas|tipos|metricas|servicios)\b/,
  ar: /(^|[^\p{L}])(يشمل|تشمل|يتضمن|تتضمن|يتكون|ما (هي|هو)|اي|الادوات|ادوات|المخرجات|مخرجات|الخطوات|خطوات|المراحل|مراحل|الشهادات|حقوقي|الحقوق|المجالات|الانواع|المقاييس|الخدمات)($|[^\p{L}])/u,
}
const PLACE: Record<Lang, RegExp> = {
  // "où" folds to "ou" ("or"): only where a question starts with it or asks where something is.
  fr: /^ou\b|\bou (est|sont|se|puis|peut|peux|trouver|lire|etes|avez)\b|\b(bases?|basees?|situes?|situees?) ou\b|\bou\s*[?.!]*\s*$|\b(adresse|situe\w*|localis\w*)\b|\bquelle ville\b/,
  en: /\b(where|address|located|location|(which|what) city)\b/,
  es: /\b(donde|direccion|ubicad[oa]s?|ubicacion|situad[oa]s?|(que|cual) ciudad)\b/,
  ar: /(^|[^\p{L}])(اين|عنوان|يقع|تقع|مكان|موقع)($|[^\p{L}])|(^|[^\p{L}])اي مدينه($|[^\p{L}])/u,
}
/** Where to click or tap on a page ("je clique où ?", "where do I click?", "¿dónde hago clic?"), folded. */
const ON_SCREEN =
  /\b(cliqu\w*|click\w*|clic|tap|press|appui\w*|pulso|pulsar|toco|tocar|presiono)\b|(^|[^\p{L}])[وف]?(اضغط|نضغط|ادوس|اكبس)($|[^\p{L}])/u

/**
 * A client's name: "which bank", "le nom de vos clients", "¿cómo se llama la cadena?", "اسم البنك"; the
 * name asked for is at most three words after the question word ("qué herramientas usan para automatizar
 * los bancos de pruebas" asks tools, not a bank).
 */
const NEAR = String.raw`(?:\W+\w+){0,3}?\W+`
const CLIENT: Record<Lang, RegExp> = {
  fr: new RegExp(
    String.raw`\b(nom|noms|qui (est|sont)|quel(le)?s?)\b${NEAR}\b(clients?|banques?|enseignes?|marques?|maisons?|magasins?)\b`,
  ),
  en: new RegExp(
    String.raw`\b(names?|who (is|are|was|were)|which)\b${NEAR}\b(clients?|customers?|banks?|retailers?|brands?|chains?|stores?|houses?|firms?)\b`,
  ),
  es: new RegExp(
    String.raw`\b(nombres?|llama|llaman|quien(es)?|cual(es)?|que)\b${NEAR}\b(clientes?|bancos?|cadenas?|marcas?|tiendas?|firmas?|casas?)\b`,
  ),
  ar: /(اسم|اسماء|من هو|من هم|ما هو|اي).*(العميل|عميل|العملاء|عملاء|البنك|بنك|المصرف|العلامه|المتجر|المتاجر|الدار|دار)/u,
}

/**
 * The words of a question a pattern finds, folded, each match's marks and apostrophes made spaces ("combien
 * d'années" → "combien d annees": the elided "d" is no part of "années").
 */
function wordsAsking(pattern: RegExp): (message: string) => string[] {
  const all = new RegExp(pattern.source, 'gu')
  return (message) => [...fold(message).matchAll(all)].map((m) => m[0].replace(/[^\p{L} ]+/gu, ' ').trim())
}

/** Whether a question asks the size of a change ("gain sur la durée", "how much did defects go down"). */
export const asksChange = (message: string): boolean => CHANGE.test(fold(message))

/** The words of a question naming a change ("go down", "réduction", "انخفض"), folded. */
export const changeWords = wordsAsking(CHANGE)

/** Whether a question asks the value of a measure ("savings on the cost of testing" asks no price). */
export const asksMeasure = (message: string): boolean => {
  const folded = fold(message)
  return MEASURE.test(folded) || CHANGE.test(folded)
}

/**
 * A question asking how long something takes or how soon, or how far apart two clocks are ("combien de
 * temps", "délai", "how quickly", "how big is the time difference", "cuánto dura", "كم تستغرق"): the figure
 * given must be a duration.
 */
const DURATION =
  /\b(combien de temps|en combien|duree|dure|durent|delais?|how long|how much time|how (?:big|large) (?:is|are) the time (?:difference|gap)s?|time ?frame|time ?span|turnaround|how quickly|how soon|how fast|how far ahead|how far in advance|how early|how much in advance|lead time|cuanto tiempo|cuanto dura|cuanto (se )?tardan?|tardar|tardaria|tardarian|demora|demoran|demorar|duracion|dura|plazos?|combien (d'|de )?(annees|ans|mois|semaines|jours|heures|minutes)|how many (years|months|weeks|days|hours|minutes)|cuant[oa]s (anos|meses|semanas|dias|horas|minutos))\b|(^|[^\p{L}])(كم من الوقت|[وف]?خلال كم|في غضون كم|تستغرق|يستغرق|مده|المده|مهله|المهله|كم (سنه|سنوات|عام|اعوام|شهر|اشهر|اسبوع|يوم|ايام|ساعه|ساعات|دقيقه)|كم (ياخذ |تاخذ |ياخد |تاخد |بياخد |بتاخد )?وقت|قديش (ياخذ|تاخذ|ياخد|تاخد|بياخد|بتاخد)|(ياخذ|تاخذ|ياخد|تاخد|بياخد|بتاخد) (كم|قديش))($|[^\p{L}])/u
/** The words of a question that ask for a duration ("combien de temps"), folded; none when it asks none. */
export const durationWords = wordsAsking(DURATION)

/**
 * Reading asked of ("combien de temps pour le lire ?", "how long to read", "¿cuánto se tarda en leerlo?",
 * "كم دقيقة تحتاج قراءة…") (folded): with a duration asked, the time an article takes to read.
 */
const READ =
  /\b(lire|le lire|la lire|lecture|read|reading|leer|leerlo|leerla|lectura)\b|(^|[^\p{L}])(ال|لل)?(قراءه|قراءته|قراءتها|اقرا)($|[^\p{L}])/u

/** The words an article's reading time is stated with, per language. */
const READING_TIME: Record<Lang, string> = { fr: 'lecture', en: 'reading', es: 'lectura', ar: 'للقراءة' }

/** A question as it is searched: one asking how long reading takes names the reading time's words. */
export const searched = (message: string, lang: Lang): string => {
  const folded = fold(message)
  return DURATION.test(folded) && READ.test(folded) ? `${message} ${READING_TIME[lang]}` : message
}

/**
 * Asks about a reply to a message ("vous répondez", "get back to me", "¿responden?", "تردون"); a
 * "temps de réponse" is an application's, not the team's.
 */
const REPLY =
  /\b(repond(ez|re|rez|ra|ront|ent)|rappel(ez|le|lera|lerez|leront)|delai de reponse|reply|replies|answer|answers|get back|hear back|call (me )?back|respond|responden|responder|respondeis|me llaman|me llamaran|me contestan|plazo de respuesta)\b|(^|[^\p{L}])(يرد|تردون|يردون|الرد|تتصلون بي|يتصلون بي)($|[^\p{L}])/u

/** Whether a question is about how the team replies to a message. */
export const asksReply = (message: string): boolean => REPLY.test(fold(message))

/**
 * Words asking a place, or which form of an address is wanted ("where", "address", "located", "basés",
 * "street address", "adresse exacte", "dirección postal", "العنوان بالضبط", "¿en qué ciudad?"): they ask the place,
 * they name no subject of their own.
 */
const PLACE_ASKED =
  /\b(address|street|postal|mailing|physical|exact|full|exacte|precise|complete|exacta|completa|city|ville|ciudad|where|donde|located|location|based|bases?|basees?|basad[oa]s?|situee?s?|localisee?s?|ubicad[oa]s?|ubicacion|situad[oa]s?)\b|(^|[^\p{L}])(البريدي|بالضبط|بالظبط|بالزبط|الكامل|مدينه|يقع|تقع|اين|وين|فين)($|[^\p{L}])/u
export const placeAskedWords = wordsAsking(PLACE_ASKED)

/**
 * An identifier asked by what it identifies ("registration number", "VAT no", "numéro d'immatriculation",
 * "número de registro", "رقم التسجيل"): the word naming it, folded. Phone numbers are asked as a way to
 * reach us (reachAsked), and "the number of" counts (countedWords).
 */
const IDENTIFIER =
  /\b(\p{L}{3,}) (?:number|no|id|code)\b|\bnumero (?:de |d )?(\p{L}{3,})|(?:^|[^\p{L}])رقم (\p{L}{3,})/gu
const NOT_IDENTIFIED =
  /^(phone|telephone|mobile|contact|fax|whatsapp|the|your|our|telefono|هاتف|الهاتف|تليفون|تلفون|موبايل|جوال|الجوال|واتساب|الاتصال|تواصل)$/u

/** The words naming the identifiers a question asks ("registration" in "company registration number?"). */
export const identifierWords = (message: string): string[] =>
  [...fold(message).replace(/['’]/g, ' ').matchAll(IDENTIFIER)]
    .map((m) => m[1] ?? m[2] ?? m[3] ?? '')
    .filter((w) => !NOT_IDENTIFIED.test(w))

/** The measures a question names ("salaire", "disponibilité"), folded: the figure given must be theirs. */
export const measureWords = wordsAsking(MEASURE)

/** "Quel", "what", "cuál", "ما": with a measure ("quel salaire", "what uptime"), its value is asked. */
/**
 * "How much" in spoken Arabic ("قديش", "قداش", "شحال", "كام", "بكام"): with a measure or a change named, its
 * value is asked ("قديش الراتب؟"); read as asking a quantity on its own, it lost more questions than it won.
 */
const HOW_MUCH_SPOKEN = /(^|[^\p{L}])[وف]?(قديش|بقديش|قداش|شحال|بشحال|كام|بكام)($|[^\p{L}])/u
const WHICH =
  /\b(quel(le)?s?|quoi|what|which|cual(es)?|que)\b|(^|[^\p{L}])(ما|ماهو|ماهي|شو|ايش|وش|شنو)($|[^\p{L}])/u

/**
 * Whether a question asks a number: in so many words ("combien", "how many", "cuánto", "كم"), or the value
 * of a measure ("quel salaire ?"), not whether it is followed ("taux d'erreur, vous le suivez ?").
 */
export const asksNumber = (message: string): boolean => {
  const folded = readAsked(message)
  if (Object.values(QUANTITY).some((pattern) => pattern.test(folded))) return true
  if (!MEASURE.test(folded) && !CHANGE.test(folded)) return false
  return WHICH.test(folded) || HOW_MUCH_SPOKEN.test(folded) || MEASURE_ALONE.test(folded.trim())
}

/**
 * A measure named as the whole question, terse, with nothing asked of the visitor's listener ("salary range
 * for the QA manager role", "error rate?"): its value is asked. "Taux d'erreur, vous le suivez ?" asks whether.
 */
const MEASURE_ALONE =
  /^(?![^,]*,)(?!.*(?:^|[^\p{L}])(?:vous|you|u|ustedes|usted|tu|vosotros|انتم|انت)(?:[^\p{L}]|$))(?:[^\s]+\s+){0,7}[^\s]+$/u

/** "What does it offer": what a thing gives, asked as a whole ("¿qué me encuentro?", "ماذا يقدم"). */
const OFFERS =
  /\b(what (does|do|will) .{0,40}(offer|provide|give)|what do i (find|get)|qu'?est-ce qu(e|')? .{0,40}(offre|propose|apporte|trouve)|que (propose|offre)|que (ofrece|ofrecen|encuentro|aporta|aportan))\b|(^|[^\p{L}])ماذا (يقدم|تقدم|تقدمون|يوفر|توفر|اجد)($|[^\p{L}])/u

/** "Who": a person's name answers it ("Qui a écrit…", "Who founded…", "¿Quién…?", "من كتب…"). */
const WHO =
  /^(?:\W*)(?:et |and |y )?(qui|who|quien(es)?)\b|(?:^|[^\p{L}])(qui a|who (wrote|founded|leads|runs|is)|quien (escribio|fundo|dirige))\b|^[^\p{L}]*[وف]?(من|مين|منو|شكون) (هو|هي|هم|كتب|كتبت|اسس|اسست|يدير|تدير|يقود|تقود|الف|الفت|صاحب|مولف|كاتب)($|[^\p{L}])/u

/**
 * "When" as a conjunction, not a question of time: inside a sentence, after a word that is no preposition
 * or opener, before a clause ("what do you do when a test fails?", "¿qué valores buscáis cuando
 * contratáis?", "que faites-vous quand un test échoue ?"); "lorsque" always (folded text). "Since when",
 * "desde cuando", "and when…?" and "vous ouvrez quand ?" still ask when.
 */
const CONJUNCTION_WHEN =
  /(?<=\p{L}[^\p{L}]+)(?<!\b(?:since|until|till|from|and|but|desde|hasta|para|de|y|e|pero|depuis|jusqu'a|jusqu a|pour|et|mais|c'est|c est|cest|es)[^\p{L}]+)(?:when|cuando(?=[^\p{L}]+\p{L})|quand(?=[^\p{L}]+(?:un|une|le|la|les|l'|on|vous|nous|il|elle|ils|elles|je|j'|tu|c'est|ca|des|mon|ma|mes|votre|vos|notre|nos|mes)\b)|lorsqu(?:e|'))(?=[^\p{L}]+\p{L})/gu

/**
 * French and Spanish "quand"/"cuando" opening a clause before the question, after a comma ("Quand vous
 * démarrez une mission, c'est quoi la première étape ?"): a conjunction too; the question after the comma
 * has three words at least ("Quand ouvrez-vous, le matin ?" still asks when). English "When you review…,
 * what do you check…?" read so lost more than it won; English "when" is read so only before a question
 * asking how ("When you audit a smart contract, how many people…?", "When your testers log a bug, how do they
 * decide how urgent it is?"), or before a verb in -ing and a question ("And when evaluating LLMs, what do you
 * check?").
 */
const LEADING_WHEN =
  /^[^\p{L}]*(?:(?:quand|cuando|lorsque?)(?=[^\p{L}][^,?]{3,},(?:[^\p{L}]+\p{L}+){3})|when(?=[^\p{L}][^,?]{3,},[^?]*\bhow\b)|(?:and |but )?when(?= \p{L}{2,}ing\b[^,?]*, *(?:what|which|how|who|do|does|is|are|can)\b))/u

/**
 * An e-mail address named with the word for an address ("email address", "adresse e-mail", "dirección de
 * correo", "عنوان البريد الإلكتروني") (folded): it asks an e-mail, not a place.
 */
const EMAIL_ADDRESS =
  /\b(e-?mail|mail) address\b|\badresses? (e-?mail|mail|electronique|courriel)\b|\bdireccion(es)? (de )?(e-?mail|correo)\b|(^|[^\p{L}])[وف]?(ال)?عنوان (ال)?(بريد|ايميل)/gu

/** A question as its type is read: folded, a conjunction "when" left out, an e-mail address only e-mail. */
const readAsked = (message: string) =>
  fold(message).replace(LEADING_WHEN, ' ').replace(CONJUNCTION_WHEN, ' ').replace(EMAIL_ADDRESS, ' email')

/**
 * "What kinds of", "qué tipo de", "quel genre de", and "what"/"qué" before a plural noun ("what simulators",
 * "¿qué simuladores…?"; French "quels" is a list already): the members of a kind are asked. Verbs ending
 * in s are left out ("what does", "¿qué ofrecéis?", "¿qué tienes?").
 */
const KINDS_ASKED =
  /\b(what|which) (kinds?|sorts?|types?) of\b|\bwhat (?!(?:is|was|are|were|do|does|did|has|have)\b)(?:\p{L}+ ){1,2}\p{L}{3,}s (?:do|does|did|are|can|could|would|will|have|should)\b|\bque (tipos?|clases?) de\b|\bquel(le)?s? (genres?|sortes?|types?) de\b|\bwhat (?!(?:is|was|does|has|its|this|us|yours|happens|means|goes|comes|makes|takes|costs)\b)\p{L}{3,}s\b|\bque (?!(?:es|mas|tienes|haces|ofreces|puedes|usas|necesitas|dices|incluyes|pides|buscas|piensas|recomiendas|sabes|quieres)\b)\p{L}{3,}(?<!ais|eis|amos|emos|imos)s\b/u

/**
 * "Which tests", "¿qué tipos de pruebas…?", "quels tests", "ما هي أنواع الاختبارات": the tests themselves
 * are asked (folded), which the page's list of the tests it runs answers.
 */
const TESTS_ASKED =
  /\b(what|which) (kinds? of |sorts? of |types? of )?(tests|testing)\b|\bque (tipos? de |clases? de )?pruebas\b|\bcuales (son las )?pruebas\b|\bquel(le)?s? (types? de |sortes? de |genres? de )?tests\b|(^|[^\p{L}])(ما هي|ماهي|ما|شو|اي|ايش|واش|وش) (انواع )?(ال)?اختبارات($|[^\p{L}])|(^|[^\p{L}])انواع (ال)?اختبار(ات)?($|[^\p{L}])/u

/**
 * "What do you check / measure / evaluate…?", "qu'est-ce que vous vérifiez ?", "¿qué medís?", "شو بتفحصو؟"
 * (folded): what is tested is asked, which the same list answers.
 */
const TESTED_ASKED =
  /\bwhat (do|would|will|did) (you|u|ya|your (team|testers|consultants))( \p{L}+)? (test|check|verify|measure|evaluate|assess|look at|look for|examine|inspect|validate)\b|\bqu'?est-ce (que|qu') (vous )?(testez|verifiez|mesurez|evaluez|controlez|examinez|validez|regardez)\b|\bque (testez|verifiez|mesurez|evaluez|controlez)-vous\b|\bvous (testez|verifiez|mesurez|evaluez|controlez) quoi\b|(?<!\blo )\bque (probais|prueban|comprobais|comprueban|medis|miden|evaluais|evaluan|verificais|verifican|revisais|revisan|validais|validan)\b|(^|[^\p{L}])[وف]?(ماذا|ما الذي|شو|ايش|واش|وش|اش) (ب|بت|بي|كت|ت)?(تختبرون|تختبروا|تختبرو|تفحصون|تفحصوا|تفحصو|فحصو|تقيسون|تقيسوا|تقيسو|تقيمون|تقيمونه|تقيسونه|تفحصونه|تختبرونه|تراجعون|تتحققون|تقيّمون)($|[^\p{L}])/u

/** Whether a question asks which tests (of a domain, a product), or what is checked. */
export const asksTests = (message: string): boolean => {
  const folded = readAsked(message)
  return TESTS_ASKED.test(folded) || TESTED_ASKED.test(folded)
}

/**
 * The type of a question, in any of the site's languages, read from its questions: the sentences before them
 * that ask nothing are their context ("Our staging is half the size of prod. Can we load test there?").
 */
export function questionType(message: string): QuestionType {
  const folded = readAsked(askedPart(message))
  const asks = (table: Record<Lang, RegExp>) => Object.values(table).some((pattern) => pattern.test(folded))
  if (asks(CLIENT)) return 'client'
  if (asks(QUANTITY) || MEASURE.test(folded) || CHANGE.test(folded)) return 'quantity'
  if (asks(PLACE) && !ON_SCREEN.test(folded)) return 'place'
  // "Who is Yanis Haddad?" names the person: it asks what they do, not a name.
  if (WHO.test(folded) && !statesPerson(message)) return 'person'
  if (asks(LIST) || OFFERS.test(folded) || KINDS_ASKED.test(folded)) return 'list'
  return 'other'
}

/** A phone number named, not a verb of calling ("when can I call?" asks hours) (folded text). */
const NAMES_PHONE =
  /\b(telephone|tel|phone|telefono|movil)\b|(^|[^\p{L}])[وف]?[بل]?(ال)?(هاتف|جوال|تلفون|تليفون)/u
/** The way of reaching someone a question asks for, when it names one (folded text). */
const ASKS_PHONE = new RegExp(
  `${NAMES_PHONE.source}|\\b(call|appeler|appel|llamar|llamo)\\b|(^|[^\\p{L}])[وف]?[بل]?(ال)?اتصل`,
  'u',
)
const ASKS_EMAIL =
  /\b(e-?mail|mail|courriel|correo|electronico)\b|(^|[^\p{L}])[وف]?[بل]?(ال)?(بريد|ايميل|الايميل)/u

/** Whether a question names a phone number or an e-mail address ("and the phone number?", "et son mail ?"). */
export const namesWayToReach = (message: string): boolean => {
  const folded = fold(message)
  return NAMES_PHONE.test(folded) || ASKS_EMAIL.test(folded)
}

/** What a question asking how to reach someone wants: a phone number, an e-mail address, or either. */
export function reachAsked(message: string): Reach {
  const folded = fold(message)
  const phone = ASKS_PHONE.test(folded)
  const email = ASKS_EMAIL.test(folded)
  return phone === email ? 'any' : phone ? 'phone' : 'email'
}

/** A question asking when ("depuis quand", "since when", "¿en qué año?", "متى"): a date answers it. */
const WHEN =
  /\b(quand|depuis quand|en quelle annee|quelle date|quel jour|when|since when|what year|which year|what date|what day|which day|cuando|desde cuando|en que ano|que fecha|que dia)\b|(?<!\bup[- ]to[- ]|\bto )\bdate\b(?!\s*(?:the|a|an|my|our|your|their)\b)|(^|[^\p{L}])[وف]?(متي|امتي|ايمتي|وقتاش|منذ متي|في اي سنه|في اي عام|تاريخ)($|[^\p{L}])/u

/** "How many X": the word after it, the thing counted ("combien d'étapes", "how many stages", "كم مرحلة"). */
const HOW_MANY =
  /\b(?:combien (?:de |d'|d’)|how many |cuant[oa]s |(?:le|the|el) (?:nombre|number|numero) (?:de |d'|of ))(\p{L}+)|(?:^|[^\p{L}])(?:(?:كم|وكم|بكم|ما) عدد|كم|وكم|بكم) (?:(?:كان|كانت|يكون|تكون|هي|هو) )?(\p{L}+)/gu

/** A rate or a share named, as a term or a folded word: "taux", "rate", "tasa", "porcentaje", "نسبة". */
export const RATE = /^(taux|rates?|tas|tasas?|porcentaj\w*|pourcentag\w*|percentag\w*|نسب\p{L}*)$/u

/** "Times" as a factor, folded: "how many times faster" asks the size of a change. */
const FACTOR = /^(fois|times|veces|مرات|مره)$/u

/** Words that end an English noun phrase: a verb that asks, a pronoun, a preposition, an article. */
const EN_PHRASE_END =
  /^(do|does|did|are|is|was|were|have|has|had|can|could|will|would|should|you|your|we|our|they|there|of|in|at|on|for|to|a|an|the|and|or|per)$/
/** Words ending in s that are no plural ("simultaneous", "various", "business", "analysis"). */
const NOT_PLURAL = /(ous|ss|us|is)$/
/** English plurals without an s. */
const EN_PLURAL = /^(people|staff|children|men|women)$/

/**
 * The words of the thing an English "how many" counts: the noun phrase after it, whose modifiers come before
 * its head ("how many different tech areas", "how many regression tests"), up to its first plural, within
 * three words.
 */
function englishCounted(after: string): string[] {
  const phrase: string[] = []
  for (const word of after.match(/\p{L}+/gu)?.slice(0, 3) ?? []) {
    if (EN_PHRASE_END.test(word)) break
    phrase.push(word)
    if ((word.endsWith('s') && !NOT_PLURAL.test(word)) || EN_PLURAL.test(word)) break
  }
  return phrase
}

/** The words a question counts ("étapes" in "combien d'étapes ?"), folded; none when it counts nothing. */
export const countedWords = (message: string): string[] =>
  [...fold(message).matchAll(HOW_MANY)]
    .flatMap((m) =>
      m[0].startsWith('how many ')
        ? englishCounted((m.input ?? '').slice((m.index ?? 0) + 'how many '.length))
        : [m[1] ?? m[2] ?? ''],
    )
    // "Combien de salaire ?", "كم نسبة…" (what rate) ask a measure's value, not a count; "cuántas veces más
    // rápido" a factor.
    .filter((w) => w && !MEASURE.test(w) && !RATE.test(w) && !FACTOR.test(w))

/**
 * A question asking since when or when something happened ("depuis quand", "when was … founded", "¿en qué
 * año se fundó?", "منذ متى"): a date answers it, not a length of time.
 */
const SINCE =
  /\b(depuis quand|en quelle annee|quand (a ete|avez-vous|as-tu|est-ce que .{0,30}(ete|cree|fonde))|since when|when (was|were|did)|what year|which year|desde cuando|en que ano|cuando (se )?(fundo|fundaron|creo|crearon|fue|nacio))\b|(^|[^\p{L}])(منذ متي|في اي سنه|في اي عام|متي تاسست|متي تاسس)($|[^\p{L}])/u

/** Whether a question asks since when, or when something happened. */
export const asksSince = (message: string): boolean => SINCE.test(readAsked(message))

/** A question asking which version of something ("quelle version", "which edition", "أي إصدار"), folded. */
const VERSION =
  /\b(versions?|editions?|edicion|versiones)\b|(^|[^\p{L}])(اصدار|الاصدار|نسخه|النسخه)($|[^\p{L}])/u

/** Whether a question asks which version of something: a name written with its number answers. */
export const asksVersion = (message: string): boolean => VERSION.test(fold(message))

/** Whether a question asks when something happened or happens. */
export const asksWhen = (message: string): boolean => WHEN.test(readAsked(message))

/** A question asking which standard ("quelle norme", "which standard", "¿qué norma?", "أي معيار"), folded. */
const STANDARD_ASKED =
  /\b(normes?|standards?|estandar(es)?|normas?|normativas?|referentiels?|referenciales?)\b|(^|[^\p{L}])[وفبل]?(ال)?(معيار|معايير)($|[^\p{L}])/u

/** Whether a question asks which standard: a standard's reference ("ISO/TS 15066") answers it. */
export const asksStandard = (message: string): boolean => STANDARD_ASKED.test(fold(message))

/** "How often", "à quelle fréquence", "tous les combien", "¿con qué frecuencia?", "cada cuánto", "كم مرة" (folded). */
const FREQUENCY_ASKED =
  /\b(how often|how frequently|how many times (a|per|each) \p{L}+|a quelle frequence|a quel rythme|tous les combien|(a|avec) quelle periodicite|con que frecuencia|cada cuanto|cuantas veces (al|por) \p{L}+|con que periodicidad)\b|(^|[^\p{L}])(كم مره|كل قديش|كل كم|بايش من مره)($|[^\p{L}])/u

/** Whether a question asks how often something happens: a frequency answers it. */
export const asksFrequency = (message: string): boolean => FREQUENCY_ASKED.test(fold(message))
