// `npm run test:quick`: the loop to run before committing, within three minutes on two cores: typecheck, lint
// and (only when a source is newer than dist/, scripts/build-freshness.mjs) the build side by side; then
// the unit tests beside one end-to-end test per island (tagged @smoke) in Chromium against that build.
// Each step's output is shown when it ends. `npm test` remains the gate: it runs everything.
import { spawn } from 'node:child_process'
import { buildIsStale } from './build-freshness.mjs'

interface Step {
  name: string
  command: string[]
}

/** Runs a step, its output kept and shown once it ends; resolves with its exit code and how long it took. */
function run({ name, command }: Step): Promise<{ name: string; code: number; seconds: number }> {
  const started = performance.now()
  const [program = 'npx', ...args] = command
  return new Promise((resolve) => {
    const child = spawn(program, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '1' },
    })
    const output: Buffer[] = []
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk))
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk))
    child.on('close', (code) => {
      process.stdout.write(`\n── ${name} ──\n${Buffer.concat(output).toString()}`)
      resolve({ name, code: code ?? 1, seconds: (performance.now() - started) / 1000 })
    })
  })
}

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

const started = performance.now()
const report: string[] = []
let failed = false
for (const group of groups) {
  console.log(`test:quick: ${group.map((step) => step.name).join(', ')}…`)
  for (const result of await Promise.all(group.map(run))) {
    report.push(`${result.code === 0 ? 'ok  ' : 'FAIL'} ${result.name} (${result.seconds.toFixed(0)} s)`)
    failed ||= result.code !== 0
  }
  if (failed) break
}
console.log(
  `\ntest:quick\n${report.join('\n')}\n${((performance.now() - started) / 1000).toFixed(0)} s in all`,
)
process.exit(failed ? 1 : 0)
