import { expect, test, type Locator, type Page } from '@playwright/test'
import sharp from 'sharp'
import { adminApi, open } from './helpers.ts'
import { createPost, holdRequests, openSection, signIn, unique } from './admin-helpers.ts'
import { uploadPhoto } from './photo-helpers.ts'

/** Images dropped on or pasted into the post editor are uploaded, described, and go in at the caret. */

interface FileBytes {
  name: string
  type: string
  base64: string
}

async function pngFile(name: string, width = 120, height = 80): Promise<FileBytes> {
  const bytes = await sharp({ create: { width, height, channels: 3, background: '#c9877f' } })
    .png()
    .toBuffer()
  return { name, type: 'image/png', base64: bytes.toString('base64') }
}

/** What a file dragged from the desktop does: dragenter, dragover and drop, carrying the file. */
async function dropFile(target: Locator, file: FileBytes) {
  await target.evaluate((element, { name, type, base64 }) => {
    const transfer = new DataTransfer()
    transfer.items.add(new File([Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))], name, { type }))
    for (const event of ['dragenter', 'dragover', 'drop']) {
      element.dispatchEvent(new DragEvent(event, { dataTransfer: transfer, bubbles: true, cancelable: true }))
    }
  }, file)
}

/** What pasting a copied picture (a screenshot) does: a paste event whose clipboard holds only the file. */
async function pasteFile(target: Locator, file: FileBytes) {
  await target.evaluate((element, { name, type, base64 }) => {
    const clipboard = new DataTransfer()
    clipboard.items.add(new File([Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))], name, { type }))
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: clipboard, bubbles: true, cancelable: true }))
  }, file)
}

async function newPost(page: Page): Promise<Locator> {
  await signIn(page)
  await openSection(page, 'Blog Posts')
  await page.getByRole('button', { name: 'New Post' }).click()
  await expect(page.getByRole('heading', { name: 'Create New Post' })).toBeVisible()
  return page.getByRole('textbox', { name: 'Content' })
}

/** Puts the caret at `offset` in the editor's text. */
async function caretAt(editor: Locator, offset: number) {
  await editor.evaluate((textarea: HTMLTextAreaElement, at) => {
    textarea.focus()
    textarea.setSelectionRange(at, at)
  }, offset)
}

