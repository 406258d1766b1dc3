import { z } from 'zod'
import { IdSchema, SlugSchema } from './common.ts'

export const CategoryInputSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(80, 'Name must be at most 80 characters'),
  /** Issue 14: the name Spanish pages show (none or '' = the same as `name`). Posts keep naming the category by `name`. */
  nameEs: z.string().trim().max(80, 'Spanish name must be at most 80 characters').optional(),
  slug: SlugSchema,
  description: z.string().trim().max(500, 'Description must be at most 500 characters').default(''),
})
export type CategoryInput = z.input<typeof CategoryInputSchema>

export const CategorySchema = CategoryInputSchema.extend({ id: IdSchema })
export type Category = z.infer<typeof CategorySchema>
