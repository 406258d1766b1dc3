import { z } from 'zod'
import { SLUG_PATTERN } from '../text/slug.ts'

export const IdSchema = z.string().min(1).max(64)

export const SlugSchema = z
  .string()
  .trim()
  .min(1, 'Slug is required')
  .max(120, 'Slug must be at most 120 characters')
  .regex(SLUG_PATTERN, 'Slug may contain only lower-case letters, digits and single hyphens')

export const LanguageSchema = z.enum(['en', 'es'])
export type Language = z.infer<typeof LanguageSchema>

/** An ISO 8601 timestamp as the store keeps it. */
export const TimestampSchema = z.iso.datetime()

/** The one error shape of the whole API (`400 {"error": "...", "fields": {...}}`). */
export const ApiErrorSchema = z.object({
  error: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  /** A state the console acts on, not only shows (e.g. 'password-change-required'). */
  code: z.string().optional(),
})
export type ApiError = z.infer<typeof ApiErrorSchema>

export const OkSchema = z.object({ ok: z.literal(true) })

type WithoutDefault<S> = S extends z.ZodDefault<infer Inner extends z.ZodType> ? Inner : S

/** The same object schema with each field's `.default(...)` taken off (for partial updates, which must not fill them). */
export function withoutDefaults<Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>): z.ZodObject<{ [Key in keyof Shape]: WithoutDefault<Shape[Key]> }> {
  const shape = Object.fromEntries(Object.entries(schema.shape).map(([key, field]) => [key, field instanceof z.ZodDefault ? field.unwrap() : field]))
  return z.object(shape) as z.ZodObject<{ [Key in keyof Shape]: WithoutDefault<Shape[Key]> }>
}

/**
 * What every record of a list the studio puts in order carries besides its fields (gallery items, reviews,
 * questions, services): its id, its position (lowest first) and its version.
 */
export const ORDERED_RECORD = {
  id: IdSchema,
  order: z.number().int(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
}
