import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorText } from '#shared/api/api-error.ts'
import { useAdmin } from '../console/admin-context.tsx'
import { MAX_IMAGE_MB } from '#shared/schema/upload.ts'
import { planImageUpload } from './image-check.ts'
import { shrinkImage } from './shrink-image.ts'
import { useToast } from '../ui/toast.tsx'

export interface ImageUpload {
  /** The uploaded image's address, or null when it was refused or failed (the reason is in `problem`). */
  upload(file: File): Promise<string | null>
  /** The same, saying whether the file was already in the library (that image is the answer, nothing new stored). */
  send(file: File): Promise<{ url: string; reused: boolean } | null>
  uploading: boolean
  /** In the console's language: not an image, too large, or the upload failed. */
  problem: string | null
  /** The server's reason after a failed upload, for staff who want to know more. */
  detail: string | null
}

/**
 * Checks a chosen file (image types, the size limit), shrinks a photo over the limit in the browser, then uploads its bytes
 * through the API (plain data, so IPC can carry it). The browser console and the desktop app both upload through here.
 */
export function useImageUpload(): ImageUpload {
  const { api } = useAdmin()
  const { t } = useTranslation('media')
  const toast = useToast()
  const words = {
    notAnImage: t('upload.notAnImage'),
    tooLarge: t('upload.tooLarge', { limit: MAX_IMAGE_MB }),
    failed: t('upload.failed'),
  }
  const [uploading, setUploading] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const [detail, setDetail] = useState<string | null>(null)

  async function upload(file: File): Promise<string | null> {
    return (await send(file))?.url ?? null
  }

  async function send(file: File): Promise<{ url: string; reused: boolean } | null> {
    setDetail(null)
    const plan = planImageUpload(file)
    if (plan.action === 'refuse') {
      setProblem(words[plan.reason])
      return null
    }
    setProblem(null)
    setUploading(true)
    try {
      let sent = file
      if (plan.action === 'shrink') {
        const shrunk = await shrinkImage(file).catch((error: unknown) => {
          console.error('The image could not be redrawn smaller', error)
          return undefined
        })
        if (shrunk === undefined) {
          setProblem(words.failed)
          setDetail(t('upload.unreadable'))
          return null
        }
        if (shrunk === null) {
          setProblem(words.tooLarge)
          return null
        }
        sent = shrunk
      }
      const bytes = new Uint8Array(await sent.arrayBuffer())
      const type = plan.action === 'send' ? plan.type : sent.type
      const { imageUrl, reused = false } = await api.uploadImage({ name: sent.name, type, bytes })
      // Wherever it was uploaded from, the person learns the library already had it.
      if (reused) toast({ title: t('upload.reused'), description: t('upload.reusedDetail', { name: file.name }), tone: 'info' })
      return { url: imageUrl, reused }
    } catch (error) {
      console.error('Image upload failed', error) // the failure is also logged, for whoever looks into it
      setProblem(words.failed)
      setDetail(errorText(error, '') || null)
      return null
    } finally {
      setUploading(false)
    }
  }

  return { upload, send, uploading, problem, detail }
}
