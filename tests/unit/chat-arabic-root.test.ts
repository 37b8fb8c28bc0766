import { describe, expect, it } from 'vitest'
import { localAnswer } from '../../server/chat/engine/answer.ts'
import { arabicRoot } from '../../server/chat/engine/arabicRoot.ts'
import { ALL_IDEAS } from '../../server/chat/engine/ideas.ts'
import { createKnowledgeBase } from '../../server/chat/knowledge/base.ts'
import { DEFAULT_KNOWLEDGE_DIR, readKnowledge } from '../../server/chat/knowledge/load.ts'
import { foldArabic } from '../../shared/search/arabic.ts'
import { TIMEOUTS } from '../timeouts.ts'

const root = (word: string) => arabicRoot(foldArabic(word))

describe('the root of an Arabic word', () => {
  it('joins the words of one family, whatever their article, pronoun, plural or pattern', () => {
    // Retention and "you keep"; registered, "got registered" (spoken) and registration.
    expect(root('الاحتفاظ')).toBe('حفظ')
    expect(root('تحتفظون')).toBe('حفظ')
    expect(root('مسجّلة')).toBe('سجل')
    expect(root('اتسجلت')).toBe('سجل')
    expect(root('تسجيل')).toBe('سجل')
    // An auditor in the plural and in the dual.
    expect(root('المدققين')).toBe(root('مدقّقان'))
    // Hosting, as a present tense ("يستضيف") and a participle ("مستضيفة").
    expect(root('يستضيف')).toBe(root('مستضيفة'))
  })

  it('leaves a word of three letters as it is', () => {
    expect(root('كتب')).toBe('كتب')
  })
})

describe('on the built site', { timeout: TIMEOUTS.chatAllAnswers }, () => {
  const pages = readKnowledge(DEFAULT_KNOWLEDGE_DIR)
  const kb = createKnowledgeBase(pages)
  const without = createKnowledgeBase(pages, { ideas: { ...ALL_IDEAS, arabicRoots: false } })
  const question = 'امتى اتسجلت الشركة رسميا؟'

  it('finds a fact a question words with another form of the site\'s words ("اتسجلت" for "تأسست", "مسجلة")', () => {
    expect(localAnswer(kb, question, 'ar').response).toContain('1 ديسمبر 2023')
    // Without the roots, the spoken question finds nothing the engine trusts.
    expect(localAnswer(without, question, 'ar').response).not.toContain('1 ديسمبر 2023')
  })
})
