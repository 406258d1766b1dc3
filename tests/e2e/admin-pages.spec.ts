import { expect, request as playwrightRequest, test, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test'
import { ADMIN, asNewVisitor, FRESH_CONNECTIONS } from './helpers.ts'
import { openSection, signIn, startOwnServer, unique } from './admin-helpers.ts'

/**
 * Page content: staff edit a page's words in the console (Pages), preview them unsaved, save both languages
 * at once, and bring an earlier version back; the public pages follow. These tests change the home and Atlanta pages,
 * which other tests read, so they run one after the other on a server of their own.
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

const saveKey = process.platform === 'darwin' ? 'Meta+s' : 'Control+s'

interface StoredPage {
  en: Record<string, unknown>
  es: Record<string, unknown>
  updatedAt: string
}

async function storedPage(id: string): Promise<StoredPage> {
  const answer = await api.get(`/api/admin/pages/${id}`)
  expect(answer.status()).toBe(200)
  return (await answer.json()) as StoredPage
}

/** Signs in, opens Pages and the page's editor from the list. */
async function openPage(page: Page, label: string): Promise<Locator> {
  await signIn(page, server.url)
  await openSection(page, 'Pages')
  await page.getByRole('link', { name: `${label} (edit)`, exact: true }).click()
  const editor = page.getByRole('form', { name: label })
  await expect(editor.getByRole('heading', { level: 2, name: label })).toBeFocused()
  return editor
}

/** A text of the page: its section (a region), maybe a group in it, and the field by its language. */
const field = (scope: Locator, name: string, language: 'English' | 'Spanish') => scope.getByRole('textbox', { name: `${name} (${language})`, exact: true })
const saved = (page: Page) => page.waitForResponse((response) => /\/api\/admin\/pages\/[a-z]+$/.test(response.url()) && response.request().method() === 'PUT')
const toast = (page: Page, title: string) => page.getByRole('region', { name: 'Notifications (F8)' }).getByRole('status').filter({ hasText: title })

/** A visitor's look at a public page of this test's server. */
async function visit(browser: Browser, path: string): Promise<Page> {
  const visitor = await browser.newPage()
  await asNewVisitor(visitor)
  await visitor.goto(`${server.url}${path}`)
  return visitor
}

async function jsonLd(visitor: Page): Promise<Array<Record<string, unknown>>> {
  const scripts = await visitor.locator('script[type="application/ld+json"]').allTextContents()
  return scripts.map((text) => JSON.parse(text) as Record<string, unknown>)
}

test('Home: new hero titles in English and Spanish, a claim and the search texts show in the preview first, and on / and /es once saved', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000)
  const before = await storedPage('home')
  await signIn(page, server.url)
  await openSection(page, 'Pages')
  const home = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'Home (edit)' }) })
  await expect(home).toContainText('Starter text')
  await expect(home.getByRole('link', { name: /^\/ \(Home in English, opens the live page in a new tab\)$/ })).toHaveAttribute('href', '/')
  await home.getByRole('link', { name: 'Home (edit)' }).click()
  await expect(page).toHaveURL(/\/admin\/pages\/home$/)
  const editor = page.getByRole('form', { name: 'Home' })

  const titleEn = `Brows that wake up with you ${unique('t')}`
  const titleEs = `Cejas que despiertan con usted ${unique('t')}`
  const claimMark = unique('c')
  const claim = `{{clients}}+ clients and {{satisfaction}}% of them happy ${claimMark}.`
  const metaTitle = `Brows in {{city}} ${unique('m')}`
  const metaDescription = `Soft brows and lips near {{city}} ${unique('d')}.`
  const hero = editor.getByRole('region', { name: 'Hero banner' })
  await field(hero, 'Heading', 'English').fill(titleEn)
  await field(hero, 'Heading', 'Spanish').fill(titleEs)
  await expect(field(hero, 'Heading', 'Spanish')).toHaveAttribute('lang', 'es')
  await field(editor.getByRole('region', { name: 'Why' }).getByRole('group', { name: 'Results' }), 'Paragraph', 'English').fill(claim)
  const seo = editor.getByRole('region', { name: 'Search & sharing' })
  await field(seo, 'Page title (search results)', 'English').fill(metaTitle)
  await field(seo, 'Description (search results)', 'English').fill(metaDescription)
  await expect(editor.getByRole('status').filter({ hasText: 'Unsaved changes' })).toBeVisible()

  // The preview: the real page with the unsaved texts, in either language; nothing is saved by it.
  await editor.getByRole('button', { name: 'Preview' }).click()
  const previewEn = page.frameLocator('iframe[title="Preview of Home (English)"]')
  await expect(previewEn.getByRole('heading', { level: 1 })).toHaveText(titleEn)
  await expect(previewEn.getByText(`5,700+ clients and 98% of them happy ${claimMark}.`)).toBeVisible()
  await expect(page.locator('iframe[title^="Preview of Home"]')).toHaveAttribute('sandbox', '')
  await editor.getByRole('group', { name: 'Preview language' }).getByRole('button', { name: 'Spanish' }).click()
  await expect(page.frameLocator('iframe[title="Preview of Home (Spanish)"]').getByRole('heading', { level: 1 })).toHaveText(titleEs)
  const unsaved = await visit(browser, '/')
  await expect(unsaved.getByRole('heading', { level: 1 })).toHaveText('Wake up with brows and lips you love')
  await unsaved.close()
  expect((await storedPage('home')).updatedAt).toBe(before.updatedAt)

  const put = saved(page)
  await editor.getByRole('button', { name: 'Save changes' }).click()
  expect((await put).status()).toBe(200)
  await expect(toast(page, 'Page saved')).toBeVisible()
  await expect(editor.getByRole('status').filter({ hasText: /Saved at \d/ })).toBeVisible()

  const english = await visit(browser, '/')
  await expect(english.getByRole('heading', { level: 1 })).toHaveText(titleEn)
  await expect(english.getByText(`5,700+ clients and 98% of them happy ${claimMark}.`)).toBeVisible()
  await expect(english).toHaveTitle(metaTitle.replace('{{city}}', 'Gainesville'))
  await expect(english.locator('meta[name="description"]')).toHaveAttribute('content', metaDescription.replace('{{city}}', 'Gainesville'))
  // No text of the home page feeds its JSON-LD (the studio's BeautySalon comes from Settings): it stays the studio's.
  expect((await jsonLd(english)).find((data) => data['@type'] === 'BeautySalon')).toMatchObject({ name: 'Belleza Brow & Lip Studio' })
  await english.close()
  const spanish = await visit(browser, '/es')
  await expect(spanish.getByRole('heading', { level: 1 })).toHaveText(titleEs)
  await spanish.close()

  await page.goto(`${server.url}/admin/pages`)
  await expect(page.getByRole('row').filter({ has: page.getByRole('link', { name: 'Home (edit)' }) })).not.toContainText('Starter text')
  await expect(page.getByRole('row').filter({ has: page.getByRole('link', { name: 'Home (edit)' }) })).toContainText('by admin')
})

