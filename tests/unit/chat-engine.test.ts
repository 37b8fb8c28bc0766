import { describe, expect, it } from 'vitest'
import { defaultContext, resolveContext } from '../../server/chat/context.ts'
import { localAnswer } from '../../server/chat/engine/answer.ts'
import { focus } from '../../server/chat/engine/cut.ts'
import { intents, withoutCourtesy } from '../../server/chat/engine/intents.ts'
import { kindNamed, kindPhrase } from '../../server/chat/engine/kinds.ts'
import { membersNamed } from '../../server/chat/engine/listNames.ts'
import { asksAboutSite } from '../../server/chat/engine/mentions.ts'
import {
  asksFrequency,
  asksStandard,
  asksWhen,
  countedWords,
  identifierWords,
  namesWayToReach,
  questionType,
} from '../../server/chat/engine/question.ts'
import { asksName } from '../../server/chat/engine/questionWords.ts'
import {
  asFounded,
  asHappened,
  asHowLong,
  asLengthInPages,
  asPeopleCount,
  asSinceWhen,
  withoutCountModifier,
  withoutOwnFigures,
} from '../../server/chat/engine/rephrase.ts'
import { asDeliverables, asLlm, asRecourse, asSameQuestion } from '../../server/chat/engine/siteWording.ts'
import { statesDuration, statesFrequency } from '../../server/chat/engine/statements.ts'
import { fold, terms } from '../../server/chat/engine/text.ts'
import { createKnowledgeBase } from '../../server/chat/knowledge/base.ts'
import { pagePassages } from '../../server/chat/knowledge/build.ts'
import { restoreBoundaries, segments } from '../../server/chat/knowledge/segment.ts'
import { STEMMERS } from '../../shared/search/stemmers.ts'
import { samplePages } from '../fixtures/chat-knowledge.ts'

const kb = createKnowledgeBase(samplePages)
const links = (text: string) => [...text.matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1])

