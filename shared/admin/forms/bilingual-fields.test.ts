import { describe, expect, it } from 'vitest'
import { bilingualLanguage } from './bilingual-fields.ts'

describe('the language of a bilingual field', () => {
  it('is English for the En side and Spanish for the Es side, for the spell-checker', () => {
    expect(bilingualLanguage('questionEn')).toBe('en')
    expect(bilingualLanguage('answerEs')).toBe('es')
  })

  it('is none for a field of one language only', () => {
    expect(bilingualLanguage('slug')).toBeUndefined()
    expect(bilingualLanguage('Es')).toBeUndefined()
    expect(bilingualLanguage('kindness')).toBeUndefined()
  })
})
