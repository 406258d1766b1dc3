import { rename, unlink, writeFile } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'
import sharp, { type OutputInfo, type Sharp } from 'sharp'
import { type VariantFormat, MODERN_FORMATS, variantWidths } from '#shared/content/responsive-image.ts'
import { CENTRE, type Focus, SHARE_CROP, shareCropBox, shareCropFile } from '#shared/content/share-crop.ts'
import { variantFile } from '#shared/schema/upload-address.ts'
import { MAX_ASPECT_RATIO, MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE, MAX_SIDE } from '#shared/schema/upload.ts'
import { HttpError } from '../http-errors.ts'
import { HeicDecoder } from './heic.ts'
import { type ImageType, detectImageType } from './image-type.ts'

/** The formats a served upload keeps (HEIC becomes JPEG: browsers other than Safari cannot show it). */
export type MasterFormat = 'jpg' | 'png' | 'webp' | 'avif' | 'gif'

// One libvips thread per image and no operation cache: on 2 cores the server keeps a core for its visitors, and
// memory does not grow with the photos seen.
sharp.concurrency(1)
sharp.cache(false)

export interface NormalizedImage {
  bytes: Buffer
  format: MasterFormat
  width: number
  height: number
  hasAlpha: boolean
  animated: boolean
  /** `data:image/webp;base64,...`, a few hundred bytes. */
  placeholder: string
  /** `#rrggbb`, the average colour (shown before the preview). */
  color: string
}

const refusedType = () => new HttpError(415, 'Only JPEG, PNG, WebP, AVIF, GIF or HEIC images can be uploaded', { image: 'Not a supported image' })
const unreadable = () =>
  new HttpError(422, 'The image could not be read: the file may be damaged or incomplete. Try exporting it again.', {
    image: 'The image could not be read',
  })
const tooManyPixels = (width: number, height: number) =>
  new HttpError(413, `The image is too large: ${width}×${height} pixels, the limit is ${MAX_IMAGE_PIXELS / 1_000_000} megapixels`, {
    image: 'Too many pixels',
  })

/**
 * The limits an image's header is held to before any pixel is decoded: 413 past the pixel limit, 400 past a side or
 * the shape limit (a 1×63,999,999 strip is under the pixel limit yet holds the image queue for seconds).
 */
function refusal(width: number, height: number): HttpError | undefined {
  if (width * height > MAX_IMAGE_PIXELS) return tooManyPixels(width, height)
  const long = Math.max(width, height)
  if (long > MAX_IMAGE_SIDE || long > MAX_ASPECT_RATIO * Math.min(width, height)) {
    const limits = `up to ${MAX_IMAGE_SIDE.toLocaleString('en-US')} pixels a side and no narrower than 1:${MAX_ASPECT_RATIO}`
    return new HttpError(400, `The image is ${width}×${height} pixels: the site takes images ${limits}. Crop it and upload it again.`, {
      image: 'Too long or too narrow',
    })
  }
  return undefined
}

const tooSlow = () =>
  new HttpError(422, 'The HEIC photo took too long to read. Export it from the phone as JPEG and upload that.', { image: 'Took too long to read' })

/** One worker decodes every HEIC photo, one at a time (decision 028). */
const heic = new HeicDecoder()

/**
 * The upload as the site serves it: type told by its bytes, auto-oriented, in sRGB, at most MAX_SIDE pixels, with
 * ALL metadata gone (sharp writes none unless asked: no EXIF, GPS, XMP, IPTC, ICC or comments), re-encoded in its
 * own format (`format` forces one: a migrated upload keeps its address). Refusals are HttpErrors: 413, 415, 422.
 */
