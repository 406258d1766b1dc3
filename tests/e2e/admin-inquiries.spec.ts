import { readFile } from 'node:fs/promises'
import AxeBuilder from '@axe-core/playwright'
import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test'
import { MailInbox } from '../../server/testing/mail-inbox.ts'
import { openSection, signIn, startOwnServer, unique } from './admin-helpers.ts'
import { ADMIN, asNewVisitor, FRESH_CONNECTIONS } from './helpers.ts'

interface ListedInquiry {
  id: string
  status: string
}

const inquiriesAnswer = (page: Page) =>
  page.waitForResponse((response) => new URL(response.url()).pathname === '/api/admin/inquiries' && response.request().method() === 'GET')
const newIn = async (answer: ReturnType<typeof inquiriesAnswer>) =>
  ((await (await answer).json()) as ListedInquiry[]).filter((inquiry) => inquiry.status === 'new').length

/** A visitor's message through the real contact API, from an address of its own (the form is rate limited per address). */
async function sendInquiry(request: APIRequestContext, fields: Record<string, string>) {
  const sent = await request.post('/api/contact', {
    data: { lastName: 'Ríos', email: 'valentina@example.com', phone: '(404) 555-0123', service: 'microblading', message: 'Hello', ...fields },
    headers: { 'x-forwarded-for': `10.7.${process.pid % 250}.${Math.floor(Math.random() * 250) + 1}` },
  })
  expect(sent.status()).toBe(201)
}

const subjectOf = (href: string | null) => new URL(href ?? '').searchParams.get('subject')

test('an inquiry from the Spanish page: counted as new, a Spanish reply draft, a status set and filtered by, a private note in its history', async ({
  page,
  request,
}) => {
  const firstName = `Valentina${unique('').replace(/-/g, '')}`
  const message = 'Quisiera una consulta de microblading la próxima semana.'
  await sendInquiry(request, { firstName, message, language: 'es' })

  // Other tests may send messages too: the count is checked against the list the console itself received.
  const first = inquiriesAnswer(page)
  await signIn(page)
  const waiting = await newIn(first)
  expect(waiting).toBeGreaterThanOrEqual(1)
  const navItem = page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: /^Inquiries/ })
  await expect(navItem).toHaveAccessibleName(`Inquiries ${waiting} unread`)

  const reloaded = inquiriesAnswer(page)
  await openSection(page, /^Inquiries/)
  const newNow = await newIn(reloaded)
  await expect(page.getByRole('button', { name: `New (${newNow})` })).toHaveAttribute('aria-pressed', 'true')
  const card = page.getByRole('article', { name: `${firstName} Ríos` })
  await expect(card).toContainText(message)
  await expect(card).toContainText('Spanish page')
  await expect(card.locator('.adm-badge').filter({ hasText: 'New' })).toBeVisible()

  // Reply: the visitor's email app, with the subject and greeting in the language of the page they wrote from.
  const reply = card.getByRole('link', { name: /^Reply to valentina@example\.com in your email app, in Spanish/ })
  const href = await reply.getAttribute('href')
  expect(href).toMatch(/^mailto:valentina@example\.com\?subject=/)
  expect(subjectOf(href)).toMatch(/^Su consulta – /)
  expect(new URL(href!).searchParams.get('body')).toMatch(new RegExp(`^Hola, ${firstName}:`))
  await expect(card.getByRole('link', { name: /\(404\) 555-0123/ })).toHaveAttribute('href', 'tel:+14045550123')

  // A status: the card leaves the New list and is found under Booked.
  const afterStatus = inquiriesAnswer(page)
  await card.getByLabel(/^Status/).selectOption('booked')
  await expect(page.getByRole('region', { name: 'Notifications (F8)' }).getByRole('status')).toContainText('Status: Booked')
  const newAfter = await newIn(afterStatus)
  await expect(card).toHaveCount(0)
  if (newAfter > 0) await expect(navItem).toHaveAccessibleName(`Inquiries ${newAfter} unread`)
  else await expect(navItem).toHaveAccessibleName('Inquiries')
  await page.getByRole('button', { name: /^Booked \(\d+\)$/ }).click()
  await expect(card.locator('.adm-badge').filter({ hasText: 'Booked' })).toBeVisible()
  await expect(card.getByLabel(/^Status/)).toHaveValue('booked')

  // A private note, kept with who wrote it, beside the status change.
  await card.getByText(/^Notes and history \(1\)$/).click()
  await expect(card.getByRole('listitem').filter({ hasText: 'admin set the status to Booked' })).toBeVisible()
  await card.getByLabel('Private note').fill('Booked for Tuesday 10 am; prefers Spanish.')
  await card.getByRole('button', { name: 'Add note' }).click()
  await expect(card.getByText(/^Notes and history \(2\)$/)).toBeVisible()
  const note = card.getByRole('listitem').filter({ hasText: 'Note by admin' })
  await expect(note).toContainText('Booked for Tuesday 10 am; prefers Spanish.')
  await expect(card.getByLabel('Private note')).toHaveValue('')

  // Still there after a reload: the note and the status are the server's.
  await page.reload()
  await page.getByRole('button', { name: /^Booked \(\d+\)$/ }).click()
  await card.getByText(/^Notes and history \(2\)$/).click()
  await expect(card.getByRole('listitem').filter({ hasText: 'Note by admin' })).toContainText('prefers Spanish')
})

