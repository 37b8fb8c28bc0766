// Makes sure the end-to-end tests have a Chromium: finds one, or installs Debian's (as root) or Playwright's,
// or stops with the exact command to run. Called by `npm run test:e2e`.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { findChromium } from './chromium.ts'

function run(command: string, args: string[]): boolean {
  console.log(`$ ${command} ${args.join(' ')}`)
  return spawnSync(command, args, { stdio: 'inherit' }).status === 0
}

if (!findChromium()) {
  const isRoot = process.getuid?.() === 0
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log('No Chromium found: installing Debian’s chromium package.')
    run('apt-get', ['update', '-qq'])
    run('apt-get', ['install', '-y', '-qq', 'chromium'])
  } else {
    console.log('No Chromium found: trying Playwright’s own download.')
    run('npx', ['playwright', 'install', 'chromium'])
  }
  if (!findChromium()) {
    console.error(
      'No Chromium available for the end-to-end tests. Install one, then run npm test again:\n' +
        '  Debian/Ubuntu:  sudo apt-get install -y chromium\n' +
        '  elsewhere:      npx playwright install chromium\n' +
        '  or point CHROMIUM_PATH at a Chromium or Chrome executable.',
    )
    process.exit(1)
  }
}
console.log(`Chromium: ${findChromium()}`)
