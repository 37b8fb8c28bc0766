// The browser editor's round trip (`npm run edit`: Decap CMS with decap-server's local back end), on a copy
// of the repository: a Spanish text changed and saved reaches its file, in that key only; `npm run i18n`
// still finds the Spanish translation complete; a rebuild shows the text; a value the schema refuses is
// shown as an error before anything is saved.
import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { Page } from '@playwright/test'
import { bundleEditor } from '../../scripts/editor/bundle.ts'
import { type Editor, startEditor } from '../../scripts/editor/server.ts'
import { TIMEOUTS } from '../timeouts.ts'
import { expect, test } from './support.ts'

test.describe.configure({ mode: 'serial' })

/** What a copy of the repository leaves out: output, caches, dependencies (linked instead). */
const NOT_COPIED = new Set([
  '.git',
  'node_modules',
  'dist',
  'test-results',
  'playwright-report',
  'bench-results',
  '.bench-trash',
  'data',
  '.e2e-data',
])

let repo: string
let editor: Editor
/** The locale files as they were before the edit. */
const before = new Map<string, string>()
const LANGS = ['fr', 'en', 'es', 'ar']

test.beforeAll(async () => {
  test.setTimeout(TIMEOUTS.editor)
  repo = mkdtempSync(join(tmpdir(), 'editor-repo-'))
  for (const name of readdirSync('.'))
    if (!NOT_COPIED.has(name)) cpSync(name, join(repo, name), { recursive: true })
  symlinkSync(resolve('node_modules'), join(repo, 'node_modules'))
  for (const lang of LANGS) before.set(lang, readFileSync(join(repo, `locales/${lang}/common.json`), 'utf8'))
  // Bundled anew: the editor's sources may have changed since the last bundle.
  await bundleEditor()
  editor = await startEditor({ port: 0, repo })
})

test.afterAll(async () => {
  await editor?.close()
  if (repo) rmSync(repo, { recursive: true, force: true })
})

/** Opens the editor on an entry, logged in to the local back end. */
async function openEntry(page: Page, collection: string, entry: string) {
  await page.goto(editor.url)
  await page.getByRole('button', { name: 'Se connecter' }).click()
  await page.goto(`${editor.url}#/collections/${collection}/entries/${entry}`)
}

/** The text box labelled `name` that currently holds `value` (a label repeats in each language's pane). */
async function textbox(page: Page, name: string, value: string) {
  const boxes = page.getByRole('textbox', { name, exact: true })
  await expect(boxes.first()).toBeVisible()
  for (const box of await boxes.all()) if ((await box.inputValue()) === value) return box
  throw new Error(`no text box "${name}" holding "${value}"`)
}

async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publier', exact: true }).click()
  await page.getByRole('menuitem', { name: 'Publier maintenant' }).click()
}

const run = (args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', ...args], { cwd: repo, encoding: 'utf8' })

test('a Spanish text saved in the editor changes that key of the Spanish file, and nothing else', async ({
  page,
}) => {
  await openEntry(page, 'locales', 'common')
  // French on the left, the other pane switched from English to Spanish.
  await page.getByText('Écrire en EN').click()
  await page.getByRole('menuitem', { name: 'ES' }).click()
  await (await textbox(page, 'fullOffer', 'Toda nuestra oferta')).fill('Toda la oferta de Qualixa')
  await publish(page)

  const file = join(repo, 'locales/es/common.json')
  await expect
    .poll(() => readFileSync(file, 'utf8'), { timeout: TIMEOUTS.editorCommit })
    .not.toBe(before.get('es'))
  const old = (before.get('es') ?? '').split('\n')
  const now = readFileSync(file, 'utf8').split('\n')
  expect(now.length).toBe(old.length)
  const changed = now.flatMap((line, i) => (line === old[i] ? [] : [[old[i], line]]))
  expect(changed).toEqual([
    ['    "fullOffer": "Toda nuestra oferta",', '    "fullOffer": "Toda la oferta de Qualixa",'],
  ])
  for (const lang of ['fr', 'en', 'ar'])
    expect(readFileSync(join(repo, `locales/${lang}/common.json`), 'utf8'), lang).toBe(before.get(lang))
})

test('npm run i18n finds Spanish still complete, and a rebuild shows the new text', async () => {
  test.setTimeout(TIMEOUTS.editor)
  const report = run(['scripts/i18n.ts'])
  expect(report.status, report.stderr).toBe(0)
  expect(report.stdout).toMatch(
    /^es: \d+ texts, 0 missing, \d+ identical to French, 0 stale, 0 not recorded in the lock$/m,
  )
  expect(report.stdout).not.toContain('fullOffer')

  const build = run(['scripts/build.ts', '--local'])
  expect(build.status, build.stderr).toBe(0)
  const home = readFileSync(join(repo, 'dist/client/es.html'), 'utf8')
  expect(home).toContain('>Toda la oferta de Qualixa<')
  expect(home).not.toContain('>Toda nuestra oferta<')
})

test('an invalid e-mail in the company facts is shown as an error, and nothing is saved', async ({
  page,
}) => {
  const file = join(repo, 'content/company.json')
  const facts = readFileSync(file, 'utf8')
  await openEntry(page, 'facts', 'company')
  await (await textbox(page, 'email', 'contact@qualixa.example')).fill('not-an-email')
  await publish(page)
  await expect(page.getByText(/Adresse e-mail invalide/)).toBeVisible()
  expect(readFileSync(file, 'utf8')).toBe(facts)
})

test('an entry opened straight from another by its address shows all its data', async ({ page }) => {
  await openEntry(page, 'facts', 'company')
  await expect(page.getByText('2 certifications')).toBeVisible()
  // Decap alone would show this entry's lists empty here (and save them so): the editor reloads.
  await page.goto(`${editor.url}#/collections/facts/entries/home`)
  await expect(page.getByText('3 figures')).toBeVisible()
  await page.goto(`${editor.url}#/collections/facts/entries/offices`)
  await expect(page.getByText(/^[1-9]\d* agencies$/)).toBeVisible()
})
