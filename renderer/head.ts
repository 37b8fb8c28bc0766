import type { Company } from '../content/schemas/company.ts'
import type { BreadcrumbItem } from '../core/breadcrumb.ts'
import { FEED_FORMATS, type FeedFormat, feedPath } from '../core/feeds.ts'
import { type RouteId, routePath, type SitePage } from '../core/routes.ts'
import { SHARE_IMAGE_SIZE, type ShareCard } from '../core/shareImage.ts'
import { absoluteUrl } from '../core/urls.ts'
import { escapeHtml } from '../shared/html.ts'
import { DEFAULT_LANG, direction, LANGUAGES, SITE_LANGS, type SiteLang } from '../shared/languages.ts'

/** What a page says about itself; texts already translated. */
export interface PageMeta {
  title: string
  description: string
  keywords: string
  /** The page's share image (core/shareImage.ts): its path from the site root, its text alternative. */
  image?: ShareImage
  noIndex?: boolean
  /** For an article: what its BlogPosting structured data says. */
  article?: ArticleMeta
}

export interface ShareImage {
  path: string
  alt: string
  /** What it shows: the build draws it from this (scripts/share-images/). */
  card: ShareCard
}

export interface ArticleMeta {
  headline: string
  author: { name: string; jobTitle: string }
  /** ISO yyyy-mm-dd. */
  datePublished: string
  dateModified: string
  /** The article's category, translated. */
  section: string
}

export interface HeadInput {
  page: SitePage
  meta: PageMeta
  siteUrl: string
  siteName: string
  company: Company
  breadcrumb?: readonly BreadcrumbItem[]
}

export interface HeadData {
  lang: SiteLang
  dir: 'ltr' | 'rtl'
  title: string
  metas: { name?: string; property?: string; content: string }[]
  links: { rel: string; href: string; hreflang?: string; type?: string; sizes?: string; title?: string }[]
  jsonLd: Record<string, unknown>[]
}

/** Builds every head tag of a page from its route, language, metadata and the site config. Pure. */
export function buildHead(input: HeadInput): HeadData {
  const { page, meta, siteUrl, siteName, company } = input
  const abs = (path: string) => absoluteUrl(siteUrl, path)
  const canonical = abs(page.canonical)
  const image = meta.image ? abs(meta.image.path) : undefined
  const metas: HeadData['metas'] = [
    { name: 'description', content: meta.description },
    { name: 'keywords', content: meta.keywords },
    ...(meta.noIndex ? [{ name: 'robots', content: 'noindex, follow' }] : []),
    { property: 'og:type', content: page.routeId === 'blogArticle' ? 'article' : 'website' },
    { property: 'og:site_name', content: siteName },
    { property: 'og:title', content: meta.title },
    { property: 'og:description', content: meta.description },
    { property: 'og:url', content: canonical },
    ...(meta.image && image ? imageMetas(image, meta.image.alt) : []),
    { property: 'og:locale', content: LANGUAGES[page.lang].ogLocale },
    ...SITE_LANGS.filter((l) => l !== page.lang).map((l) => ({
      property: 'og:locale:alternate',
      content: LANGUAGES[l].ogLocale,
    })),
    // X reads og:title and og:description when its own tags are absent: the card type, and its image
    // (imageMetas), which some of its clients do not take from og:image.
    { name: 'twitter:card', content: 'summary_large_image' },
  ]
  const links: HeadData['links'] = meta.noIndex
    ? []
    : [
        { rel: 'canonical', href: canonical },
        ...SITE_LANGS.map((l) => ({ rel: 'alternate', hreflang: l, href: abs(page.alternates[l]) })),
        { rel: 'alternate', hreflang: 'x-default', href: abs(page.alternates[DEFAULT_LANG]) },
        // The blog's index and articles announce the blog's feeds in their language.
        ...(page.routeId === 'blog' || page.routeId === 'blogArticle'
          ? (Object.keys(FEED_FORMATS) as FeedFormat[]).map((format) => ({
              rel: 'alternate',
              type: FEED_FORMATS[format].type,
              title: `${siteName} (${FEED_FORMATS[format].name})`,
              href: abs(feedPath(page.lang, format)),
            }))
          : []),
      ]
  const org = organizationJsonLd(company, siteUrl, siteName)
  const jsonLd: Record<string, unknown>[] = [org]
  if (page.routeId === 'home') {
    jsonLd.push(webSiteJsonLd(siteName, canonical, page.lang, abs(routePath('search', page.lang))))
  }
  if (meta.article)
    jsonLd.push(blogPostingJsonLd(meta, meta.article, { url: canonical, image, lang: page.lang, org }))
  // Every other indexed page says what it is and in which language (home does it with its WebSite).
  else if (page.routeId !== 'home' && !meta.noIndex) {
    const type = page.routeId === 'contact' ? 'ContactPage' : 'WebPage'
    jsonLd.push(webPageJsonLd(type, meta, canonical, page.lang, org['@id'] as string))
  }
  if (input.breadcrumb?.length) jsonLd.push(breadcrumbJsonLd(input.breadcrumb, canonical, abs))
  return { lang: page.lang, dir: direction(page.lang), title: meta.title, metas, links, jsonLd }
}

