import { expect, request as playwrightRequest, test, type APIRequestContext, type Browser, type Page } from '@playwright/test'
import { ADMIN, asNewVisitor, FRESH_CONNECTIONS } from './helpers.ts'
import { openSection, signIn, startOwnServer } from './admin-helpers.ts'

/**
 * The studio chooses where Book Now leads: the booking page (the default), or the booking platform
 * in one tap, a treatment's own booking page from that treatment's buttons. These tests change the settings every
 * page reads, so they run one after the other on a server of their own.
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

const PLATFORM = 'https://book.example.org/studio'
const LIPS = 'https://book.example.org/studio/lip-blushing'

async function visit(browser: Browser, path: string): Promise<Page> {
  const visitor = await browser.newPage({ viewport: { width: 1280, height: 900 } })
  await asNewVisitor(visitor)
  await visitor.goto(`${server.url}${path}`)
  return visitor
}

/** The header's Book Now button. */
const headerBook = (page: Page) => page.locator('.header-actions > a.button')

test('by default Book Now leads to the booking page in the page’s language', async ({ browser }) => {
  for (const [path, booking] of [
    ['/', '/booking'],
    ['/es/faq', '/es/booking'],
  ] as const) {
    const visitor = await visit(browser, path)
    await expect(headerBook(visitor)).toHaveAttribute('href', booking)
    await expect(headerBook(visitor)).not.toHaveAttribute('target', '_blank')
    await visitor.close()
  }
})

test('chosen on the Studio tab, Book Now opens the platform in one tap, and a treatment’s buttons its own booking page', async ({ page, browser }) => {
  // The platform's address, and a treatment's own booking page set beforehand (each service has its own field).
  const stored = await (await api.get('/api/studio')).json()
  const withPlatform = await api.put('/api/admin/studio', { data: { ...stored, booking: { ...stored.booking, url: PLATFORM } } })
  expect(withPlatform.status(), await withPlatform.text()).toBe(200)
  const lipService = ((await (await api.get('/api/services')).json()) as Array<{ id: string; slug: string; updatedAt: string }>).find(
    (service) => service.slug === 'lip-pigmentation',
  )!
  const withLips = await api.patch(`/api/services/${lipService.id}`, { data: { bookingUrl: LIPS, updatedAt: lipService.updatedAt } })
  expect(withLips.status(), await withLips.text()).toBe(200)

  await signIn(page, server.url)
  await openSection(page, 'Settings')
  await page.getByRole('tab', { name: 'Studio' }).click()
  const panel = page.getByRole('tabpanel', { name: 'Studio' })
  const choice = panel.getByRole('group', { name: 'Book Now leads to' })
  await expect(choice.getByRole('radio', { name: /The booking page/ })).toBeChecked()
  await choice.getByRole('radio', { name: /The booking platform, in one tap/ }).check()
  const put = page.waitForResponse((response) => response.url().endsWith('/api/admin/studio') && response.request().method() === 'PUT')
  await panel.getByRole('button', { name: 'Save studio details' }).click()
  expect((await put).status()).toBe(200)
  expect((await (await api.get('/api/studio')).json()).booking.bookNowOpens).toBe('platform')

  for (const path of ['/', '/es/faq', '/microblading-atlanta-ga', '/es/permanent-makeup-aftercare']) {
    const visitor = await visit(browser, path)
    await expect(headerBook(visitor)).toHaveAttribute('href', PLATFORM)
    await expect(headerBook(visitor)).toHaveAttribute('target', '_blank')
    // Screen readers hear that it opens a new tab.
    await expect(headerBook(visitor)).toContainText(path.startsWith('/es') ? '(se abre en una pestaña nueva)' : '(opens in a new tab)')
    // The floating button and the drawer's too.
    await expect(visitor.locator('#floating-panel a.button-primary')).toHaveAttribute('href', PLATFORM)
    await expect(visitor.locator('#site-drawer a.drawer-book')).toHaveAttribute('href', PLATFORM)
    await visitor.close()
  }

  // A treatment's page books that treatment: the lip blushing page's opening and closing band (its price part is the
  // owner's to show), and its card on /services.
  const lips = await visit(browser, '/lip-blushing-atlanta')
  await expect(lips.locator('.hero a.button-primary')).toHaveAttribute('href', LIPS)
  await expect(lips.locator('.cta-band a.button-light')).toHaveAttribute('href', LIPS)
  await lips.close()
  const services = await visit(browser, '/es/services')
  const lipsCard = services.locator('.treatment-card').filter({ has: services.getByRole('heading', { name: /lip blushing/i }) })
  await expect(lipsCard.locator('a.treatment-book')).toHaveAttribute('href', LIPS)
  await services.close()
  // A treatment without a booking page of its own books on the platform's main page.
  const microblading = await visit(browser, '/microblading-atlanta-ga')
  await expect(microblading.locator('.hero a.button-primary')).toHaveAttribute('href', PLATFORM)
  await microblading.close()
})

test('back to the booking page, every Book Now leads there again', async ({ browser }) => {
  const stored = await (await api.get('/api/studio')).json()
  const back = await api.put('/api/admin/studio', { data: { ...stored, booking: { ...stored.booking, bookNowOpens: 'page' } } })
  expect(back.status(), await back.text()).toBe(200)
  const visitor = await visit(browser, '/lip-blushing-atlanta')
  await expect(headerBook(visitor)).toHaveAttribute('href', '/booking')
  await expect(visitor.locator('.hero a.button-primary')).toHaveAttribute('href', '/booking')
  await visitor.close()
})
