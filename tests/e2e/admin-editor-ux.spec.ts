import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { adminApi, open } from './helpers.ts'
import { createPost, openSection, signIn, unique } from './admin-helpers.ts'
import { uploadPhoto } from './photo-helpers.ts'

/** The post editor as writers use it — keys, toolbar, room to write, save-and-stay, videos, previews. */

const content = (page: Page) => page.getByRole('textbox', { name: 'Content' })
const toolbar = (page: Page) => page.getByRole('toolbar', { name: 'Formatting' })
const saveKey = process.platform === 'darwin' ? 'Meta+s' : 'Control+s'

async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}

async function newPost(page: Page): Promise<Locator> {
  await signIn(page)
  await openSection(page, 'Blog Posts')
  await page.getByRole('button', { name: 'New Post' }).click()
  await expect(page.getByRole('heading', { name: 'Create New Post' })).toBeVisible()
  return content(page)
}

/** Selects `text` inside the editor's Markdown (the first time it occurs). */
async function select(editor: Locator, text: string) {
  await editor.evaluate((area: HTMLTextAreaElement, wanted) => {
    const start = area.value.indexOf(wanted)
    area.focus()
    area.setSelectionRange(start, start + wanted.length)
  }, text)
}

async function caretAt(editor: Locator, offset: number) {
  await editor.evaluate((area: HTMLTextAreaElement, at) => {
    area.focus()
    area.setSelectionRange(at, at)
    // What a click or an arrow key would tell the toolbar.
    area.dispatchEvent(new KeyboardEvent('keyup', { key: 'ArrowLeft', bubbles: true }))
  }, offset)
}

