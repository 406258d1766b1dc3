import type { AuditEntry, AuditTargetType } from '#shared/schema/audit.ts'

/** The Activity section's filter by kind: what each target type is called there. */
export const AUDIT_KIND_LABEL: Record<AuditTargetType, string> = {
  post: 'Blog posts',
  category: 'Categories',
  gallery: 'Gallery',
  image: 'Media',
  settings: 'Settings',
  account: 'Staff accounts',
  session: 'Sign-ins',
  page: 'Page texts',
  testimonial: 'Reviews',
  faq: 'FAQ',
  service: 'Services',
}

const NOUN: Record<AuditTargetType, string> = {
  post: 'the post',
  category: 'the category',
  gallery: 'the gallery item',
  image: 'the image',
  settings: 'the studio settings',
  account: 'the account',
  session: 'the session',
  page: 'the texts of the page',
  testimonial: 'the review',
  faq: 'the question',
  service: 'the service',
}

/** Whether the sentence already says where it came from (sign-ins are about the address). */
export function sentenceHasAddress(entry: AuditEntry): boolean {
  return entry.action === 'signed-in' || entry.action === 'sign-in-failed'
}

/**
 * An entry in plain words, as the owner reads it in Activity: "Ana López published the post “Healing
 * week by week”", "Failed sign-in for “admin” from 203.0.113.7". What changed follows in brackets.
 */
export function describeAudit(entry: AuditEntry): string {
  const sentence = mainSentence(entry)
  return entry.details ? `${sentence} (${entry.details})` : sentence
}

function mainSentence({ actor, action, target, address }: AuditEntry): string {
  // What the server does on its own time (a scheduled post going live, Trash emptying) names no one.
  const byServer = actor === null && address === 'server'
  const who = byServer ? 'The server' : (actor?.name ?? 'Someone')
  const label = target?.label ?? ''
  const what = !target ? 'something' : target.id === null ? NOUN[target.type] : `${NOUN[target.type]} “${label}”`
  switch (action) {
    case 'signed-in':
      return `${who} signed in from ${address}`
    case 'sign-in-failed':
      return `Failed sign-in for “${label}” from ${address}`
    case 'signed-out':
      return `${who} signed out`
    case 'password-changed':
      return `${who} changed their password`
    case 'password-reset':
      return `${who} reset the password of “${label}”`
    case 'invited':
      return `${who} invited ${what}`
    case 'joined':
      return `${who} accepted the invitation and chose a password`
    case 'created':
      return target?.type === 'account' ? `${who} added ${what}` : `${who} created ${what}`
    case 'uploaded':
      return `${who} uploaded ${what}`
    case 'changed':
      return `${who} changed ${what}`
    case 'published':
      return `${who} published ${what}`
    case 'unpublished':
      return `${who} unpublished ${what}`
    case 'deleted':
      return target?.type === 'account' ? `${who} removed ${what}` : `${who} deleted ${what}`
    case 'trashed':
      return `${who} moved ${what} to Trash`
    case 'restored':
      return `${who} restored ${what} from Trash`
    case 'reordered':
      // A whole list: its label says which ("the gallery", "the reviews", "the FAQ").
      return `${who} reordered ${label || 'a list'}`
    case 'role-changed':
      return `${who} changed the role of “${label}”`
    case 'disabled':
      return `${who} disabled ${what}`
    case 'enabled':
      return `${who} enabled ${what}`
  }
}
