import { afterAll, beforeAll, describe, it } from 'vitest'
import { recordCheck } from '../a11y/record.ts'
import { freePort } from '../server-start.ts'
import { launchChromium } from './chromium.ts'
import type { Engine } from './driver.ts'
import { launchFirefox } from './firefox.ts'
import { engineLabel, JOURNEYS, KEYBOARD_JOURNEY, runJourney } from './journeys.ts'
import { startServer } from './server.ts'
import { launchWebKit } from './webkit.ts'

/**
 * The visitor journeys (./journeys.ts) in every engine a visitor uses, against the production server:
 * Chromium; Chromium without invoker commands, popovers and `closedby` (the fallback path); Firefox ESR
 * over WebDriver BiDi; WebKitGTK over WebDriver. `ENGINES=firefox,webkit npm run test:engines` runs some.
 */
const LAUNCH: Record<string, (baseURL: string) => Promise<Engine>> = {
  chromium: (baseURL) => launchChromium({ baseURL }),
  'chromium-legacy': (baseURL) => launchChromium({ baseURL, legacy: true }),
  firefox: (baseURL) => launchFirefox({ baseURL }),
  webkit: (baseURL) => launchWebKit({ baseURL }),
}
const selected = (process.env.ENGINES ?? Object.keys(LAUNCH).join(',')).split(',').map((name) => name.trim())
for (const name of selected)
  if (!LAUNCH[name]) throw new Error(`Unknown engine ${name}: ${Object.keys(LAUNCH)}`)

let server: Awaited<ReturnType<typeof startServer>> | undefined
beforeAll(async () => {
  server = await startServer(await freePort())
})
afterAll(() => server?.stop())

for (const name of selected)
  describe(name, () => {
    let engine: Engine | undefined
    beforeAll(async () => {
      engine = await LAUNCH[name]?.(server?.baseURL ?? '')
      console.log(`${name}: ${engine?.version}`)
    })
    afterAll(() => engine?.close())
    for (const journey of JOURNEYS)
      it(journey.name, async () => {
        if (!engine) throw new Error(`${name} did not start`)
        await runJourney(engine, journey)
        // The keyboard journey, for the accessibility statement's figures (tests/a11y/).
        if (journey === KEYBOARD_JOURNEY)
          recordCheck('keyboard', name, { engine: engineLabel(name, engine.version) })
      })
  })