describe('text processing', () => {
  it('folds accents and case, drops stop words and elisions, and stems', () => {
    expect(fold('Sécurité ÉTÉ')).toBe('securite ete')
    expect(terms("L'automatisation des tests automatisés", 'fr')).toEqual(['automatis', 'test', 'automatis'])
    expect(terms('Where are your offices?', 'en')).toEqual(['where', 'offic'])
    // "One" stands for a thing named before ("where is that one based?"): the stemmer would read "on".
    expect(terms('where is that one based?', 'en')).toEqual(['where', 'base'])
    // Chat shorthand reads as the word the pages spell out; "HR" is no hour.
    expect(terms('how many ppl, 24 hrs', 'en')).toEqual(terms('how many people, 24 hours', 'en'))
    expect(terms('HR team', 'en')).toEqual(['hr', 'team'])
    // "4" is "for" in a question typed in shorthand, never a count before a plural.
    expect(terms('wat tools do u use 4 perf testing?', 'en')).toEqual(
      terms('wat tools do u use for perf testing?', 'en'),
    )
    expect(terms('can u do it in 4 days', 'en')).toContain('4')
    // "Openings" are vacancies, not the opening hours the stemmer would read.
    expect(terms('any openings in Toulouse?', 'en')).toEqual(terms('any vacancies in Toulouse?', 'en'))
    expect(terms('company capital amt? approx exp', 'en')).toEqual(
      terms('company capital amount? approximately experience', 'en'),
    )
    expect(terms('pen testing? pen-testers', 'en')).toEqual(
      terms('penetration testing? penetration testers', 'en'),
    )
    // "What kinds of" frames the subject asked; the kinds are not asked ("Four kinds of testing" is no answer).
    expect(terms('Which kinds of applications?', 'en')).toEqual(['applic'])
    expect(terms("Quels types d'audits ?", 'fr')).toEqual(['audit'])
    expect(terms('¿Qué tipo de pruebas?', 'es')).toEqual(['prueb'])
    expect(terms('Four kinds of testing', 'en')).toEqual(['four', 'kind', 'test'])
    // "During" is grammar, not the stem of a duration ("dure").
    expect(terms('during the audit, before it gets deployed', 'en')).toEqual(
      terms('the audit, deployed', 'en'),
    )
    // Being "comfortable" with something is working with it: no word of the pages' ("comfort" in VR headsets).
    expect(terms('which cloud providers are you comfortable testing on?', 'en')).toEqual(
      terms('which cloud providers testing on?', 'en'),
    )
    // Getting back to someone, hearing back, is a reply.
    expect(terms('when will I hear back?', 'en')).toEqual(terms('when will I reply?', 'en'))
    // Making things up is what the pages call hallucinations.
    expect(terms('the bot makes stuff up', 'en')).toEqual(terms('the bot hallucinations', 'en'))
    // Interns and internships ("prácticas" offered or for students) are no practices or "internal" words.
    expect(terms('do you take on interns?', 'en')).not.toContain(terms('internal', 'en')[0])
    expect(terms('do you take on interns?', 'en')).toEqual(terms('do you take interns?', 'en'))
    expect(terms('¿Ofrecen prácticas para estudiantes?', 'es')).toEqual(
      terms('¿Ofrecen pasantías para estudiantes?', 'es'),
    )
    expect(terms('buenas prácticas para equipos', 'es')).toEqual(terms('buenas practicas para equipos', 'es'))
    expect(terms('buenas prácticas para equipos', 'es')).not.toEqual(
      terms('buenas pasantías para equipos', 'es'),
    )
    // "Trying" is a filler of the visitor's, not a slip of the site's "tying".
    expect(terms("I'm trying to find the audit length", 'en')).toEqual(terms('the audit length', 'en'))
    // Numeronyms ("a11y") read as the word each language's pages spell out.
    expect(terms('a11y tool', 'en')).toEqual(terms('accessibility tool', 'en'))
    expect(terms('outil a11y', 'fr')).toEqual(terms('outil accessibilité', 'fr'))
    expect(terms('i18n', 'es')).toEqual(terms('internacionalización', 'es'))
    // "No." after a noun is its number; a "no" answering is none.
    expect(terms('registration no. please', 'en')).toEqual(terms('registration number please', 'en'))
    expect(terms('no. the Lyon office', 'en')).toEqual(terms('the Lyon office', 'en'))
    // Arabic grammar words with their conjunction, and the dialects' ("اللي", "قديش", "وين"), are grammar.
    expect(terms('وكم مكتب اللي عندكم وين؟', 'ar')).toEqual(terms('مكتب', 'ar'))
    // "عن بُعد" (remote) is one word, not two grammar words.
    expect(terms('العمل عن بُعد', 'ar')).toEqual(terms('العمل عن بعد', 'ar'))
    expect(terms('العمل عن بعد', 'ar')).toHaveLength(2)
    // The summer ("en été", "l'été") is a word; "été" (been) is grammar.
    expect(terms('décalage horaire en été', 'fr')).toEqual(terms("décalage horaire l'été", 'fr'))
    expect(terms('décalage horaire en été', 'fr')).toHaveLength(3)
    expect(terms('nous avons été', 'fr')).toHaveLength(1)
    expect(STEMMERS.fr('bureaux')).toBe(STEMMERS.fr('bureau'))
    expect(STEMMERS.en('testing')).toBe(STEMMERS.en('tests'))
  })

  it('puts back the element boundaries the index lost, keeping names such as WebKit or GraphQL', () => {
    const restored = restoreBoundaries('Request a quoteSee our case studies on GraphQL and WebKit.QATests')
    expect(segments(restored)).toEqual([
      'Request a quote',
      'See our case studies on GraphQL and WebKit.',
      'QA',
      'Tests',
    ])
    // Dotted letters are an abbreviation, not a sentence's end.
    expect(segments('Transfers rely on the EU-U.S. Data Privacy Framework. It applies.')).toEqual([
      'Transfers rely on the EU-U.S. Data Privacy Framework.',
      'It applies.',
    ])
    // So is "EE. UU." (the Spanish United States), though its second half is a capital after a stop.
    expect(segments('Se transfieren a EE. UU. con garantías. Así es.')).toEqual([
      'Se transfieren a EE. UU. con garantías.',
      'Así es.',
    ])
  })

  it('cuts a page at its headings and lists the tools under "toolkit"', () => {
    const passages = pagePassages(samplePages.en[0] as (typeof samplePages.en)[number])
    const toolkit = passages.find((p) => p.heading === 'Our test-automation toolkit')
    expect(toolkit?.items).toEqual(['Playwright', 'Selenium', 'Cypress'])
    expect(passages.find((p) => p.heading === 'Selenium')?.segments).toContain(
      'The WebDriver standard, ideal for existing suites.',
    )
  })
})

describe('a long quote', () => {
  const row =
    'Répondre aux demandes envoyées par le formulaire de contact : Données traitées : Nom, e-mail, objet et message Base légale : Mesures précontractuelles prises à votre demande (art. 6.1.b RGPD) ou notre intérêt légitime à vous répondre (art. 6.1.f) Durée de conservation : 3 ans après le dernier échange'
  const about = (word: string) => (part: string) => (part.includes(word) ? 1 : 0)

  it('keeps what it is about and the part that answers, with an ellipsis where parts are left out', () => {
    expect(focus(row, 160, about('conservation'))).toBe(
      'Répondre aux demandes envoyées par le formulaire de contact : … Durée de conservation : 3 ans après le dernier échange',
    )
  })

  it('cuts a long opening to make room for a part that answers better and would not fit beside it', () => {
    const controller =
      'Data controller: The controller of the processing described here is Qualixa SAS, a French simplified joint-stock company registered in Nanterre, with its registered office at 12 avenue Charles de Gaulle, 92200 Neuilly-sur-Seine, France. Qualixa has not appointed a Data Protection Officer.'
    const cut = focus(controller, 200, about('Protection'))
    expect(cut.startsWith('Data controller: The controller')).toBe(true)
    expect(cut.endsWith('… Qualixa has not appointed a Data Protection Officer.')).toBe(true)
    expect(cut.length).toBeLessThanOrEqual(200)
    // An opening that answers as well is kept whole (cut at a word), the other part left out.
    expect(focus(controller, 200, () => 1).endsWith('…')).toBe(true)
  })

  it('is whole when short enough, and cut at a word when no part answers', () => {
    expect(focus('Capital social : 10 000 €', 160, about('x'))).toBe('Capital social : 10 000 €')
    const cut = focus(row, 100, about('nothing'))
    expect(cut.length).toBeLessThanOrEqual(101)
    expect(cut.endsWith('…')).toBe(true)
  })
})

