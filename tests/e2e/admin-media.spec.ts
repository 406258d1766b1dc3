import { randomBytes } from 'node:crypto'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import sharp from 'sharp'
import { MIN_IMAGE_WIDTH } from '#shared/schema/image.ts'
import { MAX_IMAGE_BYTES } from '#shared/schema/upload.ts'
import { adminApi } from './helpers.ts'
import { createPost, openSection, signIn, unique } from './admin-helpers.ts'
import { photoJpeg } from './photo-helpers.ts'

/** The media library screen. Each test finds its own uploads by the unique file name it gave them. */

const tile = (page: Page, name: string) => page.getByRole('article', { name, exact: true })
const details = (page: Page, name: string) => page.getByRole('dialog', { name, exact: true })

/** Uploads through the API under a name of its own; returns the image's address. */
async function upload(api: APIRequestContext, name: string, size = { width: 400, height: 300 }): Promise<string> {
  const answer = await api.post('/api/upload/image', {
    multipart: { image: { name, mimeType: 'image/jpeg', buffer: await photoJpeg(size.width, size.height) } },
  })
  expect(answer.status()).toBe(201)
  return ((await answer.json()) as { imageUrl: string }).imageUrl
}

async function chooseFiles(page: Page, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: 'Upload images' }).click()
  await (await chooser).setFiles(files)
}

async function search(page: Page, words: string) {
  const answered = page.waitForResponse((response) => response.url().includes('/api/admin/images?') && response.url().includes('q='))
  await page.getByRole('searchbox', { name: 'Search images' }).fill(words)
  await answered
}

