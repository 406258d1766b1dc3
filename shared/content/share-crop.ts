/**
 * The picture a page is shared with (og:image) when its hero is a photo: a 1200×630 JPEG, the size social networks
 * lay their large cards out at, cropped from the photo around the point the studio chose to keep in view. One file per
 * photo and point, at `/uploads/v/<id>-og-<x>-<y>.jpg` (x and y in whole percent), so a changed point is a new
 * address and every file stays cacheable for a year. Free of zod and of the store: the public site imports it.
 */

export const SHARE_CROP = { width: 1200, height: 630 } as const

/** The point a crop keeps when none was chosen (a photo just processed, a post's cover). */
export const CENTRE = { x: 50, y: 50 } as const

export interface Focus {
  /** Percent of the width from the left, 0–100. */
  x: number
  /** Percent of the height from the top, 0–100. */
  y: number
}

/** A share crop's file below the uploads folder; its path also matches `SHARE_CROP_PATH`. */
export const SHARE_CROP_PATH = /^v\/([\w-]{1,128})-og-(\d{1,3})-(\d{1,3})\.jpg$/

const whole = (percent: number) => Math.min(100, Math.max(0, Math.round(percent)))

export function shareCropFile(id: string, focus: Focus): string {
  return `v/${id}-og-${whole(focus.x)}-${whole(focus.y)}.jpg`
}

export const shareCropUrl = (id: string, focus: Focus) => `/uploads/${shareCropFile(id, focus)}`

/** The image id and point a share crop's path names; undefined for any other path. */
export function parseShareCrop(path: string): { id: string; focus: Focus } | undefined {
  const match = SHARE_CROP_PATH.exec(path)
  if (!match) return undefined
  const focus = { x: Number(match[2]), y: Number(match[3]) }
  return focus.x <= 100 && focus.y <= 100 ? { id: match[1]!, focus } : undefined
}

/**
 * The widest box of the crop's shape inside a `width`×`height` photo, placed as CSS `object-position: x% y%` places a
 * covering image (as the site's hero frames and the console's previews show it): the chosen point sits as far
 * across the crop as it is across the photo, so it is always inside, and a point at an edge keeps that edge.
 */
export function shareCropBox(width: number, height: number, focus: Focus): { left: number; top: number; width: number; height: number } {
  const ratio = SHARE_CROP.width / SHARE_CROP.height
  const box = width / height > ratio ? { width: Math.round(height * ratio), height } : { width, height: Math.round(width / ratio) }
  box.width = Math.max(1, Math.min(width, box.width))
  box.height = Math.max(1, Math.min(height, box.height))
  return {
    left: Math.round(((width - box.width) * whole(focus.x)) / 100),
    top: Math.round(((height - box.height) * whole(focus.y)) / 100),
    ...box,
  }
}