describe("a document's length", () => {
  it('is asked in pages, a length of time is not', () => {
    expect(asLengthInPages('How long is the technical report you hand over?', 'en')).toBe(
      'how many pages is the technical report you hand over?',
    )
    expect(asLengthInPages('¿Qué extensión tiene el informe ejecutivo?', 'es')).toBe(
      '¿cuántas páginas tiene el informe ejecutivo?',
    )
    expect(asLengthInPages('How long does an audit take?', 'en')).toBe('How long does an audit take?')
    expect(asLengthInPages('How long do you keep my data?', 'en')).toBe('How long do you keep my data?')
  })
})

describe('Spanish "pasó"', () => {
  it('is read as happened, not as a step', () => {
    expect(asHappened('¿Analizan por qué pasó?', 'es')).toBe('¿Analizan por qué ocurrió?')
    expect(asHappened('¿Cuál es el primer paso?', 'es')).toBe('¿Cuál es el primer paso?')
    expect(asHappened('Qué pasó', 'en')).toBe('Qué pasó')
  })
})

describe('a terse question asking a duration', () => {
  it('is read as how long the thing takes, a full question left as it is', () => {
    expect(asHowLong('audit duration?', 'en')).toBe('how long does audit take?')
    expect(asHowLong('What is the duration of an audit?', 'en')).toBe('What is the duration of an audit?')
    expect(asHowLong('durée audit', 'fr')).toBe('durée audit')
  })
})

describe("a team's size", () => {
  it('is asked in people, the size of something else is not', () => {
    expect(asPeopleCount('How big is your team?', 'en')).toBe('how many people work in your team?')
    expect(asPeopleCount('how large is your QA team?', 'en')).toBe('how many people work in your QA team?')
    expect(asPeopleCount('Quelle est la taille de votre équipe ?', 'fr')).toBe(
      'combien de personnes travaillent dans votre équipe ?',
    )
    expect(asPeopleCount('¿Qué tamaño tiene vuestro equipo?', 'es')).toBe(
      '¿cuántas personas trabajan en vuestro equipo?',
    )
    expect(asPeopleCount('ما حجم فريقكم؟', 'ar')).toBe('كم شخص يعمل في فريقكم؟')
    expect(asPeopleCount('How big can an attachment be?', 'en')).toBe('How big can an attachment be?')
    expect(asPeopleCount('How big is the team on an audit?', 'en')).toBe('How big is the team on an audit?')
  })
})

describe('where to take a matter no one settled', () => {
  it('is asked as a recourse in every language, a person or a place asked is not', () => {
    expect(asRecourse('and if you ignore it, who can I go to?', 'en')).toBe(
      'and if you ignore it, who can I escalate to?',
    )
    expect(asRecourse('no answer from you, where do i go next', 'en')).toBe(
      'no answer from you, who can I escalate to',
    )
    expect(asRecourse("Si rien n'est corrigé, je peux m'adresser à qui ?", 'fr')).toBe(
      "Si rien n'est corrigé, je peux quels recours ?",
    )
    expect(asRecourse('¿A quién más puedo acudir?', 'es')).toBe('¿qué recursos?')
    expect(asRecourse('Who can I talk to about a project?', 'en')).toBe('Who can I talk to about a project?')
    // What to do about a matter said unsettled.
    expect(asRecourse("If you don't fix my complaint, what can I do?", 'en')).toBe(
      "If you don't fix my complaint, who can I escalate to?",
    )
    expect(asRecourse('What can I do to prepare for an audit?', 'en')).toBe(
      'What can I do to prepare for an audit?',
    )
    expect(asRecourse('Where can I go to meet your team?', 'en')).toBe('Where can I go to meet your team?')
  })
})

describe('the same question asked of another thing', () => {
  it('reads as "and for…" in every language, a question about sameness does not', () => {
    expect(asSameQuestion('same question for phone apps', 'en')).toBe('and for phone apps')
    expect(asSameQuestion('Same thing, but for mobile?', 'en')).toBe('and for mobile?')
    expect(asSameQuestion('Même question pour le mobile ?', 'fr')).toBe('et pour le mobile ?')
    expect(asSameQuestion('¿La misma pregunta para móviles?', 'es')).toBe('y para móviles?')
    expect(asSameQuestion('نفس السؤال بالنسبة للموبايل', 'ar')).toBe('وبالنسبة للموبايل')
    expect(asSameQuestion('Same day support?', 'en')).toBe('Same day support?')
  })
})

