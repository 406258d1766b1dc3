import AxeBuilder from '@axe-core/playwright'
import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test'
import { localizedPath } from '#shared/content/routes.ts'
import { startOwnServer } from './admin-helpers.ts'
import { ADMIN, asNewVisitor, open, FRESH_CONNECTIONS } from './helpers.ts'
import { PAGES_WITH_PHOTOS, seedStudioContent } from './studio-content.ts'

/**
 * The pages as a visitor meets them on a studio's real content (hero photos, published before/after pairs and reviews
 * of each treatment): proof first, short on a phone. The starter arrangement puts the results and the reviews right
 * under the opening, a service's facts at a glance under its hero, and leaves out the parts that repeat others.
 * These tests load content, so they run on a server of their own, one after the other.
 */
test.describe.configure({ mode: 'serial' })

const PHONE = { width: 390, height: 844 }
const LAPTOP = { width: 1440, height: 900 }

/** The service pages, with the treatment each one is about. */
const SERVICE_PAGES = [
  { path: '/microblading-atlanta-ga', service: 'microblading' },
  { path: '/lip-blushing-atlanta', service: 'lip-pigmentation' },
  { path: '/ombre-brows-gainesville-ga', service: 'ombre-brows' },
  { path: '/services/microshading', service: 'microshading' },
] as const

/** At most this many phone screens, the footer included. */
const SCREENS = { home: 7, service: 6, pricing: 6 }

let server: { url: string; stop(): void }
let api: APIRequestContext

test.beforeAll(async () => {
  test.setTimeout(300_000)
  server = await startOwnServer()
  api = await playwrightRequest.newContext({ ...FRESH_CONNECTIONS, baseURL: server.url })
  expect((await api.post('/api/admin/login', { data: ADMIN })).status()).toBe(200)
  await seedStudioContent(api)
})

test.afterAll(async () => {
  await api?.dispose()
  server?.stop()
})

/** The page as a visitor has it: loaded and enhanced (on a phone the footer's link groups are folded then). */
async function visit(page: Page, path: string) {
  const answer = await open(page, `${server.url}${path}`)
  expect(answer?.status()).toBe(200)
}

/** How many screens of the viewport's height the page is, footer included. */
const screens = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight / window.innerHeight)

test('on a phone, home is at most 7 screens, each service page and pricing at most 6, in English and Spanish', async ({ page }) => {
  await asNewVisitor(page)
  await page.setViewportSize(PHONE)
  const limits = [
    ['/', SCREENS.home],
    ['/permanent-makeup-pricing', SCREENS.pricing],
    ...SERVICE_PAGES.map(({ path }) => [path, SCREENS.service] as const),
  ] as const
  const measured: string[] = []
  for (const language of ['en', 'es'] as const) {
    for (const [path, most] of limits) {
      await visit(page, localizedPath(path, language))
      const count = await screens(page)
      measured.push(`${localizedPath(path, language)} ${count.toFixed(1)}`)
      expect(count, `${localizedPath(path, language)}: ${count.toFixed(2)} screens`).toBeLessThanOrEqual(most)
    }
  }
  test.info().annotations.push({ type: 'screens', description: measured.join(', ') })
})

test('on a phone the hero photo opens the page, edge to edge, within the first 120 px', async ({ page }) => {
  await asNewVisitor(page)
  await page.setViewportSize(PHONE)
  for (const language of ['en', 'es'] as const) {
    for (const path of Object.values(PAGES_WITH_PHOTOS)) {
      await visit(page, localizedPath(path, language))
      const box = (await page.locator('.hero .hero-photo-img').boundingBox())!
      expect(box.y, path).toBeLessThanOrEqual(120)
      expect(box.width, path).toBe(PHONE.width)
    }
  }
})

test('home and every service page show reviews, and before/after photos where the treatment has them, on a phone and a laptop, in both languages', async ({
  page,
}) => {
  await asNewVisitor(page)
  for (const viewport of [PHONE, LAPTOP]) {
    await page.setViewportSize(viewport)
    for (const language of ['en', 'es'] as const) {
      for (const path of ['/', ...SERVICE_PAGES.map((entry) => entry.path)]) {
        await visit(page, localizedPath(path, language))
        const where = `${localizedPath(path, language)} at ${viewport.width}`
        await expect(page.locator('#reviews .testimonial').first(), where).toBeVisible()
        expect(await page.locator('#reviews .testimonial').count(), where).toBeGreaterThanOrEqual(2)
        await expect(page.locator('#reviews .rating-summary'), where).toContainText('5')
        // Before/after photos where the treatment has pairs (microshading has none yet: no strip, never another's).
        if (path === '/services/microshading') await expect(page.locator('#results'), where).toHaveCount(0)
        else await expect(page.locator('#results .results-card').first(), where).toBeAttached()
      }
    }
  }
})

test('a service page’s reviews are of its own treatment first, then the studio’s in general, never another treatment’s', async ({ page }) => {
  await asNewVisitor(page)
  await visit(page, '/lip-blushing-atlanta')
  await expect(page.locator('#reviews .testimonial').first()).toContainText('My lips have colour again')
  // The lip page has one of its own: the studio's review in general follows it, never another treatment's.
  await expect(page.locator('#reviews .testimonial')).toHaveCount(2)
  await expect(page.locator('#reviews .testimonial').nth(1)).toContainText('Clean studio, on time')
  await visit(page, '/microblading-atlanta-ga')
  await expect(page.locator('#reviews .testimonial')).toHaveCount(3)
  await expect(page.locator('#reviews .testimonial').nth(2)).toContainText('Clean studio, on time')
  await expect(page.locator('#reviews')).not.toContainText('My lips have colour again')
  // Microshading has no review yet: the studio's reviews stand in.
  await visit(page, '/services/microshading')
  await expect(page.locator('#reviews .testimonial')).toHaveCount(3)
})

test('a service’s price and how long it lasts are on the first two phone screens, from its record', async ({ page }) => {
  await asNewVisitor(page)
  await page.setViewportSize(PHONE)
  const services = (await (await api.get('/api/services')).json()) as Array<{ slug: string; price: number; lasts: { en: string } }>
  for (const { path, service } of SERVICE_PAGES) {
    const record = services.find((entry) => entry.slug === service)!
    await visit(page, path)
    const glance = page.locator('#glance')
    await expect(glance.locator('.glance-price')).toHaveText(`$${record.price.toLocaleString('en-US')}`)
    await expect(glance).toContainText(record.lasts.en)
    const box = (await glance.boundingBox())!
    expect(box.y + box.height, path).toBeLessThanOrEqual(2 * PHONE.height)
  }
})

test('the proof rows swipe on a phone, reachable by keyboard, and axe finds nothing on the pages that carry them', async ({ page }) => {
  await asNewVisitor(page)
  await page.setViewportSize(PHONE)
  for (const path of ['/', '/es/lip-blushing-atlanta', '/services/microshading']) {
    await visit(page, path)
    const rail = page.locator('#reviews .rail')
    expect(await rail.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true)
    expect(await rail.getAttribute('tabindex')).toBe('0')
    const results = await new AxeBuilder({ page }).analyze()
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`)).toEqual([])
  }
})
