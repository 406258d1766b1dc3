import { join } from 'node:path'
import { crc32, deflateSync } from 'node:zlib'
import sharp from 'sharp'

/** A real HEIC photo (300×200, made with libheif's heif-enc: HEVC cannot be encoded from npm packages). */
export const HEIC_FIXTURE = join(import.meta.dirname, '..', 'images', 'fixtures', 'photo-300x200.heic')

export const GPS_EXIF = {
  IFD0: { Make: 'Apple', Model: 'iPhone 15 Pro', Software: 'StudioTestCamera' },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '34/1 17/1 52/1', GPSLongitudeRef: 'W', GPSLongitude: '83/1 49/1 26/1' },
}

/** Each photo's grain starts from its own seed unless told: the same file uploaded twice is the library's image again. */
let photos = 6

/**
 * A phone-like JPEG: top half rose, bottom half espresso, with grain (so it compresses like a photo), camera and GPS
 * EXIF, and an EXIF orientation (6 = the camera was turned: shown rotated 90° clockwise). `grain` and `quality`
 * set its size: 4032×3024 with grain 20 at quality 90 weighs about 4 MB, like a phone's photo.
 */
export async function phoneJpeg({ width = 1600, height = 1200, orientation = 1, quality = 90, grain = 8, seed: start = (photos += 1) } = {}): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3)
  let seed = start
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

/**
 * A photo-like JPEG for measuring what visitors download: detail at every scale (broad shading, mid-size shapes, fine
 * texture like skin and hair, and sensor grain), so it stays detailed when scaled down, as a real photo does. Flat
 * colours with grain (phoneJpeg) shrink to almost nothing and would flatter the figures. Deterministic per `seed`;
 * 4032×3024 at quality 90 weighs about 4 MB, like a phone's photo.
 */
export async function texturedPhotoJpeg({ width = 4032, height = 3024, quality = 90, seed = 1, grain = 10, orientation = 1 } = {}): Promise<Buffer> {
  let state = (seed * 2654435761) >>> 0
  const random = () => {
    state = (state * 1664525 + 1013904223) >>> 0
    return state / 4294967296
  }
  // Random colour lattices, each scaled up smoothly (sharp, bicubic) and added: coarse to fine.
  const octaves = [
    { cell: 384, weight: 1.1 },
    { cell: 96, weight: 0.7 },
    { cell: 24, weight: 0.45 },
    { cell: 6, weight: 0.3 },
  ]
  const sum = new Float32Array(width * height * 3)
  for (const { cell, weight } of octaves) {
    const columns = Math.ceil(width / cell) + 1
    const rows = Math.ceil(height / cell) + 1
    const lattice = Buffer.alloc(columns * rows * 3)
    for (let index = 0; index < lattice.length; index += 3) {
      const light = random() * 255
      lattice[index] = clamp(light + (random() - 0.5) * 60)
      lattice[index + 1] = clamp(light + (random() - 0.5) * 60)
      lattice[index + 2] = clamp(light + (random() - 0.5) * 60)
    }
    const smooth = await sharp(lattice, { raw: { width: columns, height: rows, channels: 3 } })
      .resize(columns * cell, rows * cell, { kernel: 'cubic' })
      .extract({ left: 0, top: 0, width, height })
      .raw()
      .toBuffer()
    for (let index = 0; index < sum.length; index++) sum[index]! += (smooth[index]! - 127.5) * weight
  }
  const pixels = Buffer.alloc(width * height * 3)
  for (let index = 0; index < pixels.length; index += 3) {
    const noise = (random() - 0.5) * 2 * grain
    // A warm, skin-like base, then the detail (channels move mostly together: light and shade).
    pixels[index] = clamp(185 + sum[index]! * 0.35 + noise)
    pixels[index + 1] = clamp(140 + sum[index + 1]! * 0.33 + noise)
    pixels[index + 2] = clamp(122 + sum[index + 2]! * 0.3 + noise)
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .withMetadata({ orientation })
    .withExif(GPS_EXIF)
    .jpeg({ quality })
    .toBuffer()
}

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

/** Multipart body with the file in the field `image`, as the upload route takes it. */
export function imageForm(bytes: Uint8Array, name: string, type: string): FormData {
  const body = new FormData()
  body.append('image', new Blob([new Uint8Array(bytes)], { type }), name)
  return body
}
