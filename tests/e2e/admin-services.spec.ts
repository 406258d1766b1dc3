import { expect, request as playwrightRequest, test, type APIRequestContext, type Browser } from '@playwright/test'
import { ADMIN, FRESH_CONNECTIONS } from './helpers.ts'
import { openSection, signIn, startOwnServer, unique } from './admin-helpers.ts'

/**
 * The studio's services, managed in the console's Services section and listed by the public pages. These tests add
 * and hide services, which changes what visitors see: they run one after the other on a server of their own.
 */
test.describe.configure({ mode: 'serial' })

let server: { url: string; stop(): void }
let api: APIRequestContext

test.beforeAll(async () => {
  server = await startOwnServer()
  api = await playwrightRequest.newContext({ ...FRESH_CONNECTIONS, baseURL: server.url })
  expect((await api.post('/api/admin/login', { data: ADMIN })).status()).toBe(200)
})

test.afterAll(async () => {
  await api?.dispose()
  server?.stop()
})

/** A public page as a visitor without a session reads it. */
async function asVisitor<T>(browser: Browser, path: string, read: (page: import('@playwright/test').Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ baseURL: server.url })
  try {
    const page = await context.newPage()
    expect((await page.goto(path))?.status()).toBe(200)
    return await read(page)
  } finally {
    await context.close()
  }
}

