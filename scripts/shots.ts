// npm run shots: a contact sheet of the built site for a person to review a release at a glance. Every
// sitemap URL and the 404 page, in the four languages, at 390 and 1280 px, as a returning visitor sees
// it, with what the layout test finds (tests/layout/probe.ts) outlined in red on the picture and listed
// under it, the findings with the language notice and cookie banner shown included.
// Writes shots/index.html (open it in a browser) and shots/img/*.jpg. Run `npm run build -- --local` first.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { type Browser, chromium } from '@playwright/test'
import { parseConfig } from '../core/config.ts'
import { createApp } from '../server/app.ts'
import { InboxStore } from '../server/inbox/store.ts'
import { escapeHtml } from '../shared/html.ts'
import { SITE_LANGS } from '../shared/languages.ts'
import type { LayoutFinding } from '../tests/layout/probe.ts'
import { defectsAt, langOf, sitemapPaths, visitorContext } from '../tests/layout/sweep.ts'
import { CHROMIUM_ARGS, findChromium } from './chromium.ts'

const OUT = 'shots'
const WIDTHS = [390, 1280] as const
/** A full page, down to this height: the rest of a very long page adds little to a glance. */
const MAX_HEIGHT = 6000

interface Shot {
  width: number
  image: string
  findings: LayoutFinding[]
  /** Findings only with the language notice and the cookie banner shown. */
  freshFindings: LayoutFinding[]
}

/** Outlines each finding's box on the page, numbered as in the list under the picture. */
const markFindings = (findings: LayoutFinding[]) => {
  for (const [i, f] of findings.entries()) {
    if (!f.box) continue
    const mark = document.createElement('div')
    mark.textContent = String(i + 1)
    Object.assign(mark.style, {
      position: 'absolute',
      left: `${f.box.x}px`,
      top: `${f.box.y}px`,
      width: `${f.box.width}px`,
      height: `${f.box.height}px`,
      outline: '3px solid #e00',
      background: 'rgb(255 0 0 / 0.12)',
      color: '#fff',
      font: 'bold 12px sans-serif',
      zIndex: '2147483647',
      pointerEvents: 'none',
    })
    document.body.append(mark)
  }
}

async function shoot(browser: Browser, baseURL: string, path: string, width: number): Promise<Shot> {
  const lang = langOf(path)
  const image = `img/${path.replace(/^\//, '').replace(/\//g, '_') || 'home'}-${width}.jpg`
  const fresh = await visitorContext(browser, 'fresh', lang, width, baseURL)
  const freshPage = await fresh.newPage()
  await freshPage.goto(path)
  const freshAll = await defectsAt(freshPage, width)
  await fresh.close()
  const context = await visitorContext(browser, 'answered', lang, width, baseURL)
  const page = await context.newPage()
  await page.goto(path)
  const findings = await defectsAt(page, width)
  await page.evaluate(markFindings, findings)
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  await page.screenshot({
    path: `${OUT}/${image}`,
    type: 'jpeg',
    quality: 60,
    fullPage: true,
    animations: 'disabled',
    clip: { x: 0, y: 0, width, height: Math.min(height, MAX_HEIGHT) },
  })
  await context.close()
  const seen = new Set(findings.map((f) => `${f.kind} ${f.where} ${f.detail}`))
  const freshFindings = freshAll.filter((f) => !seen.has(`${f.kind} ${f.where} ${f.detail}`))
  return { width, image, findings, freshFindings }
}

