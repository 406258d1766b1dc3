import type { Post, PublicPost } from '../../shared/schema/post.ts'

/** Visitors never get the editor's Markdown source. */
export function toPublic({ markdown: _markdown, ...post }: Post): PublicPost {
  return post
}
