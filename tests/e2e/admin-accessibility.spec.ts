import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { adminApi, asNewVisitor } from './helpers.ts'
import { openSection, signIn, unique } from './admin-helpers.ts'
import { uploadPhoto } from './photo-helpers.ts'

/** `exclude`: what axe leaves out (a page editor's preview frame: the public page, checked by accessibility.spec.ts). */
async function violations(page: Page, exclude?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
  const results = await (exclude ? builder.exclude(exclude) : builder).analyze()
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}

/** A page editor's preview: a sandboxed frame no script may enter, showing a public page (checked by accessibility.spec.ts). */
const PREVIEW_FRAME = '.adm-page-preview__frame'

test.describe('axe finds no violation in the admin', () => {
  test('on the login screen, before and after a failed submit', async ({ page }) => {
    await asNewVisitor(page)
    await page.goto('/admin/login')
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible()
    expect(await violations(page)).toEqual([])
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page.getByText('Please fill in all fields')).toBeVisible()
    expect(await violations(page)).toEqual([])
  })

  test('on the dashboard', async ({ page }) => {
    await signIn(page)
    await expect(page.getByRole('region', { name: 'Recent Posts' }).getByRole('listitem').first()).toBeVisible()
    // The go-live checklist, loaded, with every group open (or "Ready to launch" on a finished store).
    const launch = page.getByRole('region', { name: /^Ready to launch\??$/ })
    await expect(launch.getByText(/left before launch|Nothing of the starter is left/)).toBeVisible()
    for (const group of await launch.locator('details').all()) {
      if ((await group.getAttribute('open')) === null) await group.locator('summary').click()
    }
    expect(await violations(page)).toEqual([])
  })

  test('on the Analytics section, its chart, its numbers table and its tables of visitors', async ({ page }) => {
    await signIn(page)
    await openSection(page, 'Analytics')
    const visitors = page.getByRole('region', { name: 'Website visitors' })
    await expect(visitors.getByRole('list', { name: 'Totals, last 7 days' })).toBeVisible()
    await visitors.getByText('Show the numbers').click()
    expect(await violations(page)).toEqual([])
  })

  test('on the posts list, as cards and as the compact table, with posts checked', async ({ page }) => {
    await signIn(page)
    await openSection(page, 'Blog Posts')
    await expect(page.getByRole('article').first()).toBeVisible()
    await page.getByRole('article').first().getByRole('checkbox').check()
    await expect(page.getByRole('group', { name: 'Bulk actions' })).toContainText('1 selected')
    expect(await violations(page)).toEqual([])
    await page.getByRole('group', { name: 'Show posts as' }).getByRole('button', { name: 'Compact list' }).click()
    await expect(page.getByRole('table', { name: 'Blog posts' })).toBeVisible()
    await page
      .getByRole('checkbox', { name: /^Select: / })
      .first()
      .check()
    expect(await violations(page)).toEqual([])
  })

  test('on the post form, empty and with its errors', async ({ page }) => {
    test.setTimeout(60_000)
    await signIn(page)
    await openSection(page, 'Blog Posts')
    await page.getByRole('button', { name: 'New Post' }).click()
    await expect(page.getByRole('heading', { name: 'Create New Post' })).toBeVisible()
    await expect(page.getByText('Nothing to preview yet. Start writing on the left.')).toBeVisible()
    expect(await violations(page)).toEqual([])
    await page.getByRole('button', { name: 'Create Post' }).click()
    await expect(page.getByText('Please correct these fields:')).toBeVisible()
    expect(await violations(page)).toEqual([])
  })

  test('on the category form', async ({ page }) => {
    await signIn(page)
    await openSection(page, 'Categories')
    await page.getByRole('button', { name: 'New Category' }).click()
    await expect(page.getByRole('heading', { name: 'Create New Category' })).toBeVisible()
    expect(await violations(page)).toEqual([])
  })

  test('on the media library and its picker', async ({ page, request }) => {
    const api = await adminApi(request)
    await uploadPhoto(api, { width: 480, height: 360 })
    await signIn(page)
    await openSection(page, 'Media')
    await expect(page.getByRole('article').first()).toBeVisible()
    expect(await violations(page)).toEqual([])
    await page.getByRole('article').first().getByRole('button').first().click()
    await expect(page.getByRole('dialog')).toBeVisible()
    expect(await violations(page)).toEqual([])
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'List', exact: true }).click()
    await expect(page.getByRole('table', { name: 'Images in the library' })).toBeVisible()
    expect(await violations(page)).toEqual([])
    await page.getByRole('button', { name: 'Grid', exact: true }).click()

    await openSection(page, 'Blog Posts')
    await page.getByRole('button', { name: 'New Post' }).click()
    await page.getByRole('button', { name: 'Choose from library' }).click()
    await expect(page.getByRole('dialog', { name: 'Choose from the library' }).getByRole('listitem').first()).toBeVisible()
    expect(await violations(page)).toEqual([])
  })

  test('on the gallery list and its form, empty and with its errors', async ({ page, request }) => {
    test.setTimeout(60_000)
    const api = await adminApi(request)
    // A draft: the shared server's public gallery stays empty for the site's tests.
    const afterImage = await uploadPhoto(api, { width: 480, height: 600 })
    const draft = await api.post('/api/gallery', {
      data: { kind: 'healed', service: 'lip-pigmentation', afterImage, caption: { en: unique('Axe draft'), es: '' } },
    })
    expect(draft.status()).toBe(201)
    await signIn(page)
    await openSection(page, 'Gallery')
    await expect(
      page
        .getByRole('list', { name: /^Gallery items/ })
        .getByRole('listitem')
        .first(),
    ).toBeVisible()
    expect(await violations(page)).toEqual([])

    await page.getByRole('button', { name: 'New item' }).click()
    await expect(page.getByRole('heading', { name: 'New gallery item' })).toBeVisible()
    expect(await violations(page)).toEqual([])
    await page.locator('label[for="gallery-published"]').click()
    await page.getByRole('button', { name: 'Create item' }).click()
    await expect(page.getByText('Please correct these fields:')).toBeVisible()
    expect(await violations(page)).toEqual([])
  })

  test('on the Pages list and a page’s editor, with its preview, its errors and its earlier versions', async ({ page }) => {
    // The Aftercare editor is one of the longest screens of the console (about 100 fields): axe takes its time there.
    test.setTimeout(90_000)
    await signIn(page)
    await openSection(page, 'Pages')
    await expect(page.getByRole('link', { name: 'Home (edit)' })).toBeVisible()
    expect(await violations(page)).toEqual([])

    await page.getByRole('link', { name: 'Aftercare (edit)' }).click()
    const editor = page.getByRole('form', { name: 'Aftercare' })
    await expect(editor.getByRole('region', { name: 'Hero banner' })).toBeVisible()
    await editor.getByText('Placeholders: the studio’s facts in a text').click()
    await editor.getByRole('button', { name: 'Preview' }).click()
    await expect(page.frameLocator('iframe[title="Preview of Aftercare (English)"]').getByRole('heading', { level: 1 })).toBeVisible()
    // A refused save (nothing is stored): the errors on their fields and in the summary, beside the open preview.
    await editor.getByRole('region', { name: 'Hero banner' }).getByRole('textbox', { name: 'Heading (English)', exact: true }).fill('')
    await editor.getByRole('button', { name: 'Save changes' }).click()
    await expect(page.getByText('Please correct this field:')).toBeVisible()
    expect(await violations(page, PREVIEW_FRAME)).toEqual([])

    await editor.getByRole('button', { name: 'Earlier versions' }).click()
    await expect(page.getByRole('dialog', { name: 'Earlier versions of Aftercare' }).getByText(/No versions yet|Choose a version/)).toBeVisible()
    expect(await violations(page, PREVIEW_FRAME)).toEqual([])
  })

  test('on the reviews list (with its samples) and its form, empty and with its errors', async ({ page }) => {
    await signIn(page)
    await openSection(page, 'Reviews')
    await expect(page.getByRole('list', { name: 'Reviews, in the order the site shows them' }).getByRole('listitem').first()).toBeVisible()
    expect(await violations(page)).toEqual([])
    await page.getByRole('button', { name: 'New review' }).click()
    await expect(page.getByRole('heading', { name: 'New review' })).toBeVisible()
    await page.getByText('Studio facts you can write in braces').click()
    expect(await violations(page)).toEqual([])
    await page.locator('label[for="review-published"]').click()
    await page.getByRole('button', { name: 'Add review' }).click()
    await expect(page.getByText('Please correct these fields:')).toBeVisible()
    expect(await violations(page)).toEqual([])
  })

  test('on the services list and the service form, empty and with its errors', async ({ page }) => {
    await signIn(page)
    await openSection(page, 'Services')
    await expect(page.getByRole('list', { name: 'Services, in the order the site lists them' }).getByRole('listitem').first()).toBeVisible()
    expect(await violations(page)).toEqual([])
    await page.getByRole('button', { name: 'New service' }).click()
    await expect(page.getByRole('heading', { name: 'New service' })).toBeVisible()
    expect(await violations(page)).toEqual([])
    await page.getByRole('button', { name: 'Add service' }).click()
    await expect(page.getByText('Please correct these fields:')).toBeVisible()
    expect(await violations(page)).toEqual([])
  })

  test('on the FAQ lists and the question form, empty and with its errors', async ({ page }) => {
    test.setTimeout(60_000) // three axe passes, as on the post form: each takes seconds on a busy machine
    await signIn(page)
    await openSection(page, 'FAQ')
    await expect(
      page
        .getByRole('list', { name: /^Questions of the FAQ page/ })
        .getByRole('listitem')
        .first(),
    ).toBeVisible()
    expect(await violations(page)).toEqual([])
    await page.getByRole('button', { name: 'New question' }).click()
    await expect(page.getByRole('heading', { name: 'New question' })).toBeVisible()
    expect(await violations(page)).toEqual([])
    await page.getByRole('button', { name: 'Add question' }).click()
    await expect(page.getByText('Please correct these fields:')).toBeVisible()
    expect(await violations(page)).toEqual([])
  })
})

