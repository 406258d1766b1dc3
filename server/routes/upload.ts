import { randomUUID } from 'node:crypto'
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import express, { Router } from 'express'
import multer from 'multer'
import { MAX_IMAGE_BYTES } from '../../shared/schema/upload.ts'
import { HttpError, badRequest } from '../http-errors.ts'
import { requireAdmin } from '../security/session.ts'
import type { Store } from '../store/store.ts'


/** The image types we accept, told by their first bytes, never by the name or declared type a client sends. */
export function detectImageType(bytes: Uint8Array): string | undefined {
  const ascii = (start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end))
  const startsWith = (...signature: number[]) => signature.every((byte, index) => bytes[index] === byte)
  if (startsWith(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png'
  if (startsWith(0xff, 0xd8, 0xff)) return 'jpg'
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return 'gif'
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp'
  if (ascii(4, 8) === 'ftyp' && ['avif', 'avis'].includes(ascii(8, 12))) return 'avif'
  if (ascii(0, 2) === 'BM' && bytes.length > 26) return 'bmp'
  if (startsWith(0x00, 0x00, 0x01, 0x00) && bytes.length > 6) return 'ico'
  return undefined
}

export function uploadRoutes(store: Store): Router {
  const router = Router()
  const receive = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10, parts: 11 },
  }).single('image')

  router.post('/upload/image', requireAdmin(store), receive, async (req, res) => {
    if (!req.file) throw badRequest('Attach the image in the form field "image"', { image: 'Required' })
    const type = detectImageType(req.file.buffer)
    if (!type) throw new HttpError(415, 'Only PNG, JPEG, GIF, WebP, AVIF, BMP or ICO images can be uploaded')
    const name = `${randomUUID()}.${type}`
    await writeFile(join(store.uploadsDir, name), req.file.buffer, { mode: 0o644, flag: 'wx' })
    res.status(201).json({ imageUrl: `/uploads/${name}` })
  })

  return router
}

/** Uploaded files never change (random names), so they are cached for a year. */
export function serveUploads(store: Store) {
  return express.static(store.uploadsDir, {
    index: false,
    redirect: false,
    dotfiles: 'deny',
    immutable: true,
    maxAge: '365d',
    fallthrough: true,
  })
}