test('a service added in the console, with its price, session and booking link, shows on the services pages in both languages; hidden, it is gone', async ({
  page,
  browser,
}) => {
  const slug = unique('brow-tint')
  const name = `Brow tint ${slug.slice(-4)}`
  const bookingUrl = `https://booking.example.com/${slug}`
  await signIn(page, server.url)
  await openSection(page, 'Services')
  await page.getByRole('button', { name: 'New service' }).click()
  const form = page.getByRole('form', { name: 'New service' })
  await form.getByLabel('Name (English)').fill(name)
  await form.getByLabel('Name (Spanish)').fill(`Tinte de cejas ${slug.slice(-4)}`)
  await form.getByLabel('Address').fill(slug)
  await form.getByLabel('Group').selectOption({ label: 'Brows' })
  await form.getByLabel('Summary (English)').fill('A soft tint that frames your brows for weeks.')
  await form.getByLabel('Summary (Spanish)').fill('Un tinte suave que enmarca tus cejas por semanas.')
  await form.getByLabel('Session from (minutes)').fill('25')
  await form.getByLabel('Session to (minutes)').fill('40')
  await form.getByLabel(/^Price \(\$\)/).fill('275')
  await form.getByLabel('Booking link').fill(bookingUrl)
  await form.getByRole('button', { name: 'Add service' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Service added' })).toBeVisible()

  const listed = page.getByRole('list', { name: 'Services, in the order the site lists them' }).locator(`[data-service="${slug}"]`)
  await expect(listed).toContainText(name)
  await expect(listed).toContainText('Brows · $275 · 25–40 min')
  await expect(listed).toContainText('Shown')

  const english = await asVisitor(browser, '/services', async (visitor) => {
    const card = visitor.locator(`#service-${slug}`)
    const footer = visitor.locator('footer').getByRole('navigation', { name: 'Services' })
    return {
      text: await card.innerText(),
      link: await card.getByRole('link', { name, exact: true }).getAttribute('href'),
      footer: await footer.getByRole('link').allTextContents(),
    }
  })
  expect(english.text).toContain('A soft tint that frames your brows for weeks.')
  expect(english.text).toContain('$275')
  expect(english.text).toMatch(/25\D+40/)
  expect(english.link).toBe(`/services/${slug}`)
  // The footer's services follow the shown ones, in order, the new one last before the prices.
  expect(english.footer.slice(-2)).toEqual([name, 'Pricing'])
  const spanish = await asVisitor(browser, '/es/services', (visitor) => visitor.locator(`#service-${slug}`).innerText())
  expect(spanish).toContain(`Tinte de cejas ${slug.slice(-4)}`)
  expect(spanish).toContain('Un tinte suave que enmarca tus cejas por semanas.')
  expect(spanish).toContain('$275')
  // The booking page's price list links the service to its own booking page.
  const booked = await asVisitor(browser, '/booking', (visitor) =>
    visitor
      .locator('main')
      .getByRole('link', { name: new RegExp(`^${name}`) })
      .getAttribute('href'),
  )
  expect(booked).toBe(bookingUrl)

  await listed.getByRole('button', { name: /^Hide/ }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Service hidden' })).toBeVisible()
  await expect(listed).toContainText('Hidden')
  const after = await asVisitor(browser, '/services', async (visitor) => ({
    cards: await visitor.locator(`#service-${slug}`).count(),
    text: await visitor.locator('main').innerText(),
    footer: await visitor.locator('footer').getByRole('navigation', { name: 'Services' }).getByRole('link').allTextContents(),
  }))
  expect(after.cards).toBe(0)
  expect(after.text).not.toContain(name)
  expect(after.footer).not.toContain(name)
  const stranger = await playwrightRequest.newContext({ ...FRESH_CONNECTIONS, baseURL: server.url })
  expect((await stranger.get(`/services/${slug}`)).status()).toBe(404)
  await stranger.dispose()
})

test('the server’s refusal of a service shows on its field: an address another service has', async ({ page }) => {
  await signIn(page, server.url)
  await openSection(page, 'Services')
  await page.getByRole('button', { name: 'New service' }).click()
  const form = page.getByRole('form', { name: 'New service' })
  await form.getByLabel('Name (English)').fill('Another microblading')
  await form.getByLabel('Name (Spanish)').fill('Otro microblading')
  await form.getByLabel('Address').fill('microblading')
  await form.getByLabel('Group').selectOption({ label: 'Brows' })
  await form.getByLabel('Summary (English)').fill('Hair strokes.')
  await form.getByLabel('Summary (Spanish)').fill('Trazos de pelo.')
  await form.getByLabel('Session from (minutes)').fill('120')
  await form.getByLabel('Session to (minutes)').fill('150')
  await form.getByLabel(/^Price \(\$\)/).fill('400')
  await form.getByRole('button', { name: 'Add service' }).click()
  const address = form.getByLabel('Address')
  await expect(address).toHaveAttribute('aria-invalid', 'true')
  await expect(form.getByText('Another service already has this address').first()).toBeVisible()
})

test('a field the server refuses (400 with its fields) is named under that field', async ({ page }) => {
  // The form checks with the same schema as the server, so a refused save is sent as the desktop app or an older
  // console would: the answer's fields are what the form puts under its own.
  const refused = await api.post('/api/services', {
    data: { slug: 'x-ray', name: { en: 'X', es: 'X' }, summary: { en: 'x', es: 'x' }, group: 'brows', duration: { from: 30, to: 20 }, price: -1 },
  })
  expect(refused.status()).toBe(400)
  const body = (await refused.json()) as { fields: Record<string, string> }
  expect(Object.keys(body.fields).sort()).toEqual(['duration.to', 'price'])
  await signIn(page, server.url)
  await openSection(page, 'Services')
  await page.getByRole('button', { name: 'New service' }).click()
  const form = page.getByRole('form', { name: 'New service' })
  await form.getByLabel('Session from (minutes)').fill('30')
  await form.getByLabel('Session to (minutes)').fill('20')
  await form.getByLabel(/^Price \(\$\)/).fill('-1')
  await form.getByRole('button', { name: 'Add service' }).click()
  await expect(form.getByLabel('Session to (minutes)')).toHaveAttribute('aria-invalid', 'true')
  await expect(form.getByText(body.fields['duration.to']!).first()).toBeVisible()
  await expect(form.getByText(body.fields.price!).first()).toBeVisible()
})