test('a note written while someone else changed the inquiry is refused with their name, kept in its box, and goes in once sent again', async ({
  page,
  request,
}) => {
  const firstName = `Camila${unique('').replace(/-/g, '')}`
  await sendInquiry(request, { firstName, email: 'camila@example.com' })
  await signIn(page)
  await openSection(page, /^Inquiries/)
  const card = page.getByRole('article', { name: `${firstName} Ríos` })
  await card.getByText(/^Notes and history \(0\)$/).click()
  await card.getByLabel('Private note').fill('Left a voicemail.')

  // Meanwhile, on another computer, the status is set (the page's own session stands in for it).
  const signedIn = page.context().request
  const listed = ((await (await signedIn.get('/api/admin/inquiries')).json()) as (ListedInquiry & { firstName: string; updatedAt: string })[]).find(
    (inquiry) => inquiry.firstName === firstName,
  )!
  expect((await signedIn.patch(`/api/admin/inquiries/${listed.id}`, { data: { status: 'replied', updatedAt: listed.updatedAt } })).status()).toBe(200)

  await card.getByRole('button', { name: 'Add note' }).click()
  await expect(page.getByRole('alert')).toContainText('admin changed this inquiry meanwhile')
  // Still on screen (though no longer new), showing their change, with the note still in its box.
  await expect(card.getByRole('listitem').filter({ hasText: 'admin set the status to Replied' })).toBeVisible()
  await expect(card.getByLabel(/^Status/)).toHaveValue('replied')
  await expect(card.getByLabel('Private note')).toHaveValue('Left a voicemail.')
  await card.getByRole('button', { name: 'Add note' }).click()
  await expect(card.getByRole('listitem').filter({ hasText: 'Note by admin' })).toContainText('Left a voicemail.')
})

