import { describe, expect, it } from 'vitest'
import { knowledgePage } from '../../scripts/site-index.ts'
import { plain } from '../../server/chat/engine/cut.ts'
import { asksAboutOwnData } from '../../server/chat/engine/mentions.ts'
import {
  asksMeasure,
  asksNumber,
  countedWords,
  durationWords,
  questionType,
} from '../../server/chat/engine/question.ts'
import { statesQuantity } from '../../server/chat/engine/statements.ts'
import { pagePassages } from '../../server/chat/knowledge/build.ts'
import { knowledgeFileSchema } from '../../shared/knowledgeIndex.ts'

/** A page written the way the site's components write theirs (React output: attributes quoted). */
const html = `<html><head><title>Audits qualité | Qualixa</title>
<meta name="description" content="Audit du code, des tests et des processus."></head><body>
<main id="main"><section><p>Nos services QA</p><h1>Audits qualité</h1>
<p>Un regard extérieur sur votre qualité.</p><a href="/contact">Demander un audit</a>
<dl><div class="flex flex-col-reverse"><dt>pour un audit complet</dt><dd><bdi dir="ltr">5 jours</bdi></dd></div></dl></section>
<section><h2>Ce que vous recevez</h2><p>Des livrables pensés pour chaque lecteur.</p>
<ul><li><h3>Rapport exécutif</h3><div><p>2 à 3 pages</p><p>La synthèse pour la direction.</p></div></li>
<li><h3>Plan d'action</h3><div><p>Planification sur 6 mois</p><p>Les actions priorisées.</p></div></li></ul></section>
<section><h2>Éditeur du site</h2><dl><div><dt>Capital social</dt><dd>10 000 €</dd></div>
<div><dt>Immatriculation</dt><dd>RCS Nanterre 912 345 678</dd></div></dl></section>
<section><h2>Durées de conservation</h2><ul><li>Demandes de contact : 3 ans à compter de notre dernier échange.</li></ul>
<table><thead><tr><th>Finalité</th><th>Durée de conservation</th></tr></thead>
<tbody><tr><td>Journaux techniques</td><td>12 mois</td></tr></tbody></table></section>
<section><h2>Nos agences</h2><ul><li><h3>Lyon</h3><p>27 rue de la République</p>
<a href="mailto:lyon@qualixa.example">lyon@qualixa.example</a><button type="button">Voir le plan</button></li></ul></section>
<section><p>Nos valeurs</p><h2>Ce qui nous anime</h2><p>La rigueur avant tout.</p></section>
<section><h2>Pour aller plus loin</h2><ul><li><h3><a href="/services/cloud">Tests Cloud</a></h3><p>Résilience en 48 heures.</p></li></ul></section>
<div data-island="Chat"><p>Une île n'est pas du contenu : 99 %</p></div>
<section><h2>Parlez-nous de votre projet</h2><div data-island="ContactForm"><form><label for="f">Pièce jointe
<span id="h" data-fact="Pièce jointe"><bdi>10 Mo</bdi> maximum (PDF, DOC).</span></label><button>Envoyer</button></form></div></section>
<section><h2>Rejoignez-nous</h2><div data-island="CommunityJoin"><form><label for="n">Nom</label>
<p data-fact="">Nous vous envoyons votre invitation par e-mail.</p></form></div></section>
<p aria-hidden="true">Caché 42</p></main></body></html>`

const page = knowledgePage(html, '/services/quality-audits', 'fr')
const blocks = page.sections.flatMap((s) =>
  s.blocks.map((b) => ({ ...b, section: s.section, heading: s.heading })),
)

