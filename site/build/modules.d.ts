// Types of the modules the site's build brings in without any of their own.

/** subset-font ships no types: the part of its API site-fonts.ts uses. */
declare module 'subset-font' {
  export default function subsetFont(
    font: Uint8Array,
    text: string,
    options?: { targetFormat?: 'sfnt' | 'truetype' | 'woff' | 'woff2'; keepFeatures?: string[]; noLayoutClosure?: boolean },
  ): Promise<Buffer>
}

/** The site's web fonts, subset at build time (site-fonts.ts). */
declare module 'virtual:site-fonts' {
  /** The @font-face rules of the web fonts and their metric-matched fallbacks. */
  export const fontFaceCss: string
}
