import AxeBuilder from '@axe-core/playwright'
import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test'
import { ADMIN, FRESH_CONNECTIONS } from './helpers.ts'
import { createPost, openSection, signIn, startOwnServer, unique } from './admin-helpers.ts'

/**
 * The admin's posts list at scale: paging, sort, the compact view and bulk actions. Thirty posts would push
 * other specs' new posts off the first page of the shared server, so this runs on a server of its own.
 */
test.describe.configure({ mode: 'serial' })

let server: { url: string; stop(): void }
let api: APIRequestContext
const word = unique('pagedlist').replace(/-/g, '')
const title = (number: number) => `${word} ${String(number).padStart(2, '0')}`

const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' })
const count = (page: Page) => page.locator('.adm-result-count')

test.beforeAll(async () => {
  server = await startOwnServer()
  api = await playwrightRequest.newContext({ ...FRESH_CONNECTIONS, baseURL: server.url })
  expect((await api.post('/api/admin/login', { data: ADMIN })).status()).toBe(200)
  // Created in an order unlike the titles' (7 is prime to 30): the newest is not the first A–Z.
  for (let index = 0; index < 30; index++) {
    const number = ((index * 7) % 30) + 1
    await createPost(api, { title: title(number), slug: unique(`paged-${number}`), published: true })
  }
})

test.afterAll(async () => {
  await api?.dispose()
  server?.stop()
})

async function openList(page: Page) {
  await signIn(page, server.url)
  await openSection(page, 'Blog Posts')
  await page.getByRole('searchbox', { name: 'Search posts' }).fill(word)
  await expect(count(page)).toHaveText('Showing 1–20 of 30 posts')
}

test('pages through the posts, sorts by title, and keeps the place in the address', async ({ page }) => {
  await openList(page)
  await expect(page).toHaveURL(new RegExp(`/admin/posts\\?q=${word}$`))
  await expect(page.getByRole('article')).toHaveCount(20)
  // Newest first: the last one created is first.
  await expect(page.getByRole('article').first()).toHaveAccessibleName(title(((29 * 7) % 30) + 1))

  const pages = page.getByRole('navigation', { name: 'Pages of posts' })
  await expect(pages).toContainText('Page 1 of 2')
  await expect(pages.getByRole('button', { name: 'Previous page' })).toBeDisabled()
  await pages.getByRole('button', { name: 'Next page' }).click()
  await expect(count(page)).toHaveText('Showing 21–30 of 30 posts')
  await expect(page.getByRole('article')).toHaveCount(10)
  await expect(page).toHaveURL(/[?&]page=2/)
  await expect(pages.getByRole('button', { name: 'Next page' })).toBeDisabled()
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  expect(axe.violations.map((violation) => violation.id)).toEqual([])

  await page.getByLabel('Sort').selectOption({ label: 'Title A–Z' })
  await expect(page).toHaveURL(/[?&]sort=title-asc/)
  await expect(page).not.toHaveURL(/[?&]page=/) // a new order starts at its first page
  await expect(count(page)).toHaveText('Showing 1–20 of 30 posts')
  const headings = page.getByRole('article').getByRole('heading')
  await expect(headings.nth(0)).toHaveText(title(1))
  await expect(headings.nth(1)).toHaveText(title(2))
  await expect(headings.nth(19)).toHaveText(title(20))

  await page.getByRole('navigation', { name: 'Pages of posts' }).getByRole('button', { name: 'Next page' }).click()
  await expect(headings.first()).toHaveText(title(21))
  // A reload comes back to the same page, order and search.
  await page.reload()
  await expect(count(page)).toHaveText('Showing 21–30 of 30 posts')
  await expect(headings.first()).toHaveText(title(21))
  await expect(page.getByLabel('Sort')).toHaveValue('title-asc')
  await expect(page.getByRole('searchbox', { name: 'Search posts' })).toHaveValue(word)

  // An address past the last page (an old bookmark, posts gone since) shows the last page there is.
  await page.goto(`${server.url}/admin/posts?q=${word}&page=9`)
  await expect(count(page)).toHaveText('Showing 21–30 of 30 posts')
  await expect(page).toHaveURL(/[?&]page=2(&|$)/)
})