describe('the knowledge the build writes (scripts/knowledge-blocks.ts)', () => {
  it('keeps each fact with its section: figures with their labels, items with their titles', () => {
    expect(knowledgeFileSchema.parse([page])).toHaveLength(1)
    expect(blocks).toContainEqual({
      section: '',
      heading: '',
      kind: 'figure',
      label: 'pour un audit complet',
      text: '5 jours',
      valueFirst: true,
    })
    expect(blocks).toContainEqual({
      section: 'Ce que vous recevez',
      heading: '',
      kind: 'item',
      label: 'Rapport exécutif',
      text: '2 à 3 pages\nLa synthèse pour la direction.',
    })
    expect(blocks).toContainEqual({
      section: 'Éditeur du site',
      heading: '',
      kind: 'figure',
      label: 'Capital social',
      text: '10 000 €',
    })
  })

  it('titles an item by its term, labels table cells with their header, keeps e-mail links', () => {
    expect(blocks).toContainEqual(
      expect.objectContaining({
        kind: 'item',
        label: 'Demandes de contact',
        text: expect.stringMatching(/^3 ans/),
      }),
    )
    expect(blocks).toContainEqual(
      expect.objectContaining({
        kind: 'item',
        label: 'Journaux techniques',
        text: 'Durée de conservation : 12 mois',
      }),
    )
    expect(blocks).toContainEqual(
      expect.objectContaining({ label: 'Lyon', text: '27 rue de la République\nlyon@qualixa.example' }),
    )
  })

  it('leaves out calls to action, teasers of other pages, islands and hidden text', () => {
    const all = JSON.stringify(page)
    for (const absent of [
      'Demander un audit',
      'Voir le plan',
      'Tests Cloud',
      '48 heures',
      '99 %',
      'Caché',
      'Envoyer',
    ])
      expect(all).not.toContain(absent)
  })

  it("names a section by the short line above its heading (an eyebrow), not the previous section's text", () => {
    expect(page.sections).toContainEqual({
      section: 'Ce qui nous anime',
      heading: '',
      label: 'Nos valeurs',
      blocks: [{ kind: 'text', text: 'La rigueur avant tout.' }],
    })
    expect(blocks.filter((b) => b.text.includes('Nos valeurs'))).toEqual([])
    const values = pagePassages(page).find((p) => p.heading === 'Ce qui nous anime')
    expect(values?.keywords).toContain('Nos valeurs')
  })

  it("keeps what an island states as a fact of the page (data-fact), under the island's section", () => {
    expect(blocks).toContainEqual({
      section: 'Parlez-nous de votre projet',
      heading: '',
      kind: 'figure',
      label: 'Pièce jointe',
      text: '10 Mo maximum (PDF, DOC).',
    })
    // A stated sentence that needs no label is a paragraph of its section; the form's labels are not facts.
    expect(blocks).toContainEqual({
      section: 'Rejoignez-nous',
      heading: '',
      kind: 'text',
      text: 'Nous vous envoyons votre invitation par e-mail.',
    })
    expect(blocks.filter((b) => b.text === 'Nom')).toEqual([])
  })

  it("joins a term to its description with the page language's colon, inside an address too", () => {
    const address = (lang: 'fr' | 'en') =>
      knowledgePage(
        '<title>Tunis</title><main><h2>Our Tunis office</h2><address><dl><dt>Address</dt><dd>15 rue du Lac</dd></dl></address></main>',
        `/${lang}/x`,
        lang,
      ).sections.flatMap((s) => s.blocks.map((b) => b.text))
    expect(address('en')).toEqual(['Address: 15 rue du Lac'])
    expect(address('fr')).toEqual(['Address : 15 rue du Lac'])
  })

  it('makes one passage per figure and item, read as a visitor reads them', () => {
    const sentences = pagePassages(page, 'fr')
      .filter((p) => p.kind === 'figure' || p.kind === 'item')
      .map((p) => p.segments[0])
    expect(sentences).toContain('5 jours pour un audit complet')
    expect(sentences).toContain('Capital social : 10 000 €')
    expect(sentences).toContain('Rapport exécutif (2 à 3 pages) : La synthèse pour la direction.')
    // The section lists its items, for "what do I get?".
    const section = pagePassages(page, 'fr').find(
      (p) => p.kind === 'text' && p.heading === 'Ce que vous recevez',
    )
    expect(section?.items).toEqual(['Rapport exécutif', "Plan d'action"])
  })
})

