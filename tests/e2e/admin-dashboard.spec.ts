import { expect, test, type Page, type Response } from '@playwright/test'
import { adminApi } from './helpers.ts'
import { createPost, signIn, unique } from './admin-helpers.ts'

interface ListedPost {
  id: string
  title: string
  published: boolean
}

const apiAnswer = (page: Page, path: string) =>
  page.waitForResponse((response: Response) => new URL(response.url()).pathname === path && response.request().method() === 'GET')

test.describe('admin dashboard', () => {
  test('the counters and Recent Posts show what the API answered the dashboard, drafts included', async ({ page, request }) => {
    const draft = await createPost(await adminApi(request), { title: unique('Dashboard draft'), slug: unique('dashboard-draft') })
    // Other tests add posts meanwhile: compare with the very answers the dashboard got, not with a later count.
    const postsAnswer = apiAnswer(page, '/api/blog/posts')
    const categoriesAnswer = apiAnswer(page, '/api/blog/categories')
    await signIn(page)
    const posts = (await (await postsAnswer).json()) as ListedPost[]
    const categories = (await (await categoriesAnswer).json()) as unknown[]
    // Signed in, the console asks for every post, drafts included.
    expect(posts.find((post) => post.id === draft.id)).toMatchObject({ title: draft.title, published: false })

    const counts = page.getByRole('list', { name: 'Content counts' })
    const counter = (label: string) => counts.getByRole('listitem').filter({ hasText: label }).locator('.adm-stat__value')
    const published = posts.filter((post) => post.published).length
    await expect(counter('Total Posts')).toHaveText(String(posts.length))
    await expect(counter('Published')).toHaveText(String(published))
    await expect(counter('Drafts')).toHaveText(String(posts.length - published))
    await expect(counter('Categories')).toHaveText(String(categories.length))

    const recent = page.getByRole('region', { name: 'Recent Posts' }).getByRole('listitem')
    await expect(recent).toHaveCount(Math.min(5, posts.length))
    for (const [index, post] of posts.slice(0, 5).entries()) {
      const item = recent.nth(index)
      await expect(item.getByRole('button')).toHaveText(`${post.title} (edit)`)
      await expect(item).toContainText(/[A-Z][a-z]{2} \d{1,2}, \d{4}/)
      await expect(item.locator('.adm-badge')).toHaveText(post.published ? 'Published' : 'Draft')
    }
  })
})
