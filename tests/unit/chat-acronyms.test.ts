import { describe, expect, it } from 'vitest'
import { acronymsIn, acronymsOf, SiteAcronyms, SpelledOut } from '../../server/chat/engine/acronyms.ts'

describe('acronyms read from the site', () => {
  it('reads what a capitalised name is shortened to, its linking words giving no letter', () => {
    const found = acronymsOf([
      'Qualixa has not appointed a Data Protection Officer.',
      'Chief Information Officer',
      'Test Maturity Model integration',
      'Défenseur des Droits',
    ])
    expect(found.get('dpo')).toBe('data protection officer')
    expect(found.get('cio')).toBe('chief information officer')
    // A run ends at a word not capitalised.
    expect(found.get('tmm')).toBe('test maturity model')
    expect(found.get('dd')).toBeUndefined()
  })

  it('leaves out an acronym two names share, and a run across two texts', () => {
    const found = acronymsOf(['Release Candidate Plan', 'Risk Coverage Plan', 'Scope', 'Protocols'])
    expect(found.has('rcp')).toBe(false)
    expect(found.has('sp')).toBe(false)
  })
})

describe('acronyms the site never writes, spelled out in its words', () => {
  const grammar = new Set(['as', 'and', 'the', 'a', 'of'])
  const site = [
    'Infrastructure as code (Terraform, Pulumi).',
    'We review your infrastructure as code; infrastructure as code is tested like the rest.',
    'Industrial and collaborative robots.',
    'Garbage collection pauses; garbage collection pauses again.',
  ]

  it('reads the run of words written most often, a small letter standing for a grammar word', () => {
    const spelled = new SpelledOut(() => site, grammar)
    expect(spelled.of('IaC')).toBe('infrastructure as code')
  })

  it('reads nothing from a run written fewer than three times, or from no run', () => {
    const spelled = new SpelledOut(() => site, grammar)
    expect(spelled.of('GCP')).toBeUndefined()
    expect(spelled.of('CVSS')).toBeUndefined()
  })

  it('reads nothing when two runs are written as often', () => {
    const spelled = new SpelledOut(
      () => [
        'cloud infrastructure',
        'continuous integration',
        'cloud infrastructure',
        'continuous integration',
        'cloud infrastructure',
        'continuous integration',
      ],
      grammar,
    )
    expect(spelled.of('CI')).toBeUndefined()
  })

  it('finds the acronyms a message writes, with their case', () => {
    expect([...acronymsIn('Which IaC tools, and CVSS scores? Not Quest.')]).toEqual([
      ['iac', 'IaC'],
      ['cvss', 'CVSS'],
    ])
  })
})

describe('the acronyms a visitor writes, read against the site', () => {
  const site = new SiteAcronyms(
    [
      'Qualixa has not appointed a Data Protection Officer.',
      'Infrastructure as code (Terraform, Pulumi).',
      'Infrastructure as code testing; infrastructure as code reviews.',
    ],
    new Set(['as', 'a', 'has', 'not']),
  )

  it('reads a name in capitals, a word with two capitals, and both in lower case', () => {
    expect(site.reader('Do you have a DPO?')('dpo')).toBe('data protection officer')
    expect(site.reader('which IaC tools')('iac')).toBe('infrastructure as code')
    expect(site.reader('do u have a dpo')('dpo')).toBe('data protection officer')
    expect(site.reader('iac tools tested')('iac')).toBe('infrastructure as code')
  })

  it('reads no other word as an acronym', () => {
    const read = site.reader('Do you test Terraform code? teh')
    expect(read('terraform')).toBeUndefined()
    expect(read('teh')).toBeUndefined()
    expect(read('code')).toBeUndefined()
  })
})

describe('the words a visitor spells out, read as an acronym the site writes', () => {
  const site = new SiteAcronyms(
    [
      'Autonomous mobile robots (AMRs, AGVs) and drones.',
      'Following the OWASP and PTES methods; the CIS benchmarks.',
      'Accessible roles, not CSS selectors.',
    ],
    new Set(['the', 'in', 'our', 'we', 'have', 'and']),
  )
  const siteWords = new Set(['autonomous', 'mobile', 'robots', 'performance', 'test', 'engineer', 'security'])
  const known = (w: string) => siteWords.has(w)

  it('reads a run of three to five words whose initials the site writes in capitals, a plural aside', () => {
    const read = site.spelledOutIn('we have automated guided vehicles in our warehouse'.split(' '), known)
    expect([...read]).toEqual([[2, { length: 3, acronym: 'agv' }]])
  })

  it('reads no run of words the site writes, none with a grammar word or a short word, no capital S as a plural', () => {
    expect(site.spelledOutIn('autonomous mobile robots'.split(' '), known).size).toBe(0)
    expect(site.spelledOutIn('performance test engineer'.split(' '), known).size).toBe(0)
    expect(site.spelledOutIn('consumer iot security'.split(' '), known).size).toBe(0)
    expect(site.spelledOutIn('automated and guided vehicles'.split(' '), known).size).toBe(0)
  })

  it('reads things named in the plural only as an acronym the site writes as a plural', () => {
    expect(site.spelledOutIn('wire code security scanners into the build'.split(' '), known).size).toBe(0)
    expect(site.spelledOutIn('code style sheet'.split(' '), known).size).toBe(1)
  })
})
