import { randomBytes } from 'node:crypto'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import sharp from 'sharp'
import { MAX_IMAGE_BYTES } from '../../shared/schema/upload.ts'
import { adminApi } from './helpers.ts'
import { createPost, openSection, signIn, unique } from './admin-helpers.ts'
import { photoJpeg } from './photo-helpers.ts'

/** Issue #11: the media library screen. Each test finds its own uploads by the unique file name it gave them. */

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true })

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

test.describe('the media library', () => {
  test('shows an upload with its dimensions, size and date, and saves its alt text with the button and on leaving the field', async ({ page }) => {
    await signIn(page)
    await openSection(page, 'Media')
    const name = `${unique('brow-mapping')}.jpg`
    await chooseFiles(page, [{ name, mimeType: 'image/jpeg', buffer: await photoJpeg(640, 427) }])
    await expect(page.getByRole('status').filter({ hasText: 'Image uploaded' })).toBeVisible()

    const image = card(page, name)
    await expect(image).toContainText('640 × 427 px')
    await expect(image).toContainText(/\d+ KB/)
    await expect(image.locator('time')).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/) // "Nov 23, 2026"
    await expect(image).toContainText('Not used yet')
    const thumbnail = image.locator('img')
    await expect(thumbnail).toHaveAttribute('width', '640')
    await expect(thumbnail).toHaveAttribute('height', '427')

    const alt = image.getByRole('textbox', { name: 'Alt text' })
    await alt.fill('Brow mapping before microblading')
    await image.getByRole('button', { name: 'Save alt text' }).click()
    await expect(image.getByRole('status')).toHaveText('Alt text saved')

    // Leaving the field saves too.
    await alt.fill('Brow mapping with a white pencil')
    const saved = page.waitForResponse((response) => response.url().includes('/api/admin/images/') && response.request().method() === 'PATCH')
    await image.getByRole('heading', { name }).click()
    expect((await saved).status()).toBe(200)
    await expect(image.getByRole('status')).toHaveText('Alt text saved')

    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Media' })).toBeVisible()
    await expect(card(page, name).getByRole('textbox', { name: 'Alt text' })).toHaveValue('Brow mapping with a white pencil')
    await expect(card(page, name).locator('img')).toHaveAttribute('alt', 'Brow mapping with a white pencil')
  })

  test('refuses to delete an image a post uses and says where; deletes an unused one after confirming', async ({ page, request }) => {
    const api = await adminApi(request)
    const usedName = `${unique('used-photo')}.jpg`
    const unusedName = `${unique('unused-photo')}.jpg`
    const usedUrl = await upload(api, usedName)
    await upload(api, unusedName)
    const post = await createPost(api, { title: unique('Post with a photo'), slug: unique('post-with-photo') })
    const patched = await api.patch(`/api/blog/posts/${post.id}`, {
      data: { featuredImage: usedUrl, featuredImageAlt: 'Fresh brows', updatedAt: post.updatedAt },
    })
    expect(patched.status()).toBe(200)

    await signIn(page)
    await openSection(page, 'Media')
    const used = card(page, usedName)
    await expect(used.getByRole('list', { name: 'Used in' })).toContainText(post.title)

    await used.getByRole('button', { name: /^Delete/ }).click()
    const question = page.getByRole('alertdialog', { name: 'Delete this image?' })
    await expect(question).toContainText('still used')
    await question.getByRole('button', { name: 'Delete image' }).click()
    // The server's 409 names the post.
    await expect(used.getByRole('alert')).toContainText(post.title)
    await expect(used).toBeVisible()

    const unused = card(page, unusedName)
    await unused.getByRole('button', { name: /^Delete/ }).click()
    await page.getByRole('alertdialog', { name: 'Delete this image?' }).getByRole('button', { name: 'Delete image' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Image deleted' })).toBeVisible()
    await expect(card(page, unusedName)).toHaveCount(0)
    const left = (await (await api.get('/api/admin/images')).json()) as { originalName: string }[]
    expect(left.map((image) => image.originalName)).toContain(usedName)
    expect(left.map((image) => image.originalName)).not.toContain(unusedName)
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
    const image = card(page, `${stem}.jpg`)
    await expect(image).toContainText(`${width} × ${height} px`)
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
