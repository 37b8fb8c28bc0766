import type { Lang } from '../../../shared/languages.ts'
import { STEMMERS } from '../../../shared/search/stemmers.ts'
import { FUNCTION_WORDS, fold, terms as searchTerms, wordSet, words } from '../../../shared/search/text.ts'
import { asBaseForm } from './englishForms.ts'
import {
  asArabicWords,
  asHiringWords,
  asPasantias,
  spelledNumeronyms,
  unabbreviatedChat,
} from './visitorWords.ts'

export { fold, words }

/**
 * What visitors say around a question ("Could you tell me…", "je cherche…"), and the chat's shorthand for
 * question words ("koi", "u", "xq", "شو"): no topic of its own.
 */
const QUESTION = {
  fr: `avez-vous svp merci bonjour propose proposez proposer possible faut veux voudrais souhaite besoin
    cherche recherche cherchez recherchez savoir savez dire donner chose choses consiste comprend inclut prend signifie plutot deja combien
    vraiment exactement moment chaque aider aide utiliser utilisez faites fais
    peut-on envoyer envoyez actuellement maintenant passe deroule donne donnez fera lire
    trouve trouver duree dure durent apres avant pendant couvrez couvre gerez traitez travaillez bossez intervenez
    parlez parle parler dites expliquez presentez detenez possedez
    koi kwa ke pk pq pkoi pr ds qd bcp stp`,
  en: `hi hello thanks thank tell know want need look looks looking
    offer offering provide guy guys anything something thing things like get got include includes involve
    involves mean means rather instead really actually already exactly much many every each run runs make do done
    use using help send right now currently before ever read find long after hold holds handle deal cover covers
    talk explain describe take takes last lasts against since
    according u ur pls plz thx wat wot wanna gonna one ones amount amounts during gets trying try tried
    comfortable`,
  es: `hola gracias buenos buenas favor ofrecen ofrece ofrecer ofreceis proponen proporcionan posible quiero
    quisiera querria gustaria desearia deseo necesito necesitamos necesita busco buscamos buscando saber decir
    buscais buscan saben sabe dar darme indicar indicarme explicar explicarme cosa cosas consiste incluye incluyen comprende significa
    realmente exactamente momento actualmente ahora ya cuanto cuantos cuanta cuantas cada ayudar ayuda usar usan utilizar
    utilizan enviar envian podrian podria pueden puede realizan realiza realizar llevan cabo leer hara haran
    encontrar encuentro dura duran duracion despues tras cubren cubre manejan trabajan tratan hablenme hableme
    hablame cuentenme cuenteme cuentame expliquen explique domina dominan dominais maneja manejais usa conoce conocen
    segun xq pq porq tb tmb xfa porfa deberia deberian debe deben che oye mira pues vale hecho hechos hecha hechas hizo hicieron`,
  ar: `مرحبا أهلا شكرا لو سمحت من فضلك تقدمون تقدم يقدم تقديم توفرون توفر أريد نريد أود نود أرغب أحتاج نحتاج
    يحتاج أبحث نبحث تبحثون تبحث يبحث معرفة أعرف أخبرني أخبرونا أخبروني شيء أشياء يشمل تشمل يتضمن يعني فعلا بالضبط حاليا الآن
    حقا كل ممكن يمكن يمكنكم يمكنني تستطيعون مساعدتي ساعدوني تستخدمون استخدام ترسلون إرسال تقومون تقوم يقوم
    نقوم تجرون تجري تنفذون أقرأ اقرأ قراءة أجد مدة تستغرق يستغرق بعد تغطون تغطي يغطي تعملون تتعاملون حدثني حدثوني حدثونا
    اشرح اشرحوا تقع يقع تقعون
    شو ايش وش شنو بدي ممكن
    اللي كام قديش قداش شحال امتى امتي وين فين مين منو شكون واش ليش ليه علاش ازاي كيفاش شلون ايه لهلأ لهلق
    ديال ديالكم ديالنا تبع تبعكم تبعنا بتاع بتاعكم متاع متاعكم هاد هادا هادي ده دي هيدا هيدي
    عندكو عندهم انتو انتم احنا نحنا حضرتكم عايز عاوز بغيت حابب لازم طيب
    إلها إله إلهم إلنا إلكم الها بالزبط بالظبط بالزبط لما لمن حسب بحسب يجب ينبغي يتقن تتقن تتقنون يعرف تعرفون يستعمل تستعملون يستخدم
    بالنسبة`,
} satisfies Record<Lang, string>

/**
 * Words that name the company itself ("the company", "votre boîte", "la empresa", "الشركة"): like its brand,
 * they are on every page and tell none apart.
 */
