import { describe, expect, it } from 'vitest'
import { STARTER_CONTENT } from '#shared/content/starter-content.ts'
import { studioTitle } from './page-meta.ts'

const studio = { name: 'Belleza Brow & Lip Studio', shortName: 'Belleza Studio' }

describe('a page title', () => {
  it('ends in the studio’s short name once: a post’s, a service’s, an added page’s title gets it', () => {
    expect(studioTitle('How long microblading lasts', studio)).toBe('How long microblading lasts | Belleza Studio')
    expect(studioTitle('Lash Lift', studio)).toBe('Lash Lift | Belleza Studio')
  })

  it('keeps a title that ends in the short name already', () => {
    expect(studioTitle('Microblading Aftercare | Belleza Studio', studio)).toBe('Microblading Aftercare | Belleza Studio')
    expect(studioTitle('About Belleza Studio', studio)).toBe('About Belleza Studio')
  })

  it('ends in the short name instead of the full one (a post’s own search title)', () => {
    expect(studioTitle('Brow care | Belleza Brow & Lip Studio', studio)).toBe('Brow care | Belleza Studio')
    expect(studioTitle('Brow care – Belleza Brow & Lip Studio', studio)).toBe('Brow care | Belleza Studio')
    expect(studioTitle('Belleza Brow & Lip Studio', studio)).toBe('Belleza Studio')
  })

  it('is the full name’s when the studio has no short one', () => {
    expect(studioTitle('Lash Lift', { name: 'Casa Cejas', shortName: ' ' })).toBe('Lash Lift | Casa Cejas')
  })
})

describe('the starter’s page titles', () => {
  it('all end in the short name, in both languages (no page ends in the full name)', () => {
    for (const language of ['en', 'es'] as const) {
      for (const [page, texts] of Object.entries(STARTER_CONTENT[language])) {
        for (const block of ['meta', 'metaWithPhotos']) {
          const title = (texts[block] as Record<string, string> | undefined)?.title
          if (title !== undefined) expect(title, `${language} ${page} ${block}`).toMatch(/\| \{\{studioShortName\}\}$/)
        }
      }
    }
  })
})
