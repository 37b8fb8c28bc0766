import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort, serverAnswers } from '../server-start.ts'

/**
 * A production build for https://www.example.org, as a deployment makes it, served by a well-known
 * third-party static server with clean-URL semantics (`serve`, as Netlify, Cloudflare Pages, GitHub
 * Pages, Vercel and Firebase serve /x from x.html) and by the compiled production server: every sitemap
 * URL answers 200 with no redirect, and nothing in the output names localhost.
 *
 * The build is made in a copy of the repository's files (those git tracks or would track; node_modules
 * linked), not in this checkout: this machine's dist/ stays as it is for the suites that read it beside
 * this one (`npm test` runs the engine journeys meanwhile).
 */
const SITE_URL = 'https://www.example.org'
const site = mkdtempSync(join(tmpdir(), 'qualixa-deploy-site-'))
const DIST = join(site, 'dist/client')
const children: ChildProcess[] = []

/** Copies the repository's files (tracked, and untracked ones git does not ignore) into `site`. */
function copyRepository(): void {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
    .split('\0')
    .filter(Boolean)
  for (const file of files) {
    // A tracked file deleted in the working tree is not part of it.
    try {
      mkdirSync(dirname(join(site, file)), { recursive: true })
      cpSync(file, join(site, file))
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    }
  }
  symlinkSync(resolve('node_modules'), join(site, 'node_modules'))
}

/** Builds as `npm run build` does: without vitest's NODE_ENV=test, whose pages would load islands/client.ts. */
function build(env: Record<string, string>): void {
  const { NODE_ENV: _, ...inherited } = process.env
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
    cwd: site,
    env: { ...inherited, ...env },
    encoding: 'utf8',
  })
  if (run.status !== 0) throw new Error(`build failed:\n${run.stdout}\n${run.stderr}`)
}

async function listen(command: string, args: string[], port: number, env: Record<string, string> = {}) {
  const child = spawn(command, args, { cwd: site, env: { ...process.env, ...env }, stdio: 'ignore' })
  children.push(child)
  if (await serverAnswers(`http://127.0.0.1:${port}/robots.txt`, child)) return
  throw new Error(`${command} ${args.join(' ')} did not start on ${port}`)
}

const SERVE_PORT = await freePort()
let SERVER_PORT = await freePort()
while (SERVER_PORT === SERVE_PORT) SERVER_PORT = await freePort()
const dataDir = mkdtempSync(join(tmpdir(), 'qualixa-deploy-'))
let sitemapUrls: string[] = []

beforeAll(async () => {
  copyRepository()
  build({ SITE_URL })
  sitemapUrls = [...readFileSync(`${DIST}/sitemap.xml`, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (m) => m[1] ?? '',
  )
  const serveBin = join(createRequire(import.meta.url).resolve('serve/package.json'), '..', 'build/main.js')
  await listen(
    process.execPath,
    [serveBin, DIST, '-l', `tcp://127.0.0.1:${SERVE_PORT}`, '--no-clipboard'],
    SERVE_PORT,
  )
  await listen(process.execPath, ['dist/node/server.mjs'], SERVER_PORT, {
    PORT: String(SERVER_PORT),
    DATA_DIR: dataDir,
    SITE_URL,
    // Each page is compressed as it is asked for (gzip: Node's fetch asks for no Brotli), not all at start.
    COMPRESS_AHEAD: 'off',
  })
})

afterAll(() => {
  for (const child of children) child.kill('SIGTERM')
  rmSync(dataDir, { recursive: true, force: true })
  rmSync(site, { recursive: true, force: true })
})

/** The same path on a local server. */
const local = (url: string, port: number) => url.replace(SITE_URL, `http://127.0.0.1:${port}`)
const canonicalOf = (html: string) => html.match(/<link rel="canonical" href="([^"]+)"/)?.[1]

describe(`a build for ${SITE_URL}`, () => {
  it('lists every page in its sitemap, on that origin', () => {
    expect(sitemapUrls.length).toBeGreaterThan(80)
    expect(sitemapUrls.every((u) => u === SITE_URL || u.startsWith(`${SITE_URL}/`))).toBe(true)
    expect(sitemapUrls.some((u) => u.endsWith('/') && u !== `${SITE_URL}/`)).toBe(false)
  })

  it('names localhost nowhere in what is published', () => {
    const files = (readdirSync(DIST, { recursive: true }) as string[]).filter((f) =>
      /\.(html|xml|txt|json|js|css|svg)$|^_headers$|^_redirects$/.test(f),
    )
    const leaks = files.filter((f) => /localhost|127\.0\.0\.1/.test(readFileSync(join(DIST, f), 'utf8')))
    expect(leaks).toEqual([])
  })

  it('loads the built islands loader, not a source file', () => {
    const home = readFileSync(`${DIST}/index.html`, 'utf8')
    expect(home.match(/data-islands="([^"]+)"/)?.[1]).toMatch(/^\/islands\/client-[\w-]+\.js$/)
  })

  for (const [name, port] of [
    ['serve (a third-party static server with clean URLs)', SERVE_PORT],
    ['the compiled production server', SERVER_PORT],
  ] as const) {
    it(`${name}: every sitemap URL answers 200 with no redirect, and is the page it names`, async () => {
      const wrong: string[] = []
      for (const url of sitemapUrls) {
        const res = await fetch(local(url, port), { redirect: 'manual' })
        const html = await res.text()
        if (res.status !== 200) wrong.push(`${url}: ${res.status} ${res.headers.get('location') ?? ''}`)
        else if (canonicalOf(html) !== url) wrong.push(`${url}: canonical ${canonicalOf(html)}`)
      }
      expect(wrong).toEqual([])
    })
  }

  it('the production server answers /x/ and /x.html with a 308 to /x, query kept', async () => {
    for (const [from, to] of [
      ['/en/contact/', '/en/contact'],
      ['/en/contact.html?subject=Audit', '/en/contact?subject=Audit'],
      ['/about/', '/about'],
    ]) {
      const res = await fetch(`http://127.0.0.1:${SERVER_PORT}${from}`, { redirect: 'manual' })
      expect(res.status, from).toBe(308)
      expect(res.headers.get('location'), from).toBe(to)
    }
  })

  it('the production server answers unknown addresses as _redirects tells static hosts to', async () => {
    const rules = readFileSync(`${DIST}/_redirects`, 'utf8')
      .split('\n')
      .filter((l) => l && !l.startsWith('#'))
      .map((l) => l.split(' ') as [string, string, string])
    for (const [from, to, status] of rules.filter(([from]) => from.endsWith('/*'))) {
      const probe = from.replace('*', 'no-such-thing')
      const res = await fetch(`http://127.0.0.1:${SERVER_PORT}${probe}`, { redirect: 'manual' })
      expect(res.status, probe).toBe(Number(status))
      const target = await (await fetch(`http://127.0.0.1:${SERVER_PORT}${to}`)).text()
      expect(await res.text(), `${probe} shows ${to}`).toBe(target)
    }
  })
})
