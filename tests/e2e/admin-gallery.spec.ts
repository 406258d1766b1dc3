import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test'
import { ADMIN, FRESH_CONNECTIONS } from './helpers.ts'
import { openSection, signIn, startOwnServer, unique } from './admin-helpers.ts'
import { photoJpeg, uploadPhoto, waitForDerivatives } from './photo-helpers.ts'

/**
 * The gallery admin. These tests publish and reorder gallery items, so they run one after the other on
 * a server of their own: the shared server's gallery stays as other specs expect it, and the order is ours alone.
 */
test.describe.configure({ mode: 'serial' })

let server: { url: string; stop(): void }
let api: APIRequestContext

test.beforeAll(async () => {
  server = await startOwnServer()
  api = await playwrightRequest.newContext({ ...FRESH_CONNECTIONS, baseURL: server.url })
  expect((await api.post('/api/admin/login', { data: ADMIN })).status()).toBe(200)
})

test.afterAll(async () => {
  await api?.dispose()
  server?.stop()
})

interface StoredItem {
  id: string
  caption: { en: string }
  published: boolean
  consent: boolean
  consentDate?: string
  beforeImage?: string
  afterImage: string
}

async function storedGallery(): Promise<StoredItem[]> {
  return (await (await api.get('/api/gallery')).json()) as StoredItem[]
}

async function openGallery(page: Page) {
  await signIn(page, server.url)
  await openSection(page, 'Gallery')
}

/** The gallery's item names in the order the screen lists them, of these items only. */
async function shownOrder(page: Page, mine: string[]): Promise<string[]> {
  return (await page.locator('.adm-gallery-item__name').allTextContents()).filter((name) => mine.includes(name))
}