describe('large language models named in full', () => {
  it("read as the site's acronym in every language", () => {
    expect(asLlm('What do you evaluate in large language models (LLMs)?', 'en')).toBe(
      'What do you evaluate in LLM?',
    )
    expect(asLlm('Vous testez les grands modèles de langage ?', 'fr')).toBe('Vous testez les LLM ?')
    expect(asLlm('¿Evaluáis modelos de lenguaje grandes?', 'es')).toBe('¿Evaluáis LLM?')
    expect(asLlm('هل تختبرون النماذج اللغوية الكبيرة؟', 'ar')).toBe('هل تختبرون LLM؟')
    expect(asLlm('Do you test language learning apps?', 'en')).toBe('Do you test language learning apps?')
  })
})

describe('what an engagement hands over at its end', () => {
  it("is asked as the site's deliverables in every language", () => {
    expect(asDeliverables('and what do I actually get at the end?', 'en')).toBe(
      'and what deliverables do we get?',
    )
    expect(asDeliverables("Et qu'est-ce qu'on obtient à la fin ?", 'fr')).toBe('Et quels livrables ?')
    expect(asDeliverables('¿Y qué recibimos al final?', 'es')).toBe('¿Y qué entregables?')
    expect(asDeliverables('وماذا نستلم في النهاية؟', 'ar')).toBe('وما المخرجات؟')
    expect(asDeliverables('What happens at the end of the audit?', 'en')).toBe(
      'What happens at the end of the audit?',
    )
  })
})

describe("the company's founding", () => {
  it('is asked in the words the site uses, what else started is not', () => {
    expect(asFounded('When was your firm set up?', 'en')).toBe('When was your firm founded?')
    expect(asFounded('when did you guys open?', 'en')).toBe('when did you guys founded?')
    expect(asFounded('When did you start testing mobile apps?', 'en')).toBe(
      'When did you start testing mobile apps?',
    )
    expect(asFounded('When was the audit started?', 'en')).toBe('When was the audit started?')
  })
})

describe('how often', () => {
  it('is asked in every language, and answered by a frequency', () => {
    expect(asksFrequency('How often do staff get appraised?')).toBe(true)
    expect(asksFrequency('À quelle fréquence publiez-vous ?')).toBe(true)
    expect(asksFrequency('¿Cada cuánto hacéis entrevistas?')).toBe(true)
    expect(asksFrequency('كم مرة في السنة؟')).toBe(true)
    expect(asksFrequency('How long does an audit take?')).toBe(false)
    expect(statesFrequency('career reviews twice a year')).toBe(true)
    expect(statesFrequency('des entretiens de carrière deux fois par an')).toBe(true)
    expect(statesFrequency('tests that run on every commit')).toBe(true)
    expect(statesFrequency('entrevistas dos veces al año')).toBe(true)
    expect(statesFrequency('مقابلات مرتين في السنة')).toBe(true)
    expect(statesFrequency('A five-day audit')).toBe(false)
  })
})

describe("the company's age", () => {
  it('is asked since when, how long something else lasts is not', () => {
    expect(asSinceWhen('how long have you guys been around?', 'en')).toBe(
      'since when have you guys been around?',
    )
    expect(asSinceWhen('Depuis combien de temps existez-vous ?', 'fr')).toBe('depuis quand existez-vous ?')
    expect(asSinceWhen('¿Cuánto tiempo llevan en el mercado?', 'es')).toBe('¿desde cuándo en el mercado?')
    expect(asSinceWhen('من متى الشركة موجودة؟', 'ar')).toBe('منذ متى الشركة موجودة؟')
    expect(asSinceWhen('How long have you been testing mobile apps for clients?', 'en')).toBe(
      'How long have you been testing mobile apps for clients?',
    )
    expect(asSinceWhen('Depuis combien de temps gardez-vous mes données ?', 'fr')).toBe(
      'Depuis combien de temps gardez-vous mes données ?',
    )
  })
})