export const COMPANY_WORDS: Record<Lang, string> = {
  fr: 'societe entreprise boite cabinet',
  en: 'company firm business',
  es: 'empresa compania sociedad firma',
  ar: 'الشركة شركة شركتكم الشركه شركه شركتكم',
}

/** Arabic grammar words as they are, and with the conjunction و or ف written against them ("وكم", "فهل"). */
function withConjunctions(words: ReadonlySet<string>): ReadonlySet<string> {
  return new Set([...words].flatMap((w) => [w, `و${w}`, `ف${w}`]))
}

/**
 * Words that carry no meaning for retrieval, per language (folded): grammar and question words, the
 * Arabic dialects' among them ("اللي", "قديش", "شحال", "وين", "ديال": words no page uses, which would
 * otherwise count against the page that answers).
 */
export const STOP_WORDS: Record<Lang, ReadonlySet<string>> = {
  fr: new Set([...FUNCTION_WORDS.fr, ...wordSet(QUESTION.fr)]),
  en: new Set([...FUNCTION_WORDS.en, ...wordSet(QUESTION.en)]),
  es: new Set([...FUNCTION_WORDS.es, ...wordSet(QUESTION.es)]),
  ar: withConjunctions(new Set([...FUNCTION_WORDS.ar, ...wordSet(QUESTION.ar)])),
}

/** "عن بُعد" (remote, as in remote work) is one word of two that are each grammar ("about", "after"). */
const REMOTE_AR = /عن\s+ب\p{M}*ع\p{M}*د/gu

/**
 * An acronym spelt as a grammar word ("marquage CE", "IT teams") is kept as a word of its own, in a text
 * not written all in capitals: the grammar word ("ce", "it") would be dropped with the stop words.
 */
const asAcronyms = (text: string, lang: Lang) =>
  /\p{Ll}/u.test(text)
    ? text.replace(/(?<![\p{L}\d'’-])(\p{Lu}{2,3})(?![\p{L}\d'’-])/gu, (acronym) =>
        STOP_WORDS[lang].has(acronym.toLowerCase()) ? `${acronym}ACRONYM` : acronym,
      )
    : text

/**
 * "What kinds of", "quels types de", "qué tipo de": how a question frames its subject, not the subject
 * ("which kinds of applications" asks for applications; "kinds" alone finds every page listing "four kinds
 * of testing"). Kept: the question word, which says a list is asked.
 */