/** An item's own button, e.g. "Move up: <caption>" (the caption is read after the visible word). */
function itemButton(page: Page, action: string, name: string) {
  return page.getByRole('button', { name: new RegExp(`^${action} ?: ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })
}

async function createItem(caption: string, afterImage: string): Promise<StoredItem> {
  const answer = await api.post('/api/gallery', { data: { kind: 'healed', service: 'microblading', afterImage, caption: { en: caption, es: '' } } })
  expect(answer.status()).toBe(201)
  return (await answer.json()) as StoredItem
}

test('creates a before-and-after pair; publishing without the client’s consent is refused on the consent field, with it the item saves', async ({ page }) => {
  test.setTimeout(60_000)
  const before = await uploadPhoto(api, { width: 800, height: 1000 })
  const beforeAlt = unique('Sparse brows before')
  expect((await api.patch(`/api/admin/images/${before.split('/').pop()}`, { data: { alt: beforeAlt } })).status()).toBe(200)
  const caption = unique('Ombre brows for a bride')

  await openGallery(page)
  await page.getByRole('button', { name: 'New item' }).click()
  const form = page.getByRole('form', { name: 'New gallery item' })
  await expect(form.getByRole('radio', { name: 'Before & after' })).toBeChecked()
  await form.getByRole('combobox', { name: 'Service' }).selectOption({ label: 'Ombre Brows' })

  // The before photo from the library, the after photo uploaded here.
  await form.getByRole('button', { name: 'Choose from library for the before photo' }).click()
  const library = page.getByRole('dialog', { name: 'Choose from the library' })
  await library.getByRole('searchbox', { name: 'Find an image' }).fill(beforeAlt)
  await library.getByRole('button', { name: new RegExp(beforeAlt) }).click()
  await expect(form.getByRole('group', { name: 'Before photo' }).locator('img')).toHaveAttribute('src', before)
  const chooser = page.waitForEvent('filechooser')
  await form.getByRole('button', { name: 'Upload after photo' }).click()
  await (await chooser).setFiles({ name: 'after.jpg', mimeType: 'image/jpeg', buffer: await photoJpeg(800, 1000) })
  await expect(form.getByRole('group', { name: 'After photo' }).locator('img')).toHaveAttribute('src', /^\/uploads\/[\w-]+\.\w+$/)

  await form.getByRole('textbox', { name: 'Caption (English)' }).fill(caption)
  await form.getByRole('textbox', { name: 'Caption (Spanish)' }).fill('Cejas ombré para una novia')
  await form.getByRole('textbox', { name: 'Alt text (English)' }).fill('Sparse brows, then soft ombre brows')
  await form.getByRole('textbox', { name: 'Alt text (Spanish)' }).fill('Cejas escasas, luego cejas ombré suaves')
  await form.getByRole('spinbutton', { name: 'Weeks healed' }).fill('6')
  const preview = form.getByRole('region', { name: 'Preview' })
  await expect(preview).toContainText(caption)
  await expect(preview).toContainText('Ombre Brows · 6 weeks healed')
  await expect(preview.locator('img')).toHaveCount(2)

  await form.locator('label[for="gallery-published"]').click()
  await expect(form.getByRole('switch', { name: 'Published' })).toBeChecked()
  await form.getByRole('button', { name: 'Create item' }).click()
  const consent = form.getByRole('checkbox', { name: 'The client agreed in writing that these photos may be shown' })
  await expect(form.locator('#gallery-consent-error')).toHaveText("Record the client's consent before publishing their photos")
  await expect(consent).toHaveAttribute('aria-invalid', 'true')
  await expect(consent).toHaveAccessibleDescription(/Record the client's consent before publishing their photos/)
  await expect(form.getByRole('alert').filter({ hasText: 'Please correct this field' })).toContainText("Record the client's consent")
  expect((await storedGallery()).some((item) => item.caption.en === caption)).toBe(false)

  await consent.check()
  await form.getByLabel('Consent date').fill('2025-03-01')
  const created = page.waitForResponse((response) => response.url().endsWith('/api/gallery') && response.request().method() === 'POST')
  await form.getByRole('button', { name: 'Create item' }).click()
  expect((await created).status()).toBe(201)
  await expect(page.getByRole('status').filter({ hasText: 'Gallery item created' })).toBeVisible()
  await expect(form).toHaveCount(0)

  const listed = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: caption }) })
  await expect(listed).toContainText('Published')
  await expect(listed).toContainText('Consent on file (2025-03-01)')
  await expect(listed).toContainText('Ombre Brows · Before & after · 6 weeks healed')
  await expect(listed.locator('img')).toHaveCount(2)
  const stored = (await storedGallery()).find((item) => item.caption.en === caption)
  expect(stored).toMatchObject({ published: true, consent: true, consentDate: '2025-03-01', beforeImage: before })
})

test('Move up and Move down reorder the gallery, from the keyboard too, and the order is kept after a reload', async ({ page }) => {
  const photo = await uploadPhoto(api, { width: 600, height: 600 })
  const [first, second, third] = [unique('First healed'), unique('Second healed'), unique('Third healed')]
  for (const caption of [first, second, third]) await createItem(caption, photo)
  const mine = [first, second, third]

  await openGallery(page)
  await expect.poll(() => shownOrder(page, mine)).toEqual([first, second, third])

  const saved = () => page.waitForResponse((response) => response.url().endsWith('/api/gallery/order') && response.request().method() === 'PUT')
  let put = saved()
  await itemButton(page, 'Move up', third).click()
  expect((await put).status()).toBe(200)
  await expect.poll(() => shownOrder(page, mine)).toEqual([first, third, second])
  await expect(itemButton(page, 'Move up', third)).toBeFocused()
  await expect(page.getByRole('status').filter({ hasText: `${third} moved to position` })).toBeAttached()

  put = saved()
  await itemButton(page, 'Move down', first).focus()
  await page.keyboard.press('Enter')
  expect((await put).status()).toBe(200)
  await expect.poll(() => shownOrder(page, mine)).toEqual([third, first, second])
  await expect(itemButton(page, 'Move down', first)).toBeFocused()

  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Gallery' })).toBeVisible()
  await expect.poll(() => shownOrder(page, mine)).toEqual([third, first, second])
  expect((await storedGallery()).map((item) => item.caption.en).filter((name) => mine.includes(name))).toEqual([third, first, second])
})

test('an item dragged onto the top half of another is put before it', async ({ page }) => {
  const photo = await uploadPhoto(api, { width: 600, height: 600 })
  const [first, second] = [unique('Dragged onto'), unique('Dragged item')]
  for (const caption of [first, second]) await createItem(caption, photo)

  await openGallery(page)
  const item = (name: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) })
  await expect.poll(() => shownOrder(page, [first, second])).toEqual([first, second])
  const put = page.waitForResponse((response) => response.url().endsWith('/api/gallery/order'))
  await item(second)
    .locator('.adm-gallery-item__grip')
    .dragTo(item(first), { targetPosition: { x: 40, y: 6 } })
  expect((await put).status()).toBe(200)
  await expect.poll(() => shownOrder(page, [first, second])).toEqual([second, first])
})

test('the thumbnails are asked of the media library by the names of the items’ photos, never the whole library', async ({ page }) => {
  test.setTimeout(90_000)
  const [before, after] = [await uploadPhoto(api, { width: 900, height: 1100 }), await uploadPhoto(api, { width: 900, height: 1100 })]
  const unused = await uploadPhoto(api, { width: 640, height: 480 })
  await waitForDerivatives(api, [before, after])
  const caption = unique('Thumbnails by name')
  const answer = await api.post('/api/gallery', {
    data: { kind: 'before-after', service: 'microblading', beforeImage: before, afterImage: after, caption: { en: caption, es: '' } },
  })
  expect(answer.status()).toBe(201)

  const asked: URL[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname === '/api/admin/images') asked.push(url)
  })
  await openGallery(page)
  const listed = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: caption }) })
  // The library's records are used: each thumbnail is the photo's small derivative, at the photo's size.
  await expect(listed.locator('img').first()).toHaveAttribute('src', /^\/uploads\/v\//)
  await expect(listed.locator('img').first()).toHaveAttribute('width', '900')

  const shown = new Set((await storedGallery()).flatMap((item) => [item.beforeImage, item.afterImage]).flatMap((url) => url?.split('/').pop() ?? []))
  expect(asked.length).toBeGreaterThan(0)
  const named = asked.flatMap((url) => url.searchParams.get('names')?.split(',') ?? [])
  // Every request names its images (none asks for the library whole), and only the items' photos.
  expect(asked.every((url) => url.searchParams.has('names'))).toBe(true)
  expect(new Set(named)).toEqual(shown)
  expect(named).not.toContain(unused.split('/').pop())
})

test('edits an item, and deletes one after confirming', async ({ page }) => {
  const photo = await uploadPhoto(api, { width: 600, height: 600 })
  const [kept, removed] = [unique('Edited item'), unique('Removed item')]
  for (const caption of [kept, removed]) await createItem(caption, photo)
  const renamed = `${kept} (touch-up)`

  await openGallery(page)
  await itemButton(page, 'Edit', kept).click()
  const form = page.getByRole('form', { name: 'Edit gallery item' })
  await expect(form.getByRole('radio', { name: 'Healed result' })).toBeChecked()
  await form.getByRole('textbox', { name: 'Caption (English)' }).fill(renamed)
  await form.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Gallery item updated' })).toBeVisible()
  await expect(page.getByRole('heading', { name: renamed })).toBeVisible()
  await expect(itemButton(page, 'Edit', renamed)).toBeFocused()

  await itemButton(page, 'Delete', removed).click()
  await page.getByRole('alertdialog', { name: 'Delete this gallery item?' }).getByRole('button', { name: 'Delete item' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Gallery item deleted' })).toBeVisible()
  await expect(page.getByRole('heading', { name: removed })).toHaveCount(0)
  expect((await storedGallery()).map((item) => item.caption.en)).not.toContain(removed)
})

test('a save after a second tab saved the item shows the collision dialog; "Overwrite with mine" saves over theirs', async ({ page }) => {
  test.setTimeout(60_000)
  const photo = await uploadPhoto(api, { width: 600, height: 600 })
  const caption = unique('Shared item')
  const item = await createItem(caption, photo)
  await openGallery(page)
  await itemButton(page, 'Edit', caption).click()
  const form = page.getByRole('form', { name: 'Edit gallery item' })
  await form.getByRole('textbox', { name: 'Caption (English)' }).fill(`${caption} (mine)`)

  // A second tab of the same browser edits the same item and saves first.
  const second = await page.context().newPage()
  await second.goto(`${server.url}/admin/gallery`)
  await itemButton(second, 'Edit', caption).click()
  const theirs = second.getByRole('form', { name: 'Edit gallery item' })
  await theirs.getByRole('textbox', { name: 'Caption (Spanish)' }).fill('Guardado en la otra pestaña')
  await theirs.getByRole('button', { name: 'Save changes' }).click()
  await expect(second.getByRole('status').filter({ hasText: 'Gallery item updated' })).toBeVisible()
  await second.close()

  const patched = () => page.waitForResponse((response) => response.url().endsWith(`/api/gallery/${item.id}`) && response.request().method() === 'PATCH')
  const refused = patched()
  await form.getByRole('button', { name: 'Save changes' }).click()
  expect((await refused).status()).toBe(409)
  const dialog = page.getByRole('alertdialog', { name: 'This gallery item was changed by someone else' })
  await expect(dialog).toContainText('admin saved this gallery item on')
  expect((await storedGallery()).find((stored) => stored.id === item.id)?.caption).toEqual({ en: caption, es: 'Guardado en la otra pestaña' })

  const saved = patched()
  await dialog.getByRole('button', { name: 'Overwrite with mine' }).click()
  expect((await saved).status()).toBe(200)
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('status').filter({ hasText: 'Gallery item updated' })).toBeVisible()
  expect((await storedGallery()).find((stored) => stored.id === item.id)?.caption).toEqual({ en: `${caption} (mine)`, es: '' })
})
