import { describe, expect, it } from 'vitest'
import { SITE_PAGES } from '../../core/routes.ts'
import { isPathOf, resolveContext } from '../../server/chat/context.ts'
import { answerLanguage, localAnswer } from '../../server/chat/engine/answer.ts'
import { intents } from '../../server/chat/engine/intents.ts'
import { createKnowledgeBase } from '../../server/chat/knowledge/base.ts'
import { logicalPath, pathLanguage } from '../../server/chat/paths.ts'
import { list } from '../../server/chat/punctuation.ts'
import { isSiteLang, SITE_LANGS } from '../../shared/languages.ts'
import { samplePages } from '../fixtures/chat-knowledge.ts'
import { arabicPages, spanishPages } from '../fixtures/chat-knowledge-es-ar.ts'
import questions from '../fixtures/chat-questions.json' with { type: 'json' }

/** A knowledge base in the four languages, as the site's will be once SITE_LANGS has them. */
const kb = createKnowledgeBase({ ...samplePages, es: spanishPages, ar: arabicPages })
const links = (text: string) => [...text.matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1] ?? '')

describe('answer language', () => {
  it('is the request language when the site speaks it, English otherwise', () => {
    expect(answerLanguage('fr')).toBe('fr')
    expect(answerLanguage('en')).toBe('en')
    for (const lang of ['es', 'ar'] as const)
      expect(answerLanguage(lang)).toBe(isSiteLang(lang) ? lang : 'en')
    expect(answerLanguage('es', ['fr', 'en', 'es', 'ar'])).toBe('es')
    expect(answerLanguage('ar', ['fr', 'en', 'es', 'ar'])).toBe('ar')
    expect(answerLanguage('ar', ['fr', 'en'])).toBe('en')
    expect(answerLanguage('fr', ['fr', 'en'])).toBe('fr')
  })

  it('is the one of a knowledge base holding the language', () => {
    expect(kb.languages).toEqual(['fr', 'en', 'es', 'ar'])
    expect(createKnowledgeBase(samplePages).languages).toEqual(['fr', 'en'])
    expect(SITE_LANGS.every((lang) => answerLanguage(lang) === lang)).toBe(true)
  })
})

describe('the accuracy fixture in Spanish and Arabic', () => {
  it('expects pages of the site at their URLs in the question language', () => {
    const frenchUrls = new Set(SITE_PAGES.filter((p) => p.lang === 'fr').map((p) => p.url))
    for (const lang of ['es', 'ar'] as const) {
      expect(questions[lang].length).toBeGreaterThanOrEqual(12)
      for (const { expect: urls } of questions[lang]) {
        for (const url of urls) {
          expect(pathLanguage(url), url).toBe(lang)
          expect(frenchUrls.has(logicalPath(url)), url).toBe(true)
        }
      }
    }
  })
})

describe('site paths by language', () => {
  it('reads the language of a path from its prefix, and the path without it', () => {
    expect(pathLanguage('/contact')).toBe('fr')
    expect(pathLanguage('/en#security')).toBe('en')
    expect(pathLanguage('/es/services/performance-testing')).toBe('es')
    expect(pathLanguage('/ar')).toBe('ar')
    expect(pathLanguage('/enterprise')).toBe('fr')
    expect(logicalPath('/ar/services/nearshore')).toBe('/services/nearshore')
    expect(logicalPath('/es')).toBe('/')
    expect(isPathOf('/es/contact', 'es')).toBe(true)
    expect(isPathOf('/es/contact', 'fr')).toBe(false)
  })

  it('keeps only the links a page sends in the answer language', () => {
    const ctx = resolveContext({ links: { contact: '/contact', offices: '/ar/about/offices' } }, 'ar')
    expect(ctx.links.contact).toBe('/ar/contact')
    expect(ctx.links.offices).toBe('/ar/about/offices')
    expect(ctx.contact.address).toBe('Neuilly-sur-Seine، فرنسا')
  })
})

describe('writing', () => {
  it('joins lists with y (e before an i sound) and و', () => {
    expect(list(['A', 'B', 'C'], 'es')).toBe('A, B y C')
    expect(list(['Web y móvil', 'IoT'], 'es')).toBe('Web y móvil e IoT')
    expect(list(['A', 'hielo'], 'es')).toBe('A y hielo')
    expect(list(['أ', 'ب', 'ج'], 'ar')).toBe('أ، ب وج')
  })

  it('tells Spanish and Arabic greetings, thanks, prices and contact questions apart', () => {
    expect(intents('¡Buenos días!', 'es')).toMatchObject({ greeting: true, price: false })
    expect(intents('Muchas gracias', 'es')).toMatchObject({ thanks: true })
    expect(intents('¿Cuánto cuesta una auditoría?', 'es').price).toBe(true)
    expect(intents('¿Cuál es su horario?', 'es').contact).toBe(true)
    expect(intents('السلام عليكم', 'ar')).toMatchObject({ greeting: true, price: false })
    expect(intents('شكرًا جزيلًا', 'ar')).toMatchObject({ thanks: true })
    expect(intents('ما هي أسعاركم؟', 'ar').price).toBe(true)
    expect(intents('هل تختبرون الرسوم البيانية؟', 'ar').price).toBe(false)
    expect(intents('كيف أتواصل معكم؟', 'ar').contact).toBe(true)
    expect(intents('هل تختبرون تطبيقات الهاتف المحمول؟', 'ar').contact).toBe(false)
  })
})

