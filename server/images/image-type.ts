/** The image types the server recognises, told by their first bytes, never by the name or type a client sends. */
export type ImageType = 'png' | 'jpg' | 'gif' | 'webp' | 'avif' | 'heic' | 'bmp' | 'ico'

/** ISO-BMFF brands of HEVC-coded HEIF photos (iPhones, Macs, newer Android phones), and of AV1-coded ones. */
const HEVC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs'])
const AVIF_BRANDS = new Set(['avif', 'avis'])
/** Generic HEIF brands: a file with only these is taken as HEIC (the decoder then says if it cannot read it). */
const HEIF_BRANDS = new Set(['mif1', 'msf1'])
/**
 * Brands read at most: real files list a handful. The box's length is the file's word, and one claiming 4 GB made this
 * loop read a whole 5 MB upload, a second and more of the main thread per upload.
 */
const MAX_BRANDS = 32

export function detectImageType(bytes: Uint8Array): ImageType | undefined {
  const ascii = (start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end))
  const startsWith = (...signature: number[]) => signature.every((byte, index) => bytes[index] === byte)
  if (startsWith(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png'
  if (startsWith(0xff, 0xd8, 0xff)) return 'jpg'
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return 'gif'
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp'
  if (ascii(4, 8) === 'ftyp') {
    const major = ascii(8, 12)
    // The compatible brands follow the major brand and a 4-byte version, up to the end of the ftyp box.
    const boxEnd = Math.min(bytes.length, ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0, 16 + 4 * MAX_BRANDS)
    const brands = [major]
    for (let at = 16; at + 4 <= boxEnd; at += 4) brands.push(ascii(at, at + 4))
    const hevc = brands.some((brand) => HEVC_BRANDS.has(brand))
    if (!hevc && brands.some((brand) => AVIF_BRANDS.has(brand))) return 'avif'
    if (hevc || brands.some((brand) => HEIF_BRANDS.has(brand))) return 'heic'
  }
  if (ascii(0, 2) === 'BM' && bytes.length > 26) return 'bmp'
  if (startsWith(0x00, 0x00, 0x01, 0x00) && bytes.length > 6) return 'ico'
  return undefined
}