test.describe('images in the post editor', () => {
  test('an image dropped on the editor is uploaded, asks for its description in an empty field and goes in at the caret', async ({ page }) => {
    const editor = await newPost(page)
    await editor.fill('Before.\n\nAfter.')
    await caretAt(editor, 'Before.\n\n'.length)

    await dropFile(editor, await pngFile('healed-ombre_brows.png'))
    const prompt = page.getByRole('dialog', { name: 'Describe the image' })
    const alt = prompt.getByRole('textbox', { name: 'Description (alt text)' })
    // A file name is no description; the field starts empty.
    await expect(alt).toHaveValue('')
    await expect(alt).toBeFocused()
    await alt.fill('Healed ombre brows, six weeks on')
    await alt.press('Enter')
    await expect(prompt).toBeHidden()
    await expect(editor).toHaveValue(/^Before\.\n\n!\[Healed ombre brows, six weeks on\]\(\/uploads\/[\w-]+\.\w+\)\n\nAfter\.$/)
    await expect(editor).toBeFocused()
  })

  test('an image pasted into the editor shows Uploading... while it uploads, then goes in with the description given', async ({ page }) => {
    const editor = await newPost(page)
    await editor.fill('Lip blush, healed:\n')
    await caretAt(editor, 'Lip blush, healed:\n'.length)

    const release = await holdRequests(page, '**/api/upload/image')
    await pasteFile(editor, await pngFile('image.png'))
    await expect(page.getByRole('status').filter({ hasText: 'Uploading...' })).toBeVisible()
    release()
    const prompt = page.getByRole('dialog', { name: 'Describe the image' })
    await expect(prompt.getByRole('textbox', { name: 'Description (alt text)' })).toHaveValue('')
    await prompt.getByRole('textbox', { name: 'Description (alt text)' }).fill('Soft rose lip blush')
    await prompt.getByRole('button', { name: 'Add description' }).click()
    await expect(editor).toHaveValue(/^Lip blush, healed:\n\n!\[Soft rose lip blush\]\(\/uploads\/[\w-]+\.\w+\)\n\n$/)
  })

  test('the description prompt has plain buttons: "Add description" needs words, "Skip for now" puts the image in without them', async ({ page }) => {
    const editor = await newPost(page)
    await editor.fill('Lip blush, healed: ')
    await caretAt(editor, 'Lip blush, healed: '.length)
    await pasteFile(editor, await pngFile('image.png'))
    const prompt = page.getByRole('dialog', { name: 'Describe the image' })
    const alt = prompt.getByRole('textbox', { name: 'Description (alt text)' })
    await expect(alt).toHaveValue('')
    await prompt.getByRole('button', { name: 'Add description', exact: true }).click()
    await expect(prompt.getByText('Describe the image, or choose Skip for now.')).toBeVisible()
    await expect(alt).toHaveAttribute('aria-invalid', 'true')
    await expect(editor).toHaveValue('Lip blush, healed: ')

    await prompt.getByRole('button', { name: 'Skip for now', exact: true }).click()
    await expect(prompt).toBeHidden()
    await expect(editor).toHaveValue(/^Lip blush, healed:\n\n!\[\]\(\/uploads\/[\w-]+\.\w+\)\n\n$/)
  })

  for (const width of [390, 1440]) {
    test(`a caption given with a dropped image is stored in the Markdown and shown as the figure's caption on the site (${width} px)`, async ({
      page,
      request,
    }) => {
      test.setTimeout(60_000)
      const api = await adminApi(request)
      const editor = await newPost(page)
      await editor.fill('Before.\n\nAfter.')
      await caretAt(editor, 'Before.\n\n'.length)
      await dropFile(editor, await pngFile('brows.png', 600, 400))
      const prompt = page.getByRole('dialog', { name: 'Describe the image' })
      await prompt.getByRole('textbox', { name: 'Description (alt text)' }).fill('Soft ombre brows')
      await prompt.getByRole('textbox', { name: 'Caption (optional)' }).fill('Healed, six weeks on')
      await prompt.getByRole('button', { name: 'Add description' }).click()
      await expect(prompt).toBeHidden()
      // On a paragraph of its own, which is what makes it a figure.
      await expect(editor).toHaveValue(/^Before\.\n\n!\[Soft ombre brows\]\(\/uploads\/[\w-]+\.png "Healed, six weeks on"\)\n\nAfter\.$/)
      const markdown = await editor.inputValue()

      // The editor's preview shows the figure as the site will.
      await page.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name: 'Preview only' }).click()
      const preview = page.getByRole('region', { name: 'Preview as on the site' })
      await expect(preview.locator('figure figcaption')).toHaveText('Healed, six weeks on')

      const post = await createPost(api, { title: unique('Captioned brows'), slug: unique('captioned-brows'), markdown, published: true })
      await page.setViewportSize({ width, height: 900 })
      await open(page, `/blog/${post.slug}`)
      const figure = page.locator('.prose figure')
      await expect(figure).toHaveCount(1)
      await expect(figure.getByRole('img', { name: 'Soft ombre brows' })).toBeVisible()
      const caption = figure.locator('figcaption')
      await expect(caption).toHaveText('Healed, six weeks on')
      const image = (await figure.getByRole('img', { name: 'Soft ombre brows' }).boundingBox())!
      const under = (await caption.boundingBox())!
      expect(under.y).toBeGreaterThanOrEqual(image.y + image.height - 1)
      expect(image.x + image.width).toBeLessThanOrEqual(width)
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    })
  }

  test("a dropped file that is not an image is refused in the console's language and nothing is uploaded", async ({ page }) => {
    const editor = await newPost(page)
    let uploads = 0
    page.on('request', (request) => {
      if (request.url().endsWith('/api/upload/image')) uploads += 1
    })
    await dropFile(editor, { name: 'consent-form.pdf', type: 'application/pdf', base64: Buffer.from('%PDF-1.4').toString('base64') })
    await expect(page.getByRole('alert').filter({ hasText: 'Please choose image files only' })).toBeVisible()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    expect(uploads).toBe(0)
  })

  test('the featured image and the editor’s image dialog can take an image from the media library, with its alt text', async ({ page, request }) => {
    const api = await adminApi(request)
    const imageUrl = await uploadPhoto(api, { width: 640, height: 480 })
    const name = imageUrl.split('/').pop()!
    const alt = unique('Ombre brows from the library')
    expect((await api.patch(`/api/admin/images/${name}`, { data: { alt } })).status()).toBe(200)

    const editor = await newPost(page)
    await page.getByRole('button', { name: 'Choose from library' }).click()
    const library = page.getByRole('dialog', { name: 'Choose from the library' })
    await library.getByRole('searchbox', { name: 'Find an image' }).fill(alt)
    await library.getByRole('button', { name: new RegExp(alt) }).click()
    await expect(library).toBeHidden()
    await expect(page.getByRole('textbox', { name: 'Image URL' })).toHaveValue(imageUrl)
    await expect(page.getByRole('textbox', { name: 'Featured image alt text' })).toHaveValue(alt)

    await editor.fill('')
    await page.getByRole('button', { name: 'Insert image' }).click()
    const insert = page.getByRole('dialog', { name: 'Insert image' })
    await insert.getByRole('button', { name: 'Choose from library' }).click()
    await library.getByRole('searchbox', { name: 'Find an image' }).fill(alt)
    await library.getByRole('button', { name: new RegExp(alt) }).click()
    await expect(insert.getByRole('textbox', { name: 'Image address' })).toHaveValue(imageUrl)
    await expect(insert.getByRole('textbox', { name: 'Alt text' })).toHaveValue(alt)
    await insert.getByRole('button', { name: 'Insert image' }).click()
    await expect(editor).toHaveValue(`![${alt}](${imageUrl})\n\n`)
  })
})
