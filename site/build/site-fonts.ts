import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import subsetFont from 'subset-font'
import type { Plugin } from 'vite'
import { ARIAL, ARIAL_BOLD, type LocalFont, SUBSET_TEXT, TIMES_BOLD, fontFaceCss, measureFont } from './font-faces.ts'

/** A web font of the public site: one @fontsource file, subset at build time. */
export interface SiteFont {
  family: string
  weight: number
  /** The @fontsource WOFF2 (its Latin file). */
  source: string
  fallback: LocalFont
}

/**
 * The brand's fonts: Inter for text, Playfair Display for headings, self-hosted. Two weights of Inter (the 500 and 700 some
 * rules ask for are drawn with 400 and 600) and the one weight of Playfair the headings use.
 */
export const SITE_FONTS: SiteFont[] = [
  { family: 'Inter', weight: 400, source: '@fontsource/inter/files/inter-latin-400-normal.woff2', fallback: ARIAL },
  { family: 'Inter', weight: 600, source: '@fontsource/inter/files/inter-latin-600-normal.woff2', fallback: ARIAL_BOLD },
  {
    family: 'Playfair Display',
    weight: 600,
    source: '@fontsource/playfair-display/files/playfair-display-latin-600-normal.woff2',
    fallback: TIMES_BOLD,
  },
]

/**
 * Layout features kept: kerning, ligatures and what accented letters need. Inter's contextual alternates, tabular
 * and case-sensitive forms, stylistic sets and fractions are a third of its file and no rule of ours asks for them.
 */
const FEATURES = ['kern', 'liga', 'ccmp', 'locl', 'mark', 'mkmk']

/** The module the site's head imports: `fontFaceCss`, the @font-face rules. */
export const SITE_FONTS_MODULE = 'virtual:site-fonts'
const RESOLVED_MODULE = `\0${SITE_FONTS_MODULE}`

/** A subset font as the build writes it. */
export interface MadeFont {
  font: SiteFont
  /** `assets/static/inter-400.<hash>.woff2`, under dist/client. */
  fileName: string
  url: string
  woff2: Uint8Array
  /** The same subset uncompressed (TrueType), which HarfBuzz measures. */
  sfnt: Uint8Array
  /** Its @font-face rule and its fallback's. */
  css: string
}

/**
 * The site's fonts, subset to SUBSET_TEXT and the features above (Inter's files are 40 % of the @fontsource ones,
 * Playfair's 60 %), with metric-matched fallback faces (font-faces.ts): the first paint never waits for a font and
 * the swap moves nothing. The client build gets the files under a content hash (/assets is cached for a year); the public pages'
 * head writes the rules inline (site/pages/+Head.tsx).
 */
export function siteFonts(): Plugin {
  let made: Promise<MadeFont[]> | undefined
  const make = () => (made ??= Promise.all(SITE_FONTS.map(makeSiteFont)))
  return {
    name: 'belleza:site-fonts',
    resolveId(id) {
      return id === SITE_FONTS_MODULE ? RESOLVED_MODULE : undefined
    },
    async load(id) {
      if (id !== RESOLVED_MODULE) return undefined
      const css = (await make()).map((font) => font.css).join('')
      return `export const fontFaceCss = ${JSON.stringify(css)}\n`
    },
    async buildStart() {
      if (this.environment.config.consumer !== 'client') return
      for (const font of await make()) this.emitFile({ type: 'asset', fileName: font.fileName, source: font.woff2 })
    },
  }
}

export async function makeSiteFont(font: SiteFont): Promise<MadeFont> {
  const original = await readFile(createRequire(import.meta.url).resolve(font.source))
  const options = { keepFeatures: FEATURES }
  const [woff2, sfnt] = await Promise.all([
    subsetFont(original, SUBSET_TEXT, { ...options, targetFormat: 'woff2' }),
    subsetFont(original, SUBSET_TEXT, { ...options, targetFormat: 'sfnt' }),
  ])
  const hash = createHash('sha256').update(woff2).digest('base64url').slice(0, 10)
  const name = `${font.family.toLowerCase().replace(/\s+/g, '-')}-${font.weight}`
  const fileName = `assets/static/${name}.${hash}.woff2`
  const url = `/${fileName}`
  const css = fontFaceCss({ family: font.family, weight: font.weight, url, metrics: measureFont(sfnt), fallback: font.fallback, text: SUBSET_TEXT })
  return { font, fileName, url, woff2, sfnt, css }
}
