import AxeBuilder from '@axe-core/playwright'
import { expect, request as playwrightRequest, test, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test'
import { openSection, signIn, startOwnServer, unique } from './admin-helpers.ts'
import { ADMIN, asNewVisitor, FRESH_CONNECTIONS } from './helpers.ts'
import { photoJpeg, waitForDerivatives } from './photo-helpers.ts'

/**
 * The pages the owner adds: an About page made in the console from its titles, with a photo hero and a
 * text in both languages, put in the menu and published; its address changed (the old one answers 301); its sections
 * reordered and one removed; the public pages follow each save. It changes the menu every page shows, so it runs on a
 * server of its own.
 */
test.describe.configure({ mode: 'serial' })

let server: { url: string; stop(): void }
let api: APIRequestContext

test.beforeAll(async () => {
  server = await startOwnServer()
  api = await playwrightRequest.newContext({ ...FRESH_CONNECTIONS, baseURL: server.url })
  expect((await api.post('/api/admin/login', { data: ADMIN })).status()).toBe(200)
})

test.afterAll(async () => {
  await api?.dispose()
  server?.stop()
})

const toast = (page: Page, title: string) => page.getByRole('region', { name: 'Notifications (F8)' }).getByRole('status').filter({ hasText: title })
const field = (scope: Locator, name: string, language: 'English' | 'Spanish') => scope.getByRole('textbox', { name: `${name} (${language})`, exact: true })

/** A visitor's look at a public page of this test's server. */
async function visit(browser: Browser, path: string): Promise<Page> {
  const visitor = await browser.newPage()
  await asNewVisitor(visitor)
  await visitor.goto(`${server.url}${path}`)
  return visitor
}

async function save(page: Page, editor: Locator) {
  const put = page.waitForResponse((response) => /\/api\/admin\/added-pages\/[^/]+$/.test(response.url()) && response.request().method() === 'PUT')
  await editor.getByRole('button', { name: 'Save changes' }).click()
  expect((await put).status()).toBe(200)
  await expect(toast(page, 'Page saved')).toBeVisible()
  await page.getByRole('button', { name: 'Dismiss notification' }).click()
}

test('the owner adds an About page with a photo hero and a text in both languages, moves its address, reorders and removes sections', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000)
  const photoName = `${unique('studio-front')}.jpg`
  const sentence = `Calm brows, every morning ${unique('s')}`
  const story = `We began in a small room above a bakery ${unique('b')}.`
  const historia = `Empezamos en una sala pequeña sobre una panadería ${unique('p')}.`
  const ctaTitle = `Book your first visit ${unique('c')}`

  await signIn(page, server.url)
  await page.setViewportSize({ width: 1440, height: 900 })

  // A photo into the media library, as the studio uploads one.
  await openSection(page, 'Media')
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: 'Upload images' }).click()
  await (await chooser).setFiles([{ name: photoName, mimeType: 'image/jpeg', buffer: await photoJpeg(1600, 1000) }])
  await expect(page.getByRole('status').filter({ hasText: 'Image uploaded' })).toBeVisible()
  const images = (await (await api.get('/api/admin/images')).json()) as Array<{ url: string; originalName?: string; name: string }>
  const uploaded = images.find((image) => JSON.stringify(image).includes(photoName.replace('.jpg', '')))
  expect(uploaded).toBeTruthy()
  await waitForDerivatives(api, [uploaded!.url])

  // Pages › Your pages › Add a page: the addresses follow the titles until written.
  await openSection(page, 'Pages')
  const yours = page.getByRole('region', { name: 'Your pages' })
  await expect(yours).toContainText('No pages of your own yet')
  await yours.getByRole('button', { name: 'Add a page' }).click()
  const adding = page.getByRole('dialog', { name: 'Add a page' })
  await expect(adding.getByRole('textbox', { name: 'Title (English)' })).toBeFocused()
  await adding.getByRole('textbox', { name: 'Title (English)' }).fill('About us')
  await adding.getByRole('textbox', { name: 'Title (Spanish)' }).fill('Sobre nosotras')
  await expect(adding.getByRole('textbox', { name: 'Address (English)' })).toHaveValue('about-us')
  await expect(adding.getByRole('textbox', { name: 'Address (Spanish)' })).toHaveValue('sobre-nosotras')
  await adding.getByRole('textbox', { name: 'Address (English)' }).fill('about')
  await expect(adding).toContainText('Visitors find it at /about')
  await adding.getByRole('button', { name: 'Add the page' }).click()

  const editor = page.getByRole('form', { name: 'About us' })
  await expect(editor.getByRole('heading', { level: 2, name: 'About us' })).toBeFocused()
  await expect(page).toHaveURL(/\/admin\/pages\/[^/]+$/)
  const pageId = page.url().split('/').pop()!

  // The hero: its photo from the library, the point to keep, its description in both languages, a sentence.
  const hero = editor.getByRole('region', { name: 'Hero: About us' })
  await hero.getByRole('button', { name: 'Choose from library for the hero photo' }).click()
  const library = page.getByRole('dialog', { name: 'Choose from the library' })
  await library.getByRole('searchbox').fill(photoName.replace('.jpg', ''))
  await library.getByRole('button', { name: new RegExp(photoName.replace('.', '\\.')) }).click()
  const point = hero.getByRole('group', { name: /^Point to keep in view/ })
  await point.focus()
  await page.keyboard.press('Shift+ArrowUp')
  await expect(point).toHaveAccessibleName('Point to keep in view: 50% from the left, 40% from the top')
  await field(hero, 'What the photo shows', 'English').fill('The studio’s front room')
  await field(hero, 'What the photo shows', 'Spanish').fill('La sala del estudio')
  await field(hero, 'Sentence under it', 'English').fill(sentence)
  await field(hero, 'Sentence under it', 'Spanish').fill('Cejas tranquilas, cada mañana')

  // The text: its title and its Markdown in both languages.
  const text = editor.getByRole('region', { name: /^Text: / })
  await field(text, 'Title', 'English').fill('Our story')
  await field(text, 'Title', 'Spanish').fill('Nuestra historia')
  await expect(field(text, 'Text', 'Spanish')).toHaveAttribute('lang', 'es')
  await expect(field(text, 'Text', 'Spanish')).toHaveAttribute('spellcheck', 'true')
  await field(text, 'Text', 'English').fill(`${story}\n\n- Soft brows\n- Natural lips`)
  await field(text, 'Text', 'Spanish').fill(historia)

  // A call to action at the end, from the list of kinds.
  await editor.getByRole('button', { name: 'Add a section here, at the end' }).click()
  const kinds = page.getByRole('dialog', { name: 'Add a section' })
  await kinds.getByRole('button', { name: 'Call to action' }).click()
  const cta = editor.getByRole('region', { name: /^Call to action: / })
  await expect(cta.getByRole('heading')).toBeFocused()
  await field(cta, 'Title', 'English').fill(ctaTitle)

  // In the menu, published.
  const fields = editor.getByRole('region', { name: 'The page' })
  // With the keyboard (the console's sticky header and save bar stay where they are as it scrolls).
  for (const name of ['Show in the menu', 'Published']) {
    await fields.getByRole('switch', { name }).focus()
    await page.keyboard.press('Space')
    await expect(fields.getByRole('switch', { name })).toBeChecked()
  }
  await expect(fields).toContainText('Visitors see it at /about and /es/sobre-nosotras.')

  // The preview shows the unsaved page.
  await editor.getByRole('button', { name: 'Preview' }).click()
  const preview = page.frameLocator('iframe[title="Preview of About us (English)"]')
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText('About us')
  await expect(preview.getByText(story)).toBeVisible()
  await editor.getByRole('button', { name: 'Close the preview' }).click()

  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze()
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])

  await save(page, editor)
  await expect(editor.getByRole('status').filter({ hasText: /Saved at \d/ })).toBeVisible()

  // The public pages, in both languages, and the menu.
  const english = await visit(browser, '/about')
  await expect(english.getByRole('heading', { level: 1 })).toHaveText('About us')
  await expect(english.getByText(sentence)).toBeVisible()
  await expect(english.locator('.hero-photo-img')).toHaveAttribute('alt', 'The studio’s front room')
  await expect(english.getByRole('heading', { name: 'Our story' })).toBeVisible()
  await expect(english.getByText(story)).toBeVisible()
  await expect(english.getByRole('listitem').filter({ hasText: 'Natural lips' })).toHaveCount(1)
  await expect(english.locator('header a[href="/about"]').first()).toHaveText('About us')
  await english.close()
  const spanish = await visit(browser, '/es/sobre-nosotras')
  await expect(spanish.getByRole('heading', { level: 1 })).toHaveText('Sobre nosotras')
  await expect(spanish.getByText(historia)).toBeVisible()
  await expect(spanish.locator('.hero-photo-img')).toHaveAttribute('alt', 'La sala del estudio')
  await expect(spanish.locator('header a[href="/es/sobre-nosotras"]').first()).toHaveText('Sobre nosotras')
  await spanish.close()

  // A new English address: the old one answers 301 to it.
  await fields.getByRole('textbox', { name: 'Address (English)' }).fill('about-us')
  await expect(fields).toContainText('Once saved, the old address /about leads here.')
  await save(page, editor)
  const moved = await api.get('/about', { maxRedirects: 0 })
  expect(moved.status()).toBe(301)
  expect(moved.headers().location).toMatch(/\/about-us$/)
  const followed = await visit(browser, '/about')
  await expect(followed).toHaveURL(`${server.url}/about-us`)
  await expect(followed.getByRole('heading', { level: 1 })).toHaveText('About us')
  await followed.close()

  // The text above the hero: the moved section's button keeps the focus.
  await text.getByRole('button', { name: 'Move “Text: Our story” up' }).click()
  await expect(editor.getByRole('button', { name: 'Move “Text: Our story” down' })).toBeFocused()
  const headings = editor.getByRole('list', { name: 'Sections of the page, in order' }).getByRole('heading', { level: 3 })
  await expect(headings).toHaveCount(3)
  for (const [index, name] of ['Text: Our story', 'Hero: About us', `Call to action: ${ctaTitle}`].entries())
    await expect(headings.nth(index)).toHaveAccessibleName(name)
  // And the call to action removed (with an undo that is not used).
  await cta.getByRole('button', { name: `Remove “Call to action: ${ctaTitle}”` }).click()
  await expect(editor.getByRole('button', { name: `Undo: put “Call to action: ${ctaTitle}” back` })).toBeFocused()
  await save(page, editor)

  const stored = ((await (await api.get('/api/admin/added-pages')).json()) as Array<{ id: string; sections: Array<{ type: string }> }>).find(
    (candidate) => candidate.id === pageId,
  )
  expect(stored?.sections.map((section) => section.type)).toEqual(['text', 'hero'])
  const reordered = await visit(browser, '/about-us')
  const main = (await reordered.locator('main').textContent()) ?? ''
  expect(main.indexOf(story)).toBeGreaterThan(-1)
  expect(main.indexOf(story)).toBeLessThan(main.indexOf(sentence))
  expect(main).not.toContain(ctaTitle)
  await reordered.close()

  // Back to the list: the page is there, published, in the menu.
  await editor.getByRole('button', { name: 'All pages' }).click()
  const row = yours.getByRole('row').filter({ has: page.getByRole('link', { name: 'About us (edit)' }) })
  await expect(row).toContainText('Published')
  await expect(row).toContainText('Menu')
  await expect(row.getByRole('link', { name: /^\/about-us/ })).toHaveAttribute('href', '/about-us')
  await expect(page.getByRole('link', { name: 'About us (edit)' })).toBeFocused()
})
