// Runs a script's steps in groups: the steps of a group side by side, each group once the one before
// has passed. A step's output is shown when it ends (as it comes, for a step alone or `live`), with
// how long it took; a summary of every step, and the total time, close the run. Used by `npm test`
// (./test-all.ts) and `npm run test:quick` (./test-quick.ts).
import { spawn } from 'node:child_process'

export interface Step {
  name: string
  command: string[]
  /** Its output shown as it comes even beside other steps (a long step: the others' come in one piece). */
  live?: boolean
}

interface Result {
  name: string
  code: number
  seconds: number
}

/**
 * Runs a step; resolves with its exit code and how long it took. Beside others, its output is kept and
 * shown once it ends, in one piece; alone, or `live`, it is shown as it comes.
 */
function run({ name, command, live }: Step, alone: boolean): Promise<Result> {
  const started = performance.now()
  const [program = 'npx', ...args] = command
  alone ||= live === true
  if (alone) process.stdout.write(`\n── ${name} ──\n`)
  return new Promise((resolve) => {
    const child = spawn(program, args, {
      stdio: ['ignore', alone ? 'inherit' : 'pipe', alone ? 'inherit' : 'pipe'],
      env: { ...process.env, FORCE_COLOR: '1' },
    })
    const output: Buffer[] = []
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk))
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk))
    child.on('close', (code) => {
      const seconds = (performance.now() - started) / 1000
      if (!alone)
        process.stdout.write(`\n── ${name} (${seconds.toFixed(0)} s) ──\n${Buffer.concat(output).toString()}`)
      resolve({ name, code: code ?? 1, seconds })
    })
  })
}

/**
 * Runs the groups in order, stopping after a group with a failed step (the steps of that group all
 * finish and are reported), prints the summary under `title`, and exits 0 only if every step passed.
 */
export async function runGroups(title: string, groups: Step[][]): Promise<never> {
  const started = performance.now()
  const report: string[] = []
  let failed = false
  for (const [index, group] of groups.entries()) {
    if (failed) {
      report.push(...group.map((step) => `not run ${step.name}`))
      continue
    }
    console.log(`${title}: ${group.map((step) => step.name).join(', ')}…`)
    for (const result of await Promise.all(group.map((step) => run(step, group.length === 1)))) {
      report.push(`${result.code === 0 ? 'ok  ' : 'FAIL'} ${result.name} (${result.seconds.toFixed(0)} s)`)
      failed ||= result.code !== 0
    }
    if (failed && index < groups.length - 1) console.log(`${title}: stopped after a failure.`)
  }
  console.log(
    `\n${title}\n${report.join('\n')}\n${((performance.now() - started) / 1000).toFixed(0)} s in all`,
  )
  process.exit(failed ? 1 : 0)
}
