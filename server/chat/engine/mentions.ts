import type { Lang } from '../../../shared/languages.ts'
import { fold } from './text.ts'

// What a question names, read from its words as written: the site itself, its articles, names written as
// names, and names written with a number.

/** A question about the site itself or its chat assistant ("this chatbot"), by its possessive or article (folded). */
const ABOUT_SITE =
  /\bthe (site|website|web site)\b|\b(votre|ton|ce|your|ur|this|vuestr[oa]|tu|su|esta|este|la)( (?:propre|own|propi[oa]))? (site|site web|site internet|website|web site|web|sitio|sitio web|pagina web)\b|\b(votre|ce|cet|your|this|su|este|tu) (chatbot|bot|assistant|chat|asistente)\b|(^|[^\p{L}])(موقعكم|موقعك|موقعكم الالكتروني|هذا الموقع|هذا الشات|هذا المساعد|هذا البوت)($|[^\p{L}])/u
/** A question about the visitor's own data ("mes données", "my data", "my details", "mis datos", "بياناتي") (folded). */
const OWN_DATA =
  /\b(mes|mon|my|mis|mi) (donnees|data|datos|informations personnelles|personal data|personal information|informacion personal|details|personal details|coordonnees|informations|information|info|infos|informacion)\b|(^|[^\p{L}])[وف]?(بياناتي|معلوماتي)($|[^\p{L}])/u
/** Whether a question is about the visitor's own data: the site's privacy policy says what becomes of it. */
export const asksAboutOwnData = (message: string): boolean => OWN_DATA.test(fold(message))

/**
 * Words naming the site's blog or its articles ("d'après votre article", "حسب المدونة"), folded: they say
 * where to look (the articles), not what the question is about.
 */
export const BLOG_WORDS: Record<Lang, string> = {
  fr: 'blog article articles billet',
  en: 'blog article articles post',
  es: 'blog articulo articulos entrada',
  ar: 'مدونه مدونتكم مقال مقاله مقالات',
}
const blogWords = (arabic: boolean) =>
  [...new Set(Object.values(BLOG_WORDS).flatMap((w) => w.split(' ')))]
    .filter((w) => /[\u0600-\u06ff]/u.test(w) === arabic)
    .join('|')
/** A question naming the blog or an article (folded); Arabic writes its article and prepositions against it. */
const ABOUT_ARTICLES = new RegExp(
  `\\b(${blogWords(false)})\\b|(^|[^\\p{L}])[وفبل]?(ال)?(${blogWords(true)})($|[^\\p{L}])`,
  'u',
)
/** Whether a question names the blog or an article. */
export const asksAboutArticles = (message: string): boolean => ABOUT_ARTICLES.test(fold(message))

/** Whether a question is about the site itself. */
export const asksAboutSite = (message: string): boolean => ABOUT_SITE.test(fold(message))

/**
 * The words of a question written as names: an acronym ("COBOL"), a word in camel case ("TestComplete"),
 * a capitalised word inside a sentence ("Katalon", "Salesforce"), a word in Latin letters in an Arabic
 * question ("mainframe").
 */
const NAME = /^(\p{Lu}{2,}\d*|\p{Lu}\p{Ll}+\p{Lu}\p{L}*|\p{Lu}\p{Ll}{2,})$/u
export function namesIn(text: string, lang: Lang): string[] {
  return text.split(/[.!?؟]+(?:\s+|$)/).flatMap((sentence) =>
    sentence
      .split(/[\s,;:¿¡،()"«»“”]+/)
      .map((token) => token.replace(/^[^\p{L}\d]+|[^\p{L}\d]+$/gu, ''))
      .filter((word, i) => {
        if (lang === 'ar' && /^[a-z][a-z\d-]{2,}$/iu.test(word)) return true
        // A capitalised word opening a sentence is only a sentence's first word.
        return NAME.test(word) && !(i === 0 && /^\p{Lu}\p{Ll}+$/u.test(word))
      }),
  )
}

/** A name written with a number: "ISO 27001", "WCAG 2.2", "SOC 2", "ERC-721" (folded, lower case). */
const NUMBERED = /(?<![\p{L}\d])(\p{L}{2,8})[ -]?(\d+(?:\.\d+)?)(?![\p{L}\d])/gu
export const numberedIn = (text: string) =>
  [...fold(text).matchAll(NUMBERED)].map((m) => [m[1] ?? '', m[2] ?? ''] as const)
