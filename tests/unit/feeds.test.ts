import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { extractFromJson, extractFromXml } from '@extractus/feed-extractor'
import Ajv from 'ajv'
import { afterAll, describe, expect, it } from 'vitest'
import { articles } from '../../content/index.ts'
import { FEED_FORMATS, type FeedFormat, feedPath } from '../../core/feeds.ts'
import { routePath } from '../../core/routes.ts'
import { pageFileOf } from '../../core/urls.ts'
import blogAr from '../../locales/ar/blog.json' with { type: 'json' }
import blogEn from '../../locales/en/blog.json' with { type: 'json' }
import blogEs from '../../locales/es/blog.json' with { type: 'json' }
import blogFr from '../../locales/fr/blog.json' with { type: 'json' }
import { newestFirst } from '../../scripts/feeds.ts'
import { SITE_LANGS } from '../../shared/languages.ts'
import schema from '../fixtures/feeds/jsonfeed-1.1.schema.json' with { type: 'json' }

/**
 * The blog's feeds as the build wrote them (dist/client, `npm run build` first), checked by real
 * validators: Atom against RFC 4287's RELAX NG schema with jing (Debian's `jing`, which .ci/run
 * installs), RSS and JSON Feed read by a feed parser (@extractus/feed-extractor), JSON Feed against a JSON
 * Schema of version 1.1 (tests/fixtures/feeds/). Each lists every article of its language, newest first.
 */
const ROOT = 'dist/client'
const BLOG = { fr: blogFr, en: blogEn, es: blogEs, ar: blogAr }
const RNC = 'tests/fixtures/feeds/atom-rfc4287.rnc'
const scratch = mkdtempSync(join(tmpdir(), 'qualixa-feeds-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

const read = (path: string) => readFileSync(join(ROOT, path), 'utf8')
/** jing's verdict on a file: its errors (its warnings about optional Java libraries left out). */
function jing(file: string): { status: number | null; errors: string } {
  const run = spawnSync('jing', ['-c', RNC, file], { encoding: 'utf8' })
  const errors = `${run.stdout}${run.stderr}`
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('[warning]'))
    .join('\n')
  return { status: run.status, errors }
}

/** The article URLs a language's feed must list, in order. */
const expected = (lang: (typeof SITE_LANGS)[number]) =>
  newestFirst(articles).map((a) => new URL(routePath('blogArticle', lang, a.slug), 'http://x').pathname)
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const pathOf = (url: string | undefined) => new URL(url ?? '', 'http://x').pathname

it('has a build and jing', () => {
  expect(existsSync(join(ROOT, feedPath('fr', 'atom'))), 'no feeds in dist/client: run npm run build').toBe(
    true,
  )
  expect(
    spawnSync('jing', [], { encoding: 'utf8' }).error,
    'jing is missing: apt-get install jing',
  ).toBeUndefined()
})

it('jing rejects an Atom feed that breaks the schema (the validator is not a no-op)', () => {
  const broken = join(scratch, 'broken.xml')
  writeFileSync(
    broken,
    read(feedPath('en', 'atom'))
      .replace(/<title>/, '<titel>')
      .replace(/<\/title>/, '</titel>'),
  )
  const verdict = jing(broken)
  expect(verdict.status).not.toBe(0)
  expect(verdict.errors).toMatch(/titel/)
})

describe.each(SITE_LANGS)('the feeds of %s', (lang) => {
  it("are announced in the head of the blog's index and articles, and shown on the index", () => {
    const pages = [routePath('blog', lang), routePath('blogArticle', lang, articles[0]?.slug)]
    for (const page of pages) {
      const html = readFileSync(join(ROOT, pageFileOf(page)), 'utf8')
      for (const format of Object.keys(FEED_FORMATS) as FeedFormat[]) {
        const link = new RegExp(
          `<link rel="alternate" type="${literal(FEED_FORMATS[format].type)}" title="[^"]+" href="([^"]+)">`,
        )
        const href = link.exec(html)?.[1]
        expect(href, `${page}: ${format}`).toMatch(/^https?:\/\//)
        expect(pathOf(href)).toBe(feedPath(lang, format))
      }
    }
    const index = readFileSync(join(ROOT, pageFileOf(routePath('blog', lang))), 'utf8')
    const visible = new RegExp(
      // On a right-to-left page, a Latin word of the text ("RSS") is marked with its language.
      `<a href="${feedPath(lang, 'rss')}" type="application/rss\\+xml"[^>]*>.*?${BLOG[lang].index.feed.replace(/[A-Za-z]{2,}/g, (word) => `(?:<span lang="en">)?${word}(?:</span>)?`)}</a>`,
    )
    expect(index).toMatch(visible)
  })

  it('Atom is valid against RFC 4287, in its language, every article newest first', async () => {
    const verdict = jing(join(ROOT, feedPath(lang, 'atom')))
    expect(verdict.errors).toBe('')
    expect(verdict.status).toBe(0)
    const xml = read(feedPath(lang, 'atom'))
    expect(xml).toContain(`<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${lang}">`)
    const feed = extractFromXml(xml)
    expect(feed.entries?.map((e) => pathOf(e.link))).toEqual(expected(lang))
  })

  it('RSS 2.0 is read by a feed parser, in its language, absolute links, every article newest first', () => {
    const xml = read(feedPath(lang, 'rss'))
    expect(xml).toContain(`<language>${lang}</language>`)
    const feed = extractFromXml(xml)
    expect(feed.title).toBeTruthy()
    const links = feed.entries?.map((e) => e.link ?? '') ?? []
    for (const link of links) expect(link).toMatch(/^https?:\/\//)
    expect(links.map(pathOf)).toEqual(expected(lang))
    const dates = feed.entries?.map((e) => Date.parse(e.published ?? '')) ?? []
    expect(dates.every((d, i) => i === 0 || d <= (dates[i - 1] as number))).toBe(true)
  })

  it('JSON Feed 1.1 matches its schema, says its language, every article newest first', () => {
    const json = JSON.parse(read(feedPath(lang, 'json')))
    const validate = new Ajv({ allErrors: true }).compile(schema)
    expect(validate(json), JSON.stringify(validate.errors)).toBe(true)
    expect(json.language).toBe(lang)
    const feed = extractFromJson(json)
    expect(feed.entries?.map((e) => pathOf(e.link))).toEqual(expected(lang))
  })
})

it('the JSON Feed schema refuses a feed of version 1 without items (the schema is not a no-op)', () => {
  const validate = new Ajv().compile(schema)
  expect(validate({ version: 'https://jsonfeed.org/version/1', title: 'x' })).toBe(false)
})
