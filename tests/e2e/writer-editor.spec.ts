import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { adminApi } from './helpers.ts'
import { openSection, signIn, unique } from './admin-helpers.ts'
import { uploadPhoto } from './photo-helpers.ts'

/** The post editor as a writer's review asked for it: spell-checked in the post's language, list buttons that type, photos as paragraphs, publishing in view. */

const content = (page: Page) => page.getByRole('textbox', { name: 'Content' })
const toolbar = (page: Page) => page.getByRole('toolbar', { name: 'Formatting' })

async function newPost(page: Page, { width, height }: { width: number; height: number } = { width: 1280, height: 720 }): Promise<Locator> {
  await page.setViewportSize({ width, height })
  await signIn(page)
  if (width < 900) await page.getByRole('button', { name: 'Open menu' }).click()
  await openSection(page, 'Blog Posts')
  await page.getByRole('button', { name: 'New Post' }).click()
  await expect(page.getByRole('heading', { name: 'Create New Post' })).toBeVisible()
  await expect(content(page)).toBeVisible()
  return content(page)
}

/** Puts the caret at `offset` in the editor's text. */
async function caretAt(editor: Locator, offset: number) {
  await editor.evaluate((area: HTMLTextAreaElement, at) => {
    area.focus()
    area.setSelectionRange(at, at)
  }, offset)
}

/** Whether the whole of the element is inside the window as it is scrolled now. */
async function wholeInView(page: Page, element: Locator): Promise<boolean> {
  const box = await element.boundingBox()
  const viewport = page.viewportSize()!
  return box !== null && box.x >= 0 && box.y >= 0 && box.x + box.width <= viewport.width && box.y + box.height <= viewport.height
}

