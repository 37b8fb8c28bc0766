import { describe, expect, it } from 'vitest'
import { standardArabic } from '../../server/chat/engine/dialects.ts'
import { questionType } from '../../server/chat/engine/question.ts'
import { terms } from '../../server/chat/engine/text.ts'

describe('dialectal Arabic read as Modern Standard Arabic', () => {
  it('reads the dialects’ question words as the standard ones, so that the question is typed', () => {
    expect(standardArabic('قديش رأسمال الشركه؟', 'ar')).toBe('كم رأسمال الشركه؟')
    expect(questionType(standardArabic('شحال ديال السنين ديال الخبرة؟', 'ar'))).toBe('quantity')
    expect(questionType(standardArabic('امتى اتسجلت الشركة؟', 'ar'))).toBe('quantity')
    expect(questionType(standardArabic('فين المكتب ديالكم؟', 'ar'))).toBe('place')
  })

  it('keeps a conjunction written against the word, and what follows it', () => {
    expect(standardArabic('ووين عنوانها؟', 'ar')).toBe('واين عنوانها؟')
    expect(standardArabic('وشو آخر وحدة؟', 'ar')).toBe('وما آخر وحدة؟')
  })

  it('drops a possessive written as a word and leaves every other word as it is', () => {
    expect(standardArabic('المنهجية تبعكم', 'ar')).toBe('المنهجية لكم')
    expect(standardArabic('سنين ديال الخبرة', 'ar')).toBe('سنوات  الخبرة')
    expect(standardArabic('ما هي خدماتكم في اختبار الأداء؟', 'ar')).toBe('ما هي خدماتكم في اختبار الأداء؟')
  })

  it('reads a present-tense verb of the dialects as the standard one', () => {
    expect(standardArabic('قديش بتوفرو من تكلفة الاختبارات؟', 'ar')).toBe('كم توفرون من تكلفة الاختبارات؟')
    expect(questionType(standardArabic('قديش بتوفرو من تكلفة الاختبارات؟', 'ar'))).toBe('quantity')
    expect(standardArabic('شو الأدوات اللي بتستعملوها؟', 'ar')).toBe('ما الأدوات الذي تستعملونها؟')
    // A noun that opens the same way stays as it is.
    expect(standardArabic('بيانات', 'ar')).toBe('بيانات')
  })

  it('changes nothing in the other languages', () => {
    expect(standardArabic('Vous avez une agence à Lyon ?', 'fr')).toBe('Vous avez une agence à Lyon ?')
  })
})

describe("Spain's vosotros verbs read as the ustedes ones the site writes", () => {
  it('stems them as their ustedes form, with or without the accent', () => {
    expect(terms('¿Qué herramientas utilizáis?', 'es')).toEqual(terms('¿Qué herramientas utilizan?', 'es'))
    expect(terms('contratais', 'es')).toEqual(terms('contratan', 'es'))
    expect(terms('¿Cubrís la migración?', 'es')).toEqual(terms('¿Cubren la migración?', 'es'))
    expect(terms('¿Tenéis oficina?', 'es')).toEqual(terms('¿Tienen oficina?', 'es'))
  })

  it('leaves the nouns that end the same way as they are', () => {
    for (const noun of ['país', 'análisis', 'crisis', 'tesis']) expect(terms(noun, 'es')).not.toEqual([])
    expect(terms('análisis', 'es')).toEqual(terms('analisis', 'es'))
  })
})
