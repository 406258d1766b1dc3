import AxeBuilder from '@axe-core/playwright'
import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test'
import { localizedPath } from '#shared/content/routes.ts'
import { startOwnServer } from './admin-helpers.ts'
import { ADMIN, asNewVisitor } from './helpers.ts'
import { uploadPhoto, waitForDerivatives } from './photo-helpers.ts'

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

const PAGES_WITH_PHOTOS = { home: '/', microblading: '/microblading-atlanta-ga', lips: '/lip-blushing-atlanta', ombre: '/ombre-brows-gainesville-ga' }

let server: { url: string; stop(): void }
let api: APIRequestContext

const both = (en: string, es: string) => ({ en, es })

/** Reviews as clients write them: a few sentences, some only in the language they were given in. */
const REVIEWS = [
  [
    'microblading',
    'Dana W.',
    both('I was nervous about my first session and left with brows that look like mine, only better. Six weeks in and they healed soft and even.', ''),
  ],
  ['microblading', 'Lucía R.', both('', 'Me explicaron cada paso y el resultado es muy natural. En el retoque ajustaron la forma exactamente como pedí.')],
  ['lip-pigmentation', 'Kim T.', both('My lips have colour again without lipstick. The swelling was gone in two days, just as they said.', '')],
  ['ombre-brows', 'Ashley M.', both('Ombre brows were the best decision for my oily skin. Powdery, soft and still crisp after a year.', '')],
  [
    'general',
    'María G.',
    both('Clean studio, on time, and honest about what would suit me.', 'Estudio limpio, puntual y sincero sobre lo que me quedaba bien.'),
  ],
] as const

test.beforeAll(async () => {
  test.setTimeout(300_000)
  server = await startOwnServer()
  api = await playwrightRequest.newContext({ baseURL: server.url })
  expect((await api.post('/api/admin/login', { data: ADMIN })).status()).toBe(200)

  const photos = await Promise.all(Array.from({ length: 12 }, () => uploadPhoto(api, { width: 1600, height: 1200 })))
  const heroes = await Promise.all(Array.from({ length: 4 }, () => uploadPhoto(api, { width: 1200, height: 1600 })))
  await waitForDerivatives(api, [...photos, ...heroes])

  // Two published pairs of each treatment: the home page shows the newest of all.
  const services = ['microblading', 'lip-pigmentation', 'ombre-brows']
  for (const [index, service] of [...services, ...services].entries()) {
    const answer = await api.post('/api/gallery', {
      data: {
        kind: 'before-after',
        service,
        beforeImage: photos[index * 2],
        afterImage: photos[index * 2 + 1],
        alt: both(`Before and after ${service}, client ${index + 1}`, `Antes y después, clienta ${index + 1}`),
        consent: true,
        published: true,
      },
    })
    expect(answer.status(), await answer.text()).toBe(201)
  }
  for (const [service, name, quote] of REVIEWS) {
    const answer = await api.post('/api/testimonials', { data: { quote, name, service, rating: 5, source: 'google', permission: true, published: true } })
    expect(answer.status(), await answer.text()).toBe(201)
  }
  for (const [index, id] of Object.keys(PAGES_WITH_PHOTOS).entries()) {
    const stored = (await (await api.get(`/api/admin/pages/${id}`)).json()) as { en: unknown; es: unknown; updatedAt: string }
    const heroPhoto = { image: heroes[index], focusX: 50, focusY: 40, alt: both('Healed brows in daylight', 'Cejas sanadas a la luz del día') }
    const saved = await api.put(`/api/admin/pages/${id}`, { data: { en: stored.en, es: stored.es, updatedAt: stored.updatedAt, heroPhoto } })
    expect(saved.status(), await saved.text()).toBe(200)
  }
})

test.afterAll(async () => {
  await api?.dispose()
  server?.stop()
})

async function visit(page: Page, path: string) {
  const answer = await page.goto(`${server.url}${path}`)
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

test('home and every service page show reviews and before/after photos, on a phone and a laptop, in both languages', async ({ page }) => {
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
        await expect(page.locator('#results .results-card').first(), where).toBeAttached()
      }
    }
  }
})

test('a service page’s reviews are of its own treatment first, and its own pairs only', async ({ page }) => {
  await asNewVisitor(page)
  await visit(page, '/lip-blushing-atlanta')
  await expect(page.locator('#reviews .testimonial').first()).toContainText('My lips have colour again')
  await visit(page, '/microblading-atlanta-ga')
  await expect(page.locator('#reviews .testimonial')).toHaveCount(2)
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
