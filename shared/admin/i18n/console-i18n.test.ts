import { describe, expect, it } from 'vitest'
import { CONSOLE_CATALOGUE, CONSOLE_LANGUAGES, createConsoleI18n, initialConsoleLanguage } from './console-i18n.ts'

/** Every key of a nested catalogue, as dotted paths. */
function keysOf(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null) return [prefix]
  return Object.entries(tree).flatMap(([key, value]) => keysOf(value, prefix ? `${prefix}.${key}` : key))
}

describe('the console catalogue', () => {
  it('has the same features and the same keys in English and Spanish', () => {
    const english = CONSOLE_CATALOGUE.en ?? {}
    const spanish = CONSOLE_CATALOGUE.es ?? {}
    expect(Object.keys(spanish).sort()).toEqual(Object.keys(english).sort())
    for (const feature of Object.keys(english)) {
      expect(keysOf(spanish[feature]).sort(), feature).toEqual(keysOf(english[feature]).sort())
    }
  })

  it('has no empty text', () => {
    for (const language of CONSOLE_LANGUAGES) {
      for (const [feature, texts] of Object.entries(CONSOLE_CATALOGUE[language] ?? {})) {
        for (const key of keysOf(texts)) {
          const text = key.split('.').reduce<unknown>((tree, part) => (tree as Record<string, unknown>)[part], texts)
          expect(typeof text === 'string' && text.trim() !== '', `${language}/${feature}: ${key}`).toBe(true)
        }
      }
    }
  })

  it('answers in the chosen language, with the values put in', () => {
    expect(createConsoleI18n('en').t('upload.tooLarge', { ns: 'media', limit: 5 })).toBe('This file is too large. The limit is 5 MB')
    expect(createConsoleI18n('es').t('upload.tooLarge', { ns: 'media', limit: 5 })).toBe('El archivo es demasiado grande. Máximo 5MB')
  })
})

describe('the language the console opens in', () => {
  it('is the one chosen on this computer', () => {
    expect(initialConsoleLanguage('es', ['en-US'])).toBe('es')
  })

  it('is otherwise the first browser language the console speaks', () => {
    expect(initialConsoleLanguage(null, ['fr-FR', 'es-MX', 'en'])).toBe('es')
    expect(initialConsoleLanguage('klingon', ['en-GB'])).toBe('en')
  })

  it('is English when the browser asks for none the console speaks', () => {
    expect(initialConsoleLanguage(null, ['fr', 'de'])).toBe('en')
    expect(initialConsoleLanguage(null, [])).toBe('en')
  })
})
