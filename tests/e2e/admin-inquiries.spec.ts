import { expect, test, type Page } from '@playwright/test'
import { openSection, signIn, unique } from './admin-helpers.ts'

interface ListedInquiry {
  firstName: string
  handled: boolean
}

const inquiriesAnswer = (page: Page) =>
  page.waitForResponse((response) => new URL(response.url()).pathname === '/api/admin/inquiries' && response.request().method() === 'GET')
const unreadIn = async (answer: ReturnType<typeof inquiriesAnswer>) =>
  ((await (await answer).json()) as ListedInquiry[]).filter((inquiry) => !inquiry.handled).length

test('an inquiry sent through /api/contact appears in Inquiries with an unread count, and can be marked handled', async ({ page, request }) => {
  const firstName = `Valentina${unique('').replace(/-/g, '')}`
  const message = 'I would like to book a microblading consultation next week.'
  const sent = await request.post('/api/contact', {
    data: { firstName, lastName: 'Ríos', email: 'valentina@example.com', phone: '(404) 555-0123', service: 'microblading', message },
    // A visitor of its own: the contact form is rate limited per address.
    headers: { 'x-forwarded-for': `10.7.${process.pid % 250}.${Math.floor(Math.random() * 250) + 1}` },
  })
  expect(sent.status()).toBe(201)

  // Other tests may send messages too: the count is checked against the list the console itself received.
  const first = inquiriesAnswer(page)
  await signIn(page)
  const unread = await unreadIn(first)
  expect(unread).toBeGreaterThanOrEqual(1)
  const navItem = page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: /^Inquiries/ })
  await expect(navItem).toHaveAccessibleName(`Inquiries ${unread} unread`)
  await expect(page.getByRole('region', { name: 'Inquiries' })).toContainText(`${unread} ${unread === 1 ? 'inquiry' : 'inquiries'} waiting for an answer.`)

  const reloaded = inquiriesAnswer(page)
  await openSection(page, /^Inquiries/)
  const unreadNow = await unreadIn(reloaded)
  const card = page.getByRole('article', { name: `${firstName} Ríos` })
  await expect(card).toContainText(message)
  await expect(card).toContainText('Microblading')
  await expect(card.locator('.adm-badge').filter({ hasText: 'New' })).toBeVisible()
  await expect(card.getByRole('link', { name: /valentina@example\.com/ })).toHaveAttribute('href', /^mailto:valentina@example\.com\?subject=/)
  await expect(card.getByRole('link', { name: /\(404\) 555-0123/ })).toHaveAttribute('href', 'tel:+14045550123')
  await expect(page.getByRole('button', { name: `Open (${unreadNow})` })).toHaveAttribute('aria-pressed', 'true')

  const afterHandling = inquiriesAnswer(page)
  await card.getByRole('button', { name: /^Mark handled/ }).click()
  await expect(page.getByRole('region', { name: 'Notifications (F8)' }).getByRole('status')).toContainText('Marked as handled')
  const unreadAfter = await unreadIn(afterHandling)
  await expect(card).toHaveCount(0)
  if (unreadAfter > 0) await expect(navItem).toHaveAccessibleName(`Inquiries ${unreadAfter} unread`)
  else await expect(navItem).toHaveAccessibleName('Inquiries')
  await page.getByRole('button', { name: /^Handled \(\d+\)$/ }).click()
  await expect(card.locator('.adm-badge').filter({ hasText: 'Handled' })).toBeVisible()
})