export async function normalizeImage(input: Buffer, options: { format?: MasterFormat } = {}): Promise<NormalizedImage> {
  const type = detectImageType(input)
  if (!type) throw refusedType()
  if (type === 'bmp' || type === 'ico') {
    throw new HttpError(415, 'BMP and ICO images cannot be shown on the site: save the picture as JPEG or PNG and upload that', {
      image: 'Not a supported image',
    })
  }
  const animated = await isAnimated(input, type)
  const format = options.format ?? masterFormatOf(type, animated)

  let image: Sharp
  if (type === 'heic') {
    const decoded = await heic.decode(input)
    if (decoded.kind === 'refused') throw refusal(decoded.width, decoded.height) ?? unreadable()
    if (decoded.kind === 'too-slow') throw tooSlow()
    if (decoded.kind === 'unreadable') throw unreadable()
    // Phone photos have no transparency; libheif has already applied the photo's rotation.
    image = sharp(decoded.data, { raw: { width: decoded.width, height: decoded.height, channels: 4 } }).removeAlpha()
  } else {
    const metadata = await sharp(input, { limitInputPixels: false })
      .metadata()
      .catch(() => {
        throw unreadable()
      })
    const width = metadata.width ?? 0
    const height = metadata.pageHeight ?? metadata.height ?? 0
    const refused = refusal(width, height)
    if (refused) throw refused
    image = sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error', animated })
    if (!animated) image = image.rotate() // by the EXIF orientation, which then goes with the rest of the metadata
  }

  try {
    if (!animated) image = image.resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    let hasAlpha = false
    if (!animated && type !== 'heic' && (await image.clone().metadata()).hasAlpha) {
      // An alpha channel that is opaque everywhere (common in PNG screenshots) is dropped: JPEG fallbacks are smaller.
      hasAlpha = !(await image.clone().resize(256, 256, { fit: 'inside' }).stats()).isOpaque
      if (!hasAlpha) image = image.removeAlpha()
    }
    const encoded = await encodeMaster(image.toColourspace('srgb'), format).toBuffer({ resolveWithObject: true })
    const { placeholder, color } = await previewOf(encoded.data)
    return {
      bytes: encoded.data,
      format,
      width: encoded.info.width,
      height: animated ? (encoded.info.pageHeight ?? encoded.info.height) : encoded.info.height,
      hasAlpha,
      animated,
      placeholder,
      color,
    }
  } catch (error) {
    if (error instanceof HttpError) throw error
    const message = error instanceof Error ? error.message : ''
    if (/pixel limit/i.test(message)) throw tooManyPixels(0, 0)
    throw unreadable()
  }
}

async function isAnimated(input: Buffer, type: ImageType): Promise<boolean> {
  if (type !== 'gif' && type !== 'webp') return false
  const metadata = await sharp(input, { animated: true, limitInputPixels: false })
    .metadata()
    .catch(() => null)
  return (metadata?.pages ?? 1) > 1
}

function masterFormatOf(type: Exclude<ImageType, 'bmp' | 'ico'>, animated: boolean): MasterFormat {
  if (type === 'heic') return 'jpg'
  if (type === 'gif') return animated ? 'gif' : 'png'
  return type
}

function encodeMaster(image: Sharp, format: MasterFormat): Sharp {
  switch (format) {
    case 'jpg':
      // Not mozjpeg here: on a 12 MP photo it takes 2.4 s against 0.3 s, and visitors get the derivatives, not this.
      return image.jpeg({ quality: 88 })
    case 'png':
      return image.png({ compressionLevel: 8 })
    case 'webp':
      return image.webp({ quality: 88 })
    case 'avif':
      return image.avif({ quality: 64, effort: 3 })
    case 'gif':
      return image.gif()
  }
}

/** A 20-pixel blurred preview and the average colour, from one small decode of the encoded image. */
async function previewOf(bytes: Buffer): Promise<{ placeholder: string; color: string }> {
  const { data, info } = await sharp(bytes, { animated: false }).resize(20, 20, { fit: 'inside' }).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  const preview = await sharp(data, { raw: { width: info.width, height: info.height, channels: 3 } })
    .webp({ quality: 40 })
    .toBuffer()
  const mean = [0, 0, 0]
  for (let index = 0; index < data.length; index++) mean[index % 3]! += data[index]!
  const hex = (total: number) =>
    Math.round(total / (data.length / 3))
      .toString(16)
      .padStart(2, '0')
  return { placeholder: `data:image/webp;base64,${preview.toString('base64')}`, color: `#${mean.map(hex).join('')}` }
}