test.describe('writing a post', () => {
  test('the title, text, excerpt and meta description are spell-checked in the language of the post, a saved Spanish post too; the slug is not', async ({
    page,
  }) => {
    const editor = await newPost(page)
    const title = page.getByRole('textbox', { name: 'Title', exact: true })
    const written = [title, editor, page.getByRole('textbox', { name: 'Excerpt' }), page.getByRole('textbox', { name: 'Meta Description' })]
    for (const field of written) {
      await expect(field).toHaveAttribute('spellcheck', 'true')
      await expect(field).toHaveAttribute('lang', 'en')
    }
    await expect(page.getByRole('textbox', { name: 'Slug' })).toHaveAttribute('spellcheck', 'false')

    await page.getByLabel('Language', { exact: true }).selectOption('es')
    for (const field of written) {
      await expect(field).toHaveAttribute('spellcheck', 'true')
      await expect(field).toHaveAttribute('lang', 'es')
    }

    // Saved and opened again, the Spanish post is still checked in Spanish.
    const name = `Cejas después del retoque ${unique('es')}`
    await title.fill(name)
    await page.getByRole('textbox', { name: 'Excerpt' }).fill('Qué esperar las primeras semanas.')
    await page.getByRole('combobox', { name: 'Category' }).selectOption('Aftercare')
    await editor.fill('Las cejas se ven más oscuras al principio.')
    await page.getByRole('button', { name: 'Create Post' }).click()
    await page.getByRole('article', { name, exact: true }).getByRole('button', { name: /^Edit/ }).click()
    await expect(page.getByRole('heading', { name: 'Edit Post' })).toBeVisible()
    for (const field of [title, content(page)]) {
      await expect(field).toHaveAttribute('spellcheck', 'true')
      await expect(field).toHaveAttribute('lang', 'es')
    }
  })

  test('List on an empty line puts "- " with the caret after it, so typing writes the item; Enter goes on with the list', async ({ page }) => {
    const editor = await newPost(page)
    await editor.fill('Qué evitar:\n')
    await caretAt(editor, 'Qué evitar:\n'.length)
    await toolbar(page).getByRole('button', { name: 'Add unordered list (ctrl + shift + u)' }).click()
    await page.keyboard.type('Cejas')
    await expect(editor).toHaveValue('Qué evitar:\n\n- Cejas')
    await page.keyboard.press('Enter')
    await page.keyboard.type('Labios')
    await expect(editor).toHaveValue('Qué evitar:\n\n- Cejas\n- Labios')
    // Enter on the empty item ends the list.
    await page.keyboard.press('Enter')
    await page.keyboard.press('Enter')
    await page.keyboard.type('Después.')
    await expect(editor).toHaveValue('Qué evitar:\n\n- Cejas\n- Labios\n\nDespués.')
  })

  test('a photo inserted in the middle of a line, or right before a heading, is a paragraph of its own', async ({ page, request }) => {
    const photo = await uploadPhoto(await adminApi(request))
    const editor = await newPost(page)
    await editor.fill('Brows heal in six weeks.\n## Who should wait')
    const insert = async (alt: string) => {
      await toolbar(page).getByRole('button', { name: 'Insert image' }).click()
      const dialog = page.getByRole('dialog', { name: 'Insert image' })
      await dialog.getByRole('textbox', { name: 'Image address' }).fill(photo)
      await dialog.getByRole('textbox', { name: 'Alt text' }).fill(alt)
      await dialog.getByRole('button', { name: 'Insert image' }).click()
      await expect(dialog).toBeHidden()
    }

    await caretAt(editor, 'Brows heal '.length)
    await insert('Healed brows')
    await expect(editor).toHaveValue(`Brows heal\n\n![Healed brows](${photo})\n\nin six weeks.\n## Who should wait`)

    const heading = (await editor.inputValue()).indexOf('## Who should wait')
    await caretAt(editor, heading)
    await insert('Fresh brows')
    await expect(editor).toHaveValue(`Brows heal\n\n![Healed brows](${photo})\n\nin six weeks.\n\n![Fresh brows](${photo})\n\n## Who should wait`)

    // As the site renders it: the heading is a heading, each photo alone in its paragraph.
    const preview = page.getByRole('region', { name: 'Preview as on the site' })
    await expect(preview.getByRole('heading', { name: 'Who should wait', level: 2 })).toBeVisible()
    await expect(preview.locator('p:has(> img)')).toHaveCount(2)
    for (const paragraph of await preview.locator('p:has(> img)').all()) await expect(paragraph).toHaveText('')
  })

  for (const size of [
    { width: 1280, height: 720 },
    { width: 1440, height: 900 },
  ]) {
    test(`at ${size.width}×${size.height} with the sidebar open, Published, Language, Category, Schedule and Save stay in the window while writing a long post`, async ({
      page,
    }) => {
      const editor = await newPost(page, size)
      await expect(page.getByRole('navigation', { name: 'Sections' })).toBeVisible()
      const publishing = page.getByRole('region', { name: 'Publishing' })
      const controls = [
        publishing.getByText('Published', { exact: true }),
        publishing.getByLabel('Language', { exact: true }),
        publishing.getByRole('combobox', { name: 'Category' }),
        publishing.getByRole('button', { name: 'Schedule…' }),
        page.getByRole('button', { name: 'Create Post' }),
      ]
      // As the form opens, without scrolling.
      for (const control of controls) expect(await wholeInView(page, control)).toBe(true)

      // Deep into a long text, the page scrolled with the caret.
      await editor.fill(Array.from({ length: 120 }, (_, line) => `Paragraph ${line + 1} about healed brows.`).join('\n\n'))
      await editor.press('Control+End')
      await page.keyboard.type(' The end.')
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(2000)
      for (const control of controls) expect(await wholeInView(page, control)).toBe(true)

      // The switch works where it is, and the Schedule button leads to the date.
      await publishing.getByText('Published', { exact: true }).click()
      await expect(page.getByRole('switch', { name: 'Published' })).toBeChecked()
      await expect(publishing.getByText('Visible to everyone on the blog.')).toBeVisible()
      await publishing.getByText('Published', { exact: true }).click()
      await publishing.getByRole('button', { name: 'Schedule…' }).click()
      await expect(page.getByRole('region', { name: 'Schedule' }).getByLabel('Publish on (date)')).toBeFocused()
    })
  }

  test('on a 390 px phone the Published switch, the language, the category and Save stay in view while writing, and axe finds nothing', async ({ page }) => {
    const editor = await newPost(page, { width: 390, height: 844 })
    const publishing = page.getByRole('region', { name: 'Publishing' })
    const published = publishing.getByText('Published', { exact: true })
    const controls = [
      published,
      publishing.getByLabel('Language', { exact: true }),
      publishing.getByRole('combobox', { name: 'Category' }),
      publishing.getByRole('button', { name: 'Schedule…' }),
      page.getByRole('button', { name: 'Create Post' }),
    ]
    for (const control of controls) expect(await wholeInView(page, control)).toBe(true)

    await editor.fill(Array.from({ length: 60 }, (_, line) => `Párrafo ${line + 1}.`).join('\n\n'))
    await editor.press('Control+End')
    await page.keyboard.type(' Fin.')
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
    for (const control of controls) expect(await wholeInView(page, control)).toBe(true)
    await published.click()
    await expect(page.getByRole('switch', { name: 'Published' })).toBeChecked()
    // The caret stays clear of the bar: the line being written is above it.
    const bar = (await page.locator('.adm-editor__bar').boundingBox())!
    const caretLine = await editor.evaluate((area: HTMLTextAreaElement) => {
      const style = getComputedStyle(area)
      const lines = area.value.slice(0, area.selectionStart).split('\n').length
      return area.getBoundingClientRect().top + parseFloat(style.paddingTop) + lines * parseFloat(style.lineHeight)
    })
    expect(caretLine).toBeLessThanOrEqual(bar.y + 1)

    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])
  })
})
