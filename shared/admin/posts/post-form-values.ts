import { z } from 'zod'
import { PostInputSchema, type Post } from '#shared/schema/post.ts'
import { parseTags } from '#shared/text/slug.ts'
import { PostFormValuesSchema } from '../forms/draft-values.ts'
import { formValidation, type FormValidation } from '../forms/form-errors.ts'
import { slugOnSubmit } from '../forms/slug-rule.ts'

export { PostFormValuesSchema }
export type PostFormValues = z.infer<typeof PostFormValuesSchema>

export const POST_FIELDS = PostFormValuesSchema.keyof().options

/** Field names as the error summary says them. */
export const POST_LABELS: Record<string, string> = Object.fromEntries(
  Object.entries(PostFormValuesSchema.shape).flatMap(([field, schema]) => (schema.description ? [[field, schema.description]] : [])),
)

/** A post the server accepts, as PostInputSchema gives it back. */
export type ValidPostInput = z.output<typeof PostInputSchema>

/** The defaults of a new post: English, not published, everything else empty. */
export function newPostValues(): PostFormValues {
  return PostFormValuesSchema.parse({ ...Object.fromEntries(POST_FIELDS.map((field) => [field, ''])), language: 'en', published: false })
}

/** An existing post in the form. A post that has only HTML opens with that HTML as its source (Markdown allows HTML). */
export function postToValues(post: Post): PostFormValues {
  const { tags, markdown, content, translationId, scheduledAt } = post
  return PostFormValuesSchema.parse({
    ...post,
    tags: tags.join(', '),
    markdown: markdown ?? content,
    translationId: translationId ?? '',
    scheduledAt: scheduledAt ?? '',
  })
}

/**
 * The post form checked by the shared schema: an empty slug is filled from the title, tags are split on commas, then
 * PostInputSchema decides. Its messages come back per form field.
 */
export function validatePostForm(values: PostFormValues, now = Date.now()): FormValidation<ValidPostInput> {
  const result = PostInputSchema.safeParse({
    ...values,
    slug: slugOnSubmit(values.slug, values.title),
    tags: parseTags(values.tags),
    translationId: values.translationId || null,
    // Publishing now clears a schedule.
    scheduledAt: values.published || !values.scheduledAt ? null : values.scheduledAt,
  })
  if (result.success && result.data.scheduledAt !== null && Date.parse(result.data.scheduledAt) <= now) {
    return { ok: false, errors: { scheduledAt: 'Choose a date and time in the future' } }
  }
  return formValidation(result, { content: 'markdown' })
}
