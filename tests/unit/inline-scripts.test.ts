import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { INSTANT_MODULE, instantModuleSource } from '../../scripts/inline-scripts.ts'

describe('the inline scripts', () => {
  it('are what islands/instant/ compiles to (run `npx tsx scripts/inline-scripts.ts` after editing it)', async () => {
    expect(readFileSync(INSTANT_MODULE, 'utf8')).toBe(await instantModuleSource())
  }, 30_000)
})
