import type { MediaReader } from '#shared/content/media-reader.ts'
import type { ImageView } from '#shared/content/responsive-image.ts'
import type { PublicPost } from '#shared/schema/post.ts'

/** What a post card shows of an upload, by the featured image's address. */
export type CardImages = Record<string, ImageView>

/**
 * The featured images of these posts that are uploads, for their cards (`images[post.featuredImage]`). Data hooks
 * call it, on the server: the page gets only the images it shows. Outside a server render there is
 * no media library and every card shows its plain image.
 */
export function cardImages(media: MediaReader | undefined, posts: readonly PublicPost[]): CardImages {
  const images: CardImages = {}
  for (const { featuredImage } of posts) {
    const image = featuredImage ? media?.image(featuredImage) : undefined
    if (image) images[featuredImage] = image
  }
  return images
}
