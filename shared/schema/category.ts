import { z } from 'zod'
import { IdSchema, SlugSchema, TimestampSchema } from './common.ts'

export const CategoryInputSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(80, 'Name must be at most 80 characters'),
  /** The name Spanish pages show (none or '' = the same as `name`). Posts keep naming the category by `name`. */
  nameEs: z.string().trim().max(80, 'Spanish name must be at most 80 characters').optional(),
  slug: SlugSchema,
  description: z.string().trim().max(500, 'Description must be at most 500 characters').default(''),
})
export type CategoryInput = z.input<typeof CategoryInputSchema>

/**
 * An update sends the same body and `updatedAt`: the version the editor loaded. A newer stored category answers 409
 * instead of being overwritten; without it the server answers 428 (optional here only so that it can say so, as posts).
 */
export const CategoryUpdateSchema = CategoryInputSchema.extend({ updatedAt: TimestampSchema.optional() })
export type CategoryUpdate = z.input<typeof CategoryUpdateSchema>

/** When a category from before versions (it had none) was last saved, as far as anyone knows. */
export const NEVER_SAVED = new Date(0).toISOString()

export const CategorySchema = CategoryInputSchema.extend({
  id: IdSchema,
  /** Its version: changed by every save. A db.json from before it loads each category as `NEVER_SAVED`. */
  updatedAt: TimestampSchema.default(NEVER_SAVED),
})
export type Category = z.infer<typeof CategorySchema>
