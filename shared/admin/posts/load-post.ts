import { ApiError } from '#shared/api/api-error.ts'
import type { StudioApi } from '#shared/api/studio-api.ts'
import type { Post } from '#shared/schema/post.ts'

/** A post whole (its text and Markdown), by id; undefined when it is gone (deleted, or in Trash). */
export async function loadWholePost(api: StudioApi, id: string): Promise<Post | undefined> {
  try {
    return await api.getPostById(id)
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return undefined
    throw error
  }
}