test.describe('axe finds no violation on the staff screens', () => {
  test('the invite form, the invitation screen, "Choose your password" and Your account', async ({ page, browser, request }) => {
    test.setTimeout(120_000) // four screens, three browsers and two password checks
    await signIn(page)
    await openSection(page, 'Staff')
    await page.getByRole('button', { name: 'Invite someone' }).click()
    await expect(page.getByRole('form', { name: 'Invite someone' })).toBeVisible()
    expect(await violations(page)).toEqual([])
    await page.locator('.adm-header .adm-user').click()
    await expect(page.getByRole('dialog', { name: 'Your account' })).toBeVisible()
    expect(await violations(page)).toEqual([])

    const api = await adminApi(request)
    const invited = await api.post('/api/admin/invites', { data: { username: unique('axe'), displayName: 'Axe Invitee' } })
    const link = ((await invited.json()) as { link: string }).link
    const invitee = await (await browser.newContext()).newPage()
    await asNewVisitor(invitee)
    await invitee.goto(`/admin/invite${new URL(link).hash}`)
    await expect(invitee.getByRole('button', { name: 'Join and sign in' })).toBeVisible()
    expect(await violations(invitee)).toEqual([])

    const added = await api.post('/api/admin/accounts', { data: { username: unique('axe'), displayName: 'Axe Editor', role: 'editor' } })
    const { account, temporaryPassword } = (await added.json()) as { account: { username: string }; temporaryPassword: string }
    const editor = await (await browser.newContext()).newPage()
    await asNewVisitor(editor)
    await editor.goto('/admin/login')
    await editor.getByLabel('Username').fill(account.username)
    await editor.getByLabel('Password', { exact: true }).fill(temporaryPassword)
    await editor.getByRole('button', { name: 'Sign In' }).click()
    // A bcrypt check, behind other sign-ins on a busy machine.
    await expect(editor.getByRole('heading', { level: 1, name: 'Choose your password' })).toBeVisible({ timeout: 20_000 })
    await editor.getByRole('button', { name: 'Save and continue' }).click()
    await expect(editor.getByText('Password must be at least 10 characters')).toBeVisible()
    expect(await violations(editor)).toEqual([])
    await invitee.context().close()
    await editor.context().close()
  })
})