test('a list, with the keyboard alone: a changed reason and a new one moved up reach the page in that order', async ({ page, browser }) => {
  test.setTimeout(90_000)
  await signIn(page, server.url)
  await openSection(page, 'Pages')
  const link = page.getByRole('link', { name: 'Atlanta clients (edit)', exact: true })
  await link.focus()
  await page.keyboard.press('Enter')
  const editor = page.getByRole('form', { name: 'Atlanta clients' })
  await expect(editor.getByRole('heading', { level: 2, name: 'Atlanta clients' })).toBeFocused()

  // The jump list takes the focus to a section.
  await editor.getByRole('navigation', { name: 'Sections of this page' }).getByRole('link', { name: 'Reasons' }).focus()
  await page.keyboard.press('Enter')
  const reasons = editor.getByRole('region', { name: 'Reasons' })
  await expect(reasons.getByRole('heading', { name: 'Reasons' })).toBeFocused()

  const first = reasons.getByRole('group', { name: 'Item 1', exact: true })
  const changed = `Unhurried appointments ${unique('r')}`
  await field(first, 'Heading', 'English').focus()
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.type(changed)

  // A new item at the end, written in both languages, then moved one place up.
  const add = reasons.getByRole('button', { name: 'Add item to Items' })
  await add.focus()
  await page.keyboard.press('Enter')
  const added = reasons.getByRole('group', { name: 'Item 7', exact: true })
  await expect(field(added, 'Heading', 'English')).toBeFocused()
  const newReason = `Evening appointments ${unique('n')}`
  await page.keyboard.type(newReason)
  await page.keyboard.press('Tab')
  await page.keyboard.type('Citas por la tarde')
  await page.keyboard.press('Tab')
  await page.keyboard.type('Ask for a time after work.')
  await page.keyboard.press('Tab')
  await page.keyboard.type('Pida una hora después del trabajo.')
  await added.getByRole('button', { name: 'Move up: Item 7' }).focus()
  await page.keyboard.press('Enter')
  await expect(reasons.getByRole('group', { name: 'Item 6', exact: true }).getByRole('button', { name: 'Move up: Item 6' })).toBeFocused()
  await expect(field(reasons.getByRole('group', { name: 'Item 6', exact: true }), 'Heading', 'English')).toHaveValue(newReason)

  const put = saved(page)
  await page.keyboard.press(saveKey)
  expect((await put).status()).toBe(200)
  await expect(toast(page, 'Page saved')).toBeVisible()

  const stored = await storedPage('atlanta')
  const items = (stored.en.reasons as { items: Array<{ title: string }> }).items
  expect(items).toHaveLength(7)
  expect(items[0]!.title).toBe(changed)
  expect(items[5]!.title).toBe(newReason)
  const visitor = await visit(browser, '/microblading-atlanta-location')
  const text = (await visitor.locator('main').textContent()) ?? ''
  expect(text).toContain(changed)
  expect(text.indexOf(newReason)).toBeGreaterThan(text.indexOf(changed))
  expect(text.indexOf(newReason)).toBeLessThan(text.indexOf(items[6]!.title))
  await visitor.close()
  const spanish = await visit(browser, '/es/microblading-atlanta-location')
  await expect(spanish.getByText('Citas por la tarde')).toBeVisible()
  await spanish.close()
})

