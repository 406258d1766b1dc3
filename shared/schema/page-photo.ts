import { z } from 'zod'
import { UploadedImageUrlSchema } from './gallery.ts'

/** The point of a hero photo that every crop keeps in view, in percent of its width and height from the top left. */
const FocusSchema = z.number({ error: 'Choose the point to keep in view' }).min(0, 'From 0 to 100%').max(100, 'From 0 to 100%')
const heroAlt = (language: string) => z.string().trim().min(1, `Describe the photo in ${language}`).max(300, 'At most 300 characters')

/**
 * A photo from the media library in place of a page's drawing, the same in both languages. Its description is the
 * page's own in each language (the library keeps one alt text, in one language); `focusX`/`focusY` is the point the
 * crop keeps in view on a phone's wide frame and a desktop's tall one.
 */
export const HeroPhotoSchema = z.object({
  image: UploadedImageUrlSchema,
  focusX: FocusSchema,
  focusY: FocusSchema,
  alt: z.object({ en: heroAlt('English'), es: heroAlt('Spanish') }),
})
export type HeroPhoto = z.infer<typeof HeroPhotoSchema>

/** Who saved a version: their id and the name shown then. */
export const SavedBySchema = z.object({ id: z.string(), name: z.string() })