test.describe('the post editor', () => {
  test('New Post starts in Title; Tab goes Title → toolbar (one stop) → text; arrows, Home and End move inside the toolbar', async ({ page }) => {
    await newPost(page)
    const title = page.getByRole('textbox', { name: 'Title', exact: true })
    await expect(title).toBeFocused()

    await page.keyboard.press('Tab')
    const textStyle = toolbar(page).getByRole('combobox', { name: 'Text style' })
    await expect(textStyle).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(content(page)).toBeFocused()
    await page.keyboard.press('Shift+Tab')
    await expect(textStyle).toBeFocused()

    await page.keyboard.press('ArrowRight')
    await expect(toolbar(page).getByRole('button', { name: 'Add bold text (ctrl + b)' })).toBeFocused()
    await page.keyboard.press('End')
    await expect(toolbar(page).getByRole('button', { name: 'Full screen' })).toBeFocused()
    await page.keyboard.press('ArrowRight')
    await expect(textStyle).toBeFocused()
    await page.keyboard.press('ArrowLeft')
    await expect(toolbar(page).getByRole('button', { name: 'Full screen' })).toBeFocused()
    await page.keyboard.press('Home')
    await expect(textStyle).toBeFocused()

    // The toolbar remembers where it was left: Tab out and back lands on the same control.
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    const italic = toolbar(page).getByRole('button', { name: 'Add italic text (ctrl + i)' })
    await expect(italic).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(content(page)).toBeFocused()
    await page.keyboard.press('Shift+Tab')
    await expect(italic).toBeFocused()
    // Exactly one control of the toolbar is in the tab order.
    await expect(toolbar(page).locator('[tabindex="0"]')).toHaveCount(1)
  })

  test('the link button leaves the address placeholder selected, so typing the address replaces it', async ({ page }) => {
    const editor = await newPost(page)
    await editor.fill('Book a visit today.')
    await select(editor, 'a visit')
    await toolbar(page).getByRole('button', { name: 'Add a link (ctrl + k)' }).click()
    await page.keyboard.type('https://belleza.example/booking')
    await expect(editor).toHaveValue('Book [a visit](https://belleza.example/booking) today.')

    // Ctrl+K does the same from the keyboard.
    await select(editor, 'today')
    await page.keyboard.press('Control+k')
    await page.keyboard.type('/contact')
    await expect(editor).toHaveValue('Book [a visit](https://belleza.example/booking) [today](/contact).')
  })

  test('Enter continues a list, and on an empty item (or a lone "- ") ends it', async ({ page }) => {
    const editor = await newPost(page)
    await editor.click()
    await page.keyboard.type('- brows')
    await page.keyboard.press('Enter')
    await page.keyboard.type('lips')
    await page.keyboard.press('Enter')
    await expect(editor).toHaveValue('- brows\n- lips\n- ')
    await page.keyboard.press('Enter')
    await page.keyboard.type('After the list.')
    await expect(editor).toHaveValue('- brows\n- lips\n\nAfter the list.')

    await page.keyboard.press('Enter')
    await page.keyboard.press('Enter')
    await page.keyboard.type('1. one')
    await page.keyboard.press('Enter')
    await expect(editor).toHaveValue('- brows\n- lips\n\nAfter the list.\n\n1. one\n2. ')
    await page.keyboard.press('Enter')
    await expect(editor).toHaveValue('- brows\n- lips\n\nAfter the list.\n\n1. one\n\n')

    await editor.fill('- ')
    await page.keyboard.press('End')
    await page.keyboard.press('Enter')
    await expect(editor).toHaveValue('')
    // Undo brings the list item back: the editor's own history, not a replaced value.
    await page.keyboard.press('Control+z')
    await expect(editor).toHaveValue('- ')
  })

  test('the Text style and Alignment menus show the style of the line the caret is on', async ({ page }) => {
    const editor = await newPost(page)
    await editor.fill('## Aftercare\n\nKeep them dry.\n\n<div style="text-align:center">\n\nCentered\n\n</div>')
    const textStyle = toolbar(page).getByRole('combobox', { name: 'Text style' })
    const alignment = toolbar(page).getByRole('combobox', { name: 'Alignment' })
    await caretAt(editor, 4)
    await expect(textStyle).toHaveValue('2')
    await caretAt(editor, '## Aftercare\n\nKeep'.length)
    await expect(textStyle).toHaveValue('0')
    await expect(alignment).toHaveValue('left')
    const centered = (await editor.inputValue()).indexOf('Centered')
    await caretAt(editor, centered)
    await expect(alignment).toHaveValue('center')

    // Choosing a style changes the line and the menu says so.
    await caretAt(editor, '## Aftercare\n\nKeep'.length)
    await textStyle.selectOption('3')
    await expect(editor).toHaveValue(/^## Aftercare\n\n### Keep them dry\./)
    await expect(textStyle).toHaveValue('3')
  })

  for (const width of [390, 1440]) {
    test(`choosing a text style returns the focus to the text, the caret where it was; the arrows try styles until Enter (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await signIn(page)
      if (width < 900) await page.getByRole('button', { name: 'Open menu' }).click()
      await openSection(page, 'Blog Posts')
      await page.getByRole('button', { name: 'New Post' }).click()
      const editor = content(page)
      await editor.fill('Intro\n\nKeep them dry.')
      const textStyle = toolbar(page).getByRole('combobox', { name: 'Text style' })
      await caretAt(editor, 'Intro\n\nKeep '.length)

      await textStyle.selectOption('2')
      await expect(editor).toBeFocused()
      await expect(editor).toHaveValue('Intro\n\n## Keep them dry.')
      await page.keyboard.type('really ')
      await expect(editor).toHaveValue('Intro\n\n## Keep really them dry.')
      await expect(textStyle).toHaveValue('2')

      // From the keyboard: the arrows try the styles with the focus on the menu, Enter goes back to the text.
      await textStyle.focus()
      await page.keyboard.press('ArrowDown')
      await expect(editor).toHaveValue('Intro\n\n### Keep really them dry.')
      await expect(textStyle).toBeFocused()
      await page.keyboard.press('ArrowDown')
      await expect(editor).toHaveValue('Intro\n\n#### Keep really them dry.')
      await page.keyboard.press('Enter')
      await expect(editor).toBeFocused()
      await page.keyboard.type('truly ')
      await expect(editor).toHaveValue('Intro\n\n#### Keep really truly them dry.')
    })
  }

  for (const width of [390, 1440]) {
    test(`a new post can be previewed before its first save: title, excerpt, featured image and the text as the site renders it (${width} px)`, async ({
      page,
      request,
    }) => {
      test.setTimeout(60_000)
      const api = await adminApi(request)
      const featured = await uploadPhoto(api, { width: 800, height: 500 })
      await page.setViewportSize({ width, height: 900 })
      await signIn(page)
      if (width < 900) await page.getByRole('button', { name: 'Open menu' }).click()
      await openSection(page, 'Blog Posts')
      await page.getByRole('button', { name: 'New Post' }).click()
      await expect(page.getByRole('heading', { name: 'Create New Post' })).toBeVisible()
      let saves = 0
      page.on('request', (sent) => {
        if (sent.url().includes('/api/blog/posts') && sent.method() !== 'GET') saves += 1
      })
      await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Caring for new brows')
      await page.getByRole('textbox', { name: 'Excerpt' }).fill('The first ten days, step by step.')
      await page.getByRole('combobox', { name: 'Category' }).selectOption('Aftercare')
      await page.getByRole('textbox', { name: 'Image URL' }).fill(featured)
      await page.getByRole('textbox', { name: 'Featured image alt text' }).fill('Fresh microbladed brows')
      await content(page).fill('## Keep them dry\n\nNo **water** for ten days.')

      const previewButton = page.getByRole('button', { name: 'Preview', exact: true })
      await previewButton.click()
      const preview = page.getByRole('dialog', { name: 'Preview (not saved yet)' })
      const article = preview.getByRole('article', { name: 'The post as it will look on the site' })
      await expect(article.getByText('Aftercare · 1 min read')).toBeVisible()
      await expect(article.getByText('Caring for new brows', { exact: true })).toBeVisible()
      await expect(article.getByText('The first ten days, step by step.')).toBeVisible()
      await expect(article.getByRole('img', { name: 'Fresh microbladed brows' })).toBeVisible()
      const body = article.getByRole('region', { name: 'Preview as on the site' })
      await expect(body.getByRole('heading', { name: 'Keep them dry', level: 2 })).toBeVisible()
      await expect(body.locator('strong')).toHaveText('water')
      const box = (await preview.boundingBox())!
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(width)
      expect(await violations(page)).toEqual([])

      await page.keyboard.press('Escape')
      await expect(preview).toBeHidden()
      await expect(previewButton).toBeFocused()
      // Nothing was saved: the form is still a new post.
      expect(saves).toBe(0)
      await expect(page.getByRole('heading', { name: 'Create New Post' })).toBeVisible()
    })
  }

  test('Escape leaves full screen', async ({ page }) => {
    const editor = await newPost(page)
    const button = toolbar(page).getByRole('button', { name: 'Full screen' })
    await button.click()
    await expect(button).toHaveAttribute('aria-pressed', 'true')
    await expect(editor).toBeFocused()
    // The editor covers the window but for the save bar, whose status and buttons stay at hand.
    const box = (await page.locator('.adm-md').boundingBox())!
    const viewport = page.viewportSize()!
    expect(box).toMatchObject({ x: 0, y: 0, width: viewport.width })
    expect(box.height).toBeGreaterThan(viewport.height - 120)
    await expect(page.getByRole('button', { name: 'Create Post' })).toBeInViewport()
    await page.keyboard.type('Writing with nothing else on screen.')
    await page.keyboard.press('Escape')
    await expect(button).toHaveAttribute('aria-pressed', 'false')
    await expect(page.locator('.adm-md--fullscreen')).toHaveCount(0)
    await expect(editor).toHaveValue('Writing with nothing else on screen.')
  })

  test('Ctrl+S saves and stays, shows "Saved", and the next Ctrl+S is based on the version it stored (no 409)', async ({ page, request }) => {
    test.setTimeout(60_000)
    const api = await adminApi(request)
    const editor = await newPost(page)
    const title = `Saved in place ${unique('x')}`
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title)
    await page.getByRole('textbox', { name: 'Excerpt' }).fill('Written without leaving the editor.')
    await page.getByRole('combobox', { name: 'Category' }).selectOption('Aftercare')
    await editor.fill('First draft.')

    const created = page.waitForResponse((answer) => answer.url().endsWith('/api/blog/posts') && answer.request().method() === 'POST')
    await editor.press(saveKey)
    expect((await created).status()).toBe(201)
    await expect(page.getByRole('heading', { name: 'Edit Post' })).toBeVisible()
    const status = page.locator('.adm-editor__status')
    await expect(status).toContainText(/Saved at \d/)
    await expect(page.getByRole('button', { name: 'Update Post' })).toBeVisible()
    await expect(editor).toBeFocused()

    await editor.press('End')
    await page.keyboard.type(' Second thoughts.')
    await expect(status).toContainText('Unsaved changes')
    const updated = page.waitForResponse((answer) => /\/api\/blog\/posts\/[\w-]+$/.test(answer.url()) && answer.request().method() === 'PATCH')
    await page.keyboard.press(saveKey)
    expect((await updated).status()).toBe(200)
    await expect(status).toContainText(/Saved at \d/)

    // Once more with nothing focused (after a click on the page's background): still in place, still no collision.
    await editor.press('End')
    await page.keyboard.type(' Third.')
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    const again = page.waitForResponse((answer) => /\/api\/blog\/posts\/[\w-]+$/.test(answer.url()) && answer.request().method() === 'PATCH')
    await page.keyboard.press(saveKey)
    expect((await again).status()).toBe(200)
    await expect(status).toContainText(/Saved at \d/)
    await expect(page.getByRole('dialog')).toHaveCount(0)

    const slug = await page.getByRole('textbox', { name: 'Slug' }).inputValue()
    const stored = (await (await api.get(`/api/blog/posts/${slug}`)).json()) as { title: string; markdown: string }
    expect(stored).toMatchObject({ title, markdown: 'First draft. Second thoughts. Third.' })

    // The buttons still save and close, and the list shows the post.
    await page.getByRole('button', { name: 'Cancel' }).click()
    await expect(page.getByRole('article', { name: title, exact: true })).toBeVisible()
  })

  test('the video button puts a bare link on its own line; the preview and the site show a click-to-load player', async ({ page, browser }) => {
    test.setTimeout(60_000)
    const editor = await newPost(page)
    const title = `Video post ${unique('v')}`
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title)
    await page.getByRole('textbox', { name: 'Excerpt' }).fill('A short video of healed brows.')
    await page.getByRole('combobox', { name: 'Category' }).selectOption('Aftercare')
    await editor.fill('Watch this:')
    await editor.press('End')
    await toolbar(page).getByRole('button', { name: 'Embed a YouTube or Vimeo video' }).click()
    const dialog = page.getByRole('dialog', { name: 'Embed a video' })
    await dialog.getByRole('textbox', { name: 'YouTube or Vimeo link' }).fill('https://youtu.be/dQw4w9WgXcQ?t=42')
    await dialog.getByRole('button', { name: 'Embed video' }).click()
    await expect(editor).toHaveValue('Watch this:\n\nhttps://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42\n\n')

    // The preview: the facade, and a player only once it is pressed (privacy-enhanced domain).
    await page.route('https://www.youtube-nocookie.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>player</title>' }))
    const preview = page.getByRole('region', { name: 'Preview as on the site' })
    const play = preview.getByRole('link', { name: 'Play the YouTube video' })
    await expect(play).toBeVisible()
    await expect(preview.locator('iframe')).toHaveCount(0)
    await play.click()
    await expect(preview.locator('iframe')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&start=42')

    await page.getByRole('region', { name: 'Publishing' }).getByText('Published', { exact: true }).click()
    await page.getByRole('button', { name: 'Create Post' }).click()
    await expect(page.getByRole('article', { name: title, exact: true })).toBeVisible()
    const slug = await page
      .getByRole('article', { name: title, exact: true })
      .getByRole('link', { name: /^View on site/ })
      .getAttribute('href')

    const visitor = await browser.newContext()
    try {
      const site = await visitor.newPage()
      const asked: string[] = []
      site.on('request', (sent) => asked.push(sent.url()))
      await site.route('https://www.youtube-nocookie.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>player</title>' }))
      await open(site, slug!)
      const facade = site.locator('.prose .video-embed')
      await expect(facade.getByRole('button', { name: 'Play the YouTube video' })).toBeVisible()
      await expect(site.locator('.prose iframe')).toHaveCount(0)
      expect(asked.filter((url) => /youtube|ytimg|vimeo/.test(url))).toEqual([])
      await facade.getByRole('button', { name: 'Play the YouTube video' }).press('Enter')
      await expect(site.locator('.prose iframe')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&start=42')
      await expect(site.locator('.prose iframe')).toBeFocused()
    } finally {
      await visitor.close()
    }
  })

  test('the side panel counts the words and previews the search result and the social card', async ({ page }) => {
    const editor = await newPost(page)
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Ombré brows before the wedding: when to book so they are healed for the day')
    await page.getByRole('textbox', { name: 'Excerpt' }).fill('Book six to eight weeks ahead.')
    await editor.fill(`## Timing\n\n${'word '.repeat(250)}[a link](https://example.com/long/address)`)
    const glance = page.getByRole('region', { name: 'At a glance' })
    await expect(glance.getByText('253', { exact: true })).toBeVisible()
    await expect(glance.getByText('2 min', { exact: true })).toBeVisible()
    await expect(page.locator('.adm-md__stats')).toHaveText('253 words · 2 min read')

    const result = glance.getByRole('group', { name: 'Search result preview' })
    await expect(result).toContainText('Ombré brows before the wedding: when to book so they are…')
    await expect(result).toContainText(/ › blog › ombre-brows-before-the-wedding/)
    await expect(result).toContainText('Book six to eight weeks ahead.')
    await expect(glance).toContainText('search results show about 60')

    await page.getByRole('textbox', { name: 'Meta Title' }).fill('Ombré brows before your wedding')
    await expect(result).toContainText('Ombré brows before your wedding')
    const card = glance.getByRole('group', { name: 'Social card preview' })
    await expect(card).toContainText('Ombré brows before your wedding')
    await expect(card.locator('img')).toHaveAttribute('src', /\/images\/og-studio\.png$/)
  })

  test('at 1366×900 the writing area starts above the fold and fills most of the window; it grows with the text', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 })
    const editor = await newPost(page)
    const area = page.locator('.adm-md .w-md-editor')
    const box = (await area.boundingBox())!
    expect(box.y).toBeLessThan(450)
    expect(box.height).toBeGreaterThanOrEqual(600)
    await editor.fill(Array.from({ length: 80 }, (_, line) => `Line ${line + 1}`).join('\n'))
    await expect.poll(async () => (await area.boundingBox())!.height).toBeGreaterThan(80 * 20)
    // The text never scrolls inside a box: the page does.
    expect(await editor.evaluate((textarea: HTMLTextAreaElement) => textarea.scrollHeight <= textarea.clientHeight + 1)).toBe(true)
  })

  test('on a 390 px phone the toolbar is one row that scrolls sideways, and most of the screen is for writing', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await signIn(page)
    await page.getByRole('button', { name: 'Open menu' }).click()
    await openSection(page, 'Blog Posts')
    await page.getByRole('button', { name: 'New Post' }).click()
    await expect(page.getByRole('heading', { name: 'Create New Post' })).toBeVisible()
    // The preview starts hidden on a phone: side by side would leave no room to write.
    await expect(toolbar(page).getByRole('button', { name: 'Write only' })).toHaveAttribute('aria-pressed', 'true')
    const bar = (await toolbar(page).boundingBox())!
    expect(bar.height).toBeLessThan(60)
    expect(await toolbar(page).evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true)
    const writing = (await page.locator('.adm-md .w-md-editor').boundingBox())!
    expect(writing.height).toBeGreaterThanOrEqual(500)
    // A control beyond the edge comes into view when the arrows reach it.
    await toolbar(page).getByRole('combobox', { name: 'Text style' }).focus()
    await page.keyboard.press('End')
    await expect(toolbar(page).getByRole('button', { name: 'Full screen' })).toBeInViewport()
    expect(await violations(page)).toEqual([])
  })

  test('axe finds no violation in the editor with text, in each view and in full screen', async ({ page, request }) => {
    test.setTimeout(60_000)
    const api = await adminApi(request)
    const post = await createPost(api, {
      title: unique('Axe editor'),
      slug: unique('axe-editor'),
      markdown: '## Heading\n\n- item\n\nhttps://vimeo.com/76979871\n\n[link](https://example.com)',
    })
    await signIn(page)
    await openSection(page, 'Blog Posts')
    await page.getByRole('article', { name: post.title, exact: true }).getByRole('button', { name: /^Edit/ }).click()
    await expect(page.getByRole('heading', { name: 'Edit Post' })).toBeFocused()
    await expect(page.getByRole('region', { name: 'Preview as on the site' }).getByRole('link', { name: 'Play the Vimeo video' })).toBeVisible()
    expect(await violations(page)).toEqual([])
    await toolbar(page).getByRole('button', { name: 'Preview only' }).click()
    await expect(toolbar(page).getByRole('button', { name: 'Add bold text (ctrl + b)' })).toBeDisabled()
    expect(await violations(page)).toEqual([])
    await toolbar(page).getByRole('button', { name: 'Write only' }).click()
    await toolbar(page).getByRole('button', { name: 'Full screen' }).click()
    expect(await violations(page)).toEqual([])
  })
})
