import { describe, expect, it } from 'vitest'
import type { AuditEntry } from '#shared/schema/audit.ts'
import { describeAudit } from './audit-words.ts'

const ana = { id: 'ana', name: 'Ana López' }
const entry = (fields: Partial<AuditEntry>): AuditEntry => ({
  id: 'e',
  at: '2026-05-04T10:00:00.000Z',
  actor: ana,
  action: 'changed',
  target: null,
  address: '203.0.113.7',
  ...fields,
})

describe('an audit entry in plain words', () => {
  it('says who did what to which record, by its name then', () => {
    const post = { type: 'post', id: 'p1', label: 'Healing week by week' } as const
    expect(describeAudit(entry({ action: 'published', target: post }))).toBe('Ana López published the post “Healing week by week”')
    expect(describeAudit(entry({ action: 'changed', target: post, details: 'title, excerpt' }))).toBe(
      'Ana López changed the post “Healing week by week” (title, excerpt)',
    )
    expect(describeAudit(entry({ action: 'uploaded', target: { type: 'image', id: 'a.jpg', label: 'brows.jpg' } }))).toBe(
      'Ana López uploaded the image “brows.jpg”',
    )
  })

  it('speaks of Trash, and of what the server did on its own time', () => {
    const post = { type: 'post', id: 'p1', label: 'Healing week by week' } as const
    expect(describeAudit(entry({ action: 'trashed', target: post }))).toBe('Ana López moved the post “Healing week by week” to Trash')
    expect(describeAudit(entry({ action: 'restored', target: post }))).toBe('Ana López restored the post “Healing week by week” from Trash')
    const server = { actor: null, address: 'server' }
    expect(describeAudit(entry({ ...server, action: 'published', target: post, details: 'as scheduled' }))).toBe(
      'The server published the post “Healing week by week” (as scheduled)',
    )
    expect(describeAudit(entry({ ...server, action: 'deleted', target: post, details: 'for good, after 30 days in Trash' }))).toBe(
      'The server deleted the post “Healing week by week” (for good, after 30 days in Trash)',
    )
  })

  it('says a failed sign-in with the username tried and the address, whether or not an account has it', () => {
    const tried = { type: 'session', id: null, label: 'admin' } as const
    expect(describeAudit(entry({ actor: null, action: 'sign-in-failed', target: tried }))).toBe('Failed sign-in for “admin” from 203.0.113.7')
    expect(describeAudit(entry({ action: 'signed-in', target: { ...tried, id: 'ana', label: 'ana' } }))).toBe('Ana López signed in from 203.0.113.7')
  })

  it('speaks of accounts as added and removed, and of wholes without a name', () => {
    const bea = { type: 'account', id: 'b', label: 'Bea Ruiz' } as const
    expect(describeAudit(entry({ action: 'created', target: bea, details: 'editor, username “bea”' }))).toBe(
      'Ana López added the account “Bea Ruiz” (editor, username “bea”)',
    )
    expect(describeAudit(entry({ action: 'deleted', target: bea }))).toBe('Ana López removed the account “Bea Ruiz”')
    expect(describeAudit(entry({ action: 'role-changed', target: bea, details: 'editor → owner' }))).toBe(
      'Ana López changed the role of “Bea Ruiz” (editor → owner)',
    )
    expect(describeAudit(entry({ action: 'changed', target: { type: 'settings', id: null, label: 'the studio settings' }, details: 'team' }))).toBe(
      'Ana López changed the studio settings (team)',
    )
    expect(describeAudit(entry({ action: 'reordered', target: { type: 'gallery', id: null, label: 'the gallery' } }))).toBe('Ana López reordered the gallery')
    // The reviews and the FAQ are ordered lists too.
    expect(describeAudit(entry({ action: 'reordered', target: { type: 'faq', id: null, label: 'the FAQ' }, details: '1 question moved' }))).toBe(
      'Ana López reordered the FAQ (1 question moved)',
    )
    expect(describeAudit(entry({ action: 'published', target: { type: 'testimonial', id: 'r1', label: 'Rosa M.' } }))).toBe(
      'Ana López published the review “Rosa M.”',
    )
  })
})
