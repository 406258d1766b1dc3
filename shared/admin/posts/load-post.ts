import { ApiError } from '../../api/api-error.ts'
import type { StudioApi } from '../../api/studio-api.ts'
import type { Post } from '../../schema/post.ts'

/**
 * A post whole (its text and Markdown), by id: the console lists posts without their text (issue 14), and the API
 * reads one post by its slug. `slug` is where the post was last seen; when it has moved since (another editor changed
 * it), the list says where it is now. Undefined when the post is gone (deleted, or in Trash).
 */
export async function loadWholePost(api: StudioApi, id: string, slug?: string): Promise<Post | undefined> {
  if (slug) {
    try {
      const post = await api.getPost(slug)
      if (post.id === id) return post
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 404)) throw error
    }
  }
  const now = (await api.listPostSummaries()).find((post) => post.id === id)
  return now ? api.getPost(now.slug) : undefined
}
