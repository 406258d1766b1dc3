import { beforeEach, describe, expect, it, vi } from 'vitest'
import { dismissOffer, offeredLanguage, preferredPath, rememberLanguage } from './language-preference.ts'

// The browser's storage, as a plain map (these run in Node).
beforeEach(() => {
  const stored = new Map<string, string>()
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
  })
})

const twinOf = (language: 'en' | 'es') => (language === 'es' ? '/es/faq' : '/faq')

describe('offeredLanguage', () => {
  it.each([
    [['es-ES', 'es', 'en'], 'es'],
    [['es-419'], 'es'],
    // The first language the site has decides: French first, then Spanish.
    [['fr-FR', 'es-MX', 'en'], 'es'],
    [['en-US', 'es-MX'], undefined],
    [['fr-FR'], undefined],
    [[], undefined],
  ] as const)('offers Spanish on an English page to a browser speaking %j: %s', (languages, offered) => {
    expect(offeredLanguage('en', languages)).toBe(offered)
  })

  it('offers nothing on a Spanish page, even to an English browser', () => {
    expect(offeredLanguage('es', ['es-ES'])).toBeUndefined()
    expect(offeredLanguage('es', ['en-US'])).toBeUndefined()
  })

  it('offers nothing once dismissed', () => {
    dismissOffer()
    expect(offeredLanguage('en', ['es-ES'])).toBeUndefined()
  })

  it('offers nothing once the visitor chose a language, English too', () => {
    rememberLanguage('en')
    expect(offeredLanguage('en', ['es-ES'])).toBeUndefined()
  })

  it('offers nothing, and breaks nothing, where storage is refused', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('SecurityError')
      },
    })
    expect(offeredLanguage('en', ['es-ES'])).toBe('es')
    expect(() => dismissOffer()).not.toThrow()
  })
})

describe('preferredPath', () => {
  it('sends a visitor who chose a language to the page in it, and nobody else', () => {
    expect(preferredPath('/faq', twinOf)).toBeUndefined()
    rememberLanguage('es')
    expect(preferredPath('/faq', twinOf)).toBe('/es/faq')
    expect(preferredPath('/es/faq', twinOf)).toBeUndefined()
  })
})
