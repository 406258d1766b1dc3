import AxeBuilder from '@axe-core/playwright'
import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test'
import { startOwnServer } from './admin-helpers.ts'
import { ADMIN, open, FRESH_CONNECTIONS } from './helpers.ts'
import { uploadPhoto, waitForDerivatives } from './photo-helpers.ts'

/**
 * Issue 40: the floating booking button never covers a form field, a label, a caption (the gallery's Before/After tags
 * too) or the footer while a visitor scrolls. On a server of its own with published before-and-after pairs and a
 * review, so the gallery and home show their captions; the tests only read it, one after the other.
 */
test.describe.configure({ mode: 'serial' })

let server: { url: string; stop(): void }
let api: APIRequestContext

test.beforeAll(async () => {
  server = await startOwnServer()
  api = await playwrightRequest.newContext({ ...FRESH_CONNECTIONS, baseURL: server.url })
  expect((await api.post('/api/admin/login', { data: ADMIN })).status()).toBe(200)
  const photos = await Promise.all([
    uploadPhoto(api),
    uploadPhoto(api),
    uploadPhoto(api, { width: 800, height: 1000 }),
    uploadPhoto(api, { width: 800, height: 1000 }),
  ])
  await waitForDerivatives(api, photos)
  const pairs = [
    { service: 'microblading', beforeImage: photos[0], afterImage: photos[1], alt: { en: 'Sparse brows filled in', es: 'Cejas escasas rellenadas' } },
    {
      service: 'lip-pigmentation',
      beforeImage: photos[2],
      afterImage: photos[3],
      alt: { en: 'Pale lips given a rose tint', es: 'Labios pálidos con tono rosado' },
    },
  ]
  for (const pair of pairs) {
    const answer = await api.post('/api/gallery', {
      data: {
        kind: 'before-after',
        consent: true,
        consentDate: '2026-01-05',
        published: true,
        caption: { en: 'Healed result after the touch-up.', es: 'Resultado sanado tras el retoque.' },
        weeksHealed: 6,
        ...pair,
      },
    })
    expect(answer.status(), await answer.text()).toBe(201)
  }
  const review = {
    quote: { en: 'Natural and soft.', es: 'Naturales y suaves.' },
    name: 'Rosa M.',
    service: 'microblading',
    source: 'google',
    permission: true,
    published: true,
  }
  expect((await api.post('/api/testimonials', { data: review })).status()).toBe(201)
})

test.afterAll(async () => {
  await api?.dispose()
  server?.stop()
})

/** What the button must never lie over. The gallery's slider is an invisible control over its photo: its tags count. */
const KEPT_CLEAR = 'input:not([type="hidden"], [type="range"]), select, textarea, label, figcaption, .comparison-tag, footer, form button'

/** The kept-clear elements the shown floating button lies over (none while it is hidden), and whether it is shown. */
function overlaps(page: Page) {
  return page.evaluate((selector) => {
    const toggle = document.querySelector('.floating-toggle')!
    const box = toggle.getBoundingClientRect()
    if (box.width === 0 || box.height === 0) return { shown: false, under: [] as string[] }
    const under = [...document.querySelectorAll(selector)].flatMap((element) => {
      const other = element.getBoundingClientRect()
      const apart =
        other.width === 0 || other.height === 0 || other.right <= box.left || other.left >= box.right || other.bottom <= box.top || other.top >= box.bottom
      return apart ? [] : [`${element.tagName.toLowerCase()}.${element.className} "${(element.textContent ?? '').trim().slice(0, 30)}"`]
    })
    return { shown: true, under }
  }, KEPT_CLEAR)
}

/** Scrolls the page from top to bottom in steps of a sixth of a screen; at each stop the button covers nothing. */
async function scrollThrough(page: Page): Promise<number> {
  const { height, viewport } = await page.evaluate(() => ({ height: document.documentElement.scrollHeight, viewport: window.innerHeight }))
  const step = Math.round(viewport / 6)
  let shown = 0
  for (let y = 0; y <= height - viewport + step; y += step) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y)
    // The button steps aside once the browser has reported what lies under it (a frame or two).
    await expect.poll(async () => (await overlaps(page)).under, { message: `at ${y} px`, timeout: 2_000, intervals: [16, 50, 100, 250] }).toEqual([])
    if ((await overlaps(page)).shown) shown += 1
  }
  return shown
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  for (const path of ['/contact', '/before-after-gallery', '/', '/es/contact', '/es/before-after-gallery', '/es']) {
    test(`covers no field, label, caption or the footer while scrolling ${path} (${viewport.width} px)`, async ({ page }) => {
      test.setTimeout(120_000)
      await page.setViewportSize(viewport)
      await open(page, server.url + path)
      if (path.endsWith('before-after-gallery')) await expect(page.locator('.comparison-tag-after')).toHaveCount(2)
      const shown = await scrollThrough(page)
      // Not by never showing: it is there for most of the scroll.
      expect(shown).toBeGreaterThan(2)
      // At the end of the page (the footer) it has stepped aside.
      expect((await overlaps(page)).shown).toBe(false)
    })
  }
}

test('steps aside while a field has the focus (a phone keyboard is up), and comes back after', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await open(page, `${server.url}/contact`)
  const toggle = page.getByRole('button', { name: 'Open booking options' })
  // Somewhere past the threshold where the button is shown.
  let y = 700
  for (; y < 6000; y += 100) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y)
    if (await toggle.isVisible()) break
  }
  await expect(toggle).toBeVisible()
  await page.locator('#contact-email').evaluate((input: HTMLInputElement) => input.focus({ preventScroll: true }))
  await expect(toggle).toBeHidden()
  await page.locator('#contact-email').evaluate((input: HTMLInputElement) => input.blur())
  await expect(toggle).toBeVisible()
  // Open, it stays (the visitor asked for it) and the page is still clean.
  await toggle.click()
  await expect(page.locator('.floating-panel')).toBeVisible()
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze()
  expect(results.violations.map((violation) => violation.id)).toEqual([])
})
