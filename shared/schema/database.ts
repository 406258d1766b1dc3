import { z } from 'zod'
import { ArtistIdSchema, RoleSchema, StoredInviteSchema } from './account.ts'
import { AuditEntrySchema } from './audit.ts'
import { CategorySchema } from './category.ts'
import { FaqItemSchema } from './faq.ts'
import { GalleryItemSchema } from './gallery.ts'
import { ImageRecordSchema } from './image.ts'
import { IdSchema, TimestampSchema } from './common.ts'
import { InquirySchema } from './inquiry.ts'
import { BrandSchema } from './brand.ts'
import { PageContentSchema } from './page-content.ts'
import { AddedPageSchema } from './page-sections.ts'
import { PostSchema } from './post.ts'
import { ServiceSchema } from './service.ts'
import { StudioSettingsSchema } from './studio.ts'
import { TestimonialSchema } from './testimonial.ts'

export const UserSchema = z
  .object({
    id: IdSchema,
    username: z.string().min(1),
    passwordHash: z.string().min(1),
    /** Bumped on logout, password change and disabling: every cookie carrying an older version stops working. */
    sessionVersion: z.number().int().min(0),
    createdAt: TimestampSchema,
    // Staff accounts: a db.json from before them loads as it was, each account an active owner.
    role: RoleSchema.default('owner'),
    /** A disabled account cannot sign in, and its sessions end at once. */
    disabled: z.boolean().default(false),
    /** The name shown in the console and as a post's byline; an older record gets its username. */
    displayName: z.string().max(100).default(''),
    artistId: ArtistIdSchema.default(null),
    updatedAt: TimestampSchema.optional(),
    /** Signed in with a password someone else made (a new account's, a reset): nothing else until it is replaced. */
    mustChangePassword: z.boolean().default(false),
    /** An invitation not yet accepted: its link's hash (never the link) and when it stops working. */
    invite: StoredInviteSchema.nullable().default(null),
  })
  .transform((user) => ({ ...user, displayName: user.displayName || user.username, updatedAt: user.updatedAt ?? user.createdAt }))
export type User = z.infer<typeof UserSchema>

/** The whole of db.json. A file that does not match this stops the server. */
export const DatabaseSchema = z.object({
  version: z.literal(1),
  posts: z.array(PostSchema),
  categories: z.array(CategorySchema),
  inquiries: z.array(InquirySchema),
  users: z.array(UserSchema),
  /** The media library; a db.json from before it has none yet. */
  images: z.array(ImageRecordSchema).default([]),
  /** The before/after gallery and healed results. */
  gallery: z.array(GalleryItemSchema).default([]),
  /** The audit trail, oldest first: at most 90 days and 10,000 entries (server/store/audit.ts). */
  audit: z.array(AuditEntrySchema).default([]),
  /**
   * The studio's facts, team and policies; written on first start from DEFAULT_STUDIO. Replaced whole on
   * every change (never changed in place: the journal records only collections' records, and a replaced field).
   */
  studio: StudioSettingsSchema.optional(),
  /** Each public page's own words (the content issue), one record per page; written from the starter content on start. */
  pages: z.array(PageContentSchema).default([]),
  /** The studio's reviews, in their order; the starter's are unpublished samples. */
  testimonials: z.array(TestimonialSchema).default([]),
  /** The FAQ of the FAQ page and the service pages, in their order; written from the starter on first start. */
  faqs: z.array(FaqItemSchema).default([]),
  /** The studio's services (decision 024), in their order; written once from the settings' prices on start. */
  services: z.array(ServiceSchema).default([]),
  /** When the services were first written: a store without it gets the site's services once, never again. */
  servicesMovedAt: TimestampSchema.optional(),
  /**
   * When the page texts' baked place phrases ("{{city}} & Atlanta") were rewritten to the place variables:
   * a store without it gets that once on start (server/store/place-phrases.ts), never again.
   */
  placePhrasesAt: TimestampSchema.optional(),
  /** The pages the owner added (About, Gift cards…), made of sections, in the order they were added. */
  addedPages: z.array(AddedPageSchema).default([]),
  /** The studio's logo and favicon, uploaded in Settings; replaced whole on every change. */
  brand: BrandSchema.optional(),
})
export type Database = z.infer<typeof DatabaseSchema>
