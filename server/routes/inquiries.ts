import { randomUUID } from 'node:crypto'
import express, { type Request, Router } from 'express'
import { z } from 'zod'
import { CONTACT_FORM_NOTICES, CONTACT_FORM_PAGES, LANGUAGES, localizedPath, splitLanguage } from '#shared/content/routes.ts'
import { refusedContactForm } from '#shared/content/contact-form-state.ts'
import { TimestampSchema } from '#shared/schema/common.ts'
import { INQUIRY_PAGE, type Inquiry, InquiryInputSchema } from '#shared/schema/inquiry.ts'
import { HttpError, badRequest, parseOr400, tooManyRequests } from '../http-errors.ts'
import { CONSULTATION } from '#shared/schema/service-values.ts'
import { isOfferedService } from '../store/services.ts'
import { type Logger, silentLogger } from '../logging/logger.ts'
import { type InquiryMailer, ReplyNotSent } from '../notify/inquiry-mailer.ts'
import { AttemptLimiter } from '../security/attempt-limiter.ts'
import { requireSameOrigin } from '../security/request-guards.ts'
import {
  addInquiryNote,
  createInquiry,
  checkedInquiry,
  inquiriesReceived,
  listInquiries,
  recordInquiryReply,
  setInquiryStatus,
  waitingInquiries,
} from '../store/inquiries.ts'
import { ANSWERED, operationRoutes } from './operation-route.ts'
import { inquiriesCsv } from './inquiry-csv.ts'
import { requiredVersion } from './required-version.ts'
import type { Store } from '../store/store.ts'
import { studioSettings } from '../store/studio.ts'

/**
 * A person sends one or two messages. More than this from one address, or for one email address, is a bot; more
 * than `overall` from everyone together is a flood (many addresses), and the form asks people to call meanwhile.
 */
export const CONTACT_LIMITS = {
  perAddress: { attempts: 5, windowMs: 15 * 60 * 1000 },
  perEmail: { attempts: 3, windowMs: 60 * 60 * 1000 },
  overall: { attempts: 60, windowMs: 15 * 60 * 1000 },
}

const InquiryPageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(INQUIRY_PAGE.max).default(INQUIRY_PAGE.default),
  before: TimestampSchema.optional(),
})

/**
 * The contact form's inquiries: `api` is the JSON contract (`POST /api/contact`, the admin's list), `form` the same
 * message posted by a browser without JavaScript to the page that carries the form. Both share one rate limit.
 * With `mailer` each stored inquiry is emailed to the studio once the visitor has the answer, and staff can email a
 * reply from the console. Staff (owners and editors) set an inquiry's status, add private notes and export a CSV.
 */
