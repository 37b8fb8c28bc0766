/**
 * Checks a page's JSON-LD against what the rich results it aims at require (Google Search Central's
 * required and recommended properties for Organization, WebSite's sitelinks search box, breadcrumbs and
 * Article), plus what this site promises: absolute URLs on the site's origin, one publisher by `@id`, the
 * page's language. Returns the problems found, as sentences.
 */
type Node = Record<string, unknown>

const TYPES = ['Organization', 'WebSite', 'BreadcrumbList', 'BlogPosting', 'ContactPage', 'WebPage'] as const

const isDate = (value: unknown) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value)
const text = (value: unknown) => typeof value === 'string' && value.trim() !== ''

export interface PageFacts {
  /** The page's canonical URL, absent on pages that have none (not-found pages). */
  canonical?: string
  lang: string
  /** The visible h1. */
  h1: string
  /** The site's origin, e.g. http://localhost:3000. */
  origin: string
}

export function jsonLdProblems(blocks: Node[], page: PageFacts): string[] {
  const problems: string[] = []
  const say = (type: string, message: string) => problems.push(`${type}: ${message}`)
  const onSite = (type: string, name: string, value: unknown) => {
    if (typeof value !== 'string' || !value.startsWith(`${page.origin}/`))
      say(type, `${name} is not an absolute URL on ${page.origin}: ${String(value)}`)
  }
  const byType = (type: string) => blocks.filter((b) => b['@type'] === type)
  for (const block of blocks) {
    if (block['@context'] !== 'https://schema.org')
      say(String(block['@type']), '@context is not https://schema.org')
    if (!TYPES.includes(block['@type'] as (typeof TYPES)[number]))
      say(String(block['@type']), 'unexpected type')
  }
  const orgs = byType('Organization')
  if (orgs.length !== 1) say('Organization', `expected once, found ${orgs.length}`)
  const org = orgs[0] ?? {}
  for (const key of ['name', 'legalName', 'email', 'telephone'] as const)
    if (!text(org[key])) say('Organization', `${key} missing`)
  onSite('Organization', '@id', org['@id'])
  onSite('Organization', 'url', org.url)
  onSite('Organization', 'logo', org.logo)
  const address = org.address as Node | undefined
  for (const key of ['streetAddress', 'postalCode', 'addressLocality', 'addressCountry'])
    if (!text(address?.[key])) say('Organization', `address.${key} missing`)

  for (const site of byType('WebSite')) {
    onSite('WebSite', 'url', site.url)
    if (site.inLanguage !== page.lang)
      say('WebSite', `inLanguage ${String(site.inLanguage)} on a ${page.lang} page`)
    const action = site.potentialAction as Node | undefined
    const target = (action?.target as Node | undefined)?.urlTemplate
    if (action?.['@type'] !== 'SearchAction') say('WebSite', 'potentialAction is not a SearchAction')
    onSite('WebSite', 'potentialAction.target.urlTemplate', target)
    if (typeof target !== 'string' || !target.includes('{search_term_string}'))
      say('WebSite', 'the search URL template has no {search_term_string}')
    if (action?.['query-input'] !== 'required name=search_term_string') say('WebSite', 'query-input mismatch')
  }

  for (const crumbs of byType('BreadcrumbList')) {
    const items = (crumbs.itemListElement as Node[] | undefined) ?? []
    if (items.length < 2) say('BreadcrumbList', `${items.length} items (at least home and the page)`)
    items.forEach((item, i) => {
      if (item['@type'] !== 'ListItem') say('BreadcrumbList', `item ${i + 1} is not a ListItem`)
      if (item.position !== i + 1)
        say('BreadcrumbList', `item ${i + 1} has position ${String(item.position)}`)
      if (!text(item.name)) say('BreadcrumbList', `item ${i + 1} has no name`)
      onSite('BreadcrumbList', `item ${i + 1}`, item.item)
    })
    const last = items.at(-1)
    if (page.canonical && last?.item !== page.canonical)
      say(
        'BreadcrumbList',
        `the last item is ${String(last?.item)}, not the page's canonical ${page.canonical}`,
      )
  }

  for (const post of byType('BlogPosting')) {
    if (!text(post.headline) || String(post.headline).length > 110)
      say('BlogPosting', 'headline missing or over 110 characters')
    if (post.headline !== page.h1)
      say('BlogPosting', `headline "${String(post.headline)}" is not the h1 "${page.h1}"`)
    if (!text(post.description)) say('BlogPosting', 'description missing')
    const images = Array.isArray(post.image) ? post.image : [post.image]
    if (!images.length) say('BlogPosting', 'image missing')
    for (const image of images) onSite('BlogPosting', 'image', image)
    if (!isDate(post.datePublished)) say('BlogPosting', 'datePublished is not an ISO date')
    if (!isDate(post.dateModified) || String(post.dateModified) < String(post.datePublished))
      say('BlogPosting', 'dateModified missing or before datePublished')
    const author = post.author as Node | undefined
    if (author?.['@type'] !== 'Person' || !text(author?.name))
      say('BlogPosting', 'author is not a named Person')
    if ((post.publisher as Node | undefined)?.['@id'] !== org['@id'])
      say('BlogPosting', "publisher is not the page's Organization by @id")
    if (post.inLanguage !== page.lang)
      say('BlogPosting', `inLanguage ${String(post.inLanguage)} on a ${page.lang} page`)
    const main = post.mainEntityOfPage as Node | undefined
    if (main?.['@id'] !== page.canonical) say('BlogPosting', "mainEntityOfPage is not the page's canonical")
    const crumbs = byType('BreadcrumbList')[0]?.itemListElement as Node[] | undefined
    if (crumbs?.at(-1)?.name !== post.headline)
      say('BlogPosting', "the breadcrumb's last item is not the title")
  }

  for (const type of ['ContactPage', 'WebPage']) {
    for (const node of byType(type)) {
      if (!text(node.name)) say(type, 'name missing')
      if (node.url !== page.canonical) say(type, "url is not the page's canonical")
      if ((node.about as Node | undefined)?.['@id'] !== org['@id']) say(type, 'about is not the Organization')
      if (node.inLanguage !== page.lang)
        say(type, `inLanguage ${String(node.inLanguage)} on a ${page.lang} page`)
    }
  }
  // An indexed page says its language once: its WebSite (home), BlogPosting, ContactPage or WebPage.
  const described = blocks.filter((b) => 'inLanguage' in b)
  if (page.canonical && described.length !== 1)
    say('page', `${described.length} nodes carry inLanguage (expected the page's one)`)
  return problems
}