test.describe('in the Spanish console', () => {
  test.use({ locale: 'es-MX', acceptDownloads: true })

  test('the words are Spanish, the reply to an English visitor is drafted in English, and the CSV export downloads a UTF-8 file', async ({ page, request }) => {
    const firstName = `Grace${unique('').replace(/-/g, '')}`
    await sendInquiry(request, { firstName, lastName: 'Muñoz', email: 'grace@example.com', language: 'en' })

    await asNewVisitor(page)
    await page.goto('/admin/login')
    await page.getByLabel('Usuario').fill(ADMIN.username)
    await page.getByLabel('Contraseña', { exact: true }).fill(ADMIN.password)
    await page.getByRole('button', { name: 'Iniciar sesión' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Panel' })).toBeVisible()
    await page
      .getByRole('navigation', { name: 'Secciones' })
      .getByRole('button', { name: /^Consultas/ })
      .click()

    await expect(page.getByRole('group', { name: 'Mostrar consultas' }).getByRole('button', { name: /^Nuevas \(\d+\)$/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    for (const filter of [/^Respondidas \(\d+\)$/, /^Con cita \(\d+\)$/, /^Cerradas \(\d+\)$/, /^Todas \(\d+\)$/]) {
      await expect(page.getByRole('button', { name: filter })).toBeVisible()
    }
    const card = page.getByRole('article', { name: `${firstName} Muñoz` })
    await expect(card).toContainText('Página en inglés')
    await expect(card.getByLabel(/^Estado/)).toHaveValue('new')
    await expect(card.locator('.adm-badge').filter({ hasText: 'Nueva' })).toBeVisible()
    const reply = card.getByRole('link', { name: /^Responder a grace@example\.com con su programa de correo, en inglés/ })
    expect(subjectOf(await reply.getAttribute('href'))).toMatch(/^Your inquiry about microblading – /)
    await expect(card.getByText(/^Notas e historial \(0\)$/)).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Exportar a CSV' })).toBeVisible()
    // No English words of the section's own.
    for (const english of ['Status', 'New (', 'Notes and history', 'Export to CSV', 'English page']) {
      await expect(page.locator('#adm-main').getByText(english, { exact: false })).toHaveCount(0)
    }

    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Descargar CSV' }).click()
    const file = await download
    expect(file.suggestedFilename()).toMatch(/^inquiries-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/)
    const bytes = await readFile((await file.path())!)
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = bytes.subarray(3).toString('utf8')
    expect(text.split('\r\n')[0]).toBe('Received,Status,First name,Last name,Email,Phone,Service,Page language,Message,Notes')
    expect(text).toContain(`,new,${firstName},Muñoz,grace@example.com,`)
  })
})

test.describe('with a mail server set up', () => {
  let inbox: MailInbox
  let server: { url: string; stop(): void }

  test.beforeAll(async () => {
    inbox = await MailInbox.start()
    server = await startOwnServer({ SMTP_URL: inbox.url, NOTIFY_EMAIL: 'owner@belleza.example' })
  })
  test.afterAll(async () => {
    server?.stop()
    await inbox?.close()
  })

  test('a reply written in the console is emailed to the visitor and kept in the history; a refused one says why and keeps the text', async ({ page }) => {
    const visitor = await playwrightRequest.newContext({ ...FRESH_CONNECTIONS, baseURL: server.url })
    await sendInquiry(visitor, { firstName: 'Lucía', lastName: 'Muñoz', email: 'lucia@example.com', language: 'es' })
    await visitor.dispose()

    await signIn(page, server.url)
    await openSection(page, /^Inquiries/)
    const card = page.getByRole('article', { name: 'Lucía Muñoz' })
    await card.getByRole('button', { name: 'Email a reply' }).click()
    const form = card.getByRole('form', { name: 'Reply to Lucía Muñoz' })
    await expect(form).toContainText('Belleza Brow & Lip Studio <owner@belleza.example>')
    await expect(form.getByLabel('Subject')).toHaveValue(/^Su consulta – /)
    await expect(form.getByLabel('Message')).toHaveValue(/^Hola, Lucía:/)
    await form.getByLabel('Message').fill('Hola, Lucía:\n\nTenemos citas el sábado a las 10.')
    await card.getByText(/^Notes and history/).click()
    const axe = await new AxeBuilder({ page }).include('#adm-main').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
    expect(axe.violations.map((violation) => violation.id)).toEqual([])

    // Refused by the mail server: said, nothing recorded, the text still in the form.
    inbox.refuse = { code: 550, message: 'Mailbox unavailable' }
    await form.getByRole('button', { name: 'Send reply' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'The reply was not sent' })).toContainText('Mailbox unavailable')
    await expect(form.getByLabel('Message')).toHaveValue(/Tenemos citas el sábado a las 10\./)
    await expect(card.locator('.adm-badge').filter({ hasText: 'New' })).toBeVisible()

    inbox.refuse = undefined
    await form.getByRole('button', { name: 'Send reply' }).click()
    await expect(page.getByRole('region', { name: 'Notifications (F8)' }).getByRole('status')).toContainText('Reply sent to lucia@example.com')
    await expect(form).toHaveCount(0)
    // Replied now: it left the New list.
    await expect(card).toHaveCount(0)
    await page.getByRole('button', { name: /^Replied \(1\)$/ }).click()
    await card.getByText(/^Notes and history \(1\)$/).click()
    await expect(card.getByRole('listitem').filter({ hasText: 'Reply emailed by admin to lucia@example.com' })).toContainText('Tenemos citas el sábado')
    const mail = inbox.messages.find((message) => message.to.includes('lucia@example.com'))
    expect(mail?.headers.subject).toMatch(/^Su consulta – /)
    expect(mail?.text).toContain('Tenemos citas el sábado a las 10.')
  })
})