describe('a count asked', () => {
  it('counts the head of an English noun phrase with its modifiers, up to its first plural', () => {
    expect(countedWords('How many regression tests did you automate for them')).toEqual([
      'regression',
      'tests',
    ])
    expect(countedWords('how many people work there?')).toEqual(['people'])
    expect(countedWords('how many offices do you have?')).toEqual(['offices'])
    // "Simultaneous" ends in s and is no plural: the phrase goes on to its noun.
    expect(countedWords('How many simultaneous virtual users can you simulate?')).toEqual([
      'simultaneous',
      'virtual',
      'users',
    ])
    expect(countedWords("combien d'étapes ?")).toEqual(['etapes'])
  })
  it('is read without a word saying its things are told apart', () => {
    expect(withoutCountModifier('How many different tech areas do you cover?', 'en')).toBe(
      'How many tech areas do you cover?',
    )
    expect(withoutCountModifier('Combien de domaines différents couvrez-vous ?', 'fr')).toBe(
      'Combien de domaines couvrez-vous ?',
    )
    expect(withoutCountModifier('¿Cuántas áreas distintas cubren?', 'es')).toBe('¿Cuántas áreas cubren?')
    expect(withoutCountModifier('كم مجال مختلف تغطون؟', 'ar')).toBe('كم مجال تغطون؟')
    expect(withoutCountModifier('What makes you different?', 'en')).toBe('What makes you different?')
  })
})

describe('a phone number or an e-mail address named', () => {
  it('is a thing of its own a follow-up asks, in every language; a verb of calling is not', () => {
    expect(namesWayToReach('and the phone number?')).toBe(true)
    expect(namesWayToReach('et son mail ?')).toBe(true)
    expect(namesWayToReach('¿y el teléfono?')).toBe(true)
    expect(namesWayToReach('ورقم الهاتف؟')).toBe(true)
    expect(namesWayToReach('¿y en qué horario puedo llamar?')).toBe(false)
    expect(namesWayToReach('What about normal contact requests?')).toBe(false)
  })
})

describe('a leading "when"', () => {
  it('opens a clause before a question asking how, and still asks when alone', () => {
    expect(asksWhen('When you audit a smart contract, how many people go through the code?')).toBe(false)
    expect(asksWhen('When your testers log a bug, how do they decide how urgent it is?')).toBe(false)
    expect(asksWhen('When was Qualixa founded?')).toBe(true)
    // A date named asks when; a thing kept up to date does not.
    expect(asksWhen('founding date?')).toBe(true)
    expect(asksWhen('is your test data up to date?')).toBe(false)
    expect(asksWhen('When you review a pipeline, what do you check?')).toBe(true)
    expect(asksWhen('And when evaluating LLMs, what do you check?')).toBe(false)
    expect(asksWhen('when is the audit, what day?')).toBe(true)
  })
})

describe("the visitor's own figures", () => {
  it('are no figure to look for in a statement about themselves, but are in a clause asked', () => {
    expect(
      withoutOwnFigures('acceptable flaky test rate? ours is around 4% and the devs gave up', 'en'),
    ).toBe('acceptable flaky test rate? ours is around   and the devs gave up')
    expect(withoutOwnFigures('Tenemos 200 tiendas, ¿pueden probar la web?', 'es')).toBe(
      'Tenemos   tiendas, ¿pueden probar la web?',
    )
    expect(withoutOwnFigures('Is my data kept 2 years?', 'en')).toBe('Is my data kept 2 years?')
    expect(withoutOwnFigures('Do you cover ISO 26262? we build cars', 'en')).toBe(
      'Do you cover ISO 26262? we build cars',
    )
  })
})

describe('an identifier asked', () => {
  it('is named by the word before "number" or after "numéro de", not a phone number', () => {
    expect(identifierWords('company registration number for our supplier onboarding form')).toEqual([
      'registration',
    ])
    expect(identifierWords("Quel est votre numéro d'immatriculation ?")).toEqual(['immatriculation'])
    expect(identifierWords('¿Cuál es su número de registro?')).toEqual(['registro'])
    expect(identifierWords('ما هو رقم التسجيل؟')).toEqual(['التسجيل'])
    expect(identifierWords("what's your phone number?")).toEqual([])
    expect(identifierWords('رقم الهاتف؟')).toEqual([])
  })
})

describe('a question asking which standard', () => {
  it('is told by its word for a standard, in the four languages', () => {
    expect(asksStandard('Quelle norme vous vérifiez pour les robots collaboratifs ?')).toBe(true)
    expect(asksStandard('Which IoT security standards do you cover?')).toBe(true)
    expect(asksStandard('¿Conocen la norma de seguridad funcional del automóvil?')).toBe(true)
    expect(asksStandard('شو المعايير اللي بتجهزونا إلها؟')).toBe(true)
    expect(asksStandard('Do you test robots?')).toBe(false)
  })
})