test('a revision of Home restores its earlier hero title, in the form and on the public page', async ({ page, browser }) => {
  test.setTimeout(90_000)
  // Two saves: the title to come back, then another one over it.
  const current = await storedPage('home')
  const earlier = `Brows for every morning ${unique('r')}`
  const later = `Brows for every evening ${unique('r')}`
  const hero = current.en.hero as Record<string, string>
  for (const title of [earlier, later]) {
    const { updatedAt } = await storedPage('home')
    const answer = await api.put('/api/admin/pages/home', { data: { en: { ...current.en, hero: { ...hero, title } }, es: current.es, updatedAt } })
    expect(answer.status()).toBe(200)
  }

  const editor = await openPage(page, 'Home')
  await expect(field(editor.getByRole('region', { name: 'Hero banner' }), 'Heading', 'English')).toHaveValue(later)
  const opener = editor.getByRole('button', { name: 'Earlier versions' })
  await opener.click()
  const dialog = page.getByRole('dialog', { name: 'Earlier versions of Home' })
  const saves = dialog.getByRole('list', { name: 'Saved versions' }).getByRole('button')
  await expect(saves.first()).toContainText('admin · current')
  await saves.nth(1).click()
  const changes = dialog.locator('dl')
  await expect(changes.getByRole('term')).toHaveText(['Hero banner › Heading (English)'])
  await expect(changes.locator('del')).toContainText(later)
  await expect(changes.locator('ins')).toContainText(earlier)

  await dialog.getByRole('button', { name: 'Restore this version' }).click()
  const question = page.getByRole('alertdialog', { name: 'Restore this version?' })
  await expect(question).toContainText('saved as a new version')
  await question.getByRole('button', { name: 'Restore this version' }).click()
  await expect(toast(page, 'Version restored')).toBeVisible()
  await expect(dialog).toHaveCount(0)
  await expect(opener).toBeFocused()
  await expect(field(editor.getByRole('region', { name: 'Hero banner' }), 'Heading', 'English')).toHaveValue(earlier)
  await expect(editor.getByRole('status').filter({ hasText: /Saved at \d/ })).toBeVisible()

  const visitor = await visit(browser, '/')
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(earlier)
  await visitor.close()
})

