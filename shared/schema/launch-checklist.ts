import { z } from 'zod'
import { PageContentIdSchema } from './page-content.ts'

/**
 * The go-live checklist: what is still the starter's on the site, computed by the server from the store
 * (server/content/launch-checklist.ts), shown on the console's dashboard. Empty: ready to launch.
 */

export const LAUNCH_GROUPS = ['studio', 'team', 'booking', 'pages', 'posts', 'reviews', 'photos'] as const
export const LaunchGroupSchema = z.enum(LAUNCH_GROUPS)
export type LaunchGroup = z.infer<typeof LaunchGroupSchema>

export const LAUNCH_GROUP_LABEL: Record<LaunchGroup, string> = {
  studio: 'Studio facts',
  team: 'Team',
  booking: 'Booking',
  pages: 'Pages',
  posts: 'Blog posts',
  reviews: 'Reviews',
  photos: 'Photos',
}

/**
 * Where an item is fixed, as the console names it: a Settings field by its schema path (`email`, `social.tiktok`;
 * an artist's by their id and field, `license`), a page's editor (at one of its texts), a post's editor, or a section.
 */
export const LaunchFixSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('settings'),
    tab: z.enum(['studio', 'team', 'policies']),
    field: z.string(),
    /** An artist's field: the artist's id (`field` is then theirs: `license`, `headshot.image`). */
    member: z.string().optional(),
  }),
  z.object({
    kind: z.literal('page'),
    page: PageContentIdSchema,
    /** A text of the page, as the editor and a 400's `fields` name it: `en.hero.title`, `es.steps.2.text`. */
    field: z.string().optional(),
  }),
  z.object({ kind: z.literal('post'), id: z.string(), title: z.string() }),
  z.object({ kind: z.literal('section'), section: z.enum(['reviews', 'gallery', 'services']) }),
])
export type LaunchFix = z.infer<typeof LaunchFixSchema>

export const LaunchItemSchema = z.object({
  /** Stable while the item is open: `team-license-daniela-reyes`, `page-home`. */
  id: z.string(),
  group: LaunchGroupSchema,
  /** What is left, in the studio's words: "Home · Hero banner · Heading: “Belleza Studio” is still the sample studio’s name". */
  title: z.string(),
  /** Why it matters, in one sentence. */
  why: z.string(),
  fix: LaunchFixSchema,
})
export type LaunchItem = z.infer<typeof LaunchItemSchema>

export const LaunchChecklistSchema = z.object({ items: z.array(LaunchItemSchema) })
export type LaunchChecklist = z.infer<typeof LaunchChecklistSchema>
