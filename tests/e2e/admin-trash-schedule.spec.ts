import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { adminApi, asNewVisitor } from './helpers.ts'
import { createPost, openSection, signIn, unique } from './admin-helpers.ts'
import { scheduleText, toWallTime } from '#shared/admin/posts/schedule-time.ts'

const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' })
const postCard = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true })

test.describe('admin Trash and scheduling', () => {
  test('a deleted post goes to Trash and off the site; restored, it is back on the site as it was', async ({ page, browser, request }) => {
    test.setTimeout(60_000)
    const api = await adminApi(request)
    const post = await createPost(api, { title: unique('Trash me'), slug: unique('trash-me'), published: true })
    const visitor = await browser.newPage()
    await asNewVisitor(visitor)
    expect((await visitor.goto(`/blog/${post.slug}`))?.status()).toBe(200)

    await signIn(page)
    await openSection(page, 'Blog Posts')
    await postCard(page, post.title)
      .getByRole('button', { name: /^Delete/ })
      .click()
    const question = page.getByRole('alertdialog', { name: 'Delete this post?' })
    await expect(question).toContainText('goes to Trash and leaves the public site at once')
    await expect(question).toContainText('restore it from Trash for 30 days')
    await question.getByRole('button', { name: 'Delete post' }).click()
    await expect(notifications(page).getByRole('status')).toContainText('Moved to Trash for 30 days.')
    await expect(postCard(page, post.title)).toHaveCount(0)

    expect((await visitor.goto(`/blog/${post.slug}`))?.status()).toBe(404)
    await visitor.goto('/blog')
    await expect(visitor.getByText(post.title)).toHaveCount(0)

    await page.getByRole('button', { name: 'Trash', exact: true }).click()
    await expect(page.getByRole('heading', { level: 2, name: 'Trash', exact: true })).toBeVisible()
    const inTrash = postCard(page, post.title)
    await expect(inTrash).toContainText('30 days left')
    await inTrash.getByRole('button', { name: /^Restore/ }).click()
    await expect(notifications(page).getByRole('status')).toContainText('Post restored')
    await expect(inTrash).toHaveCount(0)
    await page.getByRole('button', { name: 'Back to posts' }).click()
    await expect(postCard(page, post.title)).toBeVisible()

    expect((await visitor.goto(`/blog/${post.slug}`))?.status()).toBe(200)
    await visitor.goto('/blog')
    await expect(visitor.getByText(post.title).first()).toBeVisible()
    await visitor.close()
  })

  test('a post in Trash is deleted for good only after its confirm dialog', async ({ page, request }) => {
    const api = await adminApi(request)
    const post = await createPost(api, { title: unique('Gone for good'), slug: unique('gone-for-good') })
    expect((await api.delete(`/api/blog/posts/${post.id}`)).status()).toBe(200)
    await signIn(page)
    await openSection(page, 'Blog Posts')
    await page.getByRole('button', { name: 'Trash', exact: true }).click()
    const card = postCard(page, post.title)
    await expect(card).toContainText('30 days left')
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
    expect(axe.violations.map((violation) => violation.id)).toEqual([])
    await card.getByRole('button', { name: /^Delete for good/ }).click()
    const question = page.getByRole('alertdialog', { name: 'Delete this post for good?' })
    await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused()
    await question.getByRole('button', { name: 'Cancel' }).click()
    await expect(card).toBeVisible()
    await card.getByRole('button', { name: /^Delete for good/ }).click()
    await question.getByRole('button', { name: 'Delete for good' }).click()
    await expect(notifications(page).getByRole('status')).toContainText('Post deleted for good')
    await expect(card).toHaveCount(0)
    const trash = (await (await api.get('/api/blog/trash')).json()) as { id: string }[]
    expect(trash.some((one) => one.id === post.id)).toBe(false)
  })

  // The time itself (publishing at the minute, after a restart, a moved or dropped schedule) is tested with a
  // controlled clock in server/routes/schedule.test.ts; here: the editor's control, the list, and the site meanwhile.
  test('a post scheduled in the editor shows its time in Eastern time, in the list too, and stays off /blog until then', async ({ page, browser, request }) => {
    const api = await adminApi(request)
    const post = await createPost(api, { title: unique('Scheduled'), slug: unique('scheduled') })
    await signIn(page)
    await openSection(page, 'Blog Posts')
    await postCard(page, post.title).getByRole('button', { name: /^Edit/ }).click()

    const schedule = page.getByRole('region', { name: 'Schedule' })
    await expect(schedule).toContainText('Not scheduled')
    // Native date and time inputs, each with its label: typed from the keyboard.
    await schedule.getByLabel('Publish on (date)').fill('2030-12-03')
    await schedule.getByLabel('At (Eastern time)').fill('09:00')
    await expect(schedule).toContainText('Publishes Dec 3, 2030, 9:00 AM (Eastern time)')
    await page.getByRole('button', { name: 'Update Post' }).click()
    await expect(notifications(page).getByRole('status')).toContainText('Post updated successfully')
    // The badge itself says it, not "Draft", in the list and on the dashboard.
    await expect(postCard(page, post.title).locator('.adm-badge')).toHaveText('Scheduled for Dec 3, 2030, 9:00 AM (Eastern time)')
    await expect(postCard(page, post.title)).not.toContainText('Draft')
    await openSection(page, 'Dashboard')
    const recent = page.locator('.adm-recent__item').filter({ hasText: post.title })
    await expect(recent.locator('.adm-badge')).toHaveText('Scheduled for Dec 3, 2030, 9:00 AM (Eastern time)')
    await openSection(page, 'Blog Posts')

    const stored = (await (await api.get(`/api/blog/posts/${post.slug}`)).json()) as { published: boolean; scheduledAt: string }
    expect(stored).toMatchObject({ published: false, scheduledAt: '2030-12-03T14:00:00.000Z' })
    const visitor = await browser.newPage()
    await asNewVisitor(visitor)
    await visitor.goto('/blog')
    await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(visitor.getByText(post.title)).toHaveCount(0)
    await visitor.close()

    // Unscheduled again, the list says nothing of it.
    await postCard(page, post.title).getByRole('button', { name: /^Edit/ }).click()
    await page.getByRole('region', { name: 'Schedule' }).getByRole('button', { name: 'Unschedule' }).click()
    await expect(page.getByRole('region', { name: 'Schedule' })).toContainText('Not scheduled')
    await page.getByRole('button', { name: 'Update Post' }).click()
    await expect(notifications(page).getByRole('status')).toContainText('Post updated successfully')
    await expect(postCard(page, post.title)).not.toContainText('Scheduled for')
    await expect(postCard(page, post.title).locator('.adm-badge')).toHaveText('Draft')
  })

  // Scheduling on the real clock: no hook in the server, so the test waits for the minute itself.
  test('a post scheduled in the editor for the next minute goes live on its own once the clock passes it', async ({ page, browser, request }) => {
    // Up to 90 s to the chosen minute, then up to 2 minutes of polling: well past the default 30 s.
    test.setTimeout(240_000)
    const api = await adminApi(request)
    const post = await createPost(api, { title: unique('Goes live'), slug: unique('goes-live') })
    await signIn(page)
    await openSection(page, 'Blog Posts')
    await postCard(page, post.title).getByRole('button', { name: /^Edit/ }).click()

    // The next whole minute at least 30 s ahead (the field has minute precision): time to save and look at the site
    // before it, even on a busy machine (it takes a few seconds); a save after it would be refused ("a time still to come").
    const at = Math.ceil((Date.now() + 30_000) / 60_000) * 60_000
    const iso = new Date(at).toISOString()
    const wall = toWallTime(iso)
    const schedule = page.getByRole('region', { name: 'Schedule' })
    await schedule.getByLabel('Publish on (date)').fill(wall.date)
    await schedule.getByLabel('At (Eastern time)').fill(wall.time)
    await expect(schedule).toContainText(`Publishes ${scheduleText(iso)}`)
    await page.getByRole('button', { name: 'Update Post' }).click()
    await expect(notifications(page).getByRole('status')).toContainText('Post updated successfully')
    await expect(postCard(page, post.title)).toContainText(`Scheduled for ${scheduleText(iso)}`)

    // Before the minute: not on the site (a new browser context: no admin cookie, so no draft preview).
    const visitor = await browser.newPage()
    await asNewVisitor(visitor)
    expect((await visitor.goto(`/blog/${post.slug}`))?.status()).toBe(404)
    await visitor.goto('/blog')
    await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(visitor.getByText(post.title)).toHaveCount(0)
    expect(Date.now(), 'the checks above ran before the scheduled minute').toBeLessThan(at)

    // The scheduler goes off at the minute (a scheduled post may go live "within the minute"); polling for 2 minutes from here
    // leaves at least 30 s past it however late in the 90 s window the minute falls.
    await expect
      .poll(async () => (await visitor.request.get(`/blog/${post.slug}`, { maxRedirects: 0 })).status(), { timeout: 120_000, intervals: [1000] })
      .toBe(200)
    expect(Date.now(), 'not before its time').toBeGreaterThanOrEqual(at)

    // Live at once on its page and on /blog: the pages held in memory belonged to the store before it went live.
    expect((await visitor.goto(`/blog/${post.slug}`))?.status()).toBe(200)
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(post.title)
    await visitor.goto('/blog')
    await expect(visitor.getByRole('link', { name: post.title, exact: true })).toBeVisible()
    await visitor.close()
    const stored = (await (await api.get(`/api/blog/posts/${post.slug}`)).json()) as { published: boolean; scheduledAt: string | null; publishedAt: string }
    expect(stored).toMatchObject({ published: true, scheduledAt: null, publishedAt: iso })
  })
})
