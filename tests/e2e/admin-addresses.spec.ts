import { expect, test, type Page } from '@playwright/test'
import { ADMIN, adminApi, asNewVisitor } from './helpers.ts'
import { createPost, openSection, signIn, unique } from './admin-helpers.ts'

// Every admin screen has its own address; reload, Back and Forward keep the place. (An editor at the
// owner's Staff address: admin-accounts.spec.ts.)

const titleBox = (page: Page) => page.getByRole('textbox', { name: 'Title', exact: true })
const postCard = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true })
const leaveQuestion = (page: Page) => page.getByRole('alertdialog', { name: 'Discard unsaved changes?' })
const saveKey = process.platform === 'darwin' ? 'Meta+s' : 'Control+s'

test.describe('admin addresses', () => {
  test('a post opened from the list has its own address: reload keeps it, Back and Forward move between list and editor', async ({ page, request }) => {
    const title = `Addressed ${unique('post')}`
    const post = await createPost(await adminApi(request), { title, slug: unique('addressed') })

    await signIn(page)
    await openSection(page, 'Blog Posts')
    await expect(page).toHaveURL(/\/admin\/posts$/)
    await expect(page).toHaveTitle('Blog Posts – Studio admin')
    await postCard(page, title).getByRole('button', { name: /^Edit/ }).click()
    await expect(page).toHaveURL(new RegExp(`/admin/posts/${post.id}$`))
    await expect(page.getByRole('heading', { name: 'Edit Post' })).toBeVisible()
    await expect(titleBox(page)).toHaveValue(title)

    await page.reload()
    await expect(page).toHaveURL(new RegExp(`/admin/posts/${post.id}$`))
    await expect(page.getByRole('heading', { level: 1, name: 'Blog Posts' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Edit Post' })).toBeVisible()
    await expect(titleBox(page)).toHaveValue(title)

    await page.goBack()
    await expect(page).toHaveURL(/\/admin\/posts$/)
    await expect(postCard(page, title)).toBeVisible()
    await page.goForward()
    await expect(page).toHaveURL(new RegExp(`/admin/posts/${post.id}$`))
    await expect(titleBox(page)).toHaveValue(title)

    // Back through the sections clicked in the sidebar, each at its own address.
    await page.goBack()
    await page.goBack()
    await expect(page).toHaveURL(/\/admin\/dashboard$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  })

  test('a console address asked for while signed out shows the login, then that screen once signed in', async ({ page }) => {
    await asNewVisitor(page)
    await page.goto('/admin/media')
    await expect(page).toHaveURL(/\/admin\/login$/)
    await expect(page).toHaveTitle('Sign in – Studio admin')
    await page.getByLabel('Username').fill(ADMIN.username)
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page).toHaveURL(/\/admin\/media$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Media' })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: 'Media' })).toHaveAttribute('aria-current', 'page')
  })

  test('an unknown post or screen says it is not found, with a way back', async ({ page }) => {
    await signIn(page)
    await page.goto('/admin/posts/no-such-post')
    const notice = page.getByRole('alert').filter({ hasText: 'This post was not found' })
    await expect(notice).toBeVisible()
    await notice.getByRole('button', { name: 'All posts' }).click()
    await expect(page).toHaveURL(/\/admin\/posts$/)
    await expect(page.getByRole('searchbox', { name: 'Search posts' })).toBeVisible()

    await page.goto('/admin/no-such-screen')
    const unknown = page.getByRole('alert').filter({ hasText: 'There is no such screen in the console' })
    await expect(unknown).toBeVisible()
    await expect(page.getByRole('heading', { level: 1, name: 'Not found' })).toBeVisible()
    await unknown.getByRole('button', { name: 'Go to the dashboard' }).click()
    await expect(page).toHaveURL(/\/admin\/dashboard$/)
  })

  test('Back with unsaved changes in the editor asks first; staying keeps the text, discarding goes back', async ({ page, request }) => {
    const title = `Guarded ${unique('post')}`
    const post = await createPost(await adminApi(request), { title, slug: unique('guarded') })
    await signIn(page)
    await openSection(page, 'Blog Posts')
    await postCard(page, title).getByRole('button', { name: /^Edit/ }).click()
    await expect(page).toHaveURL(new RegExp(`/admin/posts/${post.id}$`))
    await titleBox(page).fill(`${title} (changed)`)

    await page.goBack()
    await leaveQuestion(page).getByRole('button', { name: 'Keep editing' }).click()
    await expect(leaveQuestion(page)).toBeHidden()
    await expect(page).toHaveURL(new RegExp(`/admin/posts/${post.id}$`))
    await expect(titleBox(page)).toHaveValue(`${title} (changed)`)

    // The sidebar asks too.
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: 'Media' }).click()
    await leaveQuestion(page).getByRole('button', { name: 'Keep editing' }).click()
    await expect(page).toHaveURL(new RegExp(`/admin/posts/${post.id}$`))
    await expect(titleBox(page)).toHaveValue(`${title} (changed)`)

    await page.goBack()
    await leaveQuestion(page).getByRole('button', { name: 'Discard changes' }).click()
    await expect(page).toHaveURL(/\/admin\/posts$/)
    await expect(postCard(page, title)).toBeVisible()
    await expect(page.getByText('(changed)')).toHaveCount(0)
  })

  test('a new post saved with Ctrl+S takes its own address in place of /posts/new', async ({ page }) => {
    await signIn(page)
    await openSection(page, 'Blog Posts')
    await page.getByRole('button', { name: 'New Post' }).click()
    await expect(page).toHaveURL(/\/admin\/posts\/new$/)
    const title = `Saved in place ${unique('post')}`
    await titleBox(page).fill(title)
    await page.getByRole('textbox', { name: 'Excerpt' }).fill('Written to get an address.')
    await page.getByRole('combobox', { name: 'Category' }).selectOption('Aftercare')
    await page.getByRole('textbox', { name: 'Content' }).fill('Some text.')
    const created = page.waitForResponse((response) => response.url().endsWith('/api/blog/posts') && response.request().method() === 'POST')
    await page.keyboard.press(saveKey)
    const post = (await (await created).json()) as { id: string }
    await expect(page).toHaveURL(new RegExp(`/admin/posts/${post.id}$`))
    // The same form stays open, now editing the stored post.
    await expect(page.getByRole('heading', { name: 'Edit Post' })).toBeVisible()
    await expect(titleBox(page)).toHaveValue(title)

    // Replaced, not pushed: Back goes to the list, not to an empty new post.
    await page.goBack()
    await expect(page).toHaveURL(/\/admin\/posts$/)
    await expect(postCard(page, title)).toBeVisible()
    await page.goForward()
    await expect(titleBox(page)).toHaveValue(title)
  })

  test('a settings tab has its own address, kept by a reload; an unknown tab says so', async ({ page }) => {
    await signIn(page)
    await openSection(page, 'Settings')
    await expect(page).toHaveURL(/\/admin\/settings$/)
    await page.getByRole('tab', { name: 'Team' }).click()
    await expect(page).toHaveURL(/\/admin\/settings\/team$/)
    await page.reload()
    await expect(page.getByRole('tab', { name: 'Team' })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tabpanel', { name: 'Team' })).toBeVisible()
    // Tabs replace the address: Back leaves Settings.
    await page.getByRole('tab', { name: 'Account' }).click()
    await expect(page).toHaveURL(/\/admin\/settings$/)
    await page.goBack()
    await expect(page).toHaveURL(/\/admin\/dashboard$/)

    await page.goto('/admin/settings/no-such-tab')
    const notice = page.getByRole('alert').filter({ hasText: 'There is no such settings tab' })
    await expect(notice).toBeVisible()
    await notice.getByRole('button', { name: 'Settings' }).click()
    await expect(page).toHaveURL(/\/admin\/settings$/)
    await expect(page.getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true')
  })

  test('the server answers every console address with the console, so a reload never loses the screen', async ({ request }) => {
    for (const path of ['/admin/posts/some-id', '/admin/posts/new', '/admin/media', '/admin/no-such-screen']) {
      const answer = await request.get(path, { maxRedirects: 0 })
      expect(answer.status(), path).toBe(200)
      expect(answer.headers()['content-type'], path).toContain('text/html')
      expect(await answer.text(), path).toContain('<title>Studio admin</title>')
    }
  })
})
