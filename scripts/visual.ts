// npm run test:visual: the screenshot comparisons alone (the Playwright project `visual`, tests/visual/).
// npm run test:visual -- --update: new baselines for this Chromium major, written over the old ones; review
// them (git diff shows which changed) before committing. Other arguments go to Playwright.
import { spawnSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { BASELINES, baselineFolder } from '../tests/visual/setup.ts'

const args = process.argv.slice(2)
const update = args.includes('--update')
const rest = args.filter((arg) => arg !== '--update')
const run = spawnSync(
  'npx',
  ['playwright', 'test', '--project=visual', ...(update ? ['--update-snapshots=all'] : []), ...rest],
  { stdio: 'inherit' },
)
if (update) {
  const folder = baselineFolder()
  const files = readdirSync(folder)
  console.log(`${files.length} baselines in ${folder}.`)
  const others = readdirSync(BASELINES).filter((name) => `${BASELINES}/${name}` !== folder)
  if (others.length)
    console.log(`Baselines of other Chromium majors, delete them once unused: ${others.join(', ')}`)
}
process.exit(run.status ?? 1)
