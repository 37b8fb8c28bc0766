import { describe, expect, it } from 'vitest'
import { loadTexts, texts } from '../../content/texts.ts'
import { SITE_LANGS } from '../../shared/languages.ts'

/** The files of content/<lang>/, keyed as content/texts.ts finds them ('./fr/authors.json'). */
const shipped = Object.fromEntries(
  Object.entries(
    import.meta.glob<unknown>('../../content/*/**/*.json', { eager: true, import: 'default' }),
  ).map(([path, data]) => [path.replace('../../content/', './'), data]),
)

/** The shipped files with `change` applied to a copy. */
function edited(change: (files: Record<string, unknown>) => void): Record<string, unknown> {
  const files = structuredClone(shipped)
  change(files)
  return files
}

/** The message of the error loading `files` throws. */
function failure(files: Record<string, unknown>): string {
  try {
    loadTexts(files)
  } catch (error) {
    expect((error as Error).name).toBe('ContentError')
    return (error as Error).message
  }
  throw new Error('expected the texts to be rejected')
}

const article = './en/articles/performance-testing-before-peak-traffic.json'

describe('texts of content/<lang>/', () => {
  it('loads every language of SITE_LANGS, French first', () => {
    expect(Object.keys(texts)).toEqual([...SITE_LANGS])
    for (const lang of SITE_LANGS) {
      expect(Object.keys(texts[lang].articles)).toHaveLength(3)
      expect(Object.keys(texts[lang].domains)).toHaveLength(8)
      expect(Object.keys(texts[lang].services)).toHaveLength(5)
    }
  })

  it('fails when an English file lacks a field its French counterpart has', () => {
    const message = failure(
      edited((files) => {
        delete (files[article] as Record<string, unknown>).excerpt
      }),
    )
    expect(message).toContain(
      'content/en/articles/performance-testing-before-peak-traffic.json: excerpt: missing',
    )
  })

  it('fails when a translation lacks a section, an item or a whole file', () => {
    const message = failure(
      edited((files) => {
        const privacy = files['./en/legal/privacy.json'] as { sections: Record<string, unknown> }
        delete privacy.sections.rights
        const webMobile = files['./en/domains/web-mobile.json'] as {
          offer: { deliverables: { items: Record<string, unknown> } }
        }
        delete webMobile.offer.deliverables.items.matrix
        const nearshore = files['./en/services/nearshore.json'] as {
          services: { items: Record<string, unknown> }
        }
        delete nearshore.services.items.training
        delete files['./en/domains/cloud.json']
      }),
    )
    expect(message).toContain(
      'content/en/legal/privacy.json: sections.rights.title: missing: content/fr/legal/privacy.json has it',
    )
    expect(message).toContain(
      'content/en/domains/web-mobile.json: offer.deliverables.items.matrix: missing: content/fr/domains/web-mobile.json has it',
    )
    expect(message).toContain(
      'content/en/services/nearshore.json: services.items.training: missing (object expected)',
    )
    expect(message).toContain(
      'content/en/domains/cloud.json: missing: content/domains.json lists the domain "cloud"',
    )
  })

  it('fails on a field the French reference does not have, and on a field no schema knows', () => {
    const message = failure(
      edited((files) => {
        const text = files['./en/articles/test-automation-strategy-2024.json'] as Record<string, unknown>
        text.subtitle = 'Goals, scope and metrics'
        Object.assign(files['./en/authors.json'] as object, {
          'ghost-writer': { role: 'Ghost', bio: 'Nobody.' },
        })
      }),
    )
    expect(message).toContain(
      'content/en/articles/test-automation-strategy-2024.json: (root): Unrecognized key: "subtitle"',
    )
    expect(message).toContain('content/en/authors.json: (root): Unrecognized key: "ghost-writer"')
  })

  it('refuses a file the site does not read and a folder that is not a language', () => {
    const message = failure(
      edited((files) => {
        files['./fr/articles/old-post.json'] = shipped['./fr/articles/test-automation-strategy-2024.json']
        files['./xx/authors.json'] = {}
        files['./fr/notes.json'] = {}
      }),
    )
    expect(message).toContain(
      'content/fr/articles/old-post.json: not read: content/blog.json lists no article "old-post"',
    )
    expect(message).toContain('content/xx/authors.json: "xx" is not a language of shared/languages.ts')
    expect(message).toContain('content/fr/notes.json: not read by the site')
  })

  it("accepts a translation's own metaTitle, needed where its title is longer than the French one", () => {
    expect(() =>
      loadTexts(
        edited((files) => {
          const text = files['./en/articles/test-automation-strategy-2024.json'] as Record<string, unknown>
          text.metaTitle = 'Test automation strategy in 2024'
        }),
      ),
    ).not.toThrow()
  })

  it('names the key path of a text that breaks its schema', () => {
    const message = failure(
      edited((files) => {
        const terms = files['./fr/legal/terms.json'] as { intro: string; sections: Record<string, unknown> }
        terms.intro = 'Bienvenue sur {{brnd}}.'
        terms.sections.access = { title: 'Accès', body: { p1: ' ' } }
      }),
    )
    expect(message).toContain(
      'content/fr/legal/terms.json: intro: unknown placeholder {{brnd}}: use one of {{brand}}',
    )
    expect(message).toContain('content/fr/legal/terms.json: sections.access.body.p1:')
  })
})
