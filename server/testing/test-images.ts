import { join } from 'node:path'
import { crc32, deflateSync } from 'node:zlib'
import sharp from 'sharp'

/** A real HEIC photo (300×200, made with libheif's heif-enc: HEVC cannot be encoded from npm packages). */
export const HEIC_FIXTURE = join(import.meta.dirname, '..', 'images', 'fixtures', 'photo-300x200.heic')

export const GPS_EXIF = {
  IFD0: { Make: 'Apple', Model: 'iPhone 15 Pro', Software: 'StudioTestCamera' },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '34/1 17/1 52/1', GPSLongitudeRef: 'W', GPSLongitude: '83/1 49/1 26/1' },
}

/**
 * A phone-like JPEG: top half rose, bottom half espresso, with grain (so it compresses like a photo), camera and GPS
 * EXIF, and an EXIF orientation (6 = the camera was turned: shown rotated 90° clockwise). `grain` and `quality`
 * set its size: 4032×3024 with grain 20 at quality 90 weighs about 4 MB, like a phone's photo.
 */
export async function phoneJpeg({ width = 1600, height = 1200, orientation = 1, quality = 90, grain = 8 } = {}): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3)
  let seed = 7
  for (let y = 0; y < height; y++) {
    const top = y < height / 2
    for (let x = 0; x < width; x++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff
      const noise = (seed % (grain * 2 + 1)) - grain
      const at = (y * width + x) * 3
      pixels[at] = clamp((top ? 210 : 70) + noise + (x * 20) / width)
      pixels[at + 1] = clamp((top ? 120 : 50) + noise)
      pixels[at + 2] = clamp((top ? 130 : 40) + noise + (y * 20) / height)
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .withMetadata({ orientation })
    .withExif(GPS_EXIF)
    .jpeg({ quality })
    .toBuffer()
}

const clamp = (value: number) => Math.max(0, Math.min(255, Math.round(value)))

/** A PNG with real transparency: a rose disc on a clear background. */
export function transparentPng(size = 600): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><circle cx="${size / 2}" cy="${size / 2}" r="${size / 3}" fill="#c98b8b"/></svg>`
  return sharp(Buffer.from(svg)).png().toBuffer()
}

/**
 * A decompression bomb: a complete, valid black-and-white PNG of `width`×`height` pixels (400 megapixels by default)
 * that packs into a few dozen kilobytes.
 */
export function bombPng(width = 20_000, height = 20_000): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(body))
    return Buffer.concat([length, body, crc])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.writeUInt8(1, 8) // bit depth 1
  header.writeUInt8(0, 9) // greyscale
  // Each row: filter byte 0, then one bit per pixel, all black.
  const rows = deflateSync(Buffer.alloc((1 + Math.ceil(width / 8)) * height), { level: 9 })
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** Multipart body with the file in the field `image` (SPEC §7). */
export function imageForm(bytes: Uint8Array, name: string, type: string): FormData {
  const body = new FormData()
  body.append('image', new Blob([new Uint8Array(bytes)], { type }), name)
  return body
}
