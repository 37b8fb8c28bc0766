import { describe, expect, it } from 'vitest'
import { decodeEntities, htmlText } from '../../scripts/html-text.ts'
import { indexPage } from '../../scripts/site-index.ts'

const none = () => false

describe('htmlText', () => {
  it('gives one line per block element, inline elements run together, spaces collapsed', () => {
    const html =
      '<main><h1>Tests <em>automatisés</em></h1><p>Des tests\n   qui <a href="/x">tournent</a>.</p><ul><li>Un</li><li>Deux</li></ul></main>'
    expect(htmlText(html, none)).toEqual({
      text: 'Tests automatisés\nDes tests qui tournent.\nUn\nDeux',
      headings: ['Tests automatisés'],
    })
  })

  it('leaves out what the skip test names, with everything inside it', () => {
    const html =
      '<div><p>Gardé</p><div data-island="Share"><div><p>Île</p></div></div><span aria-hidden="true"><b>×</b></span><p>Aussi</p></div>'
    const skip = (_: string, attributes: string) =>
      attributes.includes('data-island=') || attributes.includes('aria-hidden="true"')
    expect(htmlText(html, skip).text).toBe('Gardé\nAussi')
  })

  it('never reads script or style content, even when it holds markup', () => {
    const html =
      '<p>Avant</p><script>if (a < b) document.write("<p>non</p>")</script><style>p>b{}</style><p>Après</p>'
    expect(htmlText(html, none).text).toBe('Avant\nAprès')
  })

  it('ignores void elements and comments, and tolerates stray closing tags', () => {
    const html = '<p>Un<br>deux<img src="x" alt="">trois<!-- <p>non</p> --></span></p>'
    expect(htmlText(html, none).text).toBe('Un\ndeuxtrois')
  })

  it('reads upper-case tag names as their lower-case elements, and a stray < as text', () => {
    const html = '<DIV><P>Un</P><p>a < b</p><H2>Titre</h2></DIV>'
    expect(htmlText(html, none)).toEqual({ text: 'Un\na < b\nTitre', headings: ['Titre'] })
  })

  it('only collects h1 to h3 as headings, and none from skipped parts', () => {
    const html = '<h2>Deux</h2><h4>Quatre</h4><div aria-hidden="true"><h3>Caché</h3></div><h3>Trois</h3>'
    const skip = (_: string, attributes: string) => attributes.includes('aria-hidden')
    expect(htmlText(html, skip).headings).toEqual(['Deux', 'Trois'])
  })
})

describe('decodeEntities', () => {
  it('decodes the named and numeric references React writes', () => {
    expect(decodeEntities('R&amp;D &lt;b&gt; &quot;x&quot; l&#x27;équipe &#39; &#233; &nbsp;')).toBe(
      'R&D <b> "x" l\'équipe \' é \u00a0',
    )
    expect(decodeEntities('&unknown; & plain')).toBe('&unknown; & plain')
  })
})

describe('indexPage', () => {
  it('reads title without the brand, description, headings and main text; leaves out nav and islands', () => {
    const html = [
      '<!DOCTYPE html><html><head><title>Tests d&#x27;API | Qualixa</title>',
      '<meta name="description" content="Vos API &amp; leurs contrats."></head><body>',
      '<header><nav><a href="/">Accueil</a></nav></header>',
      '<main><h1>Tests d’API</h1><p>Contrats et charge.</p><div data-island="Newsletter"><p>Form</p></div></main>',
      '<footer><p>Pied</p></footer></body></html>',
    ].join('')
    expect(indexPage(html, '/services/api')).toEqual({
      url: '/services/api',
      title: "Tests d'API",
      description: 'Vos API & leurs contrats.',
      headings: ['Tests d’API'],
      text: 'Tests d’API\nContrats et charge.',
    })
  })
})
