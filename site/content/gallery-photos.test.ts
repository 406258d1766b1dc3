import { describe, expect, it } from 'vitest'
import type { MediaReader } from '#shared/content/media-reader.ts'
import type { ImageView } from '#shared/content/responsive-image.ts'
import type { PublicGalleryItem } from '#shared/schema/gallery.ts'
import { comparisons, healedResults } from './gallery-photos.ts'

const view = (name: string): ImageView => ({
  id: name,
  src: `/uploads/${name}.jpg`,
  width: 1600,
  height: 1200,
  alt: '',
  placeholder: '',
  color: '#c9a08f',
  hasAlpha: false,
  widths: [400, 800],
  fallback: 'jpg',
})

const item = (fields: Partial<PublicGalleryItem> & Pick<PublicGalleryItem, 'id' | 'kind' | 'afterImage'>): PublicGalleryItem => ({
  service: 'microblading',
  caption: { en: 'Caption', es: 'Leyenda' },
  alt: { en: 'Brows', es: 'Cejas' },
  order: 0,
  createdAt: '2026-01-05T10:00:00.000Z',
  updatedAt: '2026-01-05T10:00:00.000Z',
  ...fields,
})

const ITEMS = [
  item({ id: 'pair', kind: 'before-after', beforeImage: '/uploads/b.jpg', afterImage: '/uploads/a.jpg', weeksHealed: 6, artist: 'Daniela Reyes' }),
  item({ id: 'fresh-pair', kind: 'before-after', beforeImage: '/uploads/b.jpg', afterImage: '/uploads/a.jpg', weeksHealed: 0 }),
  item({ id: 'missing-photo', kind: 'before-after', beforeImage: '/uploads/gone.jpg', afterImage: '/uploads/a.jpg' }),
  item({ id: 'healed', kind: 'healed', afterImage: '/uploads/h.jpg', service: 'ombre-brows' }),
]

const media: MediaReader = {
  image: (url) => ({ '/uploads/a.jpg': view('a'), '/uploads/b.jpg': view('b'), '/uploads/h.jpg': view('h') })[url],
  gallery: () => ITEMS,
  heroPhoto: () => undefined,
  brand: () => ({ logo: null, favicon: null }),
}

describe('comparisons', () => {
  it('gives each pair with both photos in the library, in the page language', () => {
    const pairs = comparisons(media, 'es')
    expect(pairs.map((pair) => pair.id)).toEqual(['pair', 'fresh-pair'])
    expect(pairs[0]).toEqual({
      id: 'pair',
      service: 'microblading',
      caption: 'Leyenda',
      alt: 'Cejas',
      weeksHealed: 6,
      artist: 'Daniela Reyes',
      before: view('b'),
      after: view('a'),
    })
  })

  it('has none outside a server render (no media library)', () => {
    expect(comparisons(undefined, 'en')).toEqual([])
  })
})

describe('healedResults', () => {
  it("gives healed items and the after photo of pairs healed at least a week, never a fresh pair's", () => {
    expect(healedResults(media, 'en').map(({ id, after, image }) => ({ id, after, image: image.id }))).toEqual([
      { id: 'pair', after: true, image: 'a' },
      { id: 'healed', after: false, image: 'h' },
    ])
  })
})
