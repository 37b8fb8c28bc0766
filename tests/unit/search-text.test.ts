import { describe, expect, it } from 'vitest'
import { foldArabic } from '../../shared/search/arabic.ts'
import { loadStemmer } from '../../shared/search/loadStemmer.ts'
import { STEMMERS } from '../../shared/search/stemmers.ts'
import { FUNCTION_WORDS, fold, terms, words } from '../../shared/search/text.ts'

const arabic = (text: string) => terms(text, STEMMERS.ar, FUNCTION_WORDS.ar)
const spanish = (text: string) => terms(text, STEMMERS.es, FUNCTION_WORDS.es)

describe('Arabic folding', () => {
  it('removes the tashkeel and the tatweel', () => {
    expect(fold('اختبارُ الحِمْلِ')).toBe('اختبار الحمل')
    expect(fold('المعزّز')).toBe('المعزز')
    expect(fold('اختـــبار')).toBe('اختبار')
  })

  it('unifies the alef forms, alef maqsura and teh marbuta', () => {
    expect(fold('أداء إدارة آلة ٱلقبول')).toBe('اداء اداره اله القبول')
    expect(fold('على متى')).toBe('علي متي')
    expect(fold('الجودة')).toBe(fold('الجوده'))
  })

  it('writes Arabic-Indic digits as 0–9 and leaves other text alone', () => {
    expect(fold('خلال ٢٤ ساعة')).toBe('خلال 24 ساعه')
    expect(foldArabic('Sécurité ÉTÉ')).toBe('Sécurité ÉTÉ')
    expect(fold('Sécurité ÉTÉ')).toBe('securite ete')
  })

  it('keeps Arabic letters and digits as words, and parts them from Latin words written against them', () => {
    expect(words('أدوات الاختبار (Playwright وSelenium)، منذ ٢٠٢٣م؟')).toEqual([
      'ادوات',
      'الاختبار',
      'playwright',
      'selenium',
      'منذ',
      '2023',
    ])
  })
})

describe('Arabic stemming, after folding', () => {
  const same = (...forms: string[]) => new Set(forms.map((f) => arabic(f).join(' '))).size === 1

  it('meets the article, the conjunction, the plural ات and the pronoun endings', () => {
    expect(arabic('الاختبارات')).toEqual(['اختبار'])
    expect(same('اختبار', 'الاختبار', 'الاختبارات', 'اختبارات', 'والاختبارات', 'اختباراتكم')).toBe(true)
    expect(same('خدمة', 'الخدمة', 'الخدمات', 'خدماتنا', 'بالخدمات', 'للخدمات')).toBe(true)
    expect(same('تطبيق', 'التطبيقات', 'تطبيقاتكم')).toBe(true)
  })

  it('meets a short word with and without its article, and a word whose first letter is و or ف', () => {
    expect(same('البيئة', 'بيئة')).toBe(true)
    expect(same('اللغة', 'لغة')).toBe(true)
    expect(same('الدقة', 'دقة')).toBe(true)
    expect(same('وظيفة', 'الوظيفة', 'والوظيفة')).toBe(true)
    expect(same('فريق', 'الفريق', 'فريقكم', 'وفريق')).toBe(true)
    expect(same('الوصول', 'وصول')).toBe(true)
    // A short stem keeps its first و: the units ("الوحدات", "وحدات") meet the unit ("وحدة").
    expect(same('الوحدات', 'وحدات', 'وحدة', 'الوحدة')).toBe(true)
  })

  it('meets a word written with the preposition ل, or ب before ا, and keeps short words whole', () => {
    expect(same('لأتمتة', 'أتمتة', 'الأتمتة')).toBe(true)
    expect(same('باختبار', 'لاختبار', 'اختبار')).toBe(true)
    expect(same('لمشروعكم', 'مشروعكم')).toBe(true)
    expect(arabic('باحث')).not.toEqual(arabic('احث'))
  })

  it('stems teh marbuta and alef variants whatever the spelling', () => {
    expect(same('الجودة', 'الجوده', 'جودة', 'جودتكم')).toBe(true)
    expect(same('الأداء', 'الاداء', 'أداء', 'أَدَاء')).toBe(true)
    expect(same('السحابة', 'السحابية')).toBe(true)
  })

  it('drops the grammatical words', () => {
    expect(arabic('هل لديكم مكاتب في تونس؟')).toEqual(['مكتب', 'تونس'])
    expect(arabic('ما هي خدماتكم على الويب؟')).toEqual(['خدم', 'ويب'])
  })

  it('reads common broken plurals as their singular', () => {
    for (const [plural, singular] of [
      ['مكاتب', 'مكتب'],
      ['أيام', 'يوم'],
      ['أسابيع', 'أسبوع'],
      ['وظائف', 'وظيفة'],
      ['الأدوات', 'أداة'],
    ])
      expect(arabic(plural as string), plural).toEqual(arabic(singular as string))
  })
})

