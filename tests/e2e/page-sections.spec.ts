import AxeBuilder from '@axe-core/playwright'
import { expect, request as playwrightRequest, test, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test'
import { ADMIN, asNewVisitor, FRESH_CONNECTIONS } from './helpers.ts'
import { openSection, signIn, startOwnServer } from './admin-helpers.ts'

/**
 * The spec's pages as the owner's sections, in the console: a claim left out (the satisfaction figure, the
 * financing card and the FAQ answer that promised it), a part moved, a reviews section added to a service page. What
 * visitors then get, in both languages, with the page's JSON-LD. It changes pages other specs read, so it runs on a
 * server of its own, one test after the other.
 */
test.describe.configure({ mode: 'serial' })

let server: { url: string; stop(): void }
let api: APIRequestContext

test.beforeAll(async () => {
  server = await startOwnServer()
  api = await playwrightRequest.newContext({ ...FRESH_CONNECTIONS, baseURL: server.url })
  expect((await api.post('/api/admin/login', { data: ADMIN })).status()).toBe(200)
  const review = {
    quote: { en: 'My brows look like mine, only better.', es: 'Mis cejas parecen mías, pero mejores.' },
    name: 'Rosa M.',
    service: 'microblading',
    rating: 5,
    source: 'google',
    permission: true,
    published: true,
  }
  expect((await api.post('/api/testimonials', { data: review })).status()).toBe(201)
})

test.afterAll(async () => {
  await api?.dispose()
  server?.stop()
})

const saveKey = process.platform === 'darwin' ? 'Meta+s' : 'Control+s'

/** Signs in, opens Pages and the page's editor from the list, and answers its list of sections. */
async function openSections(page: Page, label: string): Promise<{ editor: Locator; sections: Locator }> {
  await signIn(page, server.url)
  await openSection(page, 'Pages')
  await page.getByRole('link', { name: `${label} (edit)`, exact: true }).click()
  const editor = page.getByRole('form', { name: label })
  await expect(editor.getByRole('heading', { level: 2, name: label })).toBeFocused()
  const sections = editor.getByRole('list', { name: 'Sections of the page, in order' })
  await expect(sections).toBeVisible()
  return { editor, sections }
}

async function save(page: Page, editor: Locator): Promise<void> {
  const saved = page.waitForResponse((response) => /\/api\/admin\/pages\/[a-z]+$/.test(response.url()) && response.request().method() === 'PUT')
  await editor.getByRole('button', { name: 'Save changes' }).focus()
  await page.keyboard.press(saveKey)
  expect((await saved).status()).toBe(200)
  await expect(editor.getByRole('status').filter({ hasText: /Saved at \d/ })).toBeVisible()
}

/** A visitor's look at a public page of this test's server. */
async function visit(browser: Browser, path: string): Promise<Page> {
  const visitor = await browser.newPage()
  await asNewVisitor(visitor)
  await visitor.goto(`${server.url}${path}`)
  return visitor
}

/** The ids of the page's main sections, top to bottom. */
const sectionIds = (visitor: Page) => visitor.locator('main section[id]').evaluateAll((elements) => elements.map((element) => element.id))

async function jsonLdText(visitor: Page): Promise<string> {
  return (await visitor.locator('script[type="application/ld+json"]').allTextContents()).join('\n')
}

test('Home: the consultation band shown without its satisfaction figure and the latest posts moved up, in the console, and both languages follow', async ({
  page,
  browser,
}) => {
  const before = await visit(browser, '/')
  // The starter arrangement leaves the band out (its figures are claims; the results and reviews above are proof).
  await expect(before.locator('#transform')).toHaveCount(0)
  const order = await sectionIds(before)
  await before.close()

  const { editor, sections } = await openSections(page, 'Home')
  const band = sections.getByRole('region', { name: /Free consultation band/ })
  await band.getByRole('button', { name: 'Show “Free consultation band”' }).click()
  const figure = band.getByRole('checkbox', { name: 'Client satisfaction figure' })
  await expect(figure).toBeChecked()
  await figure.uncheck()
  // With the keyboard: Move up twice (past the places, then past the band), the focus staying on the moved part's button.
  const up = sections.getByRole('button', { name: 'Move “Latest posts” up' })
  await up.focus()
  await page.keyboard.press('Enter')
  await expect(up).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(editor.getByRole('status').filter({ hasText: '“Latest posts” moved to position' })).toHaveText(/position \d+ of \d+/)
  await expect(editor.getByText('Unsaved changes')).toBeVisible()

  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze()
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])
  await save(page, editor)

  const expected = order.filter((id) => id !== 'latest-posts').flatMap((id) => (id === 'locations' ? ['latest-posts', 'transform', 'locations'] : [id]))
  for (const path of ['/', '/es']) {
    const visitor = await visit(browser, path)
    expect(await sectionIds(visitor), path).toEqual(expected)
    await expect(visitor.locator('#transform'), path).not.toContainText(path === '/' ? 'Client satisfaction' : 'Satisfacción')
    await expect(visitor.locator('#transform .stat'), path).toHaveCount(1)
    await visitor.close()
  }
})