export function inquiryRoutes(store: Store, publicUrl: string, mailer?: InquiryMailer, logger: Logger = silentLogger): { api: Router; form: Router } {
  const router = Router()
  const route = operationRoutes(router, store)
  const perAddress = new AttemptLimiter(CONTACT_LIMITS.perAddress.attempts, CONTACT_LIMITS.perAddress.windowMs)
  const perEmail = new AttemptLimiter(CONTACT_LIMITS.perEmail.attempts, CONTACT_LIMITS.perEmail.windowMs)
  const overall = new AttemptLimiter(CONTACT_LIMITS.overall.attempts, CONTACT_LIMITS.overall.windowMs)

  /**
   * Stores a visitor's message; undefined for a bot's (nothing kept). An HttpError (400, 429) says why not.
   * `body`: the request's fields (the form's page gives its language).
   */
  async function receive(req: Request, body: unknown = req.body): Promise<Inquiry | undefined> {
    const ipKey = req.ip ?? 'unknown'
    const refuse = (retryAfter: number) => {
      if (retryAfter > 0) throw tooManyRequests(`We could not take your message right now. Please call us at ${studioSettings(store).phone}.`, retryAfter)
    }
    refuse(perAddress.retryAfter(ipKey))
    const { website, ...fields } = parseOr400(InquiryInputSchema, body)
    // A service the studio shows (or a consultation): the form lists those, so another is a stale or forged form.
    if (fields.service && fields.service !== CONSULTATION && !isOfferedService(store, fields.service)) {
      throw badRequest('Choose a service from the list', { service: 'Choose a service from the list' })
    }
    const emailKey = fields.email.toLowerCase()
    refuse(Math.max(perEmail.retryAfter(emailKey), overall.retryAfter('all')))
    perAddress.hit(ipKey)
    // Honeypot filled: answer exactly like a success so the bot learns nothing, and keep nothing.
    if (website) return undefined
    perEmail.hit(emailKey)
    overall.hit('all')
    return createInquiry(store, fields, { emailed: mailer !== undefined })
  }

  router.post('/contact', async (req, res) => {
    const inquiry = await receive(req)
    res.status(201).json({ ok: true, id: inquiry?.id ?? randomUUID() })
    // After the answer, never awaited: email never delays or fails the visitor's request.
    if (inquiry) mailer?.send(inquiry.id)
  })

  route('listInquiries', { role: 'staff', input: InquiryPageQuerySchema }, ({ input }) => listInquiries(store, input))
  route('listWaitingInquiries', 'staff', () => waitingInquiries(store))

  // Before '/admin/inquiries/:id…', so the names below are never taken for an id.
  route('getInquiryReplyEmail', 'staff', () => ({ sends: mailer !== undefined, from: mailer?.replyFrom() ?? null }))

  route('exportInquiries', 'staff', ({ input: { from, to, timeZone }, res }) => {
    const day = (iso: string) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(iso))
    const name = `inquiries-${day(from)}-to-${day(new Date(Date.parse(to) - 1).toISOString())}.csv`
    res.type('text/csv; charset=utf-8')
    res.attachment(name)
    res.send(inquiriesCsv(inquiriesReceived(store, { from, to }), timeZone))
    return ANSWERED
  })

  route('setInquiryStatus', 'staff', ({ params: [id], input: { status, updatedAt }, by }) =>
    setInquiryStatus(store, id, status, { actor: by.actor, updatedAt: requiredVersion(updatedAt) }),
  )

  route('addInquiryNote', { role: 'staff', status: 201 }, ({ params: [id], input: { text, updatedAt }, by }) =>
    addInquiryNote(store, id, text, { actor: by.actor, updatedAt }),
  )

  // Sent first, then recorded: a reply the mail server refused is not in the history, and the console keeps its text.
  route('replyToInquiry', { role: 'staff', status: 201 }, async ({ params: [id], input: { subject, text, updatedAt }, by }) => {
    if (!mailer) throw badRequest('Replies cannot be emailed from here: the server has no mail server set up (SMTP_URL). Reply from your email app.')
    // Checked before sending too: a reply written on an old view (someone else answered meanwhile) is not sent.
    const inquiry = checkedInquiry(store, id, updatedAt)
    try {
      await mailer.sendReply(inquiry, { subject, text })
    } catch (error) {
      if (error instanceof ReplyNotSent) throw new HttpError(502, `The reply was not sent: ${error.message}`)
      throw error
    }
    // The email is out: record it whatever changed meanwhile, so the history never misses a sent reply.
    return recordInquiryReply(store, id, { to: inquiry.email, subject, text }, { actor: by.actor })
  })

  // Without JavaScript: a form post (urlencoded) to the page's own address, answered with a redirect back to the
  // form's notice, so a reload never sends the message twice. A refused one (a field the server would not take, too
  // many messages) gets its page again with what the visitor typed and the fields marked: left in
  // `res.locals.refusedContactForm` for the site's routes, which render it (server/routes/site.ts, never held).
  const form = Router()
  const formPages = CONTACT_FORM_PAGES.flatMap((path) => LANGUAGES.map((language) => localizedPath(path, language)))
  form.post(formPages, requireSameOrigin(publicUrl), express.urlencoded({ extended: false, limit: '100kb' }), async (req, res, next) => {
    const language = splitLanguage(req.path).language // the form posts to its own page
    const result = await receive(req, { ...req.body, language }).then(
      (inquiry) => ({ sent: true, inquiry, refusal: undefined }),
      (error: unknown) => {
        if (error instanceof HttpError && error.status < 500) return { sent: false, inquiry: undefined, refusal: error }
        logger.error({ err: error }, '[contact form] a message could not be received')
        return { sent: false, inquiry: undefined, refusal: undefined }
      },
    )
    if (result.refusal) {
      res.locals.refusedContactForm = refusedContactForm(result.refusal.status, req.body, result.refusal.fields)
      return next()
    }
    res.redirect(303, `${req.path}#${result.sent ? CONTACT_FORM_NOTICES.sent : CONTACT_FORM_NOTICES.notSent}`)
    if (result.inquiry) mailer?.send(result.inquiry.id)
  })

  return { api: router, form }
}
