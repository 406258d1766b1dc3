import AxeBuilder from '@axe-core/playwright'
import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test'
import sharp from 'sharp'
import { uploadName } from '#shared/schema/upload-address.ts'
import { openSection, signIn, startOwnServer } from './admin-helpers.ts'
import { ADMIN, asNewVisitor, FRESH_CONNECTIONS } from './helpers.ts'
import { waitForDerivatives } from './photo-helpers.ts'

/**
 * A page's hero photo: chosen in the console's page editor with the point every crop keeps, shown by the public page
 * in place of the drawing, cropped around that point on a phone and on a desktop, preloaded and sized as the LCP.
 * These tests change pages, so they run on a server of their own, one after the other.
 */
test.describe.configure({ mode: 'serial' })

let server: { url: string; stop(): void }
let api: APIRequestContext
let photo = ''

/** Where the red mark sits on the photo, in percent of its width and height: the point the studio chooses. */
const MARK = { x: 70, y: 15 }
const ALT = { en: 'Healed brows, soft and even', es: 'Cejas sanadas, suaves y parejas' }

/**
 * A tall photo (1000×1600) with a red mark near its top right. A phone's wide frame shows about 42% of its height: a
 * crop around the middle would leave the mark out.
 */
async function markedPhoto(): Promise<Buffer> {
  const [width, height] = [1000, 1600]
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#8a8f99"/>
    <circle cx="${(MARK.x / 100) * width}" cy="${(MARK.y / 100) * height}" r="34" fill="#ff0000"/>
  </svg>`
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer()
}

test.beforeAll(async () => {
  server = await startOwnServer()
  api = await playwrightRequest.newContext({ ...FRESH_CONNECTIONS, baseURL: server.url })
  expect((await api.post('/api/admin/login', { data: ADMIN })).status()).toBe(200)
  const answer = await api.post('/api/upload/image', {
    multipart: { image: { name: 'healed-brows-marked.jpg', mimeType: 'image/jpeg', buffer: await markedPhoto() } },
  })
  expect(answer.status()).toBe(201)
  photo = ((await answer.json()) as { imageUrl: string }).imageUrl
  await waitForDerivatives(api, [photo])
})

test.afterAll(async () => {
  await api?.dispose()
  server?.stop()
})

/**
 * Where the red mark shows inside the hero photo's visible box, in percent of the box, measured on a screenshot of
 * the box (the pixels the visitor sees); null when none of it is in view.
 */
async function markInHero(page: Page): Promise<{ x: number; y: number } | null> {
  const hero = page.locator('.hero-photo-img')
  await expect(hero).toBeVisible()
  await page.waitForFunction(() => {
    const image = document.querySelector<HTMLImageElement>('.hero-photo-img')
    return image?.complete && image.naturalWidth > 0
  })
  const { data, info } = await sharp(await hero.screenshot())
    .raw()
    .toBuffer({ resolveWithObject: true })
  let [sumX, sumY, count] = [0, 0, 0]
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      const at = (y * info.width + x) * info.channels
      if (data[at]! > 180 && data[at + 1]! < 90 && data[at + 2]! < 90) [sumX, sumY, count] = [sumX + x, sumY + y, count + 1]
    }
  }
  if (count < 20) return null
  return { x: (sumX / count / info.width) * 100, y: (sumY / count / info.height) * 100 }
}

test('the page editor takes a hero photo from the library, with the point to keep set by a click and the arrow keys, and its description in both languages', async ({
  page,
}) => {
  // Two saves and an axe run: on a busy 2-core machine that takes longer than the default 30 s.
  test.setTimeout(60_000)
  await signIn(page, server.url)
  await openSection(page, 'Pages')
  await page.getByRole('link', { name: 'Microblading (edit)', exact: true }).click()
  const editor = page.getByRole('form', { name: 'Microblading' })
  const hero = editor.getByRole('region', { name: 'Hero photo' })
  await expect(hero.getByText('The drawing shows')).toBeVisible()

  await hero.getByRole('button', { name: 'Choose from library for the hero photo' }).click()
  await page
    .getByRole('dialog', { name: 'Choose from the library' })
    .getByRole('button', { name: /healed-brows-marked\.jpg/ })
    .click()
  const point = hero.getByRole('group', { name: /^Point to keep in view/ })
  await expect(point).toHaveAccessibleName('Point to keep in view: 50% from the left, 50% from the top')

  // A click on the mark (68% across, 17% down): the point is where the click was. The frame takes the photo's size
  // from the library's answer, loaded or not.
  await expect(point.locator('img')).toHaveAttribute('height', '1600')
  const box = (await point.boundingBox())!
  await page.mouse.click(box.x + box.width * 0.68, box.y + box.height * 0.17)
  await expect(point).toHaveAccessibleName('Point to keep in view: 68% from the left, 17% from the top')
  // The arrow keys move it the rest of the way: one step each, Shift ten.
  await point.focus()
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowUp')
  await page.keyboard.press('ArrowUp')
  await expect(point).toHaveAccessibleName(`Point to keep in view: ${MARK.x}% from the left, ${MARK.y}% from the top`)

  // Without a description in each language, the save is refused at the field.
  await editor.getByRole('button', { name: 'Save changes' }).click()
  await expect(hero.getByRole('textbox', { name: 'What the photo shows (Spanish)' })).toHaveAccessibleDescription(/Describe the photo in Spanish/)
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze()
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])
  await page.getByRole('button', { name: 'Dismiss notification' }).click()
  await hero.getByRole('textbox', { name: 'What the photo shows (English)' }).fill(ALT.en)
  await hero.getByRole('textbox', { name: 'What the photo shows (Spanish)' }).fill(ALT.es)
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/admin/pages/microblading') && response.request().method() === 'PUT')
  await editor.getByRole('button', { name: 'Save changes' }).click()
  expect((await saved).status()).toBe(200)
  await expect(editor.getByRole('status').filter({ hasText: /Saved at/ })).toBeVisible()

  const stored = (await (await api.get('/api/admin/pages/microblading')).json()) as { heroPhoto: unknown }
  expect(stored.heroPhoto).toEqual({ image: photo, focusX: MARK.x, focusY: MARK.y, alt: ALT })
})

for (const { width, height, frame } of [
  // A phone: edge to edge, above the words (styles/phone-first.css).
  { width: 390, height: 844, frame: 4 / 3 },
  { width: 1440, height: 900, frame: 4 / 5 },
]) {
  test(`at ${width} px the hero photo's crop keeps the chosen point in view, where it is on the photo`, async ({ page }) => {
    await asNewVisitor(page)
    await page.setViewportSize({ width, height })
    await page.goto(`${server.url}/microblading-atlanta-ga`)
    const image = page.locator('.hero-photo-img')
    const size = (await image.boundingBox())!
    expect(size.width / size.height).toBeCloseTo(frame, 1)
    const mark = await markInHero(page)
    expect(mark, 'the mark is in view').not.toBeNull()
    // The chosen point lands at the same place in the frame as on the photo (the crop allows it on both sides here).
    expect(Math.abs(mark!.x - MARK.x)).toBeLessThan(5)
    expect(Math.abs(mark!.y - MARK.y)).toBeLessThan(5)
  })
}

