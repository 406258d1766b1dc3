import { expect, request as playwrightRequest, test, type APIRequestContext, type Browser, type Page } from '@playwright/test'
import { ADMIN, FRESH_CONNECTIONS } from './helpers.ts'
import { openSection, signIn, startOwnServer, unique } from './admin-helpers.ts'

/**
 * Reviews and FAQ are the studio's collections, edited in the console and shown by the public pages.
 * These tests publish, reorder and unpublish, so they run one after the other on a server of their own: the shared
 * server's FAQ page keeps its 12 questions for the other specs.
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

/** An item's own button, e.g. "Move up: <question>" (the name is read after the visible word). */
function itemButton(page: Page, action: string, name: string) {
  return page.getByRole('button', { name: new RegExp(`^${action} ?: ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })
}

interface FaqView {
  /** The accordion's questions, as a visitor reads them. */
  questions: string[]
  /** The accordion's answers (their paragraphs joined by a blank line, as written). */
  answers: string[]
  /** The FAQPage JSON-LD's questions and answers, parsed from the page's script. */
  jsonLd: Array<{ question: string; answer: string }>
}

/** A public page as a visitor without a session sees it: its accordion and its FAQPage structured data. */
async function visitorFaq(browser: Browser, path: string): Promise<FaqView> {
  const context = await browser.newContext({ baseURL: server.url })
  try {
    const page = await context.newPage()
    expect((await page.goto(path))?.status()).toBe(200)
    const questions = (await page.locator('.accordion-trigger').allTextContents()).map((text) => text.trim())
    const answers = await page
      .locator('.accordion-panel')
      .evaluateAll((panels) => panels.map((panel) => [...panel.querySelectorAll('p')].map((paragraph) => paragraph.textContent ?? '').join('\n\n')))
    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as Record<string, unknown>)
    const faq = blocks.find((block) => block['@type'] === 'FAQPage') as { mainEntity: Array<{ name: string; acceptedAnswer: { text: string } }> } | undefined
    return { questions, answers, jsonLd: (faq?.mainEntity ?? []).map((entry) => ({ question: entry.name, answer: entry.acceptedAnswer.text })) }
  } finally {
    await context.close()
  }
}

/** The JSON-LD says exactly what the accordion shows, in its order. */
function expectSameAsPage(view: FaqView) {
  expect(view.jsonLd).toEqual(view.questions.map((question, index) => ({ question, answer: view.answers[index] })))
}

async function visitorHtml(browser: Browser, path: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url })
  const page = await context.newPage()
  expect((await page.goto(path))?.status()).toBe(200)
  return page
}

test.describe('FAQ', () => {
  const question = unique('Can I bring a friend to my appointment')
  const answerEn = 'Yes, one guest is welcome in our {{city}} studio.\n\nPlease tell us when you book.'
  const answerEs = 'Sí, una acompañante es bienvenida en nuestro estudio de {{city}}.\n\nAvísenos al reservar.'
  const pregunta = '¿Puedo venir con una amiga a mi cita?'

  test('a question added in the console appears on /faq and /es/faq, in the FAQPage JSON-LD as on the page, with the city filled in', async ({
    page,
    browser,
  }) => {
    await signIn(page, server.url)
    await openSection(page, 'FAQ')
    const general = page.getByRole('list', { name: 'Questions of the FAQ page (general questions), in the order it shows them' })
    await expect(general.getByRole('listitem')).toHaveCount(12)
    await expect(page.getByRole('list', { name: /^Questions of the Lip blushing page/ }).getByRole('listitem')).toHaveCount(4)

    await page.getByRole('button', { name: 'New question' }).click()
    const form = page.getByRole('form', { name: 'New question' })
    await form.getByRole('combobox', { name: 'Page' }).selectOption({ label: 'FAQ page (general questions)' })
    await form.getByRole('textbox', { name: 'Question (English)' }).fill(question)
    await form.getByRole('textbox', { name: 'Answer (English)' }).fill(answerEn)
    await form.locator('label[for="faq-published"]').click()
    await form.getByRole('button', { name: 'Add question' }).click()
    // Publishing needs the Spanish texts too.
    await expect(form.locator('#faq-questionEs-error')).toHaveText('Write the Spanish question before publishing')
    await expect(form.getByRole('textbox', { name: 'Question (Spanish)' })).toHaveAttribute('aria-invalid', 'true')
    await form.getByRole('textbox', { name: 'Question (Spanish)' }).fill(pregunta)
    await form.getByRole('textbox', { name: 'Answer (Spanish)' }).fill(answerEs)
    await form.getByRole('button', { name: 'Add question' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Question added' })).toBeVisible()
    await expect(form).toHaveCount(0)
    await expect(general.getByRole('listitem').last()).toContainText(question)
    await expect(general.getByRole('listitem').last()).toContainText('Published')

    const english = await visitorFaq(browser, '/faq')
    expect(english.questions).toHaveLength(13)
    expect(english.questions.at(-1)).toBe(question)
    expect(english.answers.at(-1)).toBe('Yes, one guest is welcome in our Gainesville studio.\n\nPlease tell us when you book.')
    expectSameAsPage(english)
    const spanish = await visitorFaq(browser, '/es/faq')
    expect(spanish.questions.at(-1)).toBe(pregunta)
    expect(spanish.answers.at(-1)).toBe('Sí, una acompañante es bienvenida en nuestro estudio de Gainesville.\n\nAvísenos al reservar.')
    expectSameAsPage(spanish)
    // A general question is not repeated on a service page.
    expect((await visitorFaq(browser, '/lip-blushing-atlanta')).questions).not.toContain(question)
  })

  test('Move up changes the order on the page and in its JSON-LD; Unpublish takes it off both', async ({ page, browser }) => {
    await signIn(page, server.url)
    await openSection(page, 'FAQ')
    const before = await visitorFaq(browser, '/faq')
    const previous = before.questions.at(-2)!

    const saved = page.waitForResponse((response) => response.url().endsWith('/api/faqs/order') && response.request().method() === 'PUT')
    await itemButton(page, 'Move up', question).focus()
    await page.keyboard.press('Enter')
    expect((await saved).status()).toBe(200)
    await expect(page.getByRole('status').filter({ hasText: `${question} moved to position 12 of 13 on the FAQ page (general questions)` })).toBeAttached()
    await expect(itemButton(page, 'Move up', question)).toBeFocused()
    const moved = await visitorFaq(browser, '/faq')
    expect(moved.questions.slice(-2)).toEqual([question, previous])
    expectSameAsPage(moved)
    expect((await visitorFaq(browser, '/es/faq')).questions.slice(-2)[0]).toBe(pregunta)

    await itemButton(page, 'Unpublish', question).click()
    await expect(page.getByRole('status').filter({ hasText: 'Question unpublished' })).toBeVisible()
    await expect(page.getByRole('listitem').filter({ hasText: question })).toContainText('Draft')
    const gone = await visitorFaq(browser, '/faq')
    expect(gone.questions).toHaveLength(12)
    expect(gone.questions).not.toContain(question)
    expect(gone.jsonLd.map((entry) => entry.question)).not.toContain(question)
    expectSameAsPage(gone)
    expect((await visitorFaq(browser, '/es/faq')).jsonLd.map((entry) => entry.question)).not.toContain(pregunta)
  })

  test('a page whose questions are all unpublished shows neither a questions section nor FAQPage data', async ({ page, browser }) => {
    const pricing = ((await (await api.get('/api/faqs')).json()) as Array<{ id: string; page: string; updatedAt: string }>).filter(
      (item) => item.page === 'pricing',
    )
    for (const item of pricing) expect((await api.patch(`/api/faqs/${item.id}`, { data: { published: false, updatedAt: item.updatedAt } })).status()).toBe(200)
    const view = await visitorHtml(browser, '/permanent-makeup-pricing')
    await expect(view.locator('#faq')).toHaveCount(0)
    await expect(view.getByRole('heading', { name: 'Pricing questions' })).toHaveCount(0)
    expect((await visitorFaq(browser, '/permanent-makeup-pricing')).jsonLd).toEqual([])
    await view.context().close()
    await signIn(page, server.url)
    await openSection(page, 'FAQ')
    await expect(page.getByRole('region', { name: /^Pricing page/ })).toContainText('0 published questions')
  })
})

test.describe('Reviews', () => {
  const name = unique('Rosa M')
  const quoteEn = 'My lips finally have color again, and it looks like my own.'
  const quoteEs = 'Mis labios por fin tienen color otra vez, y se ve natural.'

  test('the demo’s reviews are samples: marked so, never on the site, and they cannot be published', async ({ page, browser }) => {
    await signIn(page, server.url)
    await openSection(page, 'Reviews')
    const list = page.getByRole('list', { name: 'Reviews, in the order the site shows them' })
    await expect(list.getByRole('listitem')).toHaveCount(3)
    for (const sample of ['Maria G.', 'Ashley T.', 'Lucía R.']) {
      const item = list.getByRole('listitem').filter({ has: page.getByRole('heading', { name: sample }) })
      await expect(item).toContainText('Sample — not shown on the site')
      await expect(item).toContainText('No permission recorded')
      await expect(itemButton(page, 'Publish', `${sample} (sample)`)).toHaveCount(0)
    }
    await itemButton(page, 'Edit', 'Maria G. (sample)').click()
    const form = page.getByRole('form', { name: 'Edit sample review' })
    await expect(form).toContainText('It cannot be published')
    await expect(form.getByRole('switch', { name: 'Published' })).toHaveCount(0)
    await form.getByRole('button', { name: 'Cancel' }).click()

    for (const path of ['/before-after-gallery', '/es/before-after-gallery']) {
      const view = await visitorHtml(browser, path)
      await expect(view.locator('#testimonials')).toHaveCount(0)
      await expect(view.locator('main')).not.toContainText('Maria G.')
      await view.context().close()
    }
  })

  test('a real review is refused publishing without permission, then with it appears on the gallery page in both languages', async ({ page, browser }) => {
    await signIn(page, server.url)
    await openSection(page, 'Reviews')
    await page.getByRole('button', { name: 'New review' }).click()
    const form = page.getByRole('form', { name: 'New review' })
    await form.getByRole('textbox', { name: 'Name shown' }).fill(name)
    await form.getByRole('combobox', { name: 'Service' }).selectOption({ label: 'Lip Blushing' })
    await form.getByRole('combobox', { name: 'Where they said it' }).selectOption({ label: 'Google' })
    await form.getByRole('combobox', { name: 'Stars' }).selectOption({ label: '5 stars' })
    await form.getByLabel('Date').fill('2026-03-14')
    await form.getByRole('textbox', { name: 'Quote (English)' }).fill(quoteEn)
    await form.getByRole('textbox', { name: 'Quote (Spanish)' }).fill(quoteEs)
    await form.locator('label[for="review-published"]').click()
    await form.getByRole('button', { name: 'Add review' }).click()
    const permission = form.getByRole('checkbox', { name: 'The client agreed to be quoted on the website, under this name' })
    await expect(form.locator('#review-permission-error')).toHaveText("Record the client's permission to quote them before publishing")
    await expect(permission).toHaveAccessibleDescription(/Record the client's permission to quote them before publishing/)
    expect(((await (await api.get('/api/testimonials')).json()) as Array<{ name: string }>).some((item) => item.name === name)).toBe(false)

    await permission.check()
    const created = page.waitForResponse((response) => response.url().endsWith('/api/testimonials') && response.request().method() === 'POST')
    await form.getByRole('button', { name: 'Add review' }).click()
    expect((await created).status()).toBe(201)
    await expect(page.getByRole('status').filter({ hasText: 'Review added' })).toBeVisible()
    const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) })
    await expect(item).toContainText('Published')
    await expect(item).toContainText('Permission on file')
    await expect(item).toContainText('Lip Blushing · Google · 5 stars · 2026-03-14')

    const english = await visitorHtml(browser, '/before-after-gallery')
    const card = english.locator('#testimonials figure')
    await expect(card).toHaveCount(1)
    await expect(english.getByRole('heading', { name: 'What clients tell us' })).toBeVisible()
    await expect(card).toContainText(quoteEn)
    await expect(card).toContainText(name)
    await expect(card).toContainText('Google review · March 14, 2026')
    await expect(card.getByRole('img', { name: '5 out of 5 stars' })).toBeVisible()
    await expect(english.locator('main')).not.toContainText('Maria G.')
    await english.context().close()
    const spanish = await visitorHtml(browser, '/es/before-after-gallery')
    await expect(spanish.locator('#testimonials figure')).toContainText(quoteEs)
    await expect(spanish.locator('#testimonials figure')).toContainText('Reseña en Google · 14 de marzo de 2026')
    await expect(spanish.locator('#testimonials figure').getByRole('img', { name: '5 de 5 estrellas' })).toBeVisible()
    await spanish.context().close()
  })

  test('a save over someone else’s newer change is refused and offers their version; a deleted review leaves the site', async ({ page, browser }) => {
    await signIn(page, server.url)
    await openSection(page, 'Reviews')
    await itemButton(page, 'Edit', name).click()
    const form = page.getByRole('form', { name: 'Edit review' })
    await expect(form.getByRole('textbox', { name: 'Name shown' })).toHaveValue(name)

    // Someone else saves it meanwhile.
    const stored = ((await (await api.get('/api/testimonials')).json()) as Array<{ id: string; name: string; updatedAt: string }>).find(
      (item) => item.name === name,
    )!
    const renamed = `${name} (renamed)`
    expect((await api.patch(`/api/testimonials/${stored.id}`, { data: { name: renamed, updatedAt: stored.updatedAt } })).status()).toBe(200)

    await form.getByRole('textbox', { name: 'Quote (English)' }).fill('An edit made on the older version.')
    const refused = page.waitForResponse((response) => response.url().includes(`/api/testimonials/${stored.id}`) && response.request().method() === 'PATCH')
    await form.getByRole('button', { name: 'Save changes' }).click()
    expect((await refused).status()).toBe(409)
    await expect(form.getByRole('alert').filter({ hasText: 'Not saved: someone else saved it first' })).toContainText('changed by someone else')
    await form.getByRole('button', { name: 'Load their version' }).click()
    const reloaded = page.getByRole('form', { name: 'Edit review' })
    await expect(reloaded.getByRole('textbox', { name: 'Name shown' })).toHaveValue(renamed)
    await expect(reloaded.getByRole('textbox', { name: 'Quote (English)' })).toHaveValue(quoteEn)
    await reloaded.getByRole('button', { name: 'Cancel' }).click()

    await itemButton(page, 'Delete', renamed).click()
    await page.getByRole('alertdialog', { name: 'Delete this review?' }).getByRole('button', { name: 'Delete review' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Review deleted' })).toBeVisible()
    await expect(page.getByRole('heading', { name: renamed })).toHaveCount(0)
    const view = await visitorHtml(browser, '/before-after-gallery')
    await expect(view.locator('#testimonials')).toHaveCount(0)
    await view.context().close()
  })
})

test.describe('in the Spanish console', () => {
  test('the FAQ and Reviews screens say their labels, problems and notices in Spanish, agreeing with "pregunta" and "reseña"', async ({ page }) => {
    await signIn(page, server.url)
    await page.getByLabel('Console language').selectOption('es')
    await page.getByRole('navigation', { name: 'Secciones' }).getByRole('button', { name: 'Preguntas frecuentes' }).click()
    const pricing = page.getByRole('list', { name: 'Preguntas de la página «Precios», en el orden en que las muestra' })
    await expect(pricing).toBeVisible()

    await page.getByRole('button', { name: 'Nueva pregunta' }).click()
    const question = page.getByRole('form', { name: 'Nueva pregunta' })
    await expect(question.getByText('Datos del estudio que puedes escribir entre llaves')).toBeVisible()
    await expect(question.getByRole('switch', { name: 'Publicada' })).not.toBeChecked()
    await expect(question.getByText('Borrador: visible solo para el equipo.')).toBeVisible()
    await question.getByRole('button', { name: 'Añadir pregunta' }).click()
    await expect(question.getByRole('alert').filter({ hasText: /Corrige (este campo|estos campos):/ })).toBeFocused()
    await expect(question.locator('#faq-page-error')).toHaveText('Elige la página que muestra esta pregunta')
    await question.getByRole('combobox', { name: 'Página' }).selectOption({ label: 'Precios' })
    const pregunta = unique('¿Aceptan pagos con tarjeta')
    await question.getByRole('textbox', { name: 'Pregunta (español)' }).fill(pregunta)
    await question.getByRole('button', { name: 'Añadir pregunta' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Pregunta añadida' })).toBeVisible()
    const added = pricing.getByRole('listitem').filter({ hasText: pregunta })
    await expect(added).toContainText('Borrador')
    for (const action of ['Subir', 'Bajar', 'Publicar', 'Editar', 'Eliminar']) await expect(itemButton(page, action, pregunta)).toBeVisible()

    await page.getByRole('navigation', { name: 'Secciones' }).getByRole('button', { name: 'Reseñas' }).click()
    await page.getByRole('button', { name: 'Nueva reseña' }).click()
    const review = page.getByRole('form', { name: 'Nueva reseña' })
    const name = unique('Lucía R.')
    await review.getByRole('textbox', { name: 'Nombre que se muestra' }).fill(name)
    await review.getByRole('combobox', { name: 'Servicio' }).selectOption({ label: 'Retoque' })
    await review.getByRole('combobox', { name: 'Dónde lo dijo' }).selectOption({ label: 'En persona' })
    await review.getByRole('combobox', { name: 'Estrellas' }).selectOption({ label: '4 estrellas' })
    await review.getByRole('textbox', { name: 'Palabras de la clienta (español)' }).fill('Me encantaron mis cejas.')
    await review.getByRole('button', { name: 'Añadir reseña' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Reseña añadida' })).toBeVisible()
    const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) })
    await expect(item).toContainText('Retoque · En persona · 4 estrellas')
    await expect(item).toContainText('Borrador')
    await expect(item).toContainText('Sin permiso registrado')

    await itemButton(page, 'Eliminar', name).click()
    await page.getByRole('alertdialog', { name: '¿Eliminar esta reseña?' }).getByRole('button', { name: 'Eliminar reseña' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Reseña eliminada' })).toBeVisible()
    await expect(page.getByRole('heading', { name })).toHaveCount(0)
  })
})
