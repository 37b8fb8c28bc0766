// Every built page through the W3C Nu Html Checker (vnu.jar from the vnu-jar package, on the machine's
// Java): no error but the checker's own known gaps, each named with the standard it has not caught up with.
import { spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { TIMEOUTS } from '../timeouts.ts'

const VNU_JAR = join(
  dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')),
  'build/dist/vnu.jar',
)
const ROOT = 'dist/client'
/**
 * The JVM for one short run: the quick compiler only (C1), whose code is ready sooner, instead of also
 * recompiling the hot paths with C2, which cost more than it gained in a run of 15 s: 25 s of CPU on two
 * cores, 13 s with C1 alone, and the same report, byte for byte. C1's larger frames overflow the default
 * stack in the schema's recursion (StackOverflowError): 4 MB.
 */
const JAVA_OPTIONS = ['-XX:TieredStopAtLevel=1', '-Xss4m']
/** A page with an error the checker must report: proof that it ran and that nothing filters real errors. */
const BROKEN = 'tests/fixtures/nu-invalid.html'

interface NuMessage {
  type: 'error' | 'info' | 'non-document-error'
  subType?: string
  url: string
  message: string
  extract?: string
  lastLine?: number
}

/** What the checker reports that the standards allow: the checker has not caught up with them. */
const CHECKER_GAPS: { message: RegExp; extract?: RegExp; why: string }[] = [
  { message: /^CSS: Unrecognized at-rule “@property”/, why: 'CSS Properties and Values API (Tailwind 4)' },
  {
    message:
      /^A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”/,
    why: 'HTML allows blocking="render" on <link rel="expect"> (renderer/document.ts)',
  },
  {
    message: /^CSS: “transition-property”: “--[\w-]+” is not a “transition-property” value/,
    why: 'custom properties are valid transition-property values (CSS Transitions)',
  },
  {
    message: /^CSS: “(anchor-name|position-anchor)”: Property “[\w-]+” doesn't exist/,
    why: 'CSS Anchor Positioning',
  },
  {
    // The extract is a few characters around the error: the end of `anchor(top, 0px)`.
    message: /^CSS: “bottom”: Parse Error/,
    extract: /anchor\(|\b(?:top|bottom),\s*0px\)/,
    why: 'the anchor() function, CSS Anchor Positioning',
  },
]

const isGap = (m: NuMessage) =>
  CHECKER_GAPS.some(
    (gap) => gap.message.test(m.message) && (!gap.extract || gap.extract.test(m.extract ?? '')),
  )

describe('the W3C Nu Html Checker', () => {
  it('finds no error in any built page, apart from its known gaps', { timeout: TIMEOUTS.nuChecker }, () => {
    const run = spawnSync(
      'java',
      [
        ...JAVA_OPTIONS,
        '-jar',
        VNU_JAR,
        '--format',
        'json',
        '--skip-non-html',
        '--no-langdetect',
        ROOT,
        BROKEN,
      ],
      {
        encoding: 'utf8',
        maxBuffer: 256 * 1024 * 1024,
      },
    )
    if (run.error)
      throw new Error(`java could not run vnu.jar (${run.error.message}): install a Java 11+ runtime`)
    const { messages } = JSON.parse(run.stderr) as { messages: NuMessage[] }
    const errors = messages
      .filter((m) => m.type !== 'info' && !isGap(m))
      .map((m) => `${relative('.', new URL(m.url).pathname)}:${m.lastLine ?? '?'} ${m.message}`)
    expect(errors.filter((e) => !e.startsWith(BROKEN))).toEqual([])
    expect(errors.filter((e) => e.startsWith(BROKEN))).toEqual([
      `${BROKEN}:4 The text content of element “time” was not in the required format: The literal did not satisfy the time-datetime format.`,
    ])
  })
})
