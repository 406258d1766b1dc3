import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test'
import { adminApi } from './helpers.ts'
import { createPost, openSection, signIn, unique } from './admin-helpers.ts'

const opened: BrowserContext[] = []

/** A signed-in admin in a browser of their own (own cookies, own local drafts), with the post open in the editor. */
async function editorFor(browser: Browser, title: string): Promise<Page> {
  const context = await browser.newContext()
  opened.push(context)
  const page = await context.newPage()
  await signIn(page)
  await openSection(page, 'Blog Posts')
  await page.getByRole('article', { name: title, exact: true }).getByRole('button', { name: /^Edit/ }).click()
  await expect(page.getByRole('heading', { name: 'Edit Post' })).toBeVisible()
  return page
}

const excerpt = (page: Page) => page.getByRole('textbox', { name: 'Excerpt' })
const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' })

/** Both editors open the same post; Camila saves first, then Ana's save is refused with 409 and the dialog. */
async function collide(browser: Browser, api: Awaited<ReturnType<typeof adminApi>>) {
  const post = await createPost(api, { title: unique('Shared post'), slug: unique('shared-post'), excerpt: 'The original excerpt.' })
  const camila = await editorFor(browser, post.title)
  const ana = await editorFor(browser, post.title)

  await excerpt(camila).fill("Camila's excerpt.")
  await camila.getByRole('button', { name: 'Update Post' }).click()
  await expect(toasts(camila).getByRole('status')).toContainText('Post updated successfully')

  await excerpt(ana).fill("Ana's excerpt.")
  const refused = ana.waitForResponse((response) => response.url().endsWith(`/api/blog/posts/${post.id}`) && response.request().method() === 'PATCH')
  await ana.getByRole('button', { name: 'Update Post' }).click()
  expect((await refused).status()).toBe(409)
  const dialog = ana.getByRole('alertdialog', { name: 'This post was changed by someone else' })
  // Who saved first, by the account's display name (both editors here are the first admin, named after its username).
  await expect(dialog).toContainText(/admin saved this post on .+, after you opened it/)
  return { post, camila, ana, dialog }
}

test.describe('two editors on the same post', () => {
  test.afterEach(async () => {
    for (const context of opened.splice(0)) await context.close()
  })

  test('the second save is refused and "Reload their version" brings in the other editor\'s text', async ({ browser, request }) => {
    test.setTimeout(60_000)
    const api = await adminApi(request)
    const { post, ana, dialog } = await collide(browser, api)

    await dialog.getByRole('button', { name: 'Reload their version' }).click()
    await expect(dialog).toBeHidden()
    await expect(toasts(ana).getByRole('status')).toContainText('Loaded the latest version')
    await expect(excerpt(ana)).toHaveValue("Camila's excerpt.")
    await expect(ana.getByRole('status').filter({ hasText: 'No changes' })).toBeVisible()

    // Now based on the latest version, Ana's next save goes through.
    await excerpt(ana).fill("Camila's excerpt, and Ana's addition.")
    await ana.getByRole('button', { name: 'Update Post' }).click()
    await expect(toasts(ana).getByRole('status')).toContainText('Post updated successfully')
    const stored = await (await api.get(`/api/blog/posts/${post.slug}`)).json()
    expect(stored.excerpt).toBe("Camila's excerpt, and Ana's addition.")
  })

  test('the second save is refused and "Overwrite with mine" saves over the other editor\'s text', async ({ browser, request }) => {
    test.setTimeout(60_000)
    const api = await adminApi(request)
    const { post, ana, dialog } = await collide(browser, api)
    expect((await (await api.get(`/api/blog/posts/${post.slug}`)).json()).excerpt).toBe("Camila's excerpt.")

    await dialog.getByRole('button', { name: 'Overwrite with mine' }).click()
    await expect(dialog).toBeHidden()
    await expect(toasts(ana).getByRole('status')).toContainText('Post updated successfully')
    await expect(ana.getByRole('article', { name: post.title, exact: true })).toContainText("Ana's excerpt.")
    expect((await (await api.get(`/api/blog/posts/${post.slug}`)).json()).excerpt).toBe("Ana's excerpt.")
  })
})