test('Pricing: the financing card is left out in the console and the FAQ answer that promised it rewritten; the page and its JSON-LD say it nowhere', async ({
  page,
  browser,
}) => {
  const before = await visit(browser, '/permanent-makeup-pricing')
  await expect(before.locator('#payment')).toContainText('Financing')
  expect(await jsonLdText(before)).toMatch(/financing/i)
  await before.close()

  const { editor, sections } = await openSections(page, 'Pricing')
  await sections
    .getByRole('region', { name: /Payment options/ })
    .getByRole('checkbox', { name: 'Financing' })
    .uncheck()
  await save(page, editor)

  // The deposit question of the pricing page, without its promise.
  await openSection(page, 'FAQ')
  await page.getByRole('button', { name: /^Edit ?: Do I need to pay a deposit\?$/ }).click()
  const form = page.getByRole('form', { name: /^Edit/ })
  const en = form.getByRole('textbox', { name: 'Answer (English)' })
  const es = form.getByRole('textbox', { name: 'Answer (Spanish)' })
  await en.fill((await en.inputValue()).replace(', and financing is available for qualified clients.', '.'))
  await es.fill((await es.inputValue()).replace(', y ofrecemos financiamiento a clientas que califiquen.', '.'))
  await form.getByRole('button', { name: /^Save/ }).click()
  await expect(form).toHaveCount(0)

  for (const [path, word] of [
    ['/permanent-makeup-pricing', /financing/i],
    ['/es/permanent-makeup-pricing', /financia/i],
  ] as const) {
    const visitor = await visit(browser, path)
    await expect(visitor.locator('#payment .card'), path).toHaveCount(3)
    await expect(visitor.locator('main'), path).not.toContainText(word)
    expect(await jsonLdText(visitor), path).not.toMatch(word)
    await visitor.close()
  }
})

test('Microblading: "Why choose us" shown again, a reviews section added after it and the price shown above the process, and visitors read them there', async ({
  page,
  browser,
}) => {
  const { editor, sections } = await openSections(page, 'Microblading')
  // The starter arrangement leaves both out (they claim what the results and reviews show, and repeat the glance).
  await sections.getByRole('button', { name: 'Show “Why choose us”' }).click()
  await sections.getByRole('button', { name: 'Show “Price”' }).click()
  await sections.getByRole('button', { name: 'Add a section here, between “Why choose us” and “The process”' }).click()
  await page.getByRole('dialog', { name: 'Add a section' }).getByRole('button', { name: 'Reviews' }).click()
  const reviews = sections.getByRole('region', { name: /^Reviews: What clients say/ })
  await expect(reviews.getByRole('heading')).toBeFocused()
  await reviews.getByRole('combobox', { name: /service/i }).selectOption({ label: 'Microblading' })
  await sections.getByRole('button', { name: 'Move “Price” up' }).click()
  await save(page, editor)

  for (const [path, title] of [
    ['/microblading-atlanta-ga', 'What clients say'],
    ['/es/microblading-atlanta-ga', 'Lo que dicen nuestras clientas'],
  ] as const) {
    const visitor = await visit(browser, path)
    const ids = await sectionIds(visitor)
    expect(ids.indexOf('price'), path).toBeLessThan(ids.indexOf('process'))
    // The owner's section (the page's own reviews part has the same title).
    const added = visitor.locator('main section[id^="section-"]').filter({ has: visitor.getByRole('heading', { level: 2, name: title }) })
    await expect(added, path).toContainText('Rosa M.')
    const after = await added.evaluate((element) => element.previousElementSibling?.id)
    expect(after, path).toBe('why')
    await visitor.close()
  }
})

test("a page drawn whole takes the owner's text before it; a hidden part is gone, and hidden questions take their FAQPage data with them", async ({
  browser,
}) => {
  const faq = await (await api.get('/api/admin/pages/faq')).json()
  const note = {
    id: 'opening-note',
    type: 'text',
    hidden: false,
    texts: {
      title: { en: 'Before you ask', es: 'Antes de preguntar' },
      body: { en: 'We answer every message within a day.', es: 'Respondemos cada mensaje en un día.' },
    },
    items: [],
    settings: {},
  }
  const saved = await api.put('/api/admin/pages/faq', { data: { en: faq.en, es: faq.es, updatedAt: faq.updatedAt, sections: [note, ...faq.sections] } })
  expect(saved.status(), await saved.text()).toBe(200)
  for (const [path, title] of [
    ['/faq', 'Before you ask'],
    ['/es/faq', 'Antes de preguntar'],
  ] as const) {
    const visitor = await visit(browser, path)
    const headings = await visitor.locator('main').getByRole('heading').allTextContents()
    expect(headings[0], path).toBe(title)
    await expect(visitor.getByRole('heading', { level: 1 }), path).toHaveCount(1)
    await visitor.close()
  }

  const gallery = await (await api.get('/api/admin/pages/gallery')).json()
  const hidden = gallery.sections.map((section: { settings: { part?: string } }) =>
    section.settings.part === 'journey' ? { ...section, hidden: true } : section,
  )
  expect((await api.put('/api/admin/pages/gallery', { data: { ...gallery, sections: hidden } })).status()).toBe(200)
  const visitor = await visit(browser, '/before-after-gallery')
  await expect(visitor.locator('#journey')).toHaveCount(0)
  await expect(visitor.locator('#expect')).toHaveCount(1)
  await visitor.close()

  // The questions hidden: their structured data goes with them.
  const pricing = await (await api.get('/api/admin/pages/pricing')).json()
  const withoutFaq = pricing.sections.map((section: { settings: { part?: string } }) =>
    section.settings.part === 'faq' ? { ...section, hidden: true } : section,
  )
  expect((await api.put('/api/admin/pages/pricing', { data: { ...pricing, sections: withoutFaq } })).status()).toBe(200)
  const prices = await visit(browser, '/permanent-makeup-pricing')
  await expect(prices.locator('#faq')).toHaveCount(0)
  expect(await jsonLdText(prices)).not.toContain('FAQPage')
  await prices.close()
})
