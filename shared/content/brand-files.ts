/**
 * The files made from the studio's logo and favicon, by the hash of the upload (free of zod: the public pages import
 * it). `/brand/logo-<hash>.svg` is the logo itself; the rest are made from it when it is uploaded.
 */

/** The favicon's PNG sizes: the tab (32), Apple's home screen (180), Android's (192). */
export const FAVICON_SIZES = [32, 180, 192] as const

export const faviconPngUrl = (hash: string, size: (typeof FAVICON_SIZES)[number]) => `/brand/favicon-${hash}-${size}.png`
export const faviconIcoUrl = (hash: string) => `/brand/favicon-${hash}.ico`
/** The social card made from the logo (1200×630 PNG): networks take no SVG. */
export const socialCardUrl = (hash: string) => `/brand/logo-${hash}-card.png`
export const SOCIAL_CARD = { width: 1200, height: 630 } as const
