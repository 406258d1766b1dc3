import { randomUUID } from 'node:crypto'
import { Router } from 'express'
import { IdSchema } from '../../shared/schema/common.ts'
import { InquiryInputSchema, InquiryUpdateSchema } from '../../shared/schema/inquiry.ts'
import { parseOr400, tooManyRequests } from '../http-errors.ts'
import { AttemptLimiter } from '../security/attempt-limiter.ts'
import { requireAdmin } from '../security/session.ts'
import { createInquiry, listInquiries, setInquiryHandled } from '../store/inquiries.ts'
import type { Store } from '../store/store.ts'

/** A person sends one or two messages; more than this from one address within the window is a bot. */
export const CONTACT_LIMIT = { attempts: 5, windowMs: 15 * 60 * 1000 }

export function inquiryRoutes(store: Store): Router {
  const router = Router()
  const admin = requireAdmin(store)
  const limiter = new AttemptLimiter(CONTACT_LIMIT.attempts, CONTACT_LIMIT.windowMs)

  router.post('/contact', async (req, res) => {
    const ipKey = req.ip ?? 'unknown'
    const retryAfter = limiter.retryAfter(ipKey)
    if (retryAfter > 0) throw tooManyRequests('Too many messages from this address. Please call us instead.', retryAfter)
    const { website, ...fields } = parseOr400(InquiryInputSchema, req.body)
    limiter.hit(ipKey)
    // Honeypot filled: answer exactly like a success so the bot learns nothing, and keep nothing.
    if (website) return res.status(201).json({ ok: true, id: randomUUID() })
    const inquiry = await createInquiry(store, fields)
    res.status(201).json({ ok: true, id: inquiry.id })
  })

  router.get('/admin/inquiries', admin, (_req, res) => {
    res.json(listInquiries(store))
  })

  router.patch('/admin/inquiries/:id', admin, async (req, res) => {
    const id = parseOr400(IdSchema, req.params.id)
    const { handled } = parseOr400(InquiryUpdateSchema, req.body)
    res.json(await setInquiryHandled(store, id, handled))
  })

  return router
}
