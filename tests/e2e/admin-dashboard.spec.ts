import { expect, test, type Page, type Response } from '@playwright/test'
import { adminApi } from './helpers.ts'
import { createPost, signIn, unique } from './admin-helpers.ts'

interface Overview {
  total: number
  published: number
  recent: Array<{ id: string; title: string; published: boolean; createdAt: string }>
}

const apiAnswer = (page: Page, path: string) =>
  page.waitForResponse((response: Response) => new URL(response.url()).pathname === path && response.request().method() === 'GET')

test.describe('admin dashboard', () => {
  test('the counters and Recent Posts show the numbers the server counted, drafts included, without loading every post', async ({ page, request }) => {
    const draft = await createPost(await adminApi(request), { title: unique('Dashboard draft'), slug: unique('dashboard-draft') })
    // Other tests add posts meanwhile: compare with the very answers the dashboard got, not with a later count.
    const overviewAnswer = apiAnswer(page, '/api/blog/overview')
    const categoriesAnswer = apiAnswer(page, '/api/blog/categories')
    const lists: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/blog/posts') lists.push(request.url())
    })
    await signIn(page)
    const overview = (await (await overviewAnswer).json()) as Overview
    const categories = (await (await categoriesAnswer).json()) as unknown[]
    // The draft just made is among Recent Posts, unless other tests made five newer posts since.
    const listed = overview.recent.find((post) => post.id === draft.id)
    if (listed) expect(listed).toMatchObject({ title: draft.title, published: false })
    else expect(overview.recent.every((post) => post.createdAt >= draft.updatedAt)).toBe(true)

    const counts = page.getByRole('list', { name: 'Content counts' })
    const counter = (label: string) => counts.getByRole('listitem').filter({ hasText: label }).locator('.adm-stat__value')
    await expect(counter('Total Posts')).toHaveText(String(overview.total))
    await expect(counter('Published')).toHaveText(String(overview.published))
    await expect(counter('Drafts')).toHaveText(String(overview.total - overview.published))
    await expect(counter('Categories')).toHaveText(String(categories.length))

    const recent = page.getByRole('region', { name: 'Recent Posts' }).getByRole('listitem')
    await expect(recent).toHaveCount(Math.min(5, overview.total))
    for (const [index, post] of overview.recent.entries()) {
      const item = recent.nth(index)
      await expect(item.getByRole('button')).toHaveText(`${post.title} (edit)`)
      await expect(item).toContainText(/[A-Z][a-z]{2} \d{1,2}, \d{4}/)
      await expect(item.locator('.adm-badge')).toHaveText(post.published ? 'Published' : 'Draft')
    }
    // The dashboard asked for no list of posts.
    expect(lists).toEqual([])
  })
})
