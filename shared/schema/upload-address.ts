/**
 * Where an upload is served, and so how posts, gallery items, pages and settings name it: the original at
 * `/uploads/<name>` (`<id>.<ext>`), its derivatives at `/uploads/v/<id>-<width>.<format>`. The files sit at the same
 * paths below the server's uploads folder. Free of zod: the public site imports it.
 */

const PREFIX = '/uploads/'

/** An upload's own address, whole; the first group is its name. */
export const UPLOAD_ADDRESS = /^\/uploads\/([\w-]+\.[a-z]+)$/
const UPLOADS_IN_TEXT = /\/uploads\/([\w-]+\.[a-z]+)/g

/** The message of an address that is not an upload's. */
export const NOT_AN_UPLOAD = 'Choose an image from the media library'

export const uploadUrl = (name: string) => `${PREFIX}${name}`

/** The upload an address names (`/uploads/<name>` → `<name>`); undefined for any other address. */
export function uploadName(url: string): string | undefined {
  return UPLOAD_ADDRESS.exec(url)?.[1]
}

/** The names of the uploads `text` points at (`/uploads/<name>`, in HTML, Markdown, JSON or a plain address). */
export function uploadsIn(text: string): Set<string> {
  return new Set(Array.from(text.matchAll(UPLOADS_IN_TEXT), (match) => match[1]!))
}

/** A derivative's file, below the uploads folder. */
export function variantFile(id: string, width: number, format: string): string {
  return `v/${id}-${width}.${format}`
}

export function variantUrl(id: string, width: number, format: string): string {
  return `${PREFIX}${variantFile(id, width, format)}`
}
