/**
 * SPEC §3: the contact form's service values. Kept free of zod so the public site's contact form can import it
 * without shipping the schema library to every visitor.
 */
export const SERVICE_VALUES = ['microblading', 'ombre-brows', 'microshading', 'lip-pigmentation', 'touch-up', 'consultation'] as const
