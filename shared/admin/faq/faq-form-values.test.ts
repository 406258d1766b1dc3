import { describe, expect, it } from 'vitest'
import { type FaqFormValues, faqServerErrors, faqUpdate, newFaqValues, validateFaqForm } from './faq-form-values.ts'
import { createConsoleI18n } from '../i18n/console-i18n.ts'

/** The English console's words, which the messages below are. */
const t = createConsoleI18n('en').getFixedT(null, 'faq')

const filled = (overrides: Partial<FaqFormValues> = {}): FaqFormValues => ({
  ...newFaqValues('faq'),
  questionEn: 'Is parking free?',
  questionEs: '¿El estacionamiento es gratis?',
  answerEn: 'Yes, right at {{street}}.',
  answerEs: 'Sí, en {{street}}.',
  ...overrides,
})

describe('the question form', () => {
  it('asks for the page and a question, in the form’s order', () => {
    expect(validateFaqForm(newFaqValues(), t)).toEqual({
      ok: false,
      errors: { page: 'Choose the page that shows this question', questionEn: 'Write the question in English or in Spanish' },
    })
  })

  it('asks for the page in the Spanish console’s words there', () => {
    const spanish = validateFaqForm(newFaqValues(), createConsoleI18n('es').getFixedT(null, 'faq'))
    expect(spanish.ok || spanish.errors.page).toBe('Elige la página que muestra esta pregunta')
  })

  it('saves a draft in one language, and asks for every text before publishing', () => {
    expect(validateFaqForm(filled({ questionEs: '', answerEs: '', answerEn: '' }), t).ok).toBe(true)
    expect(validateFaqForm(filled({ questionEs: ' ', answerEs: '', published: true }), t)).toEqual({
      ok: false,
      errors: { questionEs: 'Write the Spanish question before publishing', answerEs: 'Write the Spanish answer before publishing' },
    })
  })

  it('refuses a placeholder that is no studio fact, keeps blank lines between paragraphs, and sends the version it opened', () => {
    const unknown = validateFaqForm(filled({ answerEn: 'Ask {{artist}}.' }), t)
    expect(unknown.ok || unknown.errors.answerEn).toBe('Unknown placeholder {{artist}}: use one from the list, or type the words')
    const result = validateFaqForm(filled({ answerEn: 'First.\r\n\r\nSecond.', published: true }), t)
    if (!result.ok) throw new Error('valid')
    expect(result.input.answer.en).toBe('First.\n\nSecond.')
    expect(faqUpdate(result.input, '2026-01-01T00:00:00.000Z')).toMatchObject({ page: 'faq', published: true, updatedAt: '2026-01-01T00:00:00.000Z' })
    expect(faqServerErrors({ 'answer.es': 'Too long', page: 'Choose' })).toEqual({ answerEs: 'Too long', page: 'Choose' })
  })
})