describe('local engine in Spanish', () => {
  it('greets in Spanish with the Spanish pages', () => {
    const { response } = localAnswer(kb, '¡Hola!', 'es')
    expect(response).toMatch(/^¡Hola! Soy el asistente de Qualixa\./)
    expect(links(response)).toEqual([
      '/es/notre-offre',
      '/es/about/methodologies',
      '/es/case-studies',
      '/es/about/offices',
      '/es/community',
      '/es/contact',
    ])
  })

  it('quotes and links the page about a service', () => {
    const { response, sources } = localAnswer(kb, '¿Hacen pruebas de carga?', 'es')
    expect(response).toMatch(
      /^Según nuestra página \[Pruebas de rendimiento\]\(\/es\/services\/performance-testing\): «/,
    )
    expect(sources[0]).toEqual({ title: 'Pruebas de rendimiento', url: '/es/services/performance-testing' })
    const tools = localAnswer(kb, '¿Qué herramientas utilizan para automatizar las pruebas?', 'es').response
    expect(tools).toContain('[Pruebas automatizadas](/es/services/automated-testing)')
    expect(tools).toContain('Incluye: Playwright, Selenium y Cypress.')
    expect(tools).toContain('[póngase en contacto con nosotros](/es/contact)')
  })

  it('sends a price question to the contact page with the contact facts', () => {
    const { response, sources } = localAnswer(kb, '¿Cuánto cuesta una campaña de pruebas?', 'es')
    expect(response).toMatch(/^No disponemos de una tarifa pública: cada presupuesto se elabora a medida/)
    expect(response).toContain('[página de contacto](/es/contact)')
    expect(response).toContain('+33 1 84 60 00 00')
    // The hours in Spanish, from content/company.json.
    expect(response).toContain('(de lunes a viernes, de 9:00 a 18:00 CET)')
    expect(sources[0]).toEqual({ title: 'Contacto', url: '/es/contact' })
  })

  it('answers an off-topic question with the fallback', () => {
    const { response } = localAnswer(kb, '¿Quién ganará el partido de fútbol mañana?', 'es')
    expect(response).toMatch(/^No he encontrado en nuestro sitio una respuesta fiable/)
    expect(links(response)).toEqual(['/es/contact'])
  })
})

describe('local engine in Arabic', () => {
  it('greets in Arabic with the Arabic pages', () => {
    const { response } = localAnswer(kb, 'مرحبا', 'ar')
    expect(response).toMatch(/^مرحبًا! أنا مساعد Qualixa\./)
    expect(links(response).every((url) => url.startsWith('/ar/'))).toBe(true)
    expect(links(response)).toHaveLength(6)
  })

  it('quotes and links the page about a service, its words written with their prefixes', () => {
    const { response, sources } = localAnswer(kb, 'هل تقومون باختبار الحمل؟', 'ar')
    expect(response).toMatch(/^جاء في صفحتنا \[اختبار الأداء\]\(\/ar\/services\/performance-testing\): «/)
    expect(sources[0]?.url).toBe('/ar/services/performance-testing')
    const tools = localAnswer(kb, 'ما الأدوات التي تستخدمونها لأتمتة الاختبارات؟', 'ar').response
    expect(tools).toContain('[الاختبار المؤتمت](/ar/services/automated-testing)')
    expect(tools).toContain('وتشمل: Playwright، Selenium وCypress.')
    expect(tools).toContain('[تواصلوا معنا](/ar/contact)')
  })

  it('sends a price question to the contact page with the contact facts', () => {
    const { response, sources } = localAnswer(kb, 'كم تكلفة اختبار الأداء؟', 'ar')
    expect(response).toMatch(/^لا ننشر قائمة أسعار/)
    expect(response).toContain('[صفحة التواصل](/ar/contact)')
    expect(response).toContain('contact@qualixa.example')
    expect(response).toContain('من الاثنين إلى الجمعة، من 9:00 إلى 18:00')
    expect(sources[0]?.url).toBe('/ar/contact')
  })

  it('answers an off-topic question with the fallback', () => {
    const { response } = localAnswer(kb, 'من سيفوز بمباراة كرة القدم غدًا؟', 'ar')
    expect(response).toMatch(/^لم أجد على موقعنا إجابة موثوقة/)
    expect(links(response)).toEqual(['/ar/contact'])
  })

  it('writes no HTML and no Markdown but links', () => {
    for (const [q, lang] of [
      ['مرحبا', 'ar'],
      ['هل لديكم وظائف شاغرة؟', 'ar'],
      ['¿Están contratando?', 'es'],
      ['¿Cuál es su número de teléfono?', 'es'],
    ] as const) {
      const { response } = localAnswer(kb, q, lang)
      expect(response).not.toMatch(/<[a-z/]|\*\*|__|`|^#/i)
      expect(response.replace(/\[[^\]]+\]\(\/[^)\s]*\)/g, '')).not.toMatch(/[[\]]/)
    }
  })
})
