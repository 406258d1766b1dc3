import * as hb from 'harfbuzzjs'

/**
 * The characters the site's fonts keep: printable ASCII and what the English and Spanish pages use (accented vowels,
 * ñ, ü, ¿ ¡, « », dashes, curly quotes, the middle dot of the header's tagline ("Permanent makeup · <city>"), n.º,
 * the arrows of "Read more →"). A post may hold other characters: those are drawn in the metric-matched fallback face.
 */
export const SUBSET_TEXT = [
  ...Array.from({ length: 95 }, (_, index) => String.fromCharCode(0x20 + index)),
  ...'\u00a0áéíóúüñÁÉÍÓÚÜÑ¿¡«»·ºª°©®×',
  ...'–—‘’‚“”„•…‹›€™←→',
].join('')

/** Sample copy whose width sizes the fallback faces: English and Spanish running text, as the pages have it. */
export const SAMPLE_TEXT =
  'Brows, lips and lashes designed around your face and applied by licensed artists. ' +
  'Cejas, labios y pestañas diseñados para su rostro por artistas con licencia. ' +
  'Book a free consultation: (770) 555-0142.'

/**
 * A font on the visitor's machine that stands in until the web font has come (`font-display: swap`), and is resized
 * to take the web font's room so that the swap moves nothing. `sampleWidth` is the width of SAMPLE_TEXT in ems,
 * shaped with the font's kerning; font-faces.test.ts measures it again from Liberation Sans and Serif, which are
 * metric-compatible with Arial and Times New Roman and ship with most Linux systems.
 */
export interface LocalFont {
  /** Full and PostScript names for `local()`, in order of preference. */
  names: string[]
  sampleWidth: number
}

export const ARIAL: LocalFont = { names: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans'], sampleWidth: 88.106 }
export const ARIAL_BOLD: LocalFont = {
  names: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold'],
  sampleWidth: 94.697,
}
export const TIMES_BOLD: LocalFont = {
  names: ['Times New Roman Bold', 'TimesNewRomanPS-BoldMT', 'Liberation Serif Bold', 'LiberationSerif-Bold'],
  sampleWidth: 83.573,
}

/** What a face's box and width are, in ems: all the fallback face needs to take the same room. */
export interface FontMetrics {
  ascent: number
  descent: number
  lineGap: number
  /** The width of SAMPLE_TEXT. */
  sampleWidth: number
}

/** Measures a TrueType/OpenType font (not WOFF2) with HarfBuzz, as the browser lays it out (its objects free themselves). */
export function measureFont(sfnt: Uint8Array, text = SAMPLE_TEXT): FontMetrics {
  const face = new hb.Face(new hb.Blob(sfnt))
  const font = new hb.Font(face)
  const buffer = new hb.Buffer()
  buffer.addText(text)
  buffer.guessSegmentProperties()
  hb.shape(font, buffer)
  const width = buffer.getGlyphPositions().reduce((sum, position) => sum + position.xAdvance, 0)
  const { ascender, descender, lineGap } = font.hExtents()
  const em = face.upem
  return { ascent: ascender / em, descent: Math.abs(descender) / em, lineGap: lineGap / em, sampleWidth: width / em }
}

export interface WebFontFace {
  family: string
  weight: number
  /** Where the browser fetches the WOFF2. */
  url: string
  metrics: FontMetrics
  fallback: LocalFont
  /** The characters the file holds. */
  text: string
}

/** The family name of a web font's stand-in, for the font stacks (site/styles/site.css). */
export function fallbackFamily(family: string): string {
  return `${family} Fallback`
}

/**
 * The @font-face rules of a web font and of its stand-in: the web font swaps in when it comes and covers only the
 * characters it holds; the local font is scaled to the web font's width (`size-adjust`) and given its ascent,
 * descent and line gap, so text set in either takes the same lines and the same height.
 */
export function fontFaceCss(face: WebFontFace): string {
  const scale = face.metrics.sampleWidth / face.fallback.sampleWidth
  const percent = (value: number) => `${(value * 100).toFixed(2)}%`
  const web = [
    `font-family:${quote(face.family)}`,
    'font-style:normal',
    `font-weight:${face.weight}`,
    'font-display:swap',
    `src:url(${face.url}) format("woff2")`,
    `unicode-range:${unicodeRange(face.text)}`,
  ]
  const fallback = [
    `font-family:${quote(fallbackFamily(face.family))}`,
    'font-style:normal',
    `font-weight:${face.weight}`,
    `src:${face.fallback.names.map((name) => `local(${quote(name)})`).join(',')}`,
    `size-adjust:${percent(scale)}`,
    `ascent-override:${percent(face.metrics.ascent / scale)}`,
    `descent-override:${percent(face.metrics.descent / scale)}`,
    `line-gap-override:${percent(face.metrics.lineGap / scale)}`,
  ]
  return `@font-face{${web.join(';')}}@font-face{${fallback.join(';')}}`
}

/** `U+20-7E,U+A0-A1,…`: the code points of `text` as ranges. */
export function unicodeRange(text: string): string {
  const points = [...new Set([...text].map((character) => character.codePointAt(0)!))].sort((a, b) => a - b)
  const ranges: string[] = []
  for (let index = 0; index < points.length;) {
    const start = points[index]!
    let end = start
    while (points[index + 1] === end + 1) end = points[++index]!
    index++
    const hex = (point: number) => point.toString(16).toUpperCase()
    ranges.push(start === end ? `U+${hex(start)}` : `U+${hex(start)}-${hex(end)}`)
  }
  return ranges.join(',')
}

function quote(name: string): string {
  return `"${name.replace(/["\\]/g, '')}"`
}
