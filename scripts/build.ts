// Production build: islands bundle, then Vike (client, server), then the pre-rendering, each page
// finished and written once, on another thread, while the next ones render (scripts/page-writer.ts),
// then the site-wide files (scripts/postbuild.ts).
// Run with `SITE_URL=https://… npm run build` (or `npm run build -- --local` for this machine's origin:
// scripts/site-origin.ts); output in dist/client, ready for any static host.
import { cpSync } from 'node:fs'
import { prerender, build as vikeBuild } from 'vike/api'
import { build as viteBuild } from 'vite'
import { config } from '../core/config.ts'
import type { ShareCard } from '../core/shareImage.ts'
import { ISLANDS_OUT_DIR } from '../islands/entry.ts'
import { DEFAULT_LANG, SITE_LANGS } from '../shared/languages.ts'
import { publishEditor } from './editor/publish.ts'
import { reports } from './i18n.ts'
import { writeInstantModule } from './inline-scripts.ts'
import { pageWriter } from './page-writer.ts'
import type { FinishedPages } from './postbuild.ts'
import { bundleServer } from './server-bundle.ts'
import { shareImageWriter } from './share-images/index.ts'
import { buildSiteUrl, MISSING_SITE_URL, recordSiteUrl } from './site-origin.ts'
import { staleOutput } from './stale-output.ts'

/** The whole build; the caller reports a failure (Vike's error handlers would otherwise end it with 0). */
async function build(): Promise<void> {
  const started = performance.now()
  const siteUrl = buildSiteUrl(process.env, process.argv.includes('--local'))
  if (!siteUrl) throw new Error(MISSING_SITE_URL)
  // Read by config() here and in the page writer's thread.
  process.env.SITE_URL = siteUrl
  const settings = config()
  console.log(`Pages address the site as ${settings.siteUrl}.`)
  console.log(
    settings.recaptchaSiteKey
      ? 'reCAPTCHA v3: on (RECAPTCHA_SITE_KEY set).'
      : 'reCAPTCHA v3: off (RECAPTCHA_SITE_KEY unset): forms post without a captcha token.',
  )
  console.log(`Forms post to ${settings.forms.contactAction} and ${settings.forms.communityAction}.`)
  // The previous output is written over, not deleted first (scripts/stale-output.ts).
  const output = staleOutput('dist/client')
  const writer = pageWriter()
  const shareImages = shareImageWriter('dist/client')
  const phases: string[] = []
  const phase = async <T>(name: string, step: () => Promise<T>): Promise<T> => {
    const t = performance.now()
    const result = await step()
    phases.push(`${name} ${((performance.now() - t) / 1000).toFixed(1)} s`)
    return result
  }
  // The inline scripts first: the pages, and the CSP hashes of every page's headers, are made from them.
  await phase('inline scripts', async () => {
    if (await writeInstantModule()) console.log('Inline scripts recompiled from islands/instant/.')
  })
  // Imported only now, so that the headers are hashed from the module just written.
  const { finishSite } = await import('./postbuild.ts')
  await phase('islands', () => viteBuild({ configFile: 'vite.islands.config.ts', logLevel: 'warn' }))
  await phase('vike build', () => vikeBuild({ viteConfig: { build: { emptyOutDir: false } } }))
  // Vike hands each rendered page over instead of writing it (prerender.disableAutoRun in pages/+config.ts):
  // each page is written once, in its final form, rather than written, read back and rewritten.
  const onPagePrerender = (pageContext: {
    _prerenderResult?: { filePath: string; fileContent: string }
    shareCard?: ShareCard
  }) => {
    const result = pageContext._prerenderResult
    if (!result)
      throw new Error('vike no longer passes _prerenderResult to onPagePrerender: see scripts/build.ts')
    writer.write(result.filePath, result.fileContent)
    // What the page's share image shows (pages/+onRenderHtml.tsx); drawn once the pages are written.
    if (pageContext.shareCard) shareImages.add(pageContext.shareCard)
  }
  const finished: FinishedPages = await phase('pre-rendering', async () => {
    await prerender({ onPagePrerender })
    return writer.close()
  })
  const images = await phase('share images', () => shareImages.close())
  console.log(
    `${images.images} share images, ${images.drawn} drawn${images.threads ? ` on ${images.threads} threads` : ''}, ${images.images - images.drawn} from the cache.`,
  )
  cpSync(`${ISLANDS_OUT_DIR}/islands`, 'dist/client/islands', { recursive: true })
  // After the pages: the server embeds the hashes of the inline scripts the pages carry.
  await phase('server', bundleServer)
  await phase('postbuild', async () => {
    // First what the previous build left, so that the site-wide pass reads only this build's pages.
    const stale = await output.sweep()
    if (stale) console.log(`${stale} files of the previous build removed.`)
    await finishSite(finished)
  })
  // The browser editor, only when a git host is configured for it (docs/editing.md).
  const editorBackend = settings.editorBackend
  if (editorBackend) await phase('editor', () => publishEditor('dist/client', editorBackend))
  output.done()
  recordSiteUrl(settings.siteUrl)
  console.log(`${finished.files.length} pages pre-rendered.`)
  // A missing translation failed the build already; a stale one (French changed since) is only reported.
  const translations = reports(SITE_LANGS.filter((lang) => lang !== DEFAULT_LANG))
  const stale = translations.reduce((sum, r) => sum + r.stale.length, 0)
  console.log(`Translations: ${stale} stale${stale ? ' (npm run i18n lists them)' : ''}.`)
  console.log(`Built in ${((performance.now() - started) / 1000).toFixed(1)} s (${phases.join(', ')})`)
}

// Vike installs process-wide handlers that only log uncaught errors: without this, a failed build (a
// missing translation, a content error) would end with exit code 0 and leave the page writer waiting.
await build().catch((error: unknown) => {
  console.error(error instanceof Error && error.message === MISSING_SITE_URL ? error.message : error)
  process.exit(1)
})
