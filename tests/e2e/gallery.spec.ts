import AxeBuilder from '@axe-core/playwright'
import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test'
import { startOwnServer } from './admin-helpers.ts'
import { ADMIN, open, FRESH_CONNECTIONS } from './helpers.ts'
import { layoutShift, uploadPhoto, waitForDerivatives } from './photo-helpers.ts'

/**
 * The before-and-after gallery and the portfolio's healed results. These tests publish and remove gallery
 * items, so they run one after the other on a server of their own: the shared server's gallery stays empty for
 * every other spec, and nothing another spec does can change what these see.
 */
test.describe.configure({ mode: 'serial' })

let server: { url: string; stop(): void }
let api: APIRequestContext
const items: string[] = []

const BROWS = { en: 'Sparse brows filled in with fine hair strokes', es: 'Cejas escasas rellenadas con trazos finos' }
const LIPS = { en: 'Pale lips given a soft rose tint', es: 'Labios pálidos con un suave tono rosado' }

test.beforeAll(async () => {
  server = await startOwnServer()
  api = await playwrightRequest.newContext({ ...FRESH_CONNECTIONS, baseURL: server.url })
  const login = await api.post('/api/admin/login', { data: ADMIN })
  expect(login.status()).toBe(200)
})

test.afterAll(async () => {
  await api?.dispose()
  server?.stop()
})

const gallery = (language: 'en' | 'es' = 'en') => `${server.url}${language === 'es' ? '/es' : ''}/before-after-gallery`
const sliders = (page: Page) => page.locator('input[type="range"]')

test('without published photos the gallery shows the Coming Soon notice, in English and Spanish', async ({ page }) => {
  await open(page, gallery('en'))
  await expect(page.getByRole('heading', { level: 2, name: 'Portfolio Coming Soon' })).toBeVisible()
  await expect(sliders(page)).toHaveCount(0)
  await open(page, gallery('es'))
  await expect(page.getByRole('heading', { level: 2, name: 'Portafolio próximamente' })).toBeVisible()
  await expect(sliders(page)).toHaveCount(0)
  // The portfolio is as it was: no healed results section.
  await open(page, `${server.url}/portfolio`)
  await expect(page.getByRole('heading', { name: 'Healed results' })).toHaveCount(0)
})

test('published pairs replace the notice with comparison sliders whose photos are labelled in the page language', async ({ page }) => {
  test.setTimeout(120_000)
  const photos = await Promise.all([
    uploadPhoto(api),
    uploadPhoto(api),
    uploadPhoto(api, { width: 800, height: 1000 }),
    uploadPhoto(api, { width: 800, height: 1000 }),
  ])
  await waitForDerivatives(api, photos)
  const publish = async (fields: Record<string, unknown>) => {
    const answer = await api.post('/api/gallery', { data: { kind: 'before-after', consent: true, consentDate: '2026-01-05', published: true, ...fields } })
    expect(answer.status()).toBe(201)
    items.push(((await answer.json()) as { id: string }).id)
  }
  await publish({
    service: 'microblading',
    beforeImage: photos[0],
    afterImage: photos[1],
    caption: { en: 'Fuller, even brows after one session and the touch-up.', es: 'Cejas más llenas y parejas tras una sesión y el retoque.' },
    alt: BROWS,
    weeksHealed: 6,
    artist: 'Daniela Reyes',
  })
  await publish({ service: 'lip-pigmentation', beforeImage: photos[2], afterImage: photos[3], alt: LIPS })

  await open(page, gallery('en'))
  await expect(page.getByText('Portfolio Coming Soon')).toHaveCount(0)
  await expect(sliders(page)).toHaveCount(2)
  const first = page.locator('.comparison-figure').first()
  await expect(first.getByRole('img', { name: `Before: ${BROWS.en}` })).toHaveCount(1)
  await expect(first.getByRole('img', { name: `After: ${BROWS.en}` })).toHaveCount(1)
  await expect(first.getByRole('slider', { name: `Compare before and after: ${BROWS.en}` })).toHaveValue('50')
  await expect(first.locator('figcaption')).toContainText('Fuller, even brows after one session and the touch-up.')
  await expect(first.locator('figcaption')).toContainText('Microblading')
  await expect(first.locator('figcaption')).toContainText('Healed for 6 weeks')
  await expect(first.locator('figcaption')).toContainText('Artist: Daniela Reyes')
  // The box has the after photo's proportions, and both photos are responsive pictures at their true size.
  const box = await first.locator('.comparison').boundingBox()
  expect(box!.width / box!.height).toBeCloseTo(1600 / 1200, 2)
  await expect(first.locator('source[type="image/avif"]')).toHaveCount(2)
  await expect(first.locator('img').first()).toHaveAttribute('width', '1000')

  await open(page, gallery('es'))
  await expect(page.getByText('Portafolio próximamente')).toHaveCount(0)
  const second = page.locator('.comparison-figure').nth(1)
  await expect(second.getByRole('img', { name: `Antes: ${LIPS.es}` })).toHaveCount(1)
  await expect(second.getByRole('img', { name: `Después: ${LIPS.es}` })).toHaveCount(1)
  await expect(second.getByRole('slider', { name: `Comparar antes y después: ${LIPS.es}` })).toBeAttached()
  await expect(second.locator('figcaption')).toContainText('Lip blushing')
  await expect(page.locator('.comparison-figure').first().locator('figcaption')).toContainText('6 semanas de cicatrización')
})

