import { slugify } from '#shared/text/slug.ts'

/**
 * While creating, the slug follows the title (or the category's name); while editing it never changes
 * by itself. A slug the author typed is theirs: it stops following once it no longer matches the previous title.
 */
export function slugAfterTitleChange({
  creating,
  previousTitle,
  nextTitle,
  slug,
}: {
  creating: boolean
  previousTitle: string
  nextTitle: string
  slug: string
}): string {
  if (!creating) return slug
  const followsTitle = slug === '' || slug === slugify(previousTitle)
  return followsTitle ? slugify(nextTitle) : slug
}

/** On submit an empty slug is filled from the title (or name). */
export function slugOnSubmit(slug: string, title: string): string {
  const trimmed = slug.trim()
  return trimmed === '' ? slugify(title) : trimmed
}