describe('the kind of thing a question names', () => {
  it('is the word after the question word, a linking verb and an article skipped', () => {
    expect(kindNamed('Quels sont les livrables après un audit ?')).toEqual(['livrables'])
    expect(kindNamed('En un proyecto web, ¿qué entregables recibo?')).toEqual(['entregables'])
    expect(kindNamed('Which deliverables do I get?')).toEqual(['deliverables'])
    expect(kindNamed('ما هي المخرجات التي أحصل عليها؟')).toEqual(['المخرجات'])
    expect(kindNamed('Do you test mobile apps?')).toEqual([])
  })

  it('is, in English, the last word of its noun, the words before it narrowing it', () => {
    expect(kindPhrase('Which robot simulators are you used to working with?', 'en')).toEqual([
      { head: 'simulators', modifiers: ['robot'] },
    ])
    expect(kindPhrase('which static analysers do u run on smart contracts', 'en')).toEqual([
      { head: 'analysers', modifiers: ['static'] },
    ])
    // A kind as general as "tools" is named by the words before it.
    expect(kindPhrase('Which static analysis tools do you run?', 'en')).toEqual([
      { head: 'static analysis', modifiers: ['static', 'analysis'] },
    ])
    expect(kindPhrase('¿Qué protocolos industriales probáis?', 'es')).toEqual([
      { head: 'protocolos', modifiers: ['industriales'] },
    ])
    expect(kindPhrase('Do you test mobile apps?', 'en')).toEqual([])
  })

  it('has its members named in brackets right after it', () => {
    const kind = new Set(terms('simulators', 'en'))
    expect(membersNamed('Simulation testing (Gazebo, Isaac Sim, Webots) across scenarios', kind, 'en')).toBe(
      3,
    )
    // The bracket lists what the word before it names: tests, not engines.
    expect(
      membersNamed(
        'In-engine automated tests (Unity Test Framework, Unreal Automation)',
        new Set(terms('engines', 'en')),
        'en',
      ),
    ).toBe(0)
    expect(
      membersNamed('Simulation and field validation plan, A library of test scenarios', kind, 'en'),
    ).toBe(0)
  })
})

describe('intents', () => {
  it('tells greetings, thanks, prices and contact questions apart', () => {
    expect(intents('Bonjour !', 'fr')).toMatchObject({ greeting: true, price: false })
    expect(intents('Merci beaucoup', 'fr')).toMatchObject({ thanks: true, greeting: false })
    // An acknowledgement before a question asks something more.
    expect(intents("ok et c'est où exactement ?", 'fr').thanks).toBe(false)
    expect(intents("ok et c'est où exactement", 'fr').thanks).toBe(false)
    expect(intents('تمام، وين؟', 'ar').thanks).toBe(false)
    expect(intents('Bonjour, quels sont vos tarifs ?', 'fr')).toMatchObject({ greeting: false, price: true })
    expect(intents('How much does an audit cost?', 'en').price).toBe(true)
    expect(intents('how much?', 'en').price).toBe(true)
    expect(intents('how much experience do I need?', 'en').price).toBe(false)
    // The company paying for the visitor's exam is a benefit, not a price.
    expect(intents('will the company pay for my ISTQB exam or do I have to pay it myself?', 'en').price).toBe(
      false,
    )
    expect(intents('Do you cover ISTQB certification costs for employees?', 'en').price).toBe(false)
    expect(intents('¿La empresa paga los gastos de formación?', 'es').price).toBe(false)
    expect(intents('do I have to pay to join the community?', 'en').price).toBe(true)
    expect(intents('Combien de temps dure un audit ?', 'fr').price).toBe(false)
    // A price word said before the question, not in it, is the visitor's context.
    const gas = 'Transaction fees on our protocol are painful. Do you look at gas consumption when testing?'
    expect(intents(gas, 'en').price).toBe(false)
    expect(intents('Our budget is tight. What would an audit cost?', 'en').price).toBe(true)
    expect(intents('Vos tarifs ? Et vos délais ?', 'fr').price).toBe(true)
    // The Arabic dialects' "for how much" and "takes how much", not "in how many days".
    expect(intents('الساعة عندكم بكام؟', 'ar').price).toBe(true)
    expect(intents('الاستشاري بياخد كام في اليوم؟', 'ar').price).toBe(true)
    expect(intents('بكام يوم بتبدأ الحملة؟', 'ar').price).toBe(false)
    expect(intents('Quel est votre numéro de téléphone ?', 'fr').contact).toBe(true)
    expect(intents('Comment vous joindre ?', 'fr').contact).toBe(true)
    expect(intents('Je peux joindre un fichier au formulaire ?', 'fr').contact).toBe(false)
    expect(intents('on peut joindre quels types de fichiers ?', 'fr').contact).toBe(false)
    // Whether something arrived is no request for our details; how to reach us is.
    expect(intents('I sent my brief through the form: did the file reach you?', 'en').contact).toBe(false)
    expect(intents('I never recieved a single email, did my sign-up work?', 'en').contact).toBe(false)
    expect(intents("Je n'ai reçu aucun mail après mon inscription", 'fr').contact).toBe(false)
    expect(intents('How can I reach you?', 'en').contact).toBe(true)
    expect(intents('Can I get your email?', 'en').contact).toBe(true)
    expect(intents('Are your open jobs permanent roles?', 'en').contact).toBe(false)
    expect(intents('Do you have any performance testing jobs open at the moment?', 'en').contact).toBe(false)
    // Writing to someone else ("them": the body the previous answer named) is no way of reaching us.
    expect(intents('Do I need a stamp to write to them?', 'en').contact).toBe(false)
    expect(intents('Can I write to your team?', 'en').contact).toBe(true)
    // "Open" said of us or of a day asks our hours; said of a job, it does not.
    expect(intents('Are you open on Saturdays?', 'en').contact).toBe(true)
    expect(intents('Is the Lyon office open on Mondays?', 'en').contact).toBe(true)
    expect(intents('Two years as a tester, near Lille. Anything open for me?', 'en').contact).toBe(false)
    // Devices that communicate ("تتواصل") ask nothing of us; a visitor who wants to reach us does.
    expect(intents('أجهزتنا تتواصل ببروتوكولات قديمة', 'ar').contact).toBe(false)
    expect(intents('كيف أتواصل معكم؟', 'ar').contact).toBe(true)
    expect(intents('نريد التواصل مع فريقكم', 'ar').contact).toBe(true)
    // Costs worked on (analysed, optimised) ask no price; the price of the work still does.
    expect(intents('Do you analyse cloud costs?', 'en').price).toBe(false)
    expect(intents('vous optimisez les coûts cloud ?', 'fr').price).toBe(false)
    expect(intents('¿controláis los costes de la nube?', 'es').price).toBe(false)
    expect(intents('هل تحللون تكاليف السحابة؟', 'ar').price).toBe(false)
    expect(intents('Does your cloud audit include a look at costs?', 'en').price).toBe(false)
    expect(intents('How much does a 5-day quality audit cost?', 'en').price).toBe(true)
    expect(intents('What are your monitoring costs?', 'en').price).toBe(true)
    expect(intents('كم تكلفة التدقيق؟', 'ar').price).toBe(true)
    // "By how much?" asks the size of a change.
    expect(intents('did they release more often? by how much?', 'en').price).toBe(false)
  })

  it('reads a question without the greeting before it and the thanks after it', () => {
    expect(withoutCourtesy('Bonjour, et pour une candidature ? Merci !', 'fr')).toBe(
      'et pour une candidature ?',
    )
    expect(withoutCourtesy('Hi there! how long do they run for? Thanks!', 'en')).toBe(
      'how long do they run for?',
    )
    expect(withoutCourtesy('مرحبا، وكم تستغرق؟ شكرا', 'ar')).toBe('وكم تستغرق؟')
    // An acknowledgement set apart by a comma opens the next question.
    expect(withoutCourtesy('Vale, ¿y el precio?', 'es')).toBe('y el precio?')
    expect(withoutCourtesy('تمام، وكم؟', 'ar')).toBe('وكم؟')
    expect(withoutCourtesy('Day rates for a tester?', 'en')).toBe('Day rates for a tester?')
    // A greeting or thanks alone stays one; "there" or "day" close no greeting or thanks.
    expect(withoutCourtesy('Bonjour !', 'fr')).toBe('Bonjour !')
    expect(withoutCourtesy('Merci beaucoup', 'fr')).toBe('Merci beaucoup')
    expect(withoutCourtesy('There are how many offices?', 'en')).toBe('There are how many offices?')
    expect(withoutCourtesy('How many hours per day?', 'en')).toBe('How many hours per day?')
  })
})

