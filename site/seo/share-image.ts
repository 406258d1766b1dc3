import type { PageContext } from 'vike/types'
import { SHARE_CROP, shareCropUrl } from '#shared/content/share-crop.ts'

/**
 * The page's hero photo as social networks show it (og:image): its 1200×630 crop around the studio's chosen point,
 * absolute from the public address. The server makes the file when the photo is processed, or on the first request
 * for a point chosen since (server/routes/upload.ts). Undefined on a page whose hero is a drawing.
 */
export function heroShareImage(pageContext: PageContext): { url: string; width: number; height: number } | undefined {
  const photo = pageContext.heroPhoto
  if (!photo) return undefined
  return { url: `${pageContext.publicUrl}${shareCropUrl(photo.image.id, { x: photo.focusX, y: photo.focusY })}`, ...SHARE_CROP }
}
