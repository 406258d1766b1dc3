import { createHash } from 'node:crypto'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import createDOMPurify, { type DOMPurify } from 'dompurify'
import sharp, { type Metadata, type Sharp } from 'sharp'
import { FAVICON_SIZES, SOCIAL_CARD } from '#shared/content/brand-files.ts'
import { type BrandFile, type BrandKind, MAX_BRAND_BYTES } from '#shared/schema/brand.ts'
import { HttpError, badRequest } from '../http-errors.ts'
import { detectImageType } from '../images/image-type.ts'

/**
 * The studio's logo and favicon as files (docs/decisions/025-photos-and-brand.md): an upload is told by its bytes (SVG
 * or PNG only), an SVG is sanitized (DOMPurify's SVG profile, and a file with anything it had to take out is refused
 * with its name: a logo with a script, a foreign object or an outside address is not a logo to fix quietly), a PNG is
 * drawn again without its metadata; then the files made from it are written under DATA_DIR/brand, named by the hash
 * of the bytes kept.
 */

/** The most a logo is drawn at (the header shows it 40 px high: room for 2× screens and wide marks). */
const LOGO_BOX = { width: 1200, height: 400 }
/** Larger than this, a PNG is not a logo or a favicon. */
const MAX_PIXELS = 4096 * 4096
/** The brand's cream, under the logo on the social card. */
const CARD_BACKGROUND = '#fbf7f2'

export const brandDir = (dataDir: string) => join(dataDir, 'brand')

let purifier: Promise<DOMPurify> | undefined
function loadPurifier(): Promise<DOMPurify> {
  purifier ??= import('jsdom').then(({ JSDOM }) => createDOMPurify(new JSDOM('').window))
  return purifier
}

/** Only the drawing's own parts may be referred to: `#gradient`, never another address or a data: payload. */
const OUTSIDE_REFERENCE = /^\s*(?!#)/
const OUTSIDE_URL = /url\(\s*['"]?\s*(?!#)/i
/** A style sheet that pulls in another: there is nothing of the drawing's own to import. */
const IMPORT = /@import/i

/** CSS as a browser reads it: comments gone and escapes decoded, so `@\69mport` and `u\72l(` are seen for what they are. */
function plainCss(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?(?:\*\/|$)/g, '')
    .replace(/\\([\da-f]{1,6})\s?|\\([\s\S])/gi, (_escape, hex: string | undefined, char: string | undefined) => {
      if (hex === undefined) return char ?? ''
      const code = parseInt(hex, 16)
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd'
    })
}

/** What in `css` loads from outside the drawing (a short quote of it), if anything. */
function outsideInCss(css: string): string | undefined {
  const plain = plainCss(css)
  const found = IMPORT.exec(plain) ?? OUTSIDE_URL.exec(plain)
  return found ? plain.slice(found.index, found.index + 60).trim() : undefined
}

/** The most a drawing is a side (at its own size), and the most one side is the other's multiple: a 1 × 100,000 SVG was a 500. */
const MAX_SIDE = 4096
const MAX_SIDE_RATIO = 20

/** The SVG as it will be served, or a 400 naming what it cannot have. */
async function sanitizedSvg(text: string, kind: BrandKind): Promise<string> {
  const purify = await loadPurifier()
  const outside: string[] = []
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    const name = data.attrName.toLowerCase()
    if ((name === 'href' || name === 'xlink:href' || name === 'src') && OUTSIDE_REFERENCE.test(data.attrValue)) {
      outside.push(data.attrValue.trim().slice(0, 60))
      data.keepAttr = false
    } else if (outsideInCss(data.attrValue) !== undefined) {
      outside.push(data.attrValue.trim().slice(0, 60))
      data.keepAttr = false
    }
  })
  purify.addHook('uponSanitizeElement', (node, data) => {
    const found = data.tagName === 'style' ? outsideInCss(node.textContent ?? '') : undefined
    if (found !== undefined) outside.push(found)
  })
  try {
    const clean = purify.sanitize(text, { USE_PROFILES: { svg: true, svgFilters: true }, WHOLE_DOCUMENT: false })
    const thing = kind === 'logo' ? 'A logo' : 'A favicon'
    if (outside.length > 0)
      throw badRequest(`${thing} cannot load anything from outside it (${outside[0]}): save the SVG with everything embedded`, {
        file: 'Refers to an outside file',
      })
    const removed = purify.removed
      .map((entry) =>
        'element' in entry
          ? `<${(entry.element as Element).nodeName.toLowerCase()}>`
          : `${(entry as { attribute: Attr | null }).attribute?.name ?? 'an attribute'}`,
      )
      // The HTML parser's own wrapper around the drawing, and comments, are not the file's content.
      .filter((name) => !['<#comment>', '<body>', '<html>', '<head>'].includes(name))
    if (removed.length > 0)
      throw badRequest(
        `${thing} cannot contain scripts or anything that runs or loads (${[...new Set(removed)].slice(0, 3).join(', ')}): export the SVG again as a plain drawing`,
        {
          file: 'Contains a script or active content',
        },
      )
    if (!/^<svg[\s>]/i.test(clean.trim())) throw badRequest(`${thing} SVG must be one <svg> drawing`, { file: 'Not an SVG drawing' })
    return clean
  } finally {
    purify.removeHook('uponSanitizeAttribute')
    purify.removeHook('uponSanitizeElement')
  }
}

