// `npm run test:quick`: the loop to run before committing, within three minutes on two cores: typecheck, lint
// and (only when a source is newer than dist/, scripts/build-freshness.mjs) the build side by side; then
// the unit tests beside one end-to-end test per island (tagged @smoke) in Chromium against that build.
// Each step's output is shown when it ends (./steps.ts). `npm test` remains the gate: it runs everything.
import { buildIsStale } from './build-freshness.mjs'
import { runGroups, type Step } from './steps.ts'

/** Steps run side by side, each group after the previous one passed (the unit tests read the build too). */
const groups: Step[][] = [
  [
    { name: 'typecheck', command: ['npx', 'tsc', '--noEmit'] },
    { name: 'lint', command: ['npx', 'biome', 'check', '.'] },
    ...(buildIsStale(`http://localhost:${process.env.PORT || 3000}`)
      ? [{ name: 'build', command: ['npm', 'run', 'build', '--', '--local'] }]
      : []),
  ],
  [
    { name: 'unit tests', command: ['npx', 'vitest', 'run'] },
    {
      name: 'one end-to-end test per island',
      command: ['npx', 'playwright', 'test', '--project=chromium', '--grep', '@smoke', '--reporter=list'],
    },
  ],
]

await runGroups('test:quick', groups)