/** The share image's tags, for Open Graph and X: its absolute address, size and text alternative. */
function imageMetas(image: string, alt: string): HeadData['metas'] {
  return [
    { property: 'og:image', content: image },
    { property: 'og:image:type', content: 'image/png' },
    { property: 'og:image:width', content: String(SHARE_IMAGE_SIZE.width) },
    { property: 'og:image:height', content: String(SHARE_IMAGE_SIZE.height) },
    { property: 'og:image:alt', content: alt },
    { name: 'twitter:image', content: image },
    { name: 'twitter:image:alt', content: alt },
  ]
}

/** Organization structured data with the company facts. */
export function organizationJsonLd(
  company: Company,
  siteUrl: string,
  siteName: string,
): Record<string, unknown> {
  const office = company.registeredOffice
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${absoluteUrl(siteUrl, '/')}#organization`,
    name: siteName,
    legalName: company.legalName,
    url: absoluteUrl(siteUrl, '/'),
    logo: absoluteUrl(siteUrl, '/logo.svg'),
    foundingDate: company.incorporated,
    identifier: company.registrationNumber,
    email: company.contact.email,
    telephone: company.contact.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: office.street,
      postalCode: office.postalCode,
      addressLocality: office.city,
      addressCountry: office.country,
    },
    hasCredential: company.certifications.map((name) => ({
      '@type': 'EducationalOccupationalCredential',
      name,
    })),
    sameAs: Object.values(company.social),
  }
}

/** The site, with the search page as its SearchAction (the /search page answers ?q=). */
function webSiteJsonLd(
  name: string,
  url: string,
  lang: SiteLang,
  searchUrl: string,
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name,
    url,
    inLanguage: lang,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${searchUrl}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  }
}

/** A page (its title, description, address and language), part of the company's site. */
function webPageJsonLd(
  type: 'WebPage' | 'ContactPage',
  meta: PageMeta,
  url: string,
  lang: SiteLang,
  orgId: string,
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': type,
    name: meta.title,
    description: meta.description,
    url,
    inLanguage: lang,
    about: { '@id': orgId },
  }
}

/** An article (Google's Article rich result: headline, image, dates, author), published by the Organization. */
function blogPostingJsonLd(
  meta: PageMeta,
  article: ArticleMeta,
  at: { url: string; image: string | undefined; lang: SiteLang; org: Record<string, unknown> },
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: article.headline,
    description: meta.description,
    ...(at.image && { image: [at.image] }),
    datePublished: article.datePublished,
    dateModified: article.dateModified,
    author: { '@type': 'Person', name: article.author.name, jobTitle: article.author.jobTitle },
    publisher: { '@id': at.org['@id'] },
    articleSection: article.section,
    inLanguage: at.lang,
    mainEntityOfPage: { '@type': 'WebPage', '@id': at.url },
    url: at.url,
  }
}

function breadcrumbJsonLd(
  items: readonly BreadcrumbItem[],
  canonical: string,
  abs: (path: string) => string,
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.path ? abs(item.path) : canonical,
    })),
  }
}

/** Whether a route shows the breadcrumb bar (every page but home). */
export function hasBreadcrumb(routeId: RouteId): boolean {
  return routeId !== 'home'
}

/** Serialises JSON for a <script> element: no '</script>' or HTML comment can close it early. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026')
}

/** The head tags as HTML (title, meta, link, JSON-LD), attributes escaped. */
export function renderHead(head: HeadData): string {
  const attrs = (record: Record<string, string | undefined>) =>
    Object.entries(record)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => ` ${k}="${escapeHtml(v as string)}"`)
      .join('')
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    ...head.metas.map((m) => `<meta${attrs({ name: m.name, property: m.property, content: m.content })}>`),
    ...head.links.map(
      (l) =>
        `<link${attrs({ rel: l.rel, hreflang: l.hreflang, type: l.type, title: l.title, href: l.href })}>`,
    ),
    ...head.jsonLd.map((data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`),
  ].join('\n')
}