/** An SVG file's text, when the bytes are one (an XML declaration, comments and a doctype may come first). */
function svgText(bytes: Buffer): string | undefined {
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '')
  // What comes before the drawing (an XML declaration, comments, a doctype) is not kept.
  const start = text.replace(/^(?:\s|<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>]*>)*/i, '')
  return /^<svg[\s>]/i.test(start) ? start : undefined
}

export interface PreparedBrandFile {
  file: Omit<BrandFile, 'updatedAt'>
  /** The files to write under DATA_DIR/brand: their names and bytes. */
  files: { name: string; bytes: Buffer }[]
}

/** Checks an upload and makes every file the site serves of it; nothing is written here. */
export async function prepareBrandFile(kind: BrandKind, bytes: Buffer): Promise<PreparedBrandFile> {
  const what = kind === 'logo' ? 'The logo' : 'The favicon'
  if (bytes.length > MAX_BRAND_BYTES) throw new HttpError(413, `${what} is ${Math.ceil(bytes.length / 1024)} KB: at most ${MAX_BRAND_BYTES / 1024} KB`)
  const svg = svgText(bytes)
  const type = svg !== undefined ? 'svg' : detectImageType(bytes) === 'png' ? 'png' : undefined
  if (!type) throw new HttpError(415, `${what} must be an SVG or PNG file`)

  let kept: Buffer
  let drawing: Sharp
  if (svg !== undefined) {
    kept = Buffer.from(await sanitizedSvg(svg, kind))
    // Read at 72 dpi, sharp's size of an SVG is its own (its width and height, or its viewBox). Only its size is read
    // here, so any size may be read (and then refused below, saying so): the drawing is rasterised within MAX_SIDE.
    drawing = sharp(kept, { limitInputPixels: false })
  } else {
    drawing = sharp(bytes, { limitInputPixels: MAX_PIXELS })
    kept = bytes
  }
  let meta: Metadata
  try {
    meta = await drawing.metadata()
  } catch {
    throw new HttpError(422, `${what} could not be read: export it again as SVG or PNG`)
  }
  if (!meta.width || !meta.height) throw new HttpError(422, `${what} has no size: give the SVG a width and height or a viewBox`)
  const [longer, shorter] = [Math.max(meta.width, meta.height), Math.min(meta.width, meta.height)]
  if (longer > MAX_SIDE || longer > MAX_SIDE_RATIO * shorter)
    throw badRequest(
      `${what} is ${meta.width} × ${meta.height}: at most ${MAX_SIDE.toLocaleString('en-US')} a side, and at most ${MAX_SIDE_RATIO} times as wide as high or high as wide`,
      { file: 'Too large or too narrow' },
    )
  if (type === 'png') {
    // Drawn again: no metadata, and never larger than the header can use.
    const box = kind === 'logo' ? LOGO_BOX : { width: 512, height: 512 }
    kept = await sharp(bytes, { limitInputPixels: MAX_PIXELS })
      .resize({ ...box, fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer()
      .catch(() => {
        throw new HttpError(422, `${what} could not be read: export it again as SVG or PNG`)
      })
  }
  const { width, height } = type === 'png' ? await sharp(kept).metadata() : meta
  const hash = createHash('sha256').update(kept).digest('hex').slice(0, 16)
  const name = `${kind}-${hash}.${type}`
  const files = [{ name, bytes: kept }]
  // Drawn sharp enough for the largest file made of it, and never more than MAX_SIDE pixels a side.
  const density = Math.min(300, (72 * MAX_SIDE) / Math.max(width!, height!))
  const raster = () => sharp(kept, type === 'svg' ? { density } : {})

  if (kind === 'favicon') {
    for (const px of FAVICON_SIZES) {
      files.push({
        name: `favicon-${hash}-${px}.png`,
        bytes: await raster()
          .resize(px, px, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
          .png()
          .toBuffer(),
      })
    }
    files.push({
      name: `favicon-${hash}.ico`,
      bytes: icoOf(
        await raster()
          .resize(32, 32, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
          .png()
          .toBuffer(),
        32,
      ),
    })
  } else {
    const logo = await raster().resize({ width: 800, height: 360, fit: 'inside' }).png().toBuffer()
    const card = await sharp({ create: { ...SOCIAL_CARD, channels: 4, background: CARD_BACKGROUND } })
      .composite([{ input: logo, gravity: 'center' }])
      .png()
      .toBuffer()
    files.push({ name: `logo-${hash}-card.png`, bytes: card })
  }
  return { file: { url: `/brand/${name}`, type, width: width!, height: height!, hash }, files }
}

/** A Windows icon holding one PNG (every browser reads a PNG inside an .ico). */
export function icoOf(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(6 + 16)
  header.writeUInt16LE(0, 0)
  header.writeUInt16LE(1, 2) // an icon
  header.writeUInt16LE(1, 4) // one image
  header.writeUInt8(size >= 256 ? 0 : size, 6)
  header.writeUInt8(size >= 256 ? 0 : size, 7)
  header.writeUInt8(0, 8) // no palette
  header.writeUInt8(0, 9)
  header.writeUInt16LE(1, 10) // colour planes
  header.writeUInt16LE(32, 12) // bits per pixel
  header.writeUInt32LE(png.length, 14)
  header.writeUInt32LE(22, 18) // the PNG starts after this header
  return Buffer.concat([header, png])
}

/** Writes the files (each under a temporary name first, so half a file is never served). */
export async function writeBrandFiles(dataDir: string, files: PreparedBrandFile['files']): Promise<void> {
  const dir = brandDir(dataDir)
  await mkdir(dir, { recursive: true })
  for (const { name, bytes } of files) {
    const temporary = join(dir, `.${name}.tmp`)
    await writeFile(temporary, bytes)
    await rename(temporary, join(dir, name))
  }
}

/** The favicon of the studio's drawing (site/public/favicon.svg) as an .ico, made once, for `/favicon.ico` without an upload. */
let drawnIcon: Promise<Buffer> | undefined
export function drawingIcon(siteRoot: string): Promise<Buffer> {
  drawnIcon ??= readFile(join(siteRoot, 'client', 'favicon.svg'))
    .catch(() => readFile(join(import.meta.dirname, '..', '..', 'site', 'public', 'favicon.svg')))
    .then((svg) =>
      sharp(svg, { density: 300 })
        .resize(32, 32, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
        .png()
        .toBuffer(),
    )
    .then((png) => icoOf(png, 32))
  return drawnIcon
}
