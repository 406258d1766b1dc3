import { describe, expect, it } from 'vitest'
import { type ImageView, SIZES, pictureHtml, pictureParts, shareImage, variantWidths } from './responsive-image.ts'

const view = (overrides: Partial<ImageView> = {}): ImageView => ({
  id: 'abc',
  src: '/uploads/abc.jpg',
  width: 4000,
  height: 3000,
  alt: 'Soft powder brows',
  placeholder: 'data:image/webp;base64,AAAA',
  color: '#aa8877',
  hasAlpha: false,
  widths: [400, 800, 1200, 1600],
  fallback: 'jpg',
  ...overrides,
})

describe('variantWidths', () => {
  it('makes the standard widths below the original and never upscales', () => {
    expect(variantWidths(4032)).toEqual([400, 800, 1200, 1600])
    expect(variantWidths(1600)).toEqual([400, 800, 1200, 1600])
    expect(variantWidths(1000)).toEqual([400, 800, 1000])
    expect(variantWidths(300)).toEqual([300])
  })
})

describe('pictureParts', () => {
  it('offers AVIF then WebP, with a JPEG fallback of 800 px and the true size', () => {
    const { sources, img } = pictureParts(view(), { sizes: SIZES.article, alt: 'Brows', priority: true })
    expect(sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp'])
    expect(sources[0]!.srcSet).toBe(
      '/uploads/v/abc-400.avif 400w, /uploads/v/abc-800.avif 800w, /uploads/v/abc-1200.avif 1200w, /uploads/v/abc-1600.avif 1600w',
    )
    expect(img).toMatchObject({ src: '/uploads/v/abc-800.jpg', width: 4000, height: 3000, loading: 'eager', fetchPriority: 'high', alt: 'Brows' })
    expect(img.background).toBe('#aa8877 url("data:image/webp;base64,AAAA") center/cover no-repeat')
  })

  it('shows the upload itself, lazily, while no derivative exists yet', () => {
    const { sources, img } = pictureParts(view({ widths: [] }), { sizes: SIZES.card, alt: '' })
    expect(sources).toEqual([])
    expect(img).toMatchObject({ src: '/uploads/abc.jpg', srcSet: undefined, loading: 'lazy', fetchPriority: undefined })
  })

  it('puts no placeholder behind a transparent image', () => {
    expect(pictureParts(view({ hasAlpha: true, fallback: 'png' }), { sizes: SIZES.card, alt: '' }).img.background).toBeUndefined()
  })
})

describe('pictureHtml', () => {
  it('escapes the alt text and every attribute', () => {
    const html = pictureHtml(view(), { sizes: SIZES.article, alt: '"><script>alert(1)</script>' })
    expect(html).not.toContain('<script>')
    expect(html).toContain('alt="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"')
  })
})

describe('shareImage', () => {
  it('is the 1200-wide JPEG with its size, the largest one for a smaller photo, or the upload while none is made', () => {
    expect(shareImage(view())).toEqual({ url: '/uploads/v/abc-1200.jpg', width: 1200, height: 900 })
    expect(shareImage(view({ width: 1000, height: 500, widths: [400, 800, 1000] }))).toEqual({ url: '/uploads/v/abc-1000.jpg', width: 1000, height: 500 })
    expect(shareImage(view({ widths: [] }))).toEqual({ url: '/uploads/abc.jpg', width: 4000, height: 3000 })
  })
})
