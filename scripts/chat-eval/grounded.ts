import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pageFileOf } from '../../core/urls.ts'
import { htmlText } from '../html-text.ts'
import { readersVoice, statedContent } from '../site-index.ts'

/**
 * "Never invent": every figure, e-mail address, phone number and street address an answer states must
 * appear on a page the answer links. The pages are read as a visitor reads them: the visible text of their
 * <main>, from the built site.
 */

/** A claim an answer makes, and how it is looked for on a page. */
export interface Claim {
  kind: 'e-mail' | 'phone' | 'address' | 'figure'
  /** As the answer writes it. */
  text: string
}

const BIDI = /[\u200e\u200f\u2066-\u2069]/g
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g
const PHONE = /\+?\d[\d  ]{7,}\d/g
/**
 * A street address: a number and a street word, up to the postcode and city when given; it ends at a comma
 * (Arabic's too), a bracket, a quotation mark, the " … " between two quoted passages, or the phone number
 * ("+33…") a contact card's lines run on with.
 */
const ADDRESS =
  /\d+(?:[\s  ](?:bis|ter))?,?[\s  ](?:rue|avenue|allée|allee|quai|boulevard|place|chemin|impasse)\b[^,،()«»“”…+]*/giu
/** A figure: digits, with their thousands separators and decimals ("10 000", "99,9", "1.5"). */
const FIGURE = /\d+(?:[  ]\d{3})*(?:[.,]\d+)?/g

/** Digits only, for comparing numbers however they are spaced. */
const digits = (s: string) => s.replace(/\D/g, '')
/** Text as compared: no bidi marks, one space for any run of white space, lower case. */
const normal = (s: string) => s.replace(BIDI, '').replace(/\s+/g, ' ').toLowerCase()

/** The claims of an answer: its link targets and labels are no claims. */
export function claimsOf(answer: string): Claim[] {
  const text = answer.replace(BIDI, '').replace(/\]\([^)]*\)/g, ']')
  const claims: Claim[] = []
  const taken: string[] = []
  const add = (kind: Claim['kind'], found: string) => {
    claims.push({ kind, text: found.trim() })
    taken.push(found)
  }
  for (const m of text.match(EMAIL) ?? []) add('e-mail', m)
  for (const m of text.match(PHONE) ?? []) if (digits(m).length >= 9) add('phone', m)
  for (const m of text.match(ADDRESS) ?? []) add('address', m)
  let rest = text
  for (const t of taken) rest = rest.split(t).join(' ')
  for (const m of rest.match(FIGURE) ?? []) add('figure', m)
  return claims
}

/** Whether a page's text states a claim. */
export function states(pageText: string, claim: Claim): boolean {
  const page = normal(pageText)
  if (claim.kind === 'e-mail' || claim.kind === 'address') return page.includes(normal(claim.text))
  if (claim.kind === 'phone') return digits(page).includes(digits(claim.text))
  // A figure is found as a number of the page's, however it spaces its thousands.
  const wanted = digits(claim.text)
  const decimals = /[.,]\d+$/.test(claim.text) ? claim.text.replace(/^.*?([.,]\d+)$/, '$1') : ''
  return (pageText.replace(BIDI, '').match(FIGURE) ?? []).some(
    (n) => digits(n) === wanted && (decimals === '' || n.endsWith(decimals)),
  )
}

/**
 * The visible text of what a built page states (its <main>, with the footer on a home page: `statedContent`;
 * without what its readers say, an article's comments, which the chat never quotes as the site's), by its
 * URL path (undefined when it was not built).
 */
export function pageText(dir: string, url: string): string | undefined {
  const path = url.replace(/[?#].*$/, '')
  const file = join(dir, pageFileOf(path))
  if (!existsSync(file)) return undefined
  return htmlText(
    statedContent(readFileSync(file, 'utf8'), path),
    (name, attributes) => name === 'noscript' || readersVoice(attributes),
  ).text
}

/** The claims of an answer that no page it links states. */
export function inventedClaims(answer: string, text: (url: string) => string | undefined): Claim[] {
  const links = [...new Set([...answer.matchAll(/\]\((\/[^)\s]*)\)/g)].map((m) => m[1] ?? ''))]
  const pages = links.map(text).filter((t): t is string => t !== undefined)
  return claimsOf(answer).filter((claim) => !pages.some((page) => states(page, claim)))
}