test('the slider moves with the keyboard and says where it is', async ({ page }) => {
  await open(page, gallery('en'))
  const comparison = page.locator('.comparison').first()
  const slider = comparison.getByRole('slider')
  const position = () => comparison.evaluate((element) => getComputedStyle(element).getPropertyValue('--position').trim())
  const handleLeft = () => comparison.locator('.comparison-handle').evaluate((element) => element.getBoundingClientRect().left)
  expect(await position()).toBe('50%')
  const middle = await handleLeft()

  await slider.focus()
  await page.keyboard.press('ArrowRight')
  await expect.poll(position).toBe('51%')
  await expect(slider).toHaveAttribute('aria-valuetext', '51% before, 49% after')
  await page.keyboard.press('End')
  await expect.poll(position).toBe('100%')
  expect(await handleLeft()).toBeGreaterThan(middle)
  // At the far right the after photo is fully covered by the before photo's side: none of it shows.
  await expect(comparison.locator('.comparison-after')).toHaveCSS('clip-path', 'inset(0px 0px 0px 100%)')
  await page.keyboard.press('Home')
  await expect.poll(position).toBe('0%')
  await expect(slider).toHaveAttribute('aria-valuetext', '0% before, 100% after')
})

test('a tap or drag anywhere on the photo moves the divider there (touch)', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })
  const page = await context.newPage()
  try {
    await open(page, gallery('en'))
    const comparison = page.locator('.comparison').first()
    await comparison.scrollIntoViewIfNeeded()
    const box = (await comparison.boundingBox())!
    await page.touchscreen.tap(box.x + box.width * 0.25, box.y + box.height * 0.5)
    await expect.poll(() => comparison.evaluate((element) => parseFloat(getComputedStyle(element).getPropertyValue('--position')))).toBeCloseTo(25, -1)
    // Nothing is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  } finally {
    await context.close()
  }
})

test('the service filter shows the pairs of one service', async ({ page }) => {
  await open(page, gallery('en'))
  const figures = page.locator('.gallery-grid > li')
  const filters = page.getByRole('group', { name: 'Show' })
  await expect(filters.getByRole('button')).toHaveText(['All services', 'Microblading', 'Lip Blushing'])
  await filters.getByRole('button', { name: 'Lip Blushing' }).click()
  await expect(filters.getByRole('button', { name: 'Lip Blushing' })).toHaveAttribute('aria-pressed', 'true')
  await expect(figures.filter({ visible: true })).toHaveCount(1)
  await expect(figures.filter({ visible: true }).getByRole('slider')).toHaveAccessibleName(`Compare before and after: ${LIPS.en}`)
  await expect(page.getByRole('status').filter({ hasText: 'photo pair' })).toHaveText('1 photo pair shown')
  await filters.getByRole('button', { name: 'All services' }).click()
  await expect(figures.filter({ visible: true })).toHaveCount(2)
})

test('the gallery with photos does not shift as it loads', async ({ page }) => {
  expect(await layoutShift(page, gallery('en'))).toBeLessThan(0.01)
})

test('axe finds no violation on the gallery with photos, in both languages', async ({ page }) => {
  for (const language of ['en', 'es'] as const) {
    await open(page, gallery(language))
    await page.waitForLoadState('networkidle')
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze()
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])
  }
})

test('the portfolio shows healed results: the pair healed for 6 weeks, not a pair with no healing time', async ({ page }) => {
  await open(page, `${server.url}/portfolio`)
  const healed = page.getByRole('region', { name: 'Healed results' })
  await expect(healed.getByRole('img')).toHaveCount(1)
  await expect(healed.getByRole('img', { name: `After: ${BROWS.en}` })).toHaveAttribute('loading', 'lazy')
  await expect(healed).toContainText('Healed for 6 weeks')
  await expect(healed.getByRole('link', { name: 'Compare before and after photos' })).toHaveAttribute('href', '/before-after-gallery')
  // The feeds are still there, below.
  await expect(page.getByRole('heading', { name: 'Follow our latest work' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze()
  expect(results.violations.map((violation) => violation.id)).toEqual([])
})

test('once the pairs are deleted the Coming Soon notice is back', async ({ page }) => {
  for (const id of items.splice(0)) expect((await api.delete(`/api/gallery/${id}`)).status()).toBe(200)
  await open(page, gallery('en'))
  await expect(page.getByRole('heading', { level: 2, name: 'Portfolio Coming Soon' })).toBeVisible()
  await expect(sliders(page)).toHaveCount(0)
})
