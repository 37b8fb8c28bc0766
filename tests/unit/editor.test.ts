// The browser editor's configuration (made from the JSON Schemas), its published form for a git host
// (EDITOR_BACKEND) and how it is kept out of the public build and out of search engines. The editing round
// trip itself is tests/e2e/editor.spec.ts.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { parseConfig } from '../../core/config.ts'
import { NAMESPACES } from '../../core/i18n/namespaces.ts'
import { editorConfig } from '../../scripts/editor/config.ts'
import type { DecapField } from '../../scripts/editor/fields.ts'
import { publishEditor } from '../../scripts/editor/publish.ts'
import { realPath } from '../../scripts/editor/translated.ts'
import { createApp } from '../../server/app.ts'
import { headersFile } from '../../server/headers.ts'
import { InboxStore } from '../../server/inbox/store.ts'
import { SITE_LANGS } from '../../shared/languages.ts'

type Collection = {
  name: string
  i18n?: unknown
  files: { name: string; file: string; fields: DecapField[] }[]
}
const GITHUB = { name: 'github' as const, repo: 'qualixa/site', branch: 'main' }
const field = (fields: DecapField[], path: string): DecapField | undefined => {
  const [head, ...rest] = path.split('.')
  const found = fields.find((f) => f.name === head)
  return rest.length ? field(found?.fields ?? [], rest.join('.')) : found
}
const every = (fields: DecapField[], check: (f: DecapField) => boolean): boolean =>
  fields.every((f) => check(f) && every(f.fields ?? [], check))

describe('the local editor (npm run edit)', () => {
  const config = editorConfig({ name: 'proxy', proxy_url: 'http://127.0.0.1:8081/api/v1' })
  const collections = config.collections as Collection[]
  const byName = (name: string) => collections.find((c) => c.name === name) as Collection

  it('edits every locale namespace, its four languages side by side, French the reference', () => {
    expect((config as { i18n?: unknown }).i18n).toEqual({
      structure: 'single_file',
      locales: ['fr', 'en', 'es', 'ar'],
      default_locale: 'fr',
    })
    const locales = byName('locales')
    expect(locales.files.map((f) => f.name)).toEqual([...NAMESPACES])
    for (const entry of locales.files) {
      for (const lang of SITE_LANGS)
        expect(existsSync(realPath(entry.file, lang)), `${entry.file} in ${lang}`).toBe(true)
      // Every field in every language: a field left out of a language would be dropped from its file.
      expect(
        every(entry.fields, (f) => f.i18n === true),
        entry.name,
      ).toBe(true)
    }
    expect(
      field(byName('locales').files.find((f) => f.name === 'common')?.fields ?? [], 'nav.fullOffer'),
    ).toMatchObject({
      widget: 'string',
      required: true,
      pattern: ['\\S', 'Texte vide : écrivez-le'],
    })
  })

  it('edits every text file of content/<lang>/, and the facts of content/*.json', () => {
    const texts = byName('texts').files
    expect(texts.length).toBeGreaterThan(20)
    for (const entry of texts)
      for (const lang of SITE_LANGS)
        expect(existsSync(realPath(entry.file, lang)), `${entry.file} in ${lang}`).toBe(true)
    const facts = byName('facts').files
    expect(facts.map((f) => f.file)).toContain('content/company.json')
    const email = field(facts.find((f) => f.name === 'company')?.fields ?? [], 'contact.email')
    expect(email).toMatchObject({ widget: 'string', required: true })
    expect(email?.pattern?.[1]).toBe('Adresse e-mail invalide (ex. : contact@exemple.fr)')
    expect(new RegExp(email?.pattern?.[0] ?? '').test('not-an-email')).toBe(false)
    expect(new RegExp(email?.pattern?.[0] ?? '').test('contact@qualixa.example')).toBe(true)
  })
})

describe('the editor published for a git host (EDITOR_BACKEND)', () => {
  it('is configured from EDITOR_BACKEND, which is checked', () => {
    expect(parseConfig({ EDITOR_BACKEND: JSON.stringify(GITHUB) }).editorBackend).toEqual(GITHUB)
    expect(parseConfig({}).editorBackend).toBeUndefined()
    expect(() => parseConfig({ EDITOR_BACKEND: '{name: github}' })).toThrow(/EDITOR_BACKEND must be JSON/)
    expect(() => parseConfig({ EDITOR_BACKEND: '{"name":"svn","repo":"a/b"}' })).toThrow(
      /EDITOR_BACKEND.name: name must be github, gitlab or gitea/,
    )
  })

  it('edits each language in its own files, as the git host has them', () => {
    const config = editorConfig(GITHUB)
    expect(config.backend).toEqual(GITHUB)
    expect('i18n' in config).toBe(false)
    const collections = config.collections as Collection[]
    expect(collections.map((c) => c.name)).toEqual([
      ...SITE_LANGS.flatMap((lang) => [`locales-${lang}`, `texts-${lang}`]),
      'facts',
    ])
    for (const collection of collections)
      for (const entry of collection.files) expect(existsSync(entry.file), entry.file).toBe(true)
  })

  it('is not in the public build unless configured, and is never indexed', async () => {
    // The build npm test made has no EDITOR_BACKEND.
    expect(existsSync('dist/client/admin.html')).toBe(false)
    expect(existsSync('dist/client/admin')).toBe(false)
    const forms = { host: '', contactId: 'c', communityId: 'k', contactAction: '', communityAction: '' }
    expect(headersFile({ forms, recaptchaSiteKey: undefined }, {})).not.toContain('/admin')
    const published = headersFile({ forms, recaptchaSiteKey: undefined, editorBackend: GITHUB }, {})
    expect(published).toMatch(/^\/admin\/\*\n( {2}.+\n)*? {2}X-Robots-Tag: noindex, nofollow$/m)

    const root = mkdtempSync(join(tmpdir(), 'editor-site-'))
    writeFileSync(join(root, 'admin.html'), '<!doctype html><title>editor</title>')
    const store = new InboxStore(':memory:')
    const app = createApp({
      root,
      config: parseConfig({ EDITOR_BACKEND: JSON.stringify(GITHUB) }),
      inbox: store,
    })
    const response = await app.request('/admin')
    expect(response.status).toBe(200)
    expect(response.headers.get('X-Robots-Tag')).toBe('noindex, nofollow')
    expect(response.headers.get('Content-Security-Policy')).toContain("script-src 'self' 'unsafe-eval'")
    store.close()
    rmSync(root, { recursive: true, force: true })
  })

  const out = mkdtempSync(join(tmpdir(), 'editor-publish-'))
  afterAll(() => rmSync(out, { recursive: true, force: true }))
  it('is published as /admin with its configuration, bundled from npm', async () => {
    await publishEditor(out, GITHUB)
    const page = readFileSync(join(out, 'admin.html'), 'utf8')
    expect(page).toContain('<meta name="robots" content="noindex, nofollow">')
    expect(page).toMatch(/src="\/admin\/assets\/[^"]+\.js"/)
    expect(page).not.toMatch(/https?:\/\//)
    const config = JSON.parse(readFileSync(join(out, 'admin/config.json'), 'utf8')) as { backend: unknown }
    expect(config.backend).toEqual(GITHUB)
  }, 180_000)
})