describe('local engine', () => {
  it('quotes and links the page that answers, in the asked language', () => {
    const fr = localAnswer(kb, 'Quels outils utilisez-vous pour automatiser ?', 'fr')
    expect(fr.response).toContain('[Tests automatisés](/services/automated-testing)')
    expect(fr.response).toContain('Playwright, Selenium et Cypress')
    const en = localAnswer(kb, 'Which automation tools do you use?', 'en')
    expect(en.response).toContain('[Automated testing](/en/services/automated-testing)')
    expect(links(en.response).every((url) => url?.startsWith('/en/'))).toBe(true)
  })

  it('says the site does not state it when a question names a thing the site never mentions', () => {
    const named = localAnswer(
      kb,
      'Quels outils utilisez-vous pour automatiser les tests sur un mainframe ?',
      'fr',
    )
    expect(named.kind).toBe('gap')
    expect(links(named.response)).toEqual(['/services/automated-testing', '/contact'])
    // An unknown verb ("bidouillez") is no subject: the question is still answered.
    const verb = localAnswer(kb, 'Quels outils bidouillez-vous pour automatiser les tests ?', 'fr')
    expect(verb.kind).not.toBe('gap')
    expect(verb.response).toContain('Playwright, Selenium et Cypress')
    // A name written as one (capitals, camel case) that no page uses is a subject the site never mentions.
    const tool = localAnswer(
      kb,
      'Quels outils utilisez-vous pour automatiser les tests, TestComplete ?',
      'fr',
    )
    expect(tool.kind).toBe('gap')
    const known = localAnswer(kb, 'Quels outils utilisez-vous pour automatiser les tests, Selenium ?', 'fr')
    expect(known.kind).not.toBe('gap')
    expect(known.response).toContain('Selenium')
  })

  it('answers in English a language it has no pages in (Spanish here)', () => {
    const answer = localAnswer(kb, 'Are you hiring?', 'es')
    expect(answer.response).toContain('(/en/careers)')
    expect(answer.sources).toEqual([{ title: 'Careers', url: '/en/careers' }])
  })

  it('routes prices to the contact page with the contact facts', () => {
    const { contact } = defaultContext('fr')
    const answer = localAnswer(kb, 'Combien coûte une campagne de tests ?', 'fr')
    expect(answer.response).toContain('[page contact](/contact)')
    expect(answer.response).toContain(contact.phone)
    expect(answer.response).toContain('Lundi-Vendredi 9h-18h')
    expect(localAnswer(kb, 'What are your prices?', 'en').response).toContain('Mon-Fri 9AM-6PM CET')
  })

  it('routes off-topic questions to the contact page', () => {
    const answer = localAnswer(kb, 'Quel temps fera-t-il demain à Marseille ?', 'fr')
    expect(links(answer.response)).toEqual(['/contact'])
    expect(answer.response).toContain('contact@qualixa.example')
  })

  it('greets and thanks with the main links', () => {
    expect(links(localAnswer(kb, 'Hello!', 'en').response)).toEqual([
      '/en/our-expertise',
      '/en/about/methodologies',
      '/en/case-studies',
      '/en/about/offices',
      '/en/community',
      '/en/contact',
    ])
    expect(localAnswer(kb, 'Merci !', 'fr').response).toMatch(/^Avec plaisir/)
  })

  it('uses the links and contact facts the page sends, but only links in the answer language', () => {
    const ctx = resolveContext(
      { links: { contact: '/en/contact', offices: '/about/offices' }, contact: { phone: '01' } },
      'fr',
    )
    expect(ctx.links.contact).toBe('/contact')
    expect(ctx.links.offices).toBe('/about/offices')
    expect(ctx.contact.phone).toBe('01')
    const answer = localAnswer(kb, 'Comment vous joindre ?', 'fr', {
      contact: { phone: '+33 9 99 99 99 99' },
    })
    expect(answer.response).toContain('+33 9 99 99 99 99')
  })

  it('writes no HTML and no Markdown but links', () => {
    for (const q of ['Bonjour', 'Quels outils ?', 'prix', 'Who won the cup?', 'Are you hiring?']) {
      const { response } = localAnswer(kb, q, q === 'Who won the cup?' || q.startsWith('Are') ? 'en' : 'fr')
      expect(response).not.toMatch(/<[a-z/]|\*\*|__|`|^#/i)
      expect(response.replace(/\[[^\]]+\]\(\/[^)\s]*\)/g, '')).not.toMatch(/[[\]]/)
    }
  })
})

describe('the name a question asks', () => {
  it('is read in the four languages, and is no word a page must write', () => {
    expect(
      ['name', 'names', 'nom', 'nombre', 'اسم', 'الاسم'].map((w, i) =>
        asksName(w, (['en', 'en', 'fr', 'es', 'ar', 'ar'] as const)[i] ?? 'en'),
      ),
    ).toEqual([true, true, true, true, true, true])
    expect(asksName('named', 'en')).toBe(false)
    expect(asksName('nombreux', 'fr')).toBe(false)
    const hedges = kb.retriever('en').analyse('web host company name').hedges
    expect([...(hedges ?? [])]).toEqual(['name'])
  })
})

describe('a duration stated in words', () => {
  it('is one when labelled as a duration, in the four languages, and not otherwise', () => {
    expect(statesDuration('language (Category: Functional, Duration: Until you clear it)')).toBe(true)
    expect(statesDuration('Durée : Jusqu’à la fermeture de l’onglet')).toBe(true)
    expect(statesDuration('Duración: Hasta que cierre la pestaña')).toBe(true)
    expect(statesDuration('المدة: حتى تغلق التبويب')).toBe(true)
    expect(statesDuration('Until you clear it')).toBe(false)
    expect(statesDuration('Duration of the audit depends on its scope')).toBe(false)
  })
})

describe('a question asking how early', () => {
  it('asks a quantity, as "how long" does', () => {
    expect(questionType('how early to start perf testing before a peak')).toBe('quantity')
    expect(questionType('How far ahead should we start?')).toBe('quantity')
  })
})

describe('a question after sentences that ask nothing', () => {
  it('is read from its questions: the sentences before them are their context', () => {
    const staging =
      'Our staging environment is half the size of prod. Can we load test there and just double the numbers?'
    expect(questionType(staging)).toBe('other')
    expect(questionType('We have 800 test cases. How many can you automate in a month?')).toBe('quantity')
    expect(questionType('How many testers do you have?')).toBe('quantity')
  })
})

describe('a question about this very site', () => {
  it('names it by a possessive or by "the", not the web at large', () => {
    expect(asksAboutSite('In which browsers was the accessibility of the site tested?')).toBe(true)
    expect(asksAboutSite('Is your website accessible?')).toBe(true)
    expect(asksAboutSite('Do you test apps for the web?')).toBe(false)
  })
})
