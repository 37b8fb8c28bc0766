import { readFileSync } from 'node:fs'
import { z } from 'zod'
import { LANGUAGES, type Lang } from '../../shared/languages.ts'
import type { FactSet } from './grade.ts'

/**
 * The chat's fact question sets (tests/fixtures/chat-facts/), in the order `sets.json` lists them: a set's
 * name is its file's (`visitors-56` is `visitors-56.json`). `tuned` sets are what the engine is tuned on:
 * their misses are printed, to work on. `held-out` sets were written apart from the engine by someone who
 * did not read it, and are never tuned on: only their figures are printed, so that they stay a fair
 * measure of questions the engine has not seen. A new set is a file and an entry in `sets.json`.
 */
export interface QuestionSet {
  name: string
  held: boolean
  /** Who wrote it and when, as the report says it. */
  about: string
  /** The languages it asks in, when not all the site's (a set written in one language). */
  langs?: readonly Lang[]
  questions: FactSet
}

const DIR = new URL('../../tests/fixtures/chat-facts/', import.meta.url)
const read = (file: string): unknown => JSON.parse(readFileSync(new URL(file, DIR), 'utf8'))

/** An entry of `sets.json`. */
const Entry = z.strictObject({
  name: z.string().regex(/^[a-z0-9-]+$/, 'a set is named as its file, without ".json"'),
  held: z.boolean(),
  langs: z
    .array(z.enum(Object.keys(LANGUAGES) as [Lang, ...Lang[]]))
    .min(1)
    .optional(),
  about: z.string().min(1, 'say who wrote the set, when and how'),
})

function entries(): z.infer<typeof Entry>[] {
  const parsed = z.array(Entry).safeParse(read('sets.json'))
  if (!parsed.success)
    throw new Error(`tests/fixtures/chat-facts/sets.json: ${z.prettifyError(parsed.error)}`)
  return parsed.data
}

export const QUESTION_SETS: readonly QuestionSet[] = entries().map((entry) => ({
  ...entry,
  questions: read(`${entry.name}.json`) as FactSet,
}))