test('the hero photo replaces the drawing, is the preloaded, sized, high-priority LCP image, and is described in the page language', async ({ page }) => {
  await asNewVisitor(page)
  for (const [path, language] of [
    ['/microblading-atlanta-ga', 'en'],
    ['/es/microblading-atlanta-ga', 'es'],
  ] as const) {
    await page.goto(`${server.url}${path}`)
    const image = page.locator('.hero-photo-img')
    await expect(image).toHaveAccessibleName(ALT[language])
    await expect(image).toHaveAttribute('fetchpriority', 'high')
    await expect(image).toHaveAttribute('loading', 'eager')
    await expect(image).toHaveAttribute('width', '1000')
    await expect(image).toHaveAttribute('height', '1600')
    await expect(image).toHaveAttribute('srcset', /\/uploads\/v\/[\w-]+-400\.jpg 400w/)
    await expect(page.locator('.hero-art svg')).toHaveCount(0)
    const preload = page.locator('head link[rel="preload"][as="image"]')
    await expect(preload).toHaveCount(1)
    await expect(preload).toHaveAttribute('imagesrcset', /\/uploads\/v\/[\w-]+-800\.avif 800w/)
    await expect(preload).toHaveAttribute('fetchpriority', 'high')
    // What was preloaded is what the page shows: no second download for the LCP.
    await page.waitForFunction(() => document.querySelector<HTMLImageElement>('.hero-photo-img')?.complete)
    const shown = new URL(await image.evaluate((element: HTMLImageElement) => element.currentSrc)).pathname
    expect(shown).toMatch(/\.avif$/)
    expect(await preload.getAttribute('imagesrcset')).toContain(shown)
  }
  await page.goto(`${server.url}/microblading-atlanta-ga`)
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze()
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])
  // A page without a chosen photo keeps its drawing, and preloads nothing.
  await page.goto(`${server.url}/lip-blushing-atlanta`)
  await expect(page.locator('.hero-art svg')).toHaveCount(1)
  await expect(page.locator('.hero-photo-img')).toHaveCount(0)
  await expect(page.locator('head link[rel="preload"][as="image"]')).toHaveCount(0)
})

test('the page editor’s photo to click has its full height before the photo has loaded, from one read of its library record', async ({ page }) => {
  const stored = (await (await api.get('/api/admin/pages/ombre')).json()) as { en: unknown; es: unknown; updatedAt: string }
  const heroPhoto = { image: photo, focusX: 50, focusY: 50, alt: ALT }
  const saved = await api.put('/api/admin/pages/ombre', { data: { en: stored.en, es: stored.es, updatedAt: stored.updatedAt, heroPhoto } })
  expect(saved.status()).toBe(200)

  // The photo is held back until the frame has been measured, as on a slow connection.
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(`**${photo}`, async (route) => {
    await released
    await route.continue()
  })
  // The frame's size and the size warning both come from the library's record of the photo: asked for once.
  const libraryReads: string[] = []
  page.on('request', (asked) => {
    if (new URL(asked.url()).pathname === `/api/admin/images/${uploadName(photo)}`) libraryReads.push(asked.url())
  })
  await signIn(page, server.url)
  await openSection(page, 'Pages')
  await page.getByRole('link', { name: 'Ombre brows (edit)', exact: true }).click()
  const point = page.getByRole('form', { name: 'Ombre brows' }).getByRole('group', { name: /^Point to keep in view/ })
  const image = point.locator('img')
  await expect(image).toBeAttached()
  // The photo is 1000×1600: the frame is 1.6 times as tall as it is wide while the photo is still on its way.
  const tallness = async () => {
    const box = (await point.boundingBox())!
    return Math.round((box.height / box.width) * 100) / 100
  }
  await expect.poll(tallness).toBe(1.6)
  expect(await image.evaluate((img: HTMLImageElement) => img.complete)).toBe(false)
  const waiting = (await point.boundingBox())!
  release()
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  const loaded = (await point.boundingBox())!
  expect(Math.abs(waiting.height - loaded.height)).toBeLessThan(1)
  expect(libraryReads).toHaveLength(1)
})
