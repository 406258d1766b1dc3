import { existsSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ARIAL, ARIAL_BOLD, type LocalFont, SUBSET_TEXT, TIMES_BOLD, fontFaceCss, measureFont, unicodeRange } from './font-faces.ts'

describe('unicode ranges', () => {
  it('name each run of code points once', () => {
    expect(unicodeRange('abcxz→')).toBe('U+61-63,U+78,U+7A,U+2192')
    expect(unicodeRange('ba')).toBe('U+61-62')
  })

  it('cover what the Spanish pages use', () => {
    for (const character of 'áéíóúüñÁÉÍÓÚÜÑ¿¡«»–—“”’·…n.º→') expect(SUBSET_TEXT).toContain(character)
  })
})

describe('a web font’s fallback face', () => {
  const metrics = { ascent: 0.96875, descent: 0.24121, lineGap: 0, sampleWidth: 93.89 }
  const css = fontFaceCss({ family: 'Inter', weight: 400, url: '/assets/static/inter-400.abc.woff2', metrics, fallback: ARIAL, text: 'ab' })

  it('swaps the web font in, for the characters it holds only', () => {
    expect(css).toContain('@font-face{font-family:"Inter";font-style:normal;font-weight:400;font-display:swap;')
    expect(css).toContain('src:url(/assets/static/inter-400.abc.woff2) format("woff2");unicode-range:U+61-62}')
  })

  it('scales the local font to the web font’s width and gives it the web font’s box', () => {
    expect(css).toContain('font-family:"Inter Fallback"')
    expect(css).toContain('src:local("Arial"),local("ArialMT"),local("Liberation Sans"),local("LiberationSans")')
    // 93.89 / 88.106 = 106.56 %; the overrides are divided by it, since size-adjust scales them too.
    expect(css).toContain('size-adjust:106.56%;ascent-override:90.91%;descent-override:22.64%;line-gap-override:0.00%')
  })
})

// Liberation Sans and Serif have Arial's and Times New Roman's metrics: where they are installed, the widths written
// in font-faces.ts are measured again.
const LIBERATION = '/usr/share/fonts/truetype/liberation'
const locals: Array<[string, LocalFont]> = [
  ['LiberationSans-Regular.ttf', ARIAL],
  ['LiberationSans-Bold.ttf', ARIAL_BOLD],
  ['LiberationSerif-Bold.ttf', TIMES_BOLD],
]
describe.skipIf(!existsSync(LIBERATION))('the local fonts’ sample widths', () => {
  it.each(locals)('match %s', (file, local) => {
    expect(measureFont(readFileSync(`${LIBERATION}/${file}`)).sampleWidth).toBeCloseTo(local.sampleWidth, 2)
  })
})