test('an empty text and an unknown placeholder show the server’s messages on their fields and in a focused summary; nothing is saved', async ({
  page,
  browser,
}) => {
  const before = await storedPage('home')
  const editor = await openPage(page, 'Home')
  const hero = editor.getByRole('region', { name: 'Hero banner' })
  await field(hero, 'Heading', 'English').fill('')
  await field(hero, 'Paragraph', 'Spanish').fill('Cejas naturales en {{citty}}.')

  const put = saved(page)
  await editor.getByRole('button', { name: 'Save changes' }).click()
  expect((await put).status()).toBe(400)
  const summary = editor.getByRole('alert').filter({ hasText: 'Please correct these fields:' })
  await expect(summary).toBeFocused()
  await expect(summary.getByRole('link')).toHaveText([
    'Write the English text (Hero banner › Heading (English))',
    'Unknown placeholder {{citty}}: use one from the list, or type the words (Hero banner › Paragraph (Spanish))',
  ])
  await expect(field(hero, 'Heading', 'English')).toHaveAttribute('aria-invalid', 'true')
  await expect(field(hero, 'Heading', 'English')).toHaveAccessibleDescription(/Write the English text/)
  await expect(field(hero, 'Paragraph', 'Spanish')).toHaveAccessibleDescription(/Unknown placeholder \{\{citty\}\}/)
  await expect(editor.getByRole('navigation', { name: 'Sections of this page' }).getByRole('link', { name: 'Hero banner (2 to fix)' })).toBeVisible()

  // The summary's link takes the focus to the field.
  await summary.getByRole('link').last().click()
  await expect(field(hero, 'Paragraph', 'Spanish')).toBeFocused()

  expect((await storedPage('home')).updatedAt).toBe(before.updatedAt)
  const visitor = await visit(browser, '/es')
  await expect(visitor.getByText('{{citty}}')).toHaveCount(0)
  await visitor.close()

  // Leaving with the unsaved texts asks first; staying keeps them.
  await editor.getByRole('button', { name: 'All pages' }).click()
  const leave = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' })
  await leave.getByRole('button', { name: 'Keep editing' }).click()
  await expect(page).toHaveURL(/\/admin\/pages\/home$/)
  await expect(field(hero, 'Paragraph', 'Spanish')).toHaveValue('Cejas naturales en {{citty}}.')
})

test('someone else’s save since the editor opened is told, and their version can be loaded', async ({ page }) => {
  const editor = await openPage(page, 'Home')
  const hero = editor.getByRole('region', { name: 'Hero banner' })
  await field(hero, 'Small line above the heading', 'English').fill(`Mine ${unique('e')}`)

  const stored = await storedPage('home')
  const theirs = `Theirs ${unique('e')}`
  const answer = await api.put('/api/admin/pages/home', {
    data: { en: { ...stored.en, hero: { ...(stored.en.hero as object), eyebrow: theirs } }, es: stored.es, updatedAt: stored.updatedAt },
  })
  expect(answer.status()).toBe(200)

  const put = saved(page)
  await editor.getByRole('button', { name: 'Save changes' }).click()
  expect((await put).status()).toBe(409)
  const dialog = page.getByRole('alertdialog', { name: 'This page was changed by someone else' })
  await dialog.getByRole('button', { name: 'Reload their version' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(field(hero, 'Small line above the heading', 'English')).toHaveValue(theirs)
  await expect(editor.getByRole('status').filter({ hasText: 'No changes' })).toBeVisible()
})
