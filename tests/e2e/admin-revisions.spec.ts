import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { adminApi, asNewVisitor } from './helpers.ts'
import { createPost, openSection, signIn, unique } from './admin-helpers.ts'

const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' })
const postCard = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true })
const titleBox = (page: Page) => page.getByRole('textbox', { name: 'Title', exact: true })
const contentBox = (page: Page) => page.getByRole('textbox', { name: 'Content' })

const saveStatus = (page: Page) => page.locator('.adm-editor__status')

/** Ctrl+S (⌘S): saves and keeps the form open. */
async function saveAndStay(page: Page): Promise<void> {
  await expect(saveStatus(page)).toContainText('Unsaved changes')
  const saved = page.waitForResponse((response) => response.request().method() === 'PATCH')
  await contentBox(page).press(process.platform === 'darwin' ? 'Meta+s' : 'Control+s')
  expect((await saved).status()).toBe(200)
  await expect(saveStatus(page)).toContainText(/Saved at \d/)
}

test.describe('admin revisions', () => {
  test('a post edited twice lists its saves, shows what changed, and restoring the first brings its text back, in the form and on the site', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(60_000)
    const api = await adminApi(request)
    const first = { title: unique('Brow healing, first words'), markdown: 'Healing takes **four weeks**.\n\nKeep the brows dry.' }
    const post = await createPost(api, { ...first, slug: unique('revisions'), published: true })

    await signIn(page)
    await openSection(page, 'Blog Posts')
    await postCard(page, post.title).getByRole('button', { name: /^Edit/ }).click()
    await expect(page.getByRole('heading', { name: 'Edit Post' })).toBeVisible()

    await titleBox(page).fill(unique('Brow healing, second words'))
    await contentBox(page).fill('Healing takes **six weeks**.\n\nKeep the brows dry.')
    await saveAndStay(page)
    const lastTitle = unique('Brow healing, third words')
    await titleBox(page).fill(lastTitle)
    await contentBox(page).fill('Healing takes **eight weeks**.\n\nKeep the brows dry.')
    await saveAndStay(page)

    const opener = page.getByRole('button', { name: 'Show revisions' })
    await opener.click()
    const dialog = page.getByRole('dialog', { name: 'Revisions' })
    const saves = dialog.getByRole('list', { name: 'Saved versions' }).getByRole('button')
    await expect(saves).toHaveCount(3)
    await expect(saves.first()).toContainText('admin · current')
    await expect(saves.last()).toContainText(/[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}:\d{2} [AP]M/)

    // The oldest save: what restoring it changes against the form as it is now.
    await saves.last().click()
    await expect(saves.last()).toHaveAttribute('aria-pressed', 'true')
    const changes = dialog.locator('dl')
    await expect(changes.getByRole('term')).toHaveText(['Title', 'Content'])
    await expect(changes.locator('del')).toContainText(lastTitle)
    await expect(changes.locator('ins')).toContainText(first.title)
    const lines = dialog.getByRole('list', { name: 'Content, line by line' })
    await expect(lines.getByRole('listitem').filter({ hasText: 'Goes:' })).toHaveText(['Goes: −Healing takes **eight weeks**.'])
    await expect(lines.getByRole('listitem').filter({ hasText: 'Comes back:' })).toHaveText(['Comes back: +Healing takes **four weeks**.'])
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
    expect(axe.violations.map((violation) => violation.id)).toEqual([])

    await dialog.getByRole('button', { name: 'Restore this revision' }).click()
    const question = page.getByRole('alertdialog', { name: 'Restore this revision?' })
    await expect(question).toContainText('This is saved at once, as a new revision')
    await question.getByRole('button', { name: 'Restore this revision' }).click()
    await expect(notifications(page).getByRole('status')).toContainText('Revision restored')
    await expect(dialog).toHaveCount(0)
    await expect(opener).toBeFocused()

    await expect(titleBox(page)).toHaveValue(first.title)
    await expect(contentBox(page)).toHaveValue(first.markdown)
    await expect(saveStatus(page)).toContainText(/Saved at \d/)

    const visitor = await browser.newPage()
    await asNewVisitor(visitor)
    await visitor.goto(`/blog/${post.slug}`)
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(first.title)
    await expect(visitor.getByText('Healing takes four weeks.')).toBeVisible()
    await visitor.close()

    // The restore is a save of its own: the newest of four revisions.
    await opener.click()
    await expect(saves).toHaveCount(4)
    await expect(saves.first()).toContainText('admin · current')
  })

  test('a revision whose slug another post took since is refused, and the dialog says which post has it', async ({ page, request }) => {
    const api = await adminApi(request)
    const oldSlug = unique('old-address')
    const post = await createPost(api, { title: unique('Moved post'), slug: oldSlug })
    const newSlug = unique('new-address')
    const moved = await api.patch(`/api/blog/posts/${post.id}`, { data: { slug: newSlug, updatedAt: post.updatedAt } })
    expect(moved.status()).toBe(200)
    const taker = await createPost(api, { title: unique('Took the address'), slug: oldSlug })

    await signIn(page)
    await openSection(page, 'Blog Posts')
    await postCard(page, post.title).getByRole('button', { name: /^Edit/ }).click()
    await page.getByRole('button', { name: 'Show revisions' }).click()
    const dialog = page.getByRole('dialog', { name: 'Revisions' })
    const saves = dialog.getByRole('list', { name: 'Saved versions' }).getByRole('button')
    await expect(saves).toHaveCount(2)
    await saves.last().click()
    await expect(dialog.locator('dl').getByRole('term')).toHaveText(['Slug'])
    await dialog.getByRole('button', { name: 'Restore this revision' }).click()
    await page.getByRole('alertdialog', { name: 'Restore this revision?' }).getByRole('button', { name: 'Restore this revision' }).click()
    await expect(dialog.getByRole('alert')).toContainText(`Another post (“${taker.title}”) now uses the slug "${oldSlug}"`)
    await dialog.getByRole('button', { name: 'Close' }).first().click()
    await expect(page.getByRole('textbox', { name: 'Slug' })).toHaveValue(newSlug)
  })
})