/**
 * The derivatives of a served upload as steps of one encode each: each of `variantWidths(width)` in AVIF, WebP and
 * the fallback (PNG when the image has transparency, else JPEG), never upscaled, each written under a temporary name
 * and then renamed, so a page never points at half a file. One encode per step, so that an upload waiting for the
 * encoding queue waits for one encode at most, not for a photo's twelve (seconds on a busy machine).
 */
export function variantSteps(
  uploadsDir: string,
  image: { id: string; width: number; hasAlpha: boolean },
  master: Buffer,
): { widths: number[]; steps: Array<() => Promise<void>> } {
  const widths = variantWidths(image.width)
  const fallback: VariantFormat = image.hasAlpha ? 'png' : 'jpg'
  const steps: Array<() => Promise<void>> = []
  for (const width of widths) {
    // The resized pixels are made by the size's first step and kept for its other two formats.
    let resized: Promise<{ data: Buffer; info: OutputInfo }> | undefined
    for (const format of [...MODERN_FORMATS, fallback]) {
      steps.push(async () => {
        resized ??= sharp(master, { animated: false }).resize({ width, withoutEnlargement: true }).raw().toBuffer({ resolveWithObject: true })
        const { data, info } = await resized
        const raw = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
        const bytes = await encodeVariant(raw, format).toBuffer()
        await writeAtomically(join(uploadsDir, variantFile(image.id, width, format)), bytes)
      })
    }
  }
  // The centred share crop: a hero photo starts with its point in the middle (shared/admin/pages/hero-photo-field.tsx).
  steps.push(() => makeShareCrop(uploadsDir, image, master, CENTRE))
  return { widths, steps }
}

/**
 * The page's share picture (shared/content/share-crop.ts): the 1200×630 box around `focus` cut from the served upload
 * (a computed box, not sharp's attention strategy: the studio chose the point), scaled to exactly 1200×630 (networks
 * are told that size before they fetch it, so a smaller photo is scaled up), a JPEG on white where it was transparent.
 */
export async function makeShareCrop(uploadsDir: string, image: { id: string; hasAlpha: boolean }, master: Buffer, focus: Focus): Promise<void> {
  const source = sharp(master, { animated: false })
  const metadata = await source.metadata()
  const box = shareCropBox(metadata.width ?? 0, metadata.pageHeight ?? metadata.height ?? 0, focus) // an animation's first frame
  let crop = source.extract(box).resize(SHARE_CROP.width, SHARE_CROP.height, { fit: 'fill' })
  if (image.hasAlpha) crop = crop.flatten({ background: '#ffffff' })
  const bytes = await crop.toColourspace('srgb').jpeg({ quality: 78, mozjpeg: true }).toBuffer()
  await writeAtomically(join(uploadsDir, shareCropFile(image.id, focus)), bytes)
}

/** Makes every derivative (and the centred share crop) in one go (start-up migration, benchmarks); answers the widths made. */
export async function makeVariants(uploadsDir: string, image: { id: string; width: number; hasAlpha: boolean }, master: Buffer): Promise<number[]> {
  const { widths, steps } = variantSteps(uploadsDir, image, master)
  for (const step of steps) await step()
  return widths
}

function encodeVariant(image: Sharp, format: VariantFormat): Sharp {
  switch (format) {
    case 'avif':
      // Effort 1: a quarter of effort 3's time for files a few percent larger (measured on phone photos).
      return image.avif({ quality: 50, effort: 1 })
    case 'webp':
      return image.webp({ quality: 72, effort: 4 })
    case 'jpg':
      return image.jpeg({ quality: 78, mozjpeg: true })
    case 'png':
      return image.png({ compressionLevel: 9 })
  }
}

/** Writes `bytes` under a hidden temporary name (never served: dotfiles are denied), then renames it into place. */
export async function writeAtomically(file: string, bytes: Buffer): Promise<void> {
  const temporary = join(dirname(file), `.${basename(file)}.tmp`)
  try {
    await writeFile(temporary, bytes, { mode: 0o644 })
    await rename(temporary, file)
  } catch (error) {
    await unlink(temporary).catch(() => {})
    throw error
  }
}
