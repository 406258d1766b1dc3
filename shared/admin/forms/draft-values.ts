import { z } from 'zod'
import { LanguageSchema } from '#shared/schema/common.ts'

// The values a kept draft holds (autosave.ts): the post and category forms' own modules build on them, so the
// drafts' format lives with the drafts and forms/ needs nothing from the features.

/**
 * What the post form holds while someone types: text as typed, tags as one comma-separated line. The one
 * list of the form's fields, in the order the form shows them; each description is the field's name as the form says it.
 */
export const PostFormValuesSchema = z.object({
  title: z.string().describe('Title'),
  /** The editor's Markdown source (the form's Content field). */
  markdown: z.string().describe('Content'),
  published: z.boolean().describe('Published'),
  /** When an unpublished post publishes itself (ISO); '' when not scheduled. Older kept drafts lack it. */
  scheduledAt: z.string().default('').describe('Schedule'),
  language: LanguageSchema.describe('Language'),
  category: z.string().describe('Category'),
  tags: z.string().describe('Tags'),
  slug: z.string().describe('Slug'),
  excerpt: z.string().describe('Excerpt'),
  featuredImage: z.string().describe('Featured image'),
  featuredImageAlt: z.string().describe('Featured image alt text'),
  metaTitle: z.string().describe('Meta Title'),
  metaDescription: z.string().describe('Meta Description'),
  /** The id of the same post in the other language, '' for none. */
  translationId: z.string().default(''), // older kept drafts have none
})

export const CategoryFormValuesSchema = z.object({
  name: z.string(),
  /** The name on Spanish pages ('' = the same as Name). */
  nameEs: z.string().default(''), // older kept drafts have none
  slug: z.string(),
  description: z.string(),
})
