import { randomUUID } from 'node:crypto'
import type { Inquiry } from '../../shared/schema/inquiry.ts'
import { notFound } from '../http-errors.ts'
import { timestamp } from './clock.ts'
import type { Store } from './store.ts'

export type InquiryFields = Omit<Inquiry, 'id' | 'createdAt' | 'handled' | 'handledAt'>

/** Newest first: `limit` of them, created before `before` when given (the next page). */
export function listInquiries(store: Store, { limit, before }: { limit: number; before?: string }): Inquiry[] {
  return store.data.inquiries
    .filter((inquiry) => before === undefined || inquiry.createdAt < before)
    .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0))
    .slice(0, limit)
}

export function createInquiry(store: Store, fields: InquiryFields): Promise<Inquiry> {
  return store.update((data) => {
    const inquiry: Inquiry = { id: randomUUID(), ...fields, createdAt: timestamp(), handled: false, handledAt: null }
    data.inquiries.push(inquiry)
    return inquiry
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