const KIND_OF: Record<Lang, RegExp | undefined> = {
  fr: /(?<![\p{L}])(quels?|quelles?|les|des)\s+(?:types?|sortes?|genres?)\s+(?:de\s+|d['’]\s?)/giu,
  en: /(?<![\p{L}])(what|which|all|the)\s+(?:kinds?|sorts?|types?)\s+of(?![\p{L}])/giu,
  es: /(?<![\p{L}])(qu[eé]|cu[aá]l(?:es)?|los|las)\s+(?:tipos?|clases?)\s+de(?![\p{L}])/giu,
  ar: undefined,
}
const withoutKindOf = (text: string, lang: Lang) => {
  const frame = KIND_OF[lang]
  return frame ? text.replace(frame, (_, asking: string) => `${asking} `) : text
}

/** A code name in camel case, lower case first ("sessionStorage"; not "JavaScript" or "iOS"). */
const CAMEL_CASE = /(?<![\p{L}\d])(\p{Ll}{3,})(\p{Lu}\p{Ll}+)/gu

/**
 * A text as the analysis reads it: acronyms spelt as grammar words kept, acronyms' plurals as the acronym. In French and Spanish, "AI" written in capitals is the acronym "IA" their pages use (plain "ai" is
 * the French verb of "j'ai").
 */
export function prepare(text: string, lang: Lang): string {
  // An acronym's plural is the acronym ("APIs", "KPIs"): stemmers do not know them.
  // A code name reads as its words ("cookieConsent", "localStorage"): visitors write "cookie consent".
  const singular = asAcronyms(spelledNumeronyms(withoutKindOf(asToolName(text), lang), lang), lang)
    .replace(/\b(\p{Lu}{2,})s\b/gu, '$1')
    .replace(CAMEL_CASE, '$1 $2')
  if (lang === 'ar') return asArabicWords(singular).replace(REMOTE_AR, 'عنبعد')
  if (lang === 'es') return asUstedes(asPasantias(singular.replace(/\bAI\b/g, 'IA')))
  if (lang === 'en') return asRemediation(asMachine(asHiringWords(unabbreviatedChat(singular))))
  return lang === 'fr' ? asVerbStem(asSummer(singular.replace(/\bAI\b/g, 'IA'))) : singular
}

/**
 * "Robot Framework", a test framework for every kind of software, is one name: no robot (the robotics area
 * a conversation is about), though a framework still.
 */
const asToolName = (text: string) =>
  text.replace(/(?<![\p{L}])robot\s+framework(?![\p{L}])/giu, 'robotframeworkTOOL framework')

/** An engine ("game engines", "Unreal Engine") is no engineer, though the stemmer reads both "engin". */
const asMachine = (text: string) => text.replace(/(?<![\p{L}])engines?(?![\p{L}])/giu, 'engineMACHINE')

/**
 * A remediation (fixing what an audit found) is no remedy (a legal recourse, the accessibility statement's
 * "Remedies"), though the stemmer reads both "remedi".
 */
const asRemediation = (text: string) =>
  text.replace(/(?<![\p{L}])remediations?(?![\p{L}])/giu, 'remediationFIX')

/** "En été", "l'été", "cet été": the summer, not the grammar word "été" (been) the stop words drop. */
const asSummer = (text: string) =>
  text.replace(/(?<![\p{L}])((?:en|cet)\s+|[ld]['’]\s?)(été)(?![\p{L}])/giu, '$1$2SAISON')

/**
 * A French verb after "nous" ("nous répondons", "nous vous accompagnons") read without its "-ons", as the
 * stemmer reads "vous répondez": the stemmer keeps "-ons" ("répondons" → "repondon"), and the site writes
 * what it does with "nous" where visitors ask with "vous".
 */
const NOUS_VERB =
  /(?<![\p{L}])(nous (?:(?:vous|les|leur|lui|y|en|ne|n'|l'|nous) ?)*)(\p{L}{3,}?)ons(?![\p{L}])/giu
const asVerbStem = (text: string) =>
  text.replace(NOUS_VERB, (whole: string, before: string, stem: string) =>
    STOP_WORDS.fr.has(fold(`${stem}ons`)) ? whole : `${before}${stem}`,
  )

/**
 * Spain's "vosotros" verbs read as the "ustedes" ones the site writes and the stemmer knows ("utilizáis" →
 * "utilizan", "hacéis" → "hacen", "cubrís" → "cubren"), with or without their accent: the common verbs whose
 * stem changes are listed ("tenéis" → "tienen").
 */
const VOSOTROS_IRREGULAR: Record<string, string> = {
  sois: 'son',
  estais: 'estan',
  vais: 'van',
  teneis: 'tienen',
  podeis: 'pueden',
  quereis: 'quieren',
  probais: 'prueban',
  encontrais: 'encuentran',
  ofreceis: 'ofrecen',
  // Numbers, not verbs.
  dieciseis: 'dieciseis',
  veintiseis: 'veintiseis',
}
const VOSOTROS = /(?<![\p{L}])(\p{L}{2,}?)(asteis|isteis|áis|ais|éis|eis|ís|is)(?![\p{L}])/giu
const USTEDES: Record<string, string> = {
  asteis: 'aron',
  isteis: 'ieron',
  áis: 'an',
  ais: 'an',
  éis: 'en',
  eis: 'en',
  ís: 'en',
  is: 'en',
}
function asUstedes(text: string): string {
  return text.replace(VOSOTROS, (word: string, stem: string, ending: string) => {
    const irregular = VOSOTROS_IRREGULAR[fold(word)]
    if (irregular) return irregular
    // "-ís" and "-is" end nouns too ("país", "análisis", "crisis"): only after a verb's -r- or -b- ("cubrís",
    // "escribís") and three letters is it a verb.
    if (/^í?is$|^ís$/iu.test(ending) && !(stem.length >= 3 && /[rb]$/iu.test(stem))) return word
    return `${stem}${USTEDES[ending.toLowerCase()] ?? ending}`
  })
}

/**
 * An Arabic active participle on the pattern فاعل read as its verb فعل ("حاصلة" → "حصل", "عامل" → "عمل"):
 * "حصلت على شهادات" finds "حاصلة على شهادات". Two unrelated words may meet so ("عالم", "علم"): the
 * evaluation sets measured it (visitors ar +2.1, no other set moved).
 */
const asVerb = (term: string) => term.replace(/^(\p{L})ا(\p{L}{2})$/u, '$1$2')

/** Texts whose terms were found, per language: a passage's sentences are read for every question. */
const known: Record<Lang, Map<string, readonly string[]>> = {
  fr: new Map(),
  en: new Map(),
  es: new Map(),
  ar: new Map(),
}
/** Texts remembered per language, at most (the site's sentences and a few thousand questions). */
const REMEMBERED = 100_000

/**
 * Index terms of a text: folded words without stop words, stemmed (shared/search/text.ts). Remembered:
 * the same sentences are scored for question after question. The list is shared; copy it to change it.
 */
export function terms(text: string, lang: Lang): string[] {
  const memory = known[lang]
  const found = memory.get(text)
  if (found) return found as string[]
  const stemmed = searchTerms(prepare(text, lang), STEMMERS[lang], STOP_WORDS[lang])
  const computed = lang === 'ar' ? stemmed.map(asVerb) : lang === 'en' ? stemmed.map(asBaseForm) : stemmed
  if (memory.size >= REMEMBERED) memory.clear()
  memory.set(text, computed)
  return computed
}

/**
 * Words that announce a thing named after them (articles and possessives): "un parking", "the internships",
 * "las becas"; a verb the site does not conjugate that way ("poussez", "usáis") never follows one.
 */
const ARTICLES: Record<Lang, ReadonlySet<string>> = {
  fr: new Set([
    'un',
    'une',
    'des',
    'le',
    'la',
    'les',
    'l',
    'du',
    'au',
    'aux',
    'vos',
    'votre',
    'nos',
    'notre',
  ]),
  en: new Set(['a', 'an', 'the', 'some', 'any', 'your', 'our', 'its', 'their', 'my', 'his', 'her']),
  es: new Set([
    'un',
    'una',
    'unos',
    'unas',
    'el',
    'la',
    'los',
    'las',
    'del',
    'al',
    'su',
    'sus',
    'vuestro',
    'vuestra',
    'vuestros',
    'vuestras',
  ]),
  ar: new Set(),
}
/**
 * Words asking whether we offer, have or use a thing, named right after them: "do you offer internships?", "do
 * your testers use ChatGPT?", "vous proposez des…", "¿ofrecen pasantías?", "فيه موقف سيارات؟" (is there
 * parking?).
 */
const OFFERING: Record<Lang, ReadonlySet<string>> = {
  fr: new Set(['proposez', 'offrez', 'prenez', 'faites', 'avez']),
  en: new Set([
    'offer',
    'offers',
    'provide',
    'run',
    'have',
    'take',
    'hire',
    'there',
    'sponsor',
    'accept',
    'use',
    'speak',
    'pay',
    'handle',
  ]),
  // Spain's "ofrecéis", "tenéis" read as "ofrecen", "tienen" (prepare).
  es: new Set(['ofrecen', 'tienen', 'hay', 'dan', 'aceptan']),
  // "Is there…": "فيه موقف سيارات؟", "هل يوجد…", "كاين…"; "do you accept / offer / have…": "هل تقبلون متدربين؟".
  ar: new Set([
    'فيه',
    'في',
    'يوجد',
    'توجد',
    'هناك',
    'كاين',
    'كاينه',
    'اكو',
    'تقبلون',
    'تقدمون',
    'توفرون',
    'عندكم',
    'لديكم',
  ]),
}
/** An Arabic noun carries its article: "الطلاب", "للطلاب", "وبالمحكمة". */
const ARABIC_ARTICLE = /^[وف]?(?:[بك]?ال|لل)/
/** The visitor speaking of themselves ("we take card payments"): what they take is no offer asked of us. */
const FIRST_PERSON = new Set(['we', 'i', 'nous', 'je', 'nosotros', 'yo'])
/**
 * Prepositions before the thing they name ("payment in bitcoin", "doing about its footprint", "accessible en
 * fauteuil roulant"), not where the visitor says where they stand ("I'm in procurement", "we're in retail":
 * the one-letter "I" and "m" are not read, so a preposition first is no naming either).
 */
const PREPOSITIONS: Record<Lang, ReadonlySet<string>> = {
  fr: new Set(['en', 'avec', 'sur']),
  en: new Set(['in', 'about', 'with']),
  es: new Set(['en', 'con', 'sobre']),
  ar: new Set(),
}
/** The visitor saying what they are ("we're", "I am", "je suis", "estamos"), before a preposition. */
const BEING_FIRST_PERSON = new Set([
  'we',
  're',
  'am',
  'im',
  'suis',
  'sommes',
  'soy',
  'somos',
  'estoy',
  'estamos',
])
/** A word a preposition names ("payment in bitcoin"), as `namesThing` reads words. */
export const namedAfterPreposition = (before: string | undefined, lang: Lang, twoBefore?: string) =>
  before !== undefined &&
  PREPOSITIONS[lang].has(before) &&
  twoBefore !== undefined &&
  !BEING_FIRST_PERSON.has(twoBefore)
export const namesThing = (word: string, before: string | undefined, lang: Lang, twoBefore?: string) =>
  (before !== undefined && OFFERING[lang].has(before) && !(twoBefore && FIRST_PERSON.has(twoBefore))) ||
  (lang === 'ar' ? ARABIC_ARTICLE.test(word) : before !== undefined && ARTICLES[lang].has(before)) ||
  // English puts a word narrowing a noun before it: "is there visitor parking?".
  (lang === 'en' && twoBefore === 'there')
