// `npm run test:stress`: the suite on a busy machine. Runs `npm test` (or the command given after `--`,
// e.g. `npm run test:stress -- npx playwright test chat.spec.ts`) with a CPU hog beside it, one busy
// process per core (Debian's stress-ng, `--cpu 0`), stopped when the command ends. The suite must stay
// green: its time limits (tests/timeouts.ts) are sized for this, and no test outwaits the code it tests.
import { spawn, spawnSync } from 'node:child_process'

const [command = 'npm', ...args] = process.argv.length > 2 ? process.argv.slice(2) : ['npm', 'test']

if (spawnSync('stress-ng', ['--version']).status !== 0) {
  console.error('test:stress needs stress-ng (Debian: apt-get install stress-ng).')
  process.exit(1)
}
const hog = spawn('stress-ng', ['--cpu', '0', '--cpu-load', '100', '--quiet'], { stdio: 'ignore' })
const stopHog = () => {
  if (hog.exitCode === null) hog.kill('SIGTERM')
}
console.log(
  `test:stress: stress-ng (pid ${hog.pid}) keeps every core busy while \`${[command, ...args].join(' ')}\` runs`,
)

const started = performance.now()
const suite = spawn(command, args, { stdio: 'inherit' })
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    suite.kill(signal)
    stopHog()
  })
suite.on('close', (code) => {
  stopHog()
  console.log(`test:stress: exit ${code} after ${((performance.now() - started) / 60_000).toFixed(1)} min`)
  process.exit(code ?? 1)
})