test('the compact view is remembered; checked posts are unpublished and moved to Trash in bulk', async ({ page }) => {
  await openList(page)
  await page.getByLabel('Sort').selectOption({ label: 'Title A–Z' })
  await expect(page.getByRole('article').first()).toHaveAccessibleName(title(1))

  await page.getByRole('group', { name: 'Show posts as' }).getByRole('button', { name: 'Compact list' }).click()
  const table = page.getByRole('table', { name: 'Blog posts' })
  await expect(table).toBeVisible()
  await expect(page.getByRole('article')).toHaveCount(0)
  await expect(table.getByRole('row')).toHaveCount(21) // the heading row and 20 posts
  await page.reload()
  await expect(table).toBeVisible()
  await expect(page.getByRole('group', { name: 'Show posts as' }).getByRole('button', { name: 'Compact list' })).toHaveAttribute('aria-pressed', 'true')

  const bar = page.getByRole('group', { name: 'Bulk actions' })
  await expect(bar.getByRole('button', { name: 'Unpublish' })).toBeDisabled()
  for (const number of [1, 2, 3]) await table.getByRole('checkbox', { name: `Select: ${title(number)}` }).check()
  await expect(bar).toContainText('3 selected')
  await bar.getByRole('button', { name: 'Unpublish' }).click()
  await expect(notifications(page).getByRole('status')).toContainText('3 posts unpublished')
  const row = (number: number) => table.getByRole('row').filter({ hasText: title(number) })
  for (const number of [1, 2, 3]) await expect(row(number)).toContainText('Draft')
  await expect(row(4)).toContainText('Published')
  await expect(bar).toContainText('None selected')
  const stored = (await (await api.get(`/api/blog/posts?q=${word}&limit=100`)).json()) as { title: string; published: boolean }[]
  expect(
    stored
      .filter((post) => !post.published)
      .map((post) => post.title)
      .sort(),
  ).toEqual([title(1), title(2), title(3)])

  // Select all on this page, then leave out one: Move to Trash asks first.
  await table.getByRole('checkbox', { name: 'Select all posts on this page' }).check()
  await expect(bar).toContainText('20 selected')
  await table.getByRole('checkbox', { name: 'Select all posts on this page' }).uncheck()
  await table.getByRole('checkbox', { name: `Select: ${title(4)}` }).check()
  await table.getByRole('checkbox', { name: `Select: ${title(5)}` }).check()
  await bar.getByRole('button', { name: 'Move to Trash' }).click()
  const question = page.getByRole('alertdialog', { name: 'Move 2 posts to Trash?' })
  await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused()
  await question.getByRole('button', { name: 'Move to Trash' }).click()
  await expect(notifications(page).getByRole('status')).toContainText('2 posts moved to Trash')
  await expect(count(page)).toHaveText('Showing 1–20 of 28 posts')
  await expect(row(4)).toHaveCount(0)
  expect((await api.get('/api/blog/trash')).ok()).toBe(true)
  const trash = (await (await api.get('/api/blog/trash')).json()) as { title: string; id: string }[]
  expect(trash.map((post) => post.title).sort()).toEqual([title(4), title(5)])

  // A post another person moved to Trash meanwhile: the others are published, that one is named with the reason.
  await table.getByRole('checkbox', { name: `Select: ${title(1)}` }).check()
  await table.getByRole('checkbox', { name: `Select: ${title(2)}` }).check()
  const list = (await (await api.get(`/api/blog/posts?q=${encodeURIComponent(title(2))}`)).json()) as { id: string }[]
  expect((await api.delete(`/api/blog/posts/${list[0]!.id}`)).ok()).toBe(true)
  await bar.getByRole('button', { name: 'Publish', exact: true }).click()
  await expect(notifications(page).getByRole('alert')).toContainText('1 post could not be published')
  await expect(page.getByRole('alert').filter({ hasText: 'Some posts were not changed' })).toContainText(`“${title(2)}”: This post is in Trash`)
  await expect(row(1)).toContainText('Published')
  await expect(row(2)).toHaveCount(0)
})
