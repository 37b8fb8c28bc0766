// Production build: islands bundle, then Vike (client, server), then the pre-rendering, each page written
// once in its final form (scripts/postbuild.ts), then the static extras.
// Run with `npm run build`; output in dist/client, ready for any static host.
import { cpSync, rmSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, relative, resolve } from 'node:path'
import { prerender, build as vikeBuild } from 'vike/api'
import { build as viteBuild } from 'vite'
import { config } from '../renderer/config.ts'
import { ISLANDS_OUT_DIR } from '../renderer/islandsEntry.ts'
import { postbuild } from './postbuild.ts'

const started = performance.now()
const settings = config()
console.log(
  settings.recaptchaSiteKey
    ? 'reCAPTCHA v3: on (RECAPTCHA_SITE_KEY set).'
    : 'reCAPTCHA v3: off (RECAPTCHA_SITE_KEY unset): forms post without a captcha token.',
)
console.log(`Forms post to ${settings.forms.contactAction} and ${settings.forms.communityAction}.`)
rmSync('dist', { recursive: true, force: true })
const phases: string[] = []
const phase = async (name: string, step: () => Promise<unknown>) => {
  const t = performance.now()
  await step()
  phases.push(`${name} ${((performance.now() - t) / 1000).toFixed(1)} s`)
}
await phase('islands', () => viteBuild({ configFile: 'vite.islands.config.ts', logLevel: 'warn' }))
await phase('vike build', () => vikeBuild())
const pages = postbuild()
const root = resolve('dist/client')
const writes: Promise<void>[] = []
// Vike hands each rendered page over instead of writing it (prerender.disableAutoRun in pages/+config.ts):
// each page is written once, in its final form, rather than written, read back and rewritten; and the
// writes run while the next pages render.
const onPagePrerender = (pageContext: { _prerenderResult?: { filePath: string; fileContent: string } }) => {
  const result = pageContext._prerenderResult
  if (!result)
    throw new Error('vike no longer passes _prerenderResult to onPagePrerender: see scripts/build.ts')
  const { filePath, fileContent } = result
  const html = filePath.endsWith('.html') ? pages.page(relative(root, filePath), fileContent) : fileContent
  writes.push(mkdir(dirname(filePath), { recursive: true }).then(() => writeFile(filePath, html)))
}
await phase('pre-rendering', async () => {
  await prerender({ onPagePrerender })
  await Promise.all(writes)
})
cpSync(`${ISLANDS_OUT_DIR}/islands`, 'dist/client/islands', { recursive: true })
await phase('postbuild', () => pages.finish())
console.log(`${writes.length} pages pre-rendered.`)
console.log(`Built in ${((performance.now() - started) / 1000).toFixed(1)} s (${phases.join(', ')})`)
