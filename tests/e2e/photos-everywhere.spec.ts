import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test'
import sharp from 'sharp'
import { startOwnServer } from './admin-helpers.ts'
import { ADMIN, asNewVisitor, FRESH_CONNECTIONS } from './helpers.ts'
import { layoutShift, uploadPhoto, waitForDerivatives } from './photo-helpers.ts'

/**
 * Photos wherever the studio has them: a page is shared with its hero photo's 1200×630 crop around
 * the chosen point; a service's card shows its newest published result; a tall photo in a post leaves room for the
 * words. These tests change pages, so they run on a server of their own, one after the other.
 */
test.describe.configure({ mode: 'serial' })

let server: { url: string; stop(): void }
let api: APIRequestContext
let hero = ''
let older = ''
let newest = ''
let portrait = ''
let postSlug = ''

const ALT = { en: 'Healed brows, soft and even', es: 'Cejas sanadas, suaves y parejas' }
/** The hero's chosen point: near the top right of a tall photo. */
const POINT = { x: 70, y: 15 }

/** A tall photo (1000×1600), grey with a red mark at POINT: a crop around the middle would leave the mark out. */
async function markedPhoto(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1600">
    <rect width="100%" height="100%" fill="#8a8f99"/>
    <circle cx="${POINT.x * 10}" cy="${POINT.y * 16}" r="60" fill="#ff0000"/>
  </svg>`
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer()
}

const both = (en: string, es: string) => ({ en, es })

test.beforeAll(async () => {
  test.setTimeout(240_000)
  server = await startOwnServer()
  api = await playwrightRequest.newContext({ ...FRESH_CONNECTIONS, baseURL: server.url })
  expect((await api.post('/api/admin/login', { data: ADMIN })).status()).toBe(200)
  const answer = await api.post('/api/upload/image', { multipart: { image: { name: 'marked.jpg', mimeType: 'image/jpeg', buffer: await markedPhoto() } } })
  expect(answer.status()).toBe(201)
  hero = ((await answer.json()) as { imageUrl: string }).imageUrl
  older = await uploadPhoto(api, { width: 1600, height: 1200 })
  newest = await uploadPhoto(api, { width: 1600, height: 1200 })
  portrait = await uploadPhoto(api, { width: 900, height: 1600 })
  await waitForDerivatives(api, [hero, older, newest, portrait])

  const page = (await (await api.get('/api/admin/pages/microblading')).json()) as { en: unknown; es: unknown; updatedAt: string }
  const heroPhoto = { image: hero, focusX: POINT.x, focusY: POINT.y, alt: ALT }
  const saved = await api.put('/api/admin/pages/microblading', { data: { en: page.en, es: page.es, updatedAt: page.updatedAt, heroPhoto } })
  expect(saved.status(), await saved.text()).toBe(200)

  // Two published results of microblading, the second the newest: its card shows that one.
  for (const [index, afterImage] of [older, newest].entries()) {
    const item = await api.post('/api/gallery', {
      data: {
        kind: 'healed',
        service: 'microblading',
        afterImage,
        alt: both(`Microbladed brows, client ${index + 1}`, `Cejas con microblading, clienta ${index + 1}`),
        caption: both('', ''),
        consent: true,
        published: true,
      },
    })
    expect(item.status(), await item.text()).toBe(201)
  }

  postSlug = `tall-photo-${Date.now()}`
  const paragraph = 'The first days the colour looks stronger; it softens as the skin settles over four to six weeks. '.repeat(4)
  const post = await api.post('/api/blog/posts', {
    data: {
      title: 'Brows, healed in six weeks',
      slug: postSlug,
      excerpt: 'What healed brows look like.',
      markdown: `${paragraph}\n\n![Healed brows, close up](${portrait})\n\n${paragraph}`,
      category: 'Microblading',
      tags: ['tests'],
      language: 'en',
      featuredImage: portrait,
      featuredImageAlt: 'Healed brows, a tall photo',
      published: true,
    },
  })
  expect(post.status(), await post.text()).toBe(201)
})

test.afterAll(async () => {
  await api?.dispose()
  server?.stop()
})

async function shareImage(page: Page): Promise<{ url: string; width: string | null; height: string | null }> {
  // Read at once: a tag a page does not have is null, not a wait.
  return page.evaluate(() => {
    const content = (property: string) => document.querySelector(`meta[property="${property}"]`)?.getAttribute('content') ?? null
    return { url: content('og:image') ?? '', width: content('og:image:width'), height: content('og:image:height') }
  })
}

test('a page with a hero photo is shared with its 1200×630 crop around the chosen point, in both languages; a page with a drawing keeps the drawn card', async ({
  page,
}) => {
  await asNewVisitor(page)
  const id = hero.replace(/^\/uploads\//, '').replace(/\.jpg$/, '')
  for (const path of ['/microblading-atlanta-ga', '/es/microblading-atlanta-ga']) {
    await page.goto(`${server.url}${path}`)
    const shared = await shareImage(page)
    expect(shared).toEqual({ url: `${server.url}/uploads/v/${id}-og-${POINT.x}-${POINT.y}.jpg`, width: '1200', height: '630' })
  }
  // What a network fetches: a 1200×630 JPEG, with the mark (the chosen point) in it.
  const answer = await api.get(new URL((await shareImage(page)).url).pathname)
  expect(answer.status()).toBe(200)
  expect(answer.headers()['content-type']).toBe('image/jpeg')
  const { data, info } = await sharp(await answer.body())
    .raw()
    .toBuffer({ resolveWithObject: true })
  expect([info.width, info.height]).toEqual([1200, 630])
  let red = 0
  for (let at = 0; at < data.length; at += info.channels) if (data[at]! > 180 && data[at + 1]! < 90 && data[at + 2]! < 90) red++
  expect(red, 'the mark is in the crop').toBeGreaterThan(1000)

  await page.goto(`${server.url}/lip-blushing-atlanta`)
  expect((await shareImage(page)).url).not.toContain('/uploads/')
})

for (const { width, height } of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`at ${width} px a service card shows the service's newest result, lazy and sized; one without photos its drawing; nothing moves`, async ({ page }) => {
    await asNewVisitor(page)
    await page.setViewportSize({ width, height })
    await page.goto(`${server.url}/services`)
    const card = page.locator('#service-microblading')
    const image = card.locator('picture.treatment-photo img')
    await expect(image).toHaveCount(1)
    // A healed result: its own description (a pair's after photo would say "After:").
    await expect(image).toHaveAttribute('alt', 'Microbladed brows, client 2')
    await expect(image).toHaveAttribute('loading', 'lazy')
    await expect(image).toHaveAttribute('width', '1600')
    await expect(image).toHaveAttribute('height', '1200')
    const newestId = newest.replace(/^\/uploads\//, '').replace(/\.jpg$/, '')
    await expect(card.locator('picture.treatment-photo source[type="image/avif"]')).toHaveAttribute(
      'srcset',
      new RegExp(`/uploads/v/${newestId}-400\\.avif 400w`),
    )
    await image.scrollIntoViewIfNeeded()
    const box = (await image.boundingBox())!
    expect(box.width / box.height).toBeCloseTo(3 / 2, 1)
    // The other brow services have no result yet: their drawing, the same size.
    await expect(page.locator('#service-ombre-brows svg.treatment-photo')).toHaveCount(1)
    await expect(page.locator('#service-ombre-brows picture')).toHaveCount(0)

    expect(await layoutShift(page, `${server.url}/services`)).toBeLessThan(0.01)
  })

  test(`at ${width} px the home page's service cards show the service's newest result too (a round thumbnail on a phone), the others their drawing`, async ({
    page,
  }) => {
    await asNewVisitor(page)
    await page.setViewportSize({ width, height })
    await page.goto(`${server.url}/`)
    const cards = page.locator('#services .home-service-card')
    const microblading = cards.filter({ has: page.getByRole('heading', { name: 'Microblading', exact: true }) })
    const image = microblading.locator('picture.home-service-card-art img')
    await expect(image).toHaveAttribute('alt', 'Microbladed brows, client 2')
    await expect(image).toHaveAttribute('loading', 'lazy')
    await image.scrollIntoViewIfNeeded()
    const box = (await image.boundingBox())!
    // A phone: a round thumbnail beside the name; wider: across the card, as tall as the drawings beside it (160 px).
    if (width < 600) expect(box.width / box.height).toBeCloseTo(1, 1)
    else expect(box.height).toBeCloseTo(Math.min(160, box.width / 1.5), 0)
    const ombre = cards.filter({ has: page.getByRole('heading', { name: 'Ombre Brows', exact: true }) })
    await expect(ombre.locator('svg.home-service-card-art')).toHaveCount(1)
    expect(await layoutShift(page, `${server.url}/`)).toBeLessThan(0.01)
  })
}

for (const { width, height } of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`at ${width} px a tall photo in a post is at most 70% of the screen's height, whole, and nothing moves as it loads`, async ({ page }) => {
    await asNewVisitor(page)
    await page.setViewportSize({ width, height })
    expect(await layoutShift(page, `${server.url}/blog/${postSlug}`)).toBeLessThan(0.01)
    for (const image of [page.locator('.article-image'), page.locator('.prose img')]) {
      await image.scrollIntoViewIfNeeded()
      const box = (await image.boundingBox())!
      expect(box.height).toBeLessThanOrEqual(Math.min(0.7 * height, 720) + 1)
      // Capped, not squeezed: uncapped, the 900×1600 photo would be 16/9 of its width tall.
      expect(box.height).toBeLessThan((box.width * 16) / 9 - 10)
      expect(await image.evaluate((element) => getComputedStyle(element).objectFit)).toBe('contain')
    }
  })
}
