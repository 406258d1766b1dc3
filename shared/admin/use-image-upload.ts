import { useState } from 'react'
import { errorText } from '../api/api-error.ts'
import { useAdmin } from './admin-context.tsx'
import { UPLOAD_TEXT, checkImageFile } from './image-check.ts'

export interface ImageUpload {
  /** The uploaded image's address, or null when it was refused or failed (the reason is in `problem`). */
  upload(file: File): Promise<string | null>
  uploading: boolean
  /** SPEC §5/§8, in Spanish: not an image, too large, or 'Error al subir la imagen'. */
  problem: string | null
  /** The server's reason after a failed upload, for staff who want to know more. */
  detail: string | null
}

/** Checks a chosen file (SPEC §5), then uploads its bytes through the API (plain data, so IPC can carry it). */
export function useImageUpload(): ImageUpload {
  const { api } = useAdmin()
  const [uploading, setUploading] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const [detail, setDetail] = useState<string | null>(null)

  async function upload(file: File): Promise<string | null> {
    setDetail(null)
    const refused = checkImageFile(file)
    setProblem(refused)
    if (refused) return null
    setUploading(true)
    try {
      const bytes = new Uint8Array(await file.arrayBuffer())
      const { imageUrl } = await api.uploadImage({ name: file.name, type: file.type, bytes })
      return imageUrl
    } catch (error) {
      console.error('Image upload failed', error) // SPEC §8: the failure is also logged
      setProblem(UPLOAD_TEXT.failed)
      setDetail(errorText(error, '') || null)
      return null
    } finally {
      setUploading(false)
    }
  }

  return { upload, uploading, problem, detail }
}
