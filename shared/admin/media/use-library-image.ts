import { useEffect, useState } from 'react'
import type { MediaImage } from '#shared/schema/image.ts'
import { uploadName } from '#shared/schema/upload-address.ts'
import { useAdmin } from '../console/admin-context.tsx'

/**
 * The media library's record of the upload at `url` (its size, its uses), asked for whenever the address changes (an
 * upload, a pick, the stored one). Undefined until the library answers, and for an image that is not in it.
 */
export function useLibraryImage(url: string | undefined): MediaImage | undefined {
  const { api } = useAdmin()
  const [found, setFound] = useState<{ url: string; image: MediaImage } | undefined>()
  const name = url ? uploadName(url) : undefined
  useEffect(() => {
    if (!url || !name) return
    let current = true
    api
      .getImage(name)
      .then((image) => current && setFound({ url, image }))
      .catch(() => {}) // an image not in the library: nothing is known of it
    return () => {
      current = false
    }
  }, [api, url, name])
  return found && found.url === url ? found.image : undefined
}