describe('question types', () => {
  it('reads what is asked in every language, with or without accents and hamza', () => {
    expect(questionType('Combien de temps dure un audit ?')).toBe('quantity')
    expect(questionType('delai demarrage campagne')).toBe('quantity')
    expect(questionType('How far above nominal load do your stress tests go?')).toBe('quantity')
    // A maximum asked in a terse question is a figure ("load test max users").
    expect(questionType('load test max users')).toBe('quantity')
    // "How much time" asks a duration: its "time" is no subject ("Reading time").
    expect(durationWords('how much time does that take?')).toEqual(['how much time'])
    expect(durationWords('turnaround on a quote?')).toEqual(['turnaround'])
    // "What <words> <plural> do you…" asks the members of a kind, as "what simulators" does.
    expect(questionType('What simulation environments do you use to test robot software?')).toBe('list')
    expect(questionType('what does the process cost?')).not.toBe('list')
    // Things "used" or that "you use", asked tersely, are a list of names.
    expect(questionType('robot simulators used')).toBe('list')
    expect(questionType('simulators u use?')).toBe('list')
    expect(questionType('how is the tool used in practice?')).not.toBe('list')
    // A measure named alone asks its value; asked of the listener, it may ask whether it is followed.
    expect(asksNumber('salary range for the QA manager role')).toBe(true)
    expect(asksNumber("taux d'erreur, vous le suivez ?")).toBe(false)
    // A size asked is a figure; sizing something is no question of size.
    expect(questionType('retail client size?')).toBe('quantity')
    expect(questionType('what size is your Tunis team')).toBe('quantity')
    expect(questionType("what's little's law and how does it help size the load?")).not.toBe('quantity')
    expect(questionType('cuanto ahorro con la automatizacion')).toBe('quantity')
    expect(questionType('كم خبير لديكم في تونس')).toBe('quantity')
    expect(questionType('Quels outils utilisez-vous ?')).toBe('list')
    expect(questionType('ما الادوات التي تستخدمونها')).toBe('list')
    expect(questionType('Où est votre agence de Lyon ?')).toBe('place')
    expect(questionType('donde esta la oficina')).toBe('place')
    expect(questionType('اين يقع مكتبكم')).toBe('place')
    // "Où" folds to "ou" ("or"): where it ends a question or follows "basés", it asks where.
    expect(questionType('ils sont basés où ?')).toBe('place')
    expect(questionType("c'est où ?")).toBe('place')
    expect(questionType('Which bank was the client?')).toBe('client')
    expect(questionType('ما اسم البنك في دراسة الحالة')).toBe('client')
    expect(questionType('¿Cuál es el nombre del banco?')).toBe('client')
    // A test bench ("banco de pruebas") far from the question word is no client asked by name.
    expect(questionType('¿Qué herramientas usan para automatizar los bancos de pruebas?')).not.toBe('client')
    expect(questionType('Vous faites du web ou du mobile ?')).toBe('other')
  })

  it("tells a question about the visitor's own data", () => {
    expect(asksAboutOwnData('Combien de temps gardez-vous mes données ?')).toBe(true)
    expect(asksAboutOwnData('¿Mis datos se transfieren a Estados Unidos?')).toBe(true)
    expect(asksAboutOwnData('Can I get a copy of my personal data?')).toBe(true)
    expect(asksAboutOwnData('هل تبيعون بياناتي الشخصية؟')).toBe(true)
    expect(asksAboutOwnData('Vous testez les pipelines de données ?')).toBe(false)
  })

  it('reads what "how many" counts, not an auxiliary verb', () => {
    expect(countedWords("Combien d'étapes compte votre méthode ?")).toEqual(['etapes'])
    expect(countedWords('كم مرحلة في منهجيتكم؟')).toEqual(['مرحله'])
    // "كم كانت نسبة…" (what was the rate of…) counts nothing: a share answers it.
    expect(countedWords('كم كانت نسبة توافر الموقع؟')).toEqual([])
    expect(countedWords('How many days of remote work?')).toEqual(['days'])
  })

  it('tells a question asking a value from one asking whether', () => {
    expect(asksNumber('Quel salaire pour un ingénieur performance ?')).toBe(true)
    expect(asksNumber('combien de temps dure un audit')).toBe(true)
    expect(asksNumber("taux d'erreur, vous le suivez ?")).toBe(false)
    expect(asksMeasure('نسبة التوفير في تكلفة الاختبارات')).toBe(true)
  })

  it('counts figures as quantities, not the numbers in names', () => {
    for (const yes of [
      '5 jours',
      'Jusqu’à 150 % de la charge',
      '< 2 s',
      '10x',
      'deux heures de Paris',
      '6 أشهر',
      'حتى ثلاثة أيام من العمل عن بُعد',
      'Plus de 20 experts QA, 15 rue du Lac',
    ])
      expect(statesQuantity(yes), yes).toBe(true)
    for (const no of [
      'ISO 27001',
      'WCAG 2.2',
      'ERC-20',
      'S/4HANA',
      'Quatre familles de tests',
      'ثلاثة التزامات',
      '45 rue Nationale, 59000 Lille',
      'Agency in Lille: 12 avenue de Magudas',
      '+33 1 84 60 00 00',
    ])
      expect(statesQuantity(no), no).toBe(false)
  })

  it('keeps a comparison before a figure in a quote, and drops markup', () => {
    expect(plain('< 2 s de temps de réponse')).toBe('< 2 s de temps de réponse')
    expect(plain('<b>gras</b> [lien](x)')).toBe('bgras/b lien(x)')
  })
})
