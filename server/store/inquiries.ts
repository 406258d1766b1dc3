import { randomUUID } from 'node:crypto'
import type { AuditActor } from '#shared/schema/audit.ts'
import { INQUIRY_PAGE, type Inquiry, type InquiryEvent, type InquiryNotification, type InquiryStatus } from '#shared/schema/inquiry.ts'
import type { StoreData } from './transaction.ts'
import { conflict, notFound } from '../http-errors.ts'
import { timestamp } from './clock.ts'
import type { Store } from './store.ts'

export type InquiryFields = Omit<Inquiry, 'id' | 'createdAt' | 'status' | 'updatedAt' | 'history' | 'notification'>

const newestFirst = (a: Inquiry, b: Inquiry) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0)

/** Newest first: `limit` of them, created before `before` when given (the next page). */
export function listInquiries(store: Store, { limit, before }: { limit: number; before?: string }): Inquiry[] {
  return store.data.inquiries
    .filter((inquiry) => before === undefined || inquiry.createdAt < before)
    .sort(newestFirst)
    .slice(0, limit)
}

/**
 * Every inquiry still waiting for an answer (new), however old, newest first: a busy season must not push one below
 * the newest page, where nobody would see it. At most INQUIRY_PAGE.max (a flood of messages is not answered one by one).
 */
export function waitingInquiries(store: Store): Inquiry[] {
  return store.data.inquiries
    .filter((inquiry) => inquiry.status === 'new')
    .sort(newestFirst)
    .slice(0, INQUIRY_PAGE.max)
}

/** Oldest first: every inquiry received from `from` up to (not including) `to`. */
export function inquiriesReceived(store: Store, { from, to }: { from: string; to: string }): Inquiry[] {
  const start = Date.parse(from)
  const end = Date.parse(to)
  return store.data.inquiries
    .filter((inquiry) => {
      const at = Date.parse(inquiry.createdAt)
      return at >= start && at < end
    })
    .sort((a, b) => newestFirst(b, a))
}

/** One inquiry by id. */
export function findInquiry(store: Store, id: string): Inquiry | undefined {
  return store.data.inquiries.find((inquiry) => inquiry.id === id)
}

/** The inquiries whose email to the studio is still to go out (waiting, or to be tried again). */
export function inquiriesAwaitingEmail(store: Store): Inquiry[] {
  return store.data.inquiries.filter(({ notification }) => notification?.status === 'pending' || notification?.status === 'retrying')
}

/** How many inquiries were received at a time (ms) that `counted` takes. */
export function countInquiries(store: Store, counted: (receivedAt: number) => boolean): number {
  let count = 0
  for (const inquiry of store.data.inquiries) if (counted(Date.parse(inquiry.createdAt))) count += 1
  return count
}

/** `emailed`: inquiry email is on, so the new inquiry waits for its email to the studio. */
export function createInquiry(store: Store, fields: InquiryFields, { emailed = false } = {}): Promise<Inquiry> {
  return store.update((tx) => {
    const createdAt = timestamp()
    const notification: InquiryNotification | null = emailed
      ? { status: 'pending', attempts: 0, lastError: null, nextAttemptAt: createdAt, sentAt: null }
      : null
    const inquiry: Inquiry = { id: randomUUID(), ...fields, createdAt, status: 'new', updatedAt: createdAt, history: [], notification }
    return tx.put('inquiries', inquiry)
  })
}

/** Records how its email went; false when the inquiry is gone. Not a change of the inquiry's own (its version stays). */
export function setInquiryNotification(store: Store, id: string, notification: InquiryNotification): Promise<boolean> {
  return store.update((tx) => {
    const inquiry = tx.data.inquiries.find((candidate) => candidate.id === id)
    if (inquiry) tx.put('inquiries', { ...inquiry, notification })
    return inquiry !== undefined
  })
}

/** Who changes an inquiry, and the version of it they were looking at (none: whatever is stored). */
export interface InquiryChangeBy {
  actor: AuditActor | null
  updatedAt?: string
}

/** Sets the status; setting the one it has changes nothing (no history line, same version). */
export function setInquiryStatus(store: Store, id: string, status: InquiryStatus, by: InquiryChangeBy): Promise<Inquiry> {
  return changeInquiry(store, id, by, (inquiry, at) => {
    if (inquiry.status === status) return
    return { kind: 'status', at, by: by.actor, status }
  })
}

export function addInquiryNote(store: Store, id: string, text: string, by: InquiryChangeBy): Promise<Inquiry> {
  return changeInquiry(store, id, by, (_inquiry, at) => ({ kind: 'note', at, by: by.actor, text }))
}

/**
 * Records a reply the mail server accepted. A new inquiry becomes `replied`; a booked or closed one keeps its status
 * (answering a question after booking is not a step back).
 */
export function recordInquiryReply(store: Store, id: string, reply: { to: string; subject: string; text: string }, by: InquiryChangeBy): Promise<Inquiry> {
  return changeInquiry(store, id, by, (inquiry, at) => {
    return { kind: 'reply', at, by: by.actor, ...reply }
  })
}

/** The inquiry as stored now, or 404; 409 when `updatedAt` is not the stored version. */
export function checkedInquiry(store: Store, id: string, updatedAt?: string): Inquiry {
  return currentInquiry(store.data, id, updatedAt)
}

/** The inquiry, or 404; 409 when `updatedAt` is not the stored version. Throws inside a store update, so nothing changes. */
export function currentInquiry(data: StoreData, id: string, updatedAt?: string): Inquiry {
  const inquiry = data.inquiries.find((candidate) => candidate.id === id)
  if (!inquiry) throw notFound('Inquiry not found')
  if (updatedAt !== undefined && updatedAt !== inquiry.updatedAt) {
    // The inquiry's own history says who changed it last (the audit trail does not follow inquiries).
    const savedBy = inquiry.history.at(-1)?.by?.name
    throw conflict(
      'This inquiry was changed by someone else since you opened it',
      savedBy ? { updatedAt: inquiry.updatedAt, savedBy } : { updatedAt: inquiry.updatedAt },
    )
  }
  return inquiry
}

/**
 * One change, in one write: `change` says what to add to the inquiry's history (nothing: no change). A status event
 * sets the status; a reply moves a new inquiry to `replied` (a booked or closed one keeps its status).
 */
function changeInquiry(store: Store, id: string, by: InquiryChangeBy, change: (inquiry: Inquiry, at: string) => InquiryEvent | undefined): Promise<Inquiry> {
  return store.update((tx) => {
    const inquiry = currentInquiry(tx.data, id, by.updatedAt)
    const at = timestamp(inquiry.updatedAt)
    const event = change(inquiry, at)
    if (!event) return inquiry
    const status = event.kind === 'status' ? event.status : event.kind === 'reply' && inquiry.status === 'new' ? 'replied' : inquiry.status
    return tx.put('inquiries', { ...inquiry, status, history: [...inquiry.history, event], updatedAt: at })
  })
}