test.describe('the media library', () => {
  test('shows many thumbnails a row at 1440 px; an upload says Processing until its sizes are made, without a reload; alt text saves from its details', async ({
    page,
  }) => {
    test.setTimeout(90_000)
    await page.setViewportSize({ width: 1440, height: 900 })
    await signIn(page)
    await openSection(page, 'Media')
    const name = `${unique('brow-mapping')}.jpg`
    await chooseFiles(page, [{ name, mimeType: 'image/jpeg', buffer: await photoJpeg(1800, 1200) }])
    await expect(page.getByRole('status').filter({ hasText: 'Image uploaded' })).toBeVisible()

    const image = tile(page, name)
    await expect(image).toContainText('1800 × 1200 px')
    await expect(image).toContainText('Not used')
    await expect(image).toContainText('No alt text')
    // No reload: the page asks again while the sizes are being made.
    await expect(image.getByText('Processing')).toHaveCount(0, { timeout: 60_000 })

    // A dense grid: the first row holds at least six thumbnails.
    const tops = await page
      .locator('.adm-media-grid > li')
      .evaluateAll((items) => items.slice(0, 12).map((item) => Math.round(item.getBoundingClientRect().top)))
    if (tops.length >= 6) expect(tops.filter((top) => top === tops[0]).length).toBeGreaterThanOrEqual(6)
    const width = await image.evaluate((element) => element.getBoundingClientRect().width)
    expect(width).toBeLessThan(260)

    await image.getByRole('button', { name: new RegExp(name) }).click()
    const dialog = details(page, name)
    await expect(dialog).toContainText('1800 × 1200 px')
    await expect(dialog.locator('time')).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/)
    await expect(dialog).toContainText('Not used yet')
    const alt = dialog.getByRole('textbox', { name: 'Alt text' })
    await alt.fill('Brow mapping before microblading')
    await dialog.getByRole('button', { name: 'Save alt text' }).click()
    await expect(dialog.getByRole('status')).toHaveText('Alt text saved')
    await page.keyboard.press('Escape')
    await expect(image.locator('img')).toHaveAttribute('alt', 'Brow mapping before microblading')
    await expect(image).not.toContainText('No alt text')
  })

  test('searches by name and alt text, filters by use, type and missing alt text, and remembers the list view', async ({ page, request }) => {
    const api = await adminApi(request)
    const tag = unique('find')
    const used = await upload(api, `${tag}-used.jpg`)
    const described = await upload(api, `${tag}-described.jpg`)
    await upload(api, `${tag}-plain.jpg`)
    const png = await api.post('/api/upload/image', {
      multipart: {
        image: {
          name: `${tag}-logo.png`,
          mimeType: 'image/png',
          buffer: await sharp(await photoJpeg(120, 90))
            .png()
            .toBuffer(),
        },
      },
    })
    expect(png.status()).toBe(201)
    expect((await api.patch(`/api/admin/images/${described.split('/').pop()}`, { data: { alt: `Ombré lips ${tag}` } })).status()).toBe(200)
    const post = await createPost(api, { title: unique('Post with a photo'), slug: unique('post-with-photo') })
    expect(
      (await api.patch(`/api/blog/posts/${post.id}`, { data: { featuredImage: used, featuredImageAlt: 'Fresh brows', updatedAt: post.updatedAt } })).status(),
    ).toBe(200)

    await signIn(page)
    await openSection(page, 'Media')
    await search(page, tag)
    await expect(page.getByRole('article')).toHaveCount(4)
    await search(page, `ombré lips ${tag}`)
    await expect(page.getByRole('article')).toHaveCount(1)
    await expect(tile(page, `${tag}-described.jpg`)).toBeVisible()

    await search(page, tag)
    await page.getByLabel('Use', { exact: true }).selectOption('used')
    await expect(page.getByRole('article')).toHaveCount(1)
    await expect(tile(page, `${tag}-used.jpg`)).toBeVisible()
    await page.getByLabel('Use', { exact: true }).selectOption('unused')
    await expect(page.getByRole('article')).toHaveCount(3)
    await page.getByLabel('Type', { exact: true }).selectOption('png')
    await expect(page.getByRole('article')).toHaveCount(1)
    await expect(tile(page, `${tag}-logo.png`)).toBeVisible()
    await page.getByRole('button', { name: 'Clear filters' }).click()
    await page.getByRole('checkbox', { name: 'Missing alt text' }).check()
    await expect(page.getByRole('article')).toHaveCount(3)
    await expect(tile(page, `${tag}-described.jpg`)).toHaveCount(0)
    await page.getByRole('checkbox', { name: 'Missing alt text' }).uncheck()
    await page.getByLabel('Sort', { exact: true }).selectOption('name')
    await expect(page.getByRole('article').first()).toHaveAccessibleName(`${tag}-described.jpg`)

    // The list: one row an image, with its size, dimensions, alt text, uses and date; remembered after a reload.
    await page.getByRole('button', { name: 'List', exact: true }).click()
    const row = page.getByRole('row').filter({ hasText: `${tag}-used.jpg` })
    await expect(row).toContainText('400 × 300 px')
    await expect(row).toContainText(/\d+ KB/)
    await expect(row).toContainText(`Post: ${post.title}`)
    await expect(page.getByRole('row').filter({ hasText: `${tag}-described.jpg` })).toContainText(`Ombré lips ${tag}`)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Media' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'List', exact: true })).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByRole('table', { name: 'Images in the library' })).toBeVisible()
  })

  test('deletes the selected unused images and keeps a used one, saying where it is used', async ({ page, request }) => {
    const api = await adminApi(request)
    const tag = unique('bulk')
    const used = await upload(api, `${tag}-used.jpg`)
    await upload(api, `${tag}-unused-a.jpg`)
    await upload(api, `${tag}-unused-b.jpg`)
    const post = await createPost(api, { title: unique('Brows in the sun'), slug: unique('brows-in-the-sun') })
    expect(
      (await api.patch(`/api/blog/posts/${post.id}`, { data: { featuredImage: used, featuredImageAlt: 'Brows', updatedAt: post.updatedAt } })).status(),
    ).toBe(200)

    await signIn(page)
    await openSection(page, 'Media')
    await search(page, tag)
    await expect(page.getByRole('article')).toHaveCount(3)
    await page.getByRole('checkbox', { name: 'Select every image on this page' }).check()
    await expect(page.getByRole('group', { name: 'Bulk actions' })).toContainText('3 selected')
    await page.getByRole('button', { name: 'Delete selected' }).click()
    await page.getByRole('alertdialog', { name: 'Delete 3 images?' }).getByRole('button', { name: 'Delete images' }).click()
    await expect(page.getByRole('status').filter({ hasText: '2 images deleted' })).toBeVisible()
    const kept = page.getByRole('alert').filter({ hasText: 'still used' })
    await expect(kept).toContainText(`${tag}-used.jpg`)
    await expect(kept).toContainText(`Post: ${post.title}`)
    await expect(page.getByRole('article')).toHaveCount(1)
    await expect(tile(page, `${tag}-used.jpg`).getByRole('checkbox')).toBeChecked()

    // One at a time, from its details: refused the same way.
    await tile(page, `${tag}-used.jpg`)
      .getByRole('button', { name: new RegExp(`${tag}-used`) })
      .click()
    const dialog = details(page, `${tag}-used.jpg`)
    await dialog.getByRole('button', { name: /^Delete/ }).click()
    const question = page.getByRole('alertdialog', { name: 'Delete this image?' })
    await expect(question).toContainText('still used')
    await question.getByRole('button', { name: 'Delete image' }).click()
    await expect(dialog.getByRole('alert')).toContainText(post.title)
  })

  test('a file already in the library is not stored again: the console says it was reused', async ({ page }) => {
    const name = `${unique('twice')}.jpg`
    const bytes = await photoJpeg(500, 400)
    await signIn(page)
    await openSection(page, 'Media')
    await chooseFiles(page, [{ name, mimeType: 'image/jpeg', buffer: bytes }])
    await expect(page.getByRole('status').filter({ hasText: 'Image uploaded' })).toBeVisible()
    const again = page.waitForResponse((response) => response.url().endsWith('/api/upload/image'))
    await chooseFiles(page, [{ name: 'same-photo-renamed.jpg', mimeType: 'image/jpeg', buffer: bytes }])
    expect(((await (await again).json()) as { reused?: boolean }).reused).toBe(true)
    await expect(page.getByRole('status').filter({ hasText: 'Already in the library: reused' })).toBeVisible()
    await search(page, name.replace('.jpg', ''))
    await expect(page.getByRole('article')).toHaveCount(1)
    await search(page, 'same-photo-renamed')
    await expect(page.getByRole('article')).toHaveCount(0)
  })

  test('warns that a photo is too small for the gallery in the library and in the gallery form, and for a hero in the hero picker', async ({
    page,
    request,
  }) => {
    const api = await adminApi(request)
    const name = `${unique('tiny-result')}.jpg`
    const small = await upload(api, name, { width: 300, height: 200 })
    const caption = unique('Tiny healed brows')
    const item = await api.post('/api/gallery', { data: { kind: 'healed', service: 'microblading', afterImage: small, caption: { en: caption, es: '' } } })
    expect(item.status()).toBe(201)
    const warning = `at least ${MIN_IMAGE_WIDTH.gallery} px wide is needed, this image is 300 px`

    await signIn(page)
    await openSection(page, 'Media')
    await search(page, name.replace('.jpg', ''))
    await expect(tile(page, name)).toContainText('Too small')
    await tile(page, name)
      .getByRole('button', { name: new RegExp(name) })
      .click()
    await expect(details(page, name)).toContainText(`Too small for the gallery: ${warning}`)
    await page.keyboard.press('Escape')

    await openSection(page, 'Gallery')
    await page.getByRole('button', { name: new RegExp(`^Edit ?: ${caption}$`) }).click()
    await expect(page.getByText(`Too small for the gallery: ${warning}`)).toBeVisible()

    // The hero picker warns as soon as the photo is chosen (nothing is saved here).
    await openSection(page, 'Pages')
    await page.getByRole('link', { name: 'Microblading (edit)', exact: true }).click()
    const hero = page.getByRole('form', { name: 'Microblading' }).getByRole('region', { name: 'Hero photo' })
    await hero.getByRole('button', { name: 'Choose from library for the hero photo' }).click()
    const picker = page.getByRole('dialog', { name: 'Choose from the library' })
    await picker.getByRole('searchbox').fill(name)
    await picker.getByRole('button', { name: new RegExp(name) }).click()
    await expect(hero).toContainText(`Too small for a hero photo: at least ${MIN_IMAGE_WIDTH.hero} px wide is needed, this image is 300 px`)
  })

  test('the English console shows no Spanish on the media screen', async ({ page, request }) => {
    const api = await adminApi(request)
    await upload(api, `${unique('english')}.jpg`)
    await signIn(page)
    await openSection(page, 'Media')
    await expect(page.getByRole('article').first()).toBeVisible()
    for (const layout of ['Grid', 'List']) {
      await page.getByRole('button', { name: layout, exact: true }).click()
      const text = await page.locator('main').innerText()
      expect(text, layout).not.toMatch(/Subir|imágenes|Buscar|Procesando|Sin usar|Eliminar|Ordenar|Cuadrícula|Texto alternativo/)
    }
    await page.getByRole('button', { name: 'Grid', exact: true }).click()
  })

  test('a photo over 5 MB is made smaller in the browser and uploaded instead of refused', async ({ page }) => {
    test.setTimeout(60_000)
    // Noise does not compress: a 1500×1300 PNG of it is larger than the limit.
    const width = 1500
    const height = 1300
    const big = await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
      .png({ compressionLevel: 1 })
      .toBuffer()
    expect(big.length).toBeGreaterThan(MAX_IMAGE_BYTES)
    const stem = unique('wedding-brows')

    await signIn(page)
    await openSection(page, 'Media')
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/upload/image'))
    await chooseFiles(page, [{ name: `${stem}.png`, mimeType: 'image/png', buffer: big }])
    expect((await (await sent).sizes()).requestBodySize).toBeLessThan(MAX_IMAGE_BYTES)
    await expect(page.getByRole('status').filter({ hasText: 'Image uploaded' })).toBeVisible({ timeout: 20_000 })
    // An opaque picture comes out as a JPEG, its size kept (it is under 4096 px).
    await expect(tile(page, `${stem}.jpg`)).toContainText(`${width} × ${height} px`)
  })

  test("a file that is not an image is refused in the console's language and not sent", async ({ page }) => {
    await signIn(page)
    await openSection(page, 'Media')
    let uploads = 0
    page.on('request', (request) => {
      if (request.url().endsWith('/api/upload/image')) uploads += 1
    })
    await chooseFiles(page, [{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') }])
    await expect(page.getByRole('alert').filter({ hasText: 'Please choose image files only' })).toBeVisible()
    expect(uploads).toBe(0)
  })
})
