import type { Post, PublicPost } from '../../shared/schema/post.ts'

/** Visitors never get the editor's Markdown source nor the author's account id (the byline's name stays). */
export function toPublic({ markdown: _markdown, authorId: _authorId, ...post }: Post): PublicPost {
  return post
}
