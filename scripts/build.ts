// Production build: islands bundle, then Vike (client, server, pre-rendering), then the static extras.
// Run with `npm run build`; output in dist/client, ready for any static host.
import { cpSync, rmSync } from 'node:fs'
import { build as vikeBuild } from 'vike/api'
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
await phase('vike build + pre-rendering', () => vikeBuild())
cpSync(`${ISLANDS_OUT_DIR}/islands`, 'dist/client/islands', { recursive: true })
await phase('postbuild', () => postbuild())
console.log(`Built in ${((performance.now() - started) / 1000).toFixed(1)} s (${phases.join(', ')})`)
