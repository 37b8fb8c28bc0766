// `npm test`: everything, each group once the one before has passed (./steps.ts). Typecheck, lint and
// the build for this machine side by side (the build reads neither); the unit tests beside the end-to-end
// suite (both read the build, neither writes it: side by side they took 4.5 min where the layout sweep
// alone took 4.6 and the unit tests 1.2 on this 2-core machine); the engine journeys beside the deployment
// checks (these build for another origin in a copy of the repository, and the journeys leave a core idle
// a fifth of their time); last the accessibility statement's figures against what the others recorded.
import { runGroups, type Step } from './steps.ts'

const npmRun = (name: string, script: string, ...args: string[]): Step => ({
  name,
  command: ['npm', 'run', '--silent', script, ...(args.length ? ['--', ...args] : [])],
})

await runGroups('npm test', [
  [npmRun('typecheck', 'typecheck'), npmRun('lint', 'lint'), npmRun('build', 'build', '--local')],
  [npmRun('unit tests', 'test:unit'), { ...npmRun('end-to-end tests', 'test:e2e'), live: true }],
  [{ ...npmRun('engine journeys', 'test:engines'), live: true }, npmRun('deployment checks', 'test:deploy')],
  [npmRun('accessibility statement', 'a11y-results')],
])
