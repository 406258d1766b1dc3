import { describe, expect, it } from 'vitest'
import { slugAfterTitleChange, slugOnSubmit } from './slug-rule.ts'

describe('the slug while creating', () => {
  it('follows the title as it is typed', () => {
    let slug = ''
    let title = ''
    for (const next of ['M', 'Mi', 'Microblading ', 'Microblading Aftercare!']) {
      slug = slugAfterTitleChange({ creating: true, previousTitle: title, nextTitle: next, slug })
      title = next
    }
    expect(slug).toBe('microblading-aftercare')
  })

  it('turns every run of other characters into one hyphen and trims hyphens', () => {
    expect(slugAfterTitleChange({ creating: true, previousTitle: '', nextTitle: '  Lips & Brows -- 2025 ', slug: '' })).toBe('lips-brows-2025')
  })

  it('folds accents so Spanish titles give readable slugs', () => {
    expect(slugAfterTitleChange({ creating: true, previousTitle: '', nextTitle: 'Cómo cuidar tus cejas', slug: '' })).toBe('como-cuidar-tus-cejas')
  })

  it('stops following once the author typed a slug of their own', () => {
    const slug = slugAfterTitleChange({
      creating: true,
      previousTitle: 'Lip blushing',
      nextTitle: 'Lip blushing guide',
      slug: 'lips',
    })
    expect(slug).toBe('lips')
  })

  it('follows the title again when the author clears the slug', () => {
    expect(slugAfterTitleChange({ creating: true, previousTitle: 'Brows', nextTitle: 'Brows 101', slug: '' })).toBe('brows-101')
  })
})

describe('the slug while editing', () => {
  it('is never regenerated from the title', () => {
    expect(slugAfterTitleChange({ creating: false, previousTitle: 'Old title', nextTitle: 'New title', slug: 'old-title' })).toBe('old-title')
  })
})

describe('the slug on submit', () => {
  it('fills an empty slug from the title', () => {
    expect(slugOnSubmit('   ', 'Ombre Brows: Before & After')).toBe('ombre-brows-before-after')
  })

  it('keeps a slug that was given, trimmed', () => {
    expect(slugOnSubmit(' my-slug ', 'Anything')).toBe('my-slug')
  })
})
