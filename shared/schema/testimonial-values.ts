/**
 * A review's fixed values, free of zod so the public pages can import them without shipping the schema
 * library (as service-values.ts).
 */

/** Where the client said it. */
export const TESTIMONIAL_SOURCES = ['google', 'facebook', 'instagram', 'booking-platform', 'in-person', 'other'] as const

/** The most stars a review has. */
export const RATING_MAX = 5
