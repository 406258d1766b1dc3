import { expect, test, type Page } from '@playwright/test'
import { adminApi } from './helpers.ts'
import { PNG, createPost, holdRequests, openSection, signIn, unique } from './admin-helpers.ts'

const titleBox = (page: Page) => page.getByRole('textbox', { name: 'Title', exact: true })
const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' })
const postCard = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true })

test.describe('admin posts', () => {
  test('creates a published post with an uploaded featured image and formatted content, shown at /blog/<slug>', async ({ page, browser }) => {
    test.setTimeout(60_000)
    await signIn(page)
    await openSection(page, 'Blog Posts')
    await page.getByRole('button', { name: 'New Post' }).click()
    await expect(page.getByRole('heading', { name: 'Create New Post' })).toBeVisible()

    const stamp = unique('x').slice(2)
    const title = `Spring Brow Refresh ${stamp}: Touch-Up Tips`
    const slug = `spring-brow-refresh-${stamp}-touch-up-tips`
    await titleBox(page).fill(title)
    await expect(page.getByRole('textbox', { name: 'Slug' })).toHaveValue(slug)
    await page.getByRole('textbox', { name: 'Excerpt' }).fill('How to keep your brows crisp between sessions.')
    await page.getByRole('combobox', { name: 'Category' }).selectOption('Aftercare')
    await page.getByRole('textbox', { name: 'Tags' }).fill('brows, touch-up, , spring')
    await expect(page.getByRole('list', { name: 'Tags as they will be saved' }).getByRole('listitem')).toHaveText(['brows', 'touch-up', 'spring'])

    // The featured image: a real PNG through the Upload button, held back a moment to see 'Uploading...'.
    const release = await holdRequests(page, '**/api/upload/image')
    const chooser = page.waitForEvent('filechooser')
    await page.getByRole('button', { name: 'Upload image' }).click()
    await (await chooser).setFiles({ name: 'brows.png', mimeType: 'image/png', buffer: PNG })
    await expect(page.getByRole('button', { name: 'Uploading...' })).toBeDisabled()
    release()
    const imageUrl = page.getByRole('textbox', { name: 'Image URL' })
    await expect(imageUrl).toHaveValue(/^\/uploads\/[0-9a-f-]+\.png$/)
    const uploaded = await imageUrl.inputValue()
    await page.getByRole('textbox', { name: 'Featured image alt text' }).fill('Soft brow arch, freshly touched up')
    const fieldPreview = page.locator('.adm-image-field__preview img')
    await expect(fieldPreview).toHaveAttribute('src', uploaded)
    await expect(fieldPreview).toHaveJSProperty('naturalWidth', 64)

    // Formatted content: Markdown typed in, and the Bold button on a selected word.
    const editor = page.getByRole('textbox', { name: 'Content' })
    await editor.click()
    await page.keyboard.type('## Aftercare basics')
    await page.keyboard.press('Enter')
    await page.keyboard.press('Enter')
    await page.keyboard.type('Keep brows hydrated between visits.')
    await editor.evaluate((textarea: HTMLTextAreaElement) => {
      const start = textarea.value.indexOf('hydrated')
      textarea.setSelectionRange(start, start + 'hydrated'.length)
    })
    await page.getByRole('button', { name: 'Add bold text (ctrl + b)' }).click()
    await expect(editor).toHaveValue('## Aftercare basics\n\nKeep brows **hydrated** between visits.')
    // The preview is the server's rendering.
    const preview = page.getByRole('region', { name: 'Preview as on the site' })
    await expect(preview.locator('h2')).toHaveText('Aftercare basics')
    await expect(preview.locator('strong')).toHaveText('hydrated')

    // The switch as people see it: its label, drawn over the checkbox.
    await page.getByRole('region', { name: 'Publishing' }).getByText('Published', { exact: true }).click()
    await expect(page.getByRole('switch', { name: 'Published' })).toBeChecked()
    await expect(page.getByText('Visible to everyone on the blog.')).toBeVisible()
    const created = page.waitForResponse((response) => response.url().endsWith('/api/blog/posts') && response.request().method() === 'POST')
    await page.getByRole('button', { name: 'Create Post' }).click()
    expect((await created).status()).toBe(201)
    await expect(notifications(page).getByRole('status')).toContainText('Post created successfully')
    const card = postCard(page, title)
    await expect(card.locator('.adm-badge')).toHaveText('Published')
    await expect(card).toContainText(slug)
    await expect(card.getByRole('link', { name: /^View on site/ })).toHaveAttribute('href', `/blog/${slug}`)

    // A visitor who is not signed in finds it on the site.
    const visitor = await browser.newContext()
    try {
      const site = await visitor.newPage()
      const response = await site.goto(`/blog/${slug}`)
      expect(response?.status()).toBe(200)
      await expect(site.locator('h1')).toHaveText(title)
      const image = site.locator('img.article-image')
      // The upload itself, or once made, one of its derivatives (`/uploads/v/<id>-<width>.<format>`).
      const id = uploaded.replace(/^\/uploads\/|\.\w+$/g, '')
      await expect(image).toHaveAttribute('src', new RegExp(`^/uploads/(?:${id}\\.png|v/${id}-\\d+\\.\\w+)$`))
      await expect(image).toHaveAttribute('alt', 'Soft brow arch, freshly touched up')
      // Loaded (its natural width follows the srcset's `sizes`, so it is not the file's 64 px).
      await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true)
      await expect(site.locator('.prose h2')).toHaveText('Aftercare basics')
      await expect(site.locator('.prose strong')).toHaveText('hydrated')
      await expect(site.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText(['#brows', '#touch-up', '#spring'])
    } finally {
      await visitor.close()
    }
  })

  test('the search box asks the server for the posts whose title or content matches, ignoring case', async ({ page, request }) => {
    const api = await adminApi(request)
    const word = unique('zebrafinch').replace(/-/g, '')
    const byTitle = await createPost(api, { title: `Title with ${word}`, slug: unique('search-title') })
    const byContent = await createPost(api, { title: unique('Content match'), slug: unique('search-content'), markdown: `Only the body says ${word}.` })
    await signIn(page)
    await openSection(page, 'Blog Posts')
    const count = page.locator('.adm-result-count')
    await expect(count).toHaveText(/^Showing 1–\d+ of [\d,]+ posts$/)

    const asked: string[] = []
    page.on('request', (sent) => {
      if (sent.url().includes('/api/blog/posts')) asked.push(decodeURIComponent(sent.url()))
    })
    const search = page.getByRole('searchbox', { name: 'Search posts' })
    await expect(search).toHaveAttribute('placeholder', 'Search posts...')
    await search.fill(word.toUpperCase())
    await expect(page.getByRole('article')).toHaveCount(2)
    await expect(postCard(page, byTitle.title)).toBeVisible()
    await expect(postCard(page, byContent.title)).toBeVisible()
    await expect(count).toHaveText('Showing 1–2 of 2 posts')
    // One request for the whole word (typing pauses before it asks), a page without the posts' text.
    expect(asked.filter((url) => url.includes('q='))).toEqual([expect.stringContaining(`q=${word.toUpperCase()}`)])
    expect(asked[0]).toContain('content=false')

    await search.fill(`${word}-no-such-post`)
    await expect(page.getByText('No posts found')).toBeVisible()
    await expect(page.getByRole('article')).toHaveCount(0)
    await search.fill('')
    await expect(count).toHaveText(/^Showing 1–\d+ of [\d,]+ posts$/)
  })

  test('edits a post: the slug stays, the change is saved and the list refetched', async ({ page, request }) => {
    const api = await adminApi(request)
    const post = await createPost(api, { title: unique('Before the edit'), slug: unique('edit-me') })
    await signIn(page)
    await openSection(page, 'Blog Posts')
    await postCard(page, post.title).getByRole('button', { name: /^Edit/ }).click()
    await expect(page.getByRole('heading', { name: 'Edit Post' })).toBeVisible()
    await expect(titleBox(page)).toHaveValue(post.title)
    await expect(page.getByRole('status').filter({ hasText: 'No changes' })).toBeVisible()

    const newTitle = unique('After the edit')
    await titleBox(page).fill(newTitle)
    await expect(page.getByRole('textbox', { name: 'Slug' })).toHaveValue(post.slug)
    await page.getByRole('textbox', { name: 'Excerpt' }).fill('A better excerpt.')
    const refetched = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/blog/posts' && response.request().method() === 'GET')
    await page.getByRole('button', { name: 'Update Post' }).click()
    await expect(notifications(page).getByRole('status')).toContainText('Post updated successfully')
    await refetched
    await expect(postCard(page, newTitle)).toContainText('A better excerpt.')
    await expect(postCard(page, post.title)).toHaveCount(0)

    const stored = (await (await api.get(`/api/blog/posts/${post.slug}`)).json()) as { title: string; excerpt: string }
    expect(stored).toMatchObject({ title: newTitle, excerpt: 'A better excerpt.' })
  })

  test('deleting a post asks first: Cancel keeps it, Delete post removes it', async ({ page, request }) => {
    const api = await adminApi(request)
    const post = await createPost(api, { title: unique('Delete me'), slug: unique('delete-me') })
    await signIn(page)
    await openSection(page, 'Blog Posts')
    const card = postCard(page, post.title)

    await card.getByRole('button', { name: /^Delete/ }).click()
    const question = page.getByRole('alertdialog', { name: 'Delete this post?' })
    await expect(question).toContainText(`“${post.title}” goes to Trash. You can restore it from Trash for 30 days; after that it is deleted for good.`)
    await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(question).toBeHidden()
    await card.getByRole('button', { name: /^Delete/ }).click()
    await question.getByRole('button', { name: 'Cancel' }).click()
    await expect(question).toBeHidden()
    await expect(card).toBeVisible()
    expect((await api.get(`/api/blog/posts/${post.slug}`)).status()).toBe(200)

    await card.getByRole('button', { name: /^Delete/ }).click()
    await question.getByRole('button', { name: 'Delete post' }).click()
    await expect(notifications(page).getByRole('status')).toContainText('Post deleted successfully')
    await expect(card).toHaveCount(0)
    expect((await api.get(`/api/blog/posts/${post.slug}`)).status()).toBe(404)
  })

  test('a new post typed before a reload is offered back, and restoring it fills the form again', async ({ page }) => {
    await signIn(page)
    await openSection(page, 'Blog Posts')
    await page.getByRole('button', { name: 'New Post' }).click()
    const title = `Unsaved ${unique('draft')}`
    await titleBox(page).fill(title)
    const slug = await page.getByRole('textbox', { name: 'Slug' }).inputValue()
    await page.getByRole('textbox', { name: 'Excerpt' }).fill('Typed, never saved.')
    await page.getByRole('textbox', { name: 'Content' }).fill('## Kept\n\nOn this computer.')
    await expect(page.getByRole('status').filter({ hasText: 'Unsaved changes · kept on this computer at' })).toBeVisible()

    // Leaving with unsaved changes asks first (the browser's own question on a reload).
    const asked: string[] = []
    page.on('dialog', (dialog) => {
      asked.push(dialog.type())
      void dialog.accept()
    })
    await page.reload()
    expect(asked).toEqual(['beforeunload'])
    await expect(page.getByRole('heading', { level: 1, name: 'Blog Posts' })).toBeVisible()
    // The reload comes back to the new post's address, whose form offers the draft too; the list does.
    await expect(page).toHaveURL(/\/admin\/posts\/new$/)
    await expect(page.getByRole('region', { name: 'Unsaved changes found' })).toBeVisible()
    await page.getByRole('button', { name: 'All posts' }).click()

    const offer = page.getByRole('region', { name: 'Unsaved posts on this computer' })
    await expect(offer).toContainText(`${title} · new post · kept`)
    await offer.getByRole('button', { name: `Restore ${title}` }).click()
    await expect(page.getByRole('heading', { name: 'Create New Post' })).toBeVisible()
    await expect(titleBox(page)).toHaveValue(title)
    await expect(page.getByRole('textbox', { name: 'Slug' })).toHaveValue(slug)
    await expect(page.getByRole('textbox', { name: 'Excerpt' })).toHaveValue('Typed, never saved.')
    await expect(page.getByRole('textbox', { name: 'Content' })).toHaveValue('## Kept\n\nOn this computer.')

    // Discarding on Cancel forgets it.
    await page.getByRole('button', { name: 'Cancel' }).click()
    await page.getByRole('alertdialog', { name: 'Discard unsaved changes?' }).getByRole('button', { name: 'Discard changes' }).click()
    await expect(page.getByRole('searchbox', { name: 'Search posts' })).toBeVisible()
    await expect(offer).toHaveCount(0)
  })
})
