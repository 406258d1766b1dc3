import * as hb from 'harfbuzzjs'
import { describe, expect, it } from 'vitest'
import { SITE_FONTS, makeSiteFont } from './site-fonts.ts'

describe('the site’s fonts', () => {
  it.each(SITE_FONTS.map((font) => [`${font.family} ${font.weight}`, font] as const))(
    '%s: a small subset that holds Spanish, under a content hash',
    async (_name, font) => {
      const made = await makeSiteFont(font)
      expect(made.woff2.byteLength).toBeLessThan(15 * 1024)
      expect(made.url).toMatch(/^\/assets\/static\/[a-z-]+-\d00\.[\w-]{10}\.woff2$/)
      const unicodes = new Set(new hb.Face(new hb.Blob(made.sfnt)).collectUnicodes())
      for (const character of 'ñ¿¡áéíóúü“”–') expect(unicodes.has(character.codePointAt(0)!), character).toBe(true)
      // Cyrillic and Greek were never in the subset.
      expect(unicodes.has('Ж'.codePointAt(0)!)).toBe(false)
      expect(made.css).toContain(`src:url(${made.url}) format("woff2")`)
      expect(made.css).toContain(`font-family:"${font.family} Fallback"`)
    },
  )
})
