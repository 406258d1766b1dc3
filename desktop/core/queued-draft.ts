import { NEW_ID, draftKey, serializeDraft, type Draft } from '#shared/admin/forms/autosave.ts'
import type { QueuedSave } from './save-queue.ts'

/**
 * The admin's own draft for a queued save that the server refused, so the editor offers it back (a
 * 409 is resolved in the editor as in the browser, and nothing typed is lost).
 */
export function draftOfQueuedSave(save: QueuedSave, savedAt: string): { key: string; json: string } {
  const draft = toDraft(save, savedAt)
  return { key: draftKey(draft.kind, draft.id), json: serializeDraft(draft) }
}

function toDraft(save: QueuedSave, savedAt: string): Draft {
  switch (save.operation) {
    case 'createPost':
    case 'updatePost': {
      const input = save.input
      return {
        version: 1,
        kind: 'post',
        id: save.operation === 'updatePost' ? save.targetId : NEW_ID,
        baseUpdatedAt: save.operation === 'updatePost' ? (save.input.updatedAt ?? null) : null,
        savedAt,
        values: {
          title: input.title ?? '',
          slug: input.slug ?? '',
          category: input.category ?? '',
          tags: (input.tags ?? []).join(', '),
          language: input.language ?? 'en',
          featuredImage: input.featuredImage ?? '',
          featuredImageAlt: input.featuredImageAlt ?? '',
          metaTitle: input.metaTitle ?? '',
          metaDescription: input.metaDescription ?? '',
          published: input.published ?? false,
          excerpt: input.excerpt ?? '',
          markdown: input.markdown ?? input.content ?? '',
          translationId: input.translationId ?? '',
          scheduledAt: input.scheduledAt ?? '',
        },
      }
    }
    case 'createCategory':
    case 'updateCategory':
      return {
        version: 1,
        kind: 'category',
        id: save.operation === 'updateCategory' ? save.targetId : NEW_ID,
        baseUpdatedAt: save.operation === 'updateCategory' ? (save.input.updatedAt ?? null) : null,
        savedAt,
        values: { name: save.input.name, nameEs: save.input.nameEs ?? '', slug: save.input.slug, description: save.input.description },
      }
  }
}
