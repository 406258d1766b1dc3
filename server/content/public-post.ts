import type { Post, PublicPost } from '#shared/schema/post.ts'

/**
 * Visitors never get the editor's Markdown source nor the author's account id (the byline's name stays), nor the
 * post's earlier addresses (they only redirect), nor its Trash and schedule times (a public post has neither).
 */
export function toPublic({
  markdown: _markdown,
  authorId: _authorId,
  previousSlugs: _previousSlugs,
  deletedAt: _deletedAt,
  scheduledAt: _scheduledAt,
  ...post
}: Post): PublicPost {
  return post
}