describe('Spanish stemming', () => {
  it('folds accents like French, drops grammatical words and meets word forms', () => {
    expect(spanish('¿Ofrecen pruebas automatizadas?')).toEqual(['ofrec', 'prueb', 'automatiz'])
    expect(spanish('la automatización de las pruebas')).toEqual(['automatiz', 'prueb'])
    expect(spanish('automatizacion')).toEqual(spanish('automatizaciones'))
    expect(spanish('Auditoría')).toEqual(spanish('auditorías'))
    expect(spanish('¿Dónde están sus oficinas?')).toEqual(spanish('oficina'))
  })

  it("reads a borrowed word's plural in -s after a consonant as its singular", () => {
    expect(spanish('robots')).toEqual(spanish('Robótica'))
    expect(spanish('los tests')).toEqual(spanish('test'))
    // Shorter ones stay as they are: "apps" is the word the pages write.
    expect(spanish('apps')).toEqual(['apps'])
    expect(spanish('tres meses')).toEqual(['tres', 'mes'])
  })
})

describe('English stemming', () => {
  it('meets a noun in -tion or -sion and its verb, as Porter does', () => {
    const english = (text: string) => terms(text, STEMMERS.en, FUNCTION_WORDS.en)
    expect(english('data protection')).toEqual(english('data protected'))
    expect(english('connections')).toEqual(english('connected'))
    expect(english('test execution')).toEqual(english('tests executed'))
    // Words whose "-ion" Porter keeps stay whole.
    expect(english('sessions questions')).toEqual(['session', 'question'])
  })

  it('keeps an adjective in -ible or -able, and its noun, apart from their root', () => {
    const english = (text: string) => terms(text, STEMMERS.en, FUNCTION_WORDS.en)
    expect(english('accessibility')).toEqual(english('accessible'))
    expect(english('accessibility')).not.toEqual(english('access'))
    expect(english('accountable')).not.toEqual(english('account'))
    expect(english('responsible')).not.toEqual(english('response'))
    expect(english('availability')).toEqual(english('available'))
    // A word Porter already stems in "-abl" stays as it was.
    expect(english('tables reliable')).toEqual(['tabl', 'reliabl'])
  })
})

describe('elided and contracted grammar words', () => {
  it('leaves out what is left of "don\'t", "you\'re", "jusqu\'à" and "lorsqu\'il"', () => {
    expect(
      terms("Why don't you test what isn't covered? You're sure?", STEMMERS.en, FUNCTION_WORDS.en),
    ).toEqual(terms('Why test covered? sure?', STEMMERS.en, FUNCTION_WORDS.en))
    expect(terms("jusqu'à quand, lorsqu'il faut tester", STEMMERS.fr, FUNCTION_WORDS.fr)).toEqual(
      terms('quand faut tester', STEMMERS.fr, FUNCTION_WORDS.fr),
    )
  })
})

describe('stemmers loaded on demand', () => {
  it('are the stemmers of the server table', async () => {
    for (const lang of ['fr', 'en', 'es', 'ar'] as const) {
      const stem = await loadStemmer(lang)
      for (const word of ['automatisation', 'testing', 'protection', 'pruebas', 'robots', 'الاختبارات'])
        expect(stem(word)).toBe(STEMMERS[lang](word))
    }
  })
})