function sheet(rows: { path: string; shots: Shot[] }[], seconds: number): string {
  const flagged = rows.filter((r) => r.shots.some((s) => s.findings.length + s.freshFindings.length > 0))
  const list = (shot: Shot) =>
    [
      ...shot.findings.map(
        (f, i) => `<li><b>${i + 1}</b> ${escapeHtml(`${f.kind}: ${f.where} — ${f.detail}`)}</li>`,
      ),
      ...shot.freshFindings.map(
        (f) => `<li>${escapeHtml(`banner shown — ${f.kind}: ${f.where} — ${f.detail}`)}</li>`,
      ),
    ].join('')
  const cards = rows
    .map(({ path, shots }) => {
      const bad = shots.some((s) => s.findings.length + s.freshFindings.length > 0)
      const pictures = shots
        .map(
          (
            s,
          ) => `<figure class="w${s.width}"><a href="${s.image}"><img src="${s.image}" alt="${escapeHtml(path)} at ${s.width} px" loading="lazy"></a>
<figcaption>${s.width} px${s.findings.length + s.freshFindings.length ? `<ol>${list(s)}</ol>` : ' ✓'}</figcaption></figure>`,
        )
        .join('')
      return `<section class="${bad ? 'bad' : 'ok'}"><h2><a href="${escapeHtml(path)}">${escapeHtml(path)}</a></h2><div class="pair">${pictures}</div></section>`
    })
    .join('\n')
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Contact sheet: ${rows.length} pages</title>
<style>
body{font:14px/1.4 system-ui,sans-serif;margin:1rem;background:#f4f4f5;color:#18181b}
.pages{display:grid;grid-template-columns:repeat(auto-fill,minmax(420px,1fr));gap:1rem}
section{background:#fff;border-radius:8px;padding:.75rem;border:2px solid transparent}
section.bad{border-color:#dc2626}
h2{font-size:14px;margin:0 0 .5rem;overflow-wrap:anywhere}
.pair{display:flex;gap:.5rem;align-items:flex-start}
figure{margin:0}.w390{flex:0 0 30%}.w1280{flex:1}
img{width:100%;max-height:420px;object-fit:cover;object-position:top;border:1px solid #d4d4d8;display:block}
figcaption{color:#52525b}ol{color:#b91c1c;padding-inline-start:1.2rem;margin:.25rem 0}
body:has(#only:checked) section.ok{display:none}
</style></head><body>
<h1>${rows.length} pages × ${WIDTHS.join(' and ')} px — ${flagged.length} with findings</h1>
<p>Made ${new Date().toISOString()} in ${seconds} s from dist/client. Red outlines: what the layout test finds, numbered as listed. Findings seen only with the language notice and the cookie banner shown are listed as “banner shown”.</p>
<p><label><input type="checkbox" id="only"> Only the pages with findings</label></p>
<div class="pages">
${cards}
</div></body></html>
`
}

const started = Date.now()
rmSync(OUT, { recursive: true, force: true })
mkdirSync(`${OUT}/img`, { recursive: true })
const PORT = Number(process.env.SHOTS_PORT ?? 4620)
const app = createApp({
  root: 'dist/client',
  config: parseConfig({ PORT: String(PORT), FORMS_RATE_LIMIT: '100000' }),
  inbox: new InboxStore(':memory:'),
})
const server = serve({ fetch: app.fetch, port: PORT, hostname: '127.0.0.1' })
await new Promise((resolve) => server.once('listening', resolve))
const baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS })
const paths = [
  ...sitemapPaths(),
  ...SITE_LANGS.map((lang) => (lang === 'fr' ? '/page-introuvable' : `/${lang}/page-introuvable`)),
]
const rows: { path: string; shots: Shot[] }[] = paths.map((path) => ({ path, shots: [] }))
let next = 0
let done = 0
// Two pages at a time: one per core.
await Promise.all(
  [0, 1].map(async () => {
    for (let i = next++; i < rows.length; i = next++) {
      const row = rows[i] as { path: string; shots: Shot[] }
      for (const width of WIDTHS) row.shots.push(await shoot(browser, baseURL, row.path, width))
      if (++done % 20 === 0) console.log(`${done}/${rows.length} pages…`)
    }
  }),
)
await browser.close()
server.close()
const seconds = Math.round((Date.now() - started) / 1000)
writeFileSync(`${OUT}/index.html`, sheet(rows, seconds))
const flagged = rows.filter((r) => r.shots.some((s) => s.findings.length + s.freshFindings.length > 0))
console.log(
  `${OUT}/index.html: ${rows.length} pages at ${WIDTHS.join(' and ')} px, ${flagged.length} with findings (${seconds} s).`,
)
for (const row of flagged)
  for (const shot of row.shots)
    for (const f of [...shot.findings, ...shot.freshFindings])
      console.log(`  ${row.path} @${shot.width}: ${f.kind}: ${f.where} — ${f.detail}`)
process.exit(0)
