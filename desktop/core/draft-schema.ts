import { z } from 'zod'
import { TimestampSchema } from '#shared/schema/common.ts'

// No Node imports here: the preload bundles this module (through the bridge contract).

/** The renderer names each open form's backup (the admin's own draft key, e.g. `belleza-admin:draft:post:new`). */
export const DraftKeySchema = z.string().min(1).max(300)
/** The form's state as JSON text; a post of 500 000 characters of Markdown still fits. */
export const DraftTextSchema = z
  .string()
  .max(2_000_000)
  .refine((text) => isJson(text), { message: 'A draft must be JSON text' })

export const BackedUpDraftSchema = z.object({
  key: DraftKeySchema,
  json: z.string(),
  savedAt: TimestampSchema,
})
export type BackedUpDraft = z.infer<typeof BackedUpDraftSchema>

function isJson(text: string): boolean {
  try {
    JSON.parse(text)
    return true
  } catch {
    return false
  }
}
