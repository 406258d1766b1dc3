import { randomUUID } from 'node:crypto'
import type { Inquiry, InquiryNotification } from '../../shared/schema/inquiry.ts'
import { notFound } from '../http-errors.ts'
import { timestamp } from './clock.ts'
import type { Store } from './store.ts'

export type InquiryFields = Omit<Inquiry, 'id' | 'createdAt' | 'handled' | 'handledAt' | 'notification'>

/** Newest first: `limit` of them, created before `before` when given (the next page). */
export function listInquiries(store: Store, { limit, before }: { limit: number; before?: string }): Inquiry[] {
  return store.data.inquiries
    .filter((inquiry) => before === undefined || inquiry.createdAt < before)
    .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0))
    .slice(0, limit)
}

/** `emailed`: inquiry email is on, so the new inquiry waits for its email (issue #13). */
export function createInquiry(store: Store, fields: InquiryFields, { emailed = false } = {}): Promise<Inquiry> {
  return store.update((data) => {
    const createdAt = timestamp()
    const notification: InquiryNotification | null = emailed
      ? { status: 'pending', attempts: 0, lastError: null, nextAttemptAt: createdAt, sentAt: null }
      : null
    const inquiry: Inquiry = { id: randomUUID(), ...fields, createdAt, handled: false, handledAt: null, notification }
    data.inquiries.push(inquiry)
    return inquiry
  })
}

/** Records how its email went; false when the inquiry is gone. */
export function setInquiryNotification(store: Store, id: string, notification: InquiryNotification): Promise<boolean> {
  return store.update((data) => {
    const inquiry = data.inquiries.find((candidate) => candidate.id === id)
    if (inquiry) inquiry.notification = notification
    return inquiry !== undefined
  })
}

export function setInquiryHandled(store: Store, id: string, handled: boolean): Promise<Inquiry> {
  return store.update((data) => {
    const inquiry = data.inquiries.find((candidate) => candidate.id === id)
    if (!inquiry) throw notFound('Inquiry not found')
    inquiry.handled = handled
    inquiry.handledAt = handled ? timestamp() : null
    return inquiry
  })
}
