import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { type ImageView, SIZES } from '#shared/content/responsive-image.ts'
import { Picture } from './picture.tsx'

const VIEW: ImageView = {
  id: 'img1',
  src: '/uploads/img1.jpg',
  width: 1600,
  height: 1200,
  alt: 'Healed brows',
  placeholder: 'data:image/webp;base64,AAAA',
  color: '#c9a08f',
  hasAlpha: false,
  widths: [400, 800, 1200, 1600],
  fallback: 'jpg',
}

describe('Picture', () => {
  it('renders an upload as AVIF and WebP sources over a JPEG img with its true size and placeholder', () => {
    const html = renderToStaticMarkup(<Picture image={VIEW} src={VIEW.src} alt="Brows" sizes={SIZES.article} priority />)
    expect(html).toMatch(/^<picture><source type="image\/avif" srcSet="\/uploads\/v\/img1-400\.avif 400w, [^"]+" sizes="[^"]+"\/><source type="image\/webp"/)
    expect(html).toContain('src="/uploads/v/img1-800.jpg"')
    expect(html).toContain('width="1600" height="1200" alt="Brows" loading="eager" decoding="async" fetchPriority="high"')
    expect(html).toContain('style="background:#c9a08f url(&quot;data:image/webp;base64,AAAA&quot;) center/cover no-repeat"')
  })

  it('shows the original while the derivatives are being made, lazily', () => {
    const html = renderToStaticMarkup(<Picture image={{ ...VIEW, widths: [] }} src={VIEW.src} alt="" sizes={SIZES.card} />)
    expect(html).toBe(
      '<picture><img src="/uploads/img1.jpg" width="1600" height="1200" alt="" loading="lazy" decoding="async" style="background:#c9a08f url(&quot;data:image/webp;base64,AAAA&quot;) center/cover no-repeat"/></picture>',
    )
  })

  it('keeps an address that is not an upload a plain img', () => {
    const html = renderToStaticMarkup(<Picture image={undefined} src="https://example.com/a.jpg" alt="A" sizes={SIZES.card} width={1200} height={675} />)
    expect(html).toBe('<img src="https://example.com/a.jpg" alt="A" width="1200" height="675" loading="lazy" decoding="async"/>')
  })
})
