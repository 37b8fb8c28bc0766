import { describe, expect, it } from 'vitest'
import { fillAll, fillPlaceholders, placeholdersIn } from '../../content/placeholders.ts'
import { compareWithReference, leafPaths } from '../../content/reference.ts'

describe('comparison with the French reference', () => {
  it('lists the dotted path of every leaf, list items by index', () => {
    expect(leafPaths({ a: 'x', b: { c: 'y', d: ['z', { e: 1 }] } })).toEqual(['a', 'b.c', 'b.d.0', 'b.d.1.e'])
  })

  it('says what the translation lacks and what it adds', () => {
    expect(compareWithReference({ a: 'A', b: { c: 'C' } }, { a: 'A', b: {}, z: 'Z' })).toEqual([
      { path: 'b.c', problem: 'missing' },
      { path: 'z', problem: 'extra' },
    ])
  })
})

describe('placeholders', () => {
  it('fills {{name}} with its value, in a text or a tree of texts', () => {
    expect(placeholdersIn('{{brand}} at {{email}}')).toEqual(['brand', 'email'])
    expect(fillPlaceholders('Hello {{brand}}', { brand: 'Qualixa' })).toBe('Hello Qualixa')
    expect(fillAll({ p: ['{{brand}}', { t: '{{x}}' }] }, { brand: 'Q', x: '1' })).toEqual({
      p: ['Q', { t: '1' }],
    })
  })
})
