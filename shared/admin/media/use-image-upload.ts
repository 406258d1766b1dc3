import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorText } from '../../api/api-error.ts'
import { useAdmin } from '../console/admin-context.tsx'
import { MAX_IMAGE_MB } from '../../schema/upload.ts'
import { planImageUpload } from './image-check.ts'
import { shrinkImage } from './shrink-image.ts'

export interface ImageUpload {
  /** The uploaded image's address, or null when it was refused or failed (the reason is in `problem`). */
  upload(file: File): Promise<string | null>
  uploading: boolean
  /** In the console's language: not an image, too large, or the upload failed. */
  problem: string | null
  /** The server's reason after a failed upload, for staff who want to know more. */
  detail: string | null
}

/**
 * Checks a chosen file (SPEC §5), shrinks a photo over the limit in the browser (issue #11), then uploads its bytes
 * through the API (plain data, so IPC can carry it). The browser console and the desktop app both upload through here.
 */
export function useImageUpload(): ImageUpload {
  const { api } = useAdmin()
  const { t } = useTranslation('media')
  const words = {
    notAnImage: t('upload.notAnImage'),
    tooLarge: t('upload.tooLarge', { limit: MAX_IMAGE_MB }),
    failed: t('upload.failed'),
  }
  const [uploading, setUploading] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const [detail, setDetail] = useState<string | null>(null)

  async function upload(file: File): Promise<string | null> {
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
      const { imageUrl } = await api.uploadImage({ name: sent.name, type, bytes })
      return imageUrl
    } catch (error) {
      console.error('Image upload failed', error) // SPEC §8: the failure is also logged
      setProblem(words.failed)
      setDetail(errorText(error, '') || null)
      return null
    } finally {
      setUploading(false)
    }
  }

  return { upload, uploading, problem, detail }
}
