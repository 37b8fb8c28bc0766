// The accessibility statement's figures (content/accessibility.json) against what the last full `npm test`
// measured (the records its checks left in .a11y-results/, tests/a11y/). Run by `npm test` after the
// end-to-end and engine tests: it fails when the statement says other than the suite found.
//   npm run a11y-results              compare (exit 1 on any difference)
//   npm run a11y-results -- --update  write the figures, dated today, after a full passing run
import { readFileSync, writeFileSync } from 'node:fs'
import { isDeepStrictEqual } from 'node:util'
import { type AccessibilityResults, accessibilitySchema } from '../content/schemas/accessibility.ts'
import { readRecords, summarise } from '../tests/a11y/summary.ts'

const FILE = 'content/accessibility.json'
const COMMENT =
  'Written by `npm run a11y-results -- --update` from what the checks of a full `npm test` recorded; `npm test` fails when it differs from them. Do not edit by hand.'

const measured = summarise(readRecords())
const committed = accessibilitySchema.parse(JSON.parse(readFileSync(FILE, 'utf8')))
const { measured: date, _comment, ...stated } = committed

if (process.argv.includes('--update')) {
  const today = new Date().toISOString().slice(0, 10)
  const next: AccessibilityResults = {
    _comment: COMMENT,
    measured: isDeepStrictEqual(stated, measured) ? date : today,
    ...measured,
  }
  writeFileSync(FILE, `${JSON.stringify(accessibilitySchema.parse(next), null, 2)}\n`)
  console.log(`${FILE}: ${isDeepStrictEqual(stated, measured) ? 'unchanged' : `written, measured ${today}`}.`)
} else if (isDeepStrictEqual(stated, measured)) {
  console.log(`${FILE}: the statement's figures are what the tests measured (${date}).`)
} else {
  for (const key of Object.keys(measured) as (keyof typeof measured)[])
    if (!isDeepStrictEqual(stated[key], measured[key]))
      console.error(
        `${key}: the statement says ${JSON.stringify(stated[key])}, the tests measured ${JSON.stringify(measured[key])}`,
      )
  console.error(
    `${FILE} differs from what this run measured. After a full passing npm test: npm run a11y-results -- --update, review, commit.`,
  )
  process.exit(1)
}
