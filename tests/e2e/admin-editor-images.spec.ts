import { expect, test, type Locator, type Page } from '@playwright/test'
import sharp from 'sharp'
import { adminApi } from './helpers.ts'
import { holdRequests, openSection, signIn, unique } from './admin-helpers.ts'
import { uploadPhoto } from './photo-helpers.ts'

/** Issue #11: images dropped on or pasted into the post editor are uploaded, described, and go in at the caret. */

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
  test('an image dropped on the editor is uploaded, asks for its alt text (prefilled from the file name) and goes in at the caret', async ({ page }) => {
    const editor = await newPost(page)
    await editor.fill('Before.\n\nAfter.')
    await caretAt(editor, 'Before.\n\n'.length)

    await dropFile(editor, await pngFile('healed-ombre_brows.png'))
    const prompt = page.getByRole('dialog', { name: 'Describe the image' })
    const alt = prompt.getByRole('textbox', { name: 'Alt text' })
    await expect(alt).toHaveValue('healed ombre brows')
    await expect(alt).toBeFocused()
    await alt.fill('Healed ombre brows, six weeks on')
    await alt.press('Enter')
    await expect(prompt).toBeHidden()
    await expect(editor).toHaveValue(/^Before\.\n\n!\[Healed ombre brows, six weeks on\]\(\/uploads\/[\w-]+\.\w+\)After\.$/)
    await expect(editor).toBeFocused()
  })

  test('an image pasted into the editor shows Subiendo... while it uploads, then goes in with the alt text given', async ({ page }) => {
    const editor = await newPost(page)
    await editor.fill('Lip blush, healed:\n')
    await caretAt(editor, 'Lip blush, healed:\n'.length)

    const release = await holdRequests(page, '**/api/upload/image')
    await pasteFile(editor, await pngFile('image.png'))
    await expect(page.getByRole('status').filter({ hasText: 'Subiendo...' })).toBeVisible()
    release()
    const prompt = page.getByRole('dialog', { name: 'Describe the image' })
    await prompt.getByRole('textbox', { name: 'Alt text' }).fill('Soft rose lip blush')
    await prompt.getByRole('button', { name: 'Insert image' }).click()
    await expect(editor).toHaveValue(/^Lip blush, healed:\n!\[Soft rose lip blush\]\(\/uploads\/[\w-]+\.\w+\)$/)
  })

  test('a dropped file that is not an image is refused in Spanish and nothing is uploaded', async ({ page }) => {
    const editor = await newPost(page)
    let uploads = 0
    page.on('request', (request) => {
      if (request.url().endsWith('/api/upload/image')) uploads += 1
    })
    await dropFile(editor, { name: 'consent-form.pdf', type: 'application/pdf', base64: Buffer.from('%PDF-1.4').toString('base64') })
    await expect(page.getByRole('alert').filter({ hasText: 'Por favor selecciona solo archivos de imagen' })).toBeVisible()
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
    await expect(editor).toHaveValue(`![${alt}](${imageUrl})`)
  })
})
