import { type Browser, expect, type Locator, type Page, test } from '@playwright/test'
import { signIn, startOwnServer } from './admin-helpers.ts'
import { asNewVisitor } from './helpers.ts'

/**
 * The console's visitor counts show what visitors did: the test is the only visitor of a server of its own. Headless
 * Chromium names itself a headless browser, which is not counted, so the visitors borrow real browsers' names.
 */
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

let server: { url: string; stop(): void }

test.beforeAll(async () => {
  server = await startOwnServer()
})
test.afterAll(() => server?.stop())

async function visitor(browser: Browser, userAgent: string): Promise<Page> {
  const context = await browser.newContext({ userAgent, locale: 'en-US', viewport: { width: 390, height: 844 } })
  const page = await context.newPage()
  await asNewVisitor(page)
  return page
}

/** The number a bar table shows for one row. */
const cell = (table: Locator, row: string) => table.getByRole('row').filter({ has: table.page().getByRole('rowheader', { name: row, exact: true }) })

test('the Analytics section shows the visits, sources, devices and booking taps the visitors made, readable on a phone', async ({ browser, page }) => {
  // A phone from Instagram reads the home page, taps Book Now and reads the booking page.
  const phone = await visitor(browser, PHONE)
  await phone.goto(`${server.url}/`, { referer: 'https://l.instagram.com/' })
  await phone.locator('html[data-enhanced="true"]').waitFor({ state: 'attached' })
  const beacon = phone.waitForRequest((request) => request.url().endsWith('/api/analytics/intents'))
  await phone.locator('.header-actions > a.button').click()
  await expect(phone).toHaveURL(/\/booking$/)
  expect((await beacon).method()).toBe('POST')
  // A computer comes straight to a Spanish page.
  const computer = await visitor(browser, DESKTOP)
  await computer.goto(`${server.url}/es/services`)

  await page.setViewportSize({ width: 390, height: 844 })
  await signIn(page, server.url)
  await page.goto(`${server.url}/admin/analytics`)
  const visitors = page.getByRole('region', { name: 'Website visitors' })
  const totals = visitors.getByRole('list', { name: 'Totals, last 7 days' })
  const stat = (label: string) => totals.getByRole('listitem').filter({ hasText: label }).locator('.adm-stat__value')
  await expect(stat('Visitors')).toHaveText('2')
  await expect(stat('Page views')).toHaveText('3')
  await expect(stat('Booking taps')).toHaveText('1')

  const table = (name: string) => visitors.getByRole('region', { name, exact: true }).getByRole('table')
  await expect(cell(table('Top pages'), 'Home')).toContainText('1')
  await expect(cell(table('Top pages'), '/booking')).toContainText('1')
  await expect(cell(table('Top pages'), '/es/services')).toContainText('1')
  await expect(cell(table('Where visitors came from'), 'Instagram')).toContainText('1')
  await expect(cell(table('Where visitors came from'), 'Direct or unknown')).toContainText('1')
  await expect(cell(table('Languages'), 'Spanish')).toContainText('1')
  await expect(cell(table('Devices'), 'Phones')).toContainText('1')
  await expect(cell(table('Devices'), 'Computers')).toContainText('1')
  await expect(cell(table('Bookings funnel'), 'Book Now taps')).toContainText('1')
  await expect(cell(table('Booking taps by page'), 'Home')).toContainText('1')
  await expect(cell(table('Booking taps by source'), 'Instagram')).toContainText('1')

  // The chart's numbers, day by day, for those who do not see the chart.
  const chart = visitors.getByRole('region', { name: 'Visitors and page views per day' })
  await chart.getByText('Show the numbers').click()
  const today = chart.getByRole('row').last()
  await expect(today.getByRole('cell')).toHaveText(['2', '3'])

  // The longer periods count the same visits.
  await visitors.getByRole('button', { name: '90 days' }).click()
  await expect(visitors.getByRole('button', { name: '90 days' })).toHaveAttribute('aria-pressed', 'true')
  await expect(visitors.getByRole('list', { name: 'Totals, last 90 days' }).getByRole('listitem').filter({ hasText: 'Page views' })).toContainText('3')

  // Nothing runs off a phone's screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

  // The same counts in the Spanish console (the 90 days still chosen).
  await page.getByRole('button', { name: 'Open menu' }).click()
  await page.getByLabel('Console language').selectOption('es')
  const visitantes = page.getByRole('region', { name: 'Visitantes del sitio' })
  const totales = visitantes.getByRole('list', { name: 'Totales, últimos 90 días' })
  const dato = (label: string) => totales.getByRole('listitem').filter({ hasText: label }).locator('.adm-stat__value')
  await expect(dato('Visitantes')).toHaveText('2')
  await expect(dato('Páginas vistas')).toHaveText('3')
  await expect(dato('Toques para reservar')).toHaveText('1')
  const tabla = (name: string) => visitantes.getByRole('region', { name, exact: true }).getByRole('table')
  await expect(cell(tabla('Páginas más vistas'), 'Inicio')).toContainText('1')
  await expect(cell(tabla('De dónde llegaron'), 'Directo o desconocido')).toContainText('1')
  await expect(cell(tabla('Dispositivos'), 'Teléfonos')).toContainText('1')
  await expect(cell(tabla('Camino a la reserva'), 'Toques en Reservar')).toContainText('1')
})
