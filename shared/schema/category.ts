import { z } from 'zod'
import { IdSchema, SlugSchema } from './common.ts'

export const CategoryInputSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(80, 'Name must be at most 80 characters'),
  slug: SlugSchema,
  description: z.string().trim().max(500, 'Description must be at most 500 characters').default(''),
})
export type CategoryInput = z.input<typeof CategoryInputSchema>

export const CategorySchema = CategoryInputSchema.extend({ id: IdSchema })
export type Category = z.infer<typeof CategorySchema>
