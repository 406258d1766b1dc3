import AxeBuilder from '@axe-core/playwright'
import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test'
import type { ContentTree } from '#shared/schema/page-content.ts'
import { startOwnServer } from './admin-helpers.ts'
import { ADMIN, FRESH_CONNECTIONS, asNewVisitor, open } from './helpers.ts'

/**
 * The course page says what each course is (its length, tuition, kit and next dates, in the owner's words),
 * and its "Ask about this course" starts a message that names the course. On a server of its own: one test trims a
 * course's facts.
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

const COURSES = {
  en: {
    path: '/microblading-course-atlanta-ga',
    names: ['Microblading', 'Ombre Brows', 'Microshading', 'Full Lips'],
    words: ['days of class', 'Tuition $', 'Starter kit included', 'Next group'],
  },
  es: {
    path: '/es/microblading-course-atlanta-ga',
    names: ['Microblading', 'Cejas ombré', 'Microshading', 'Labios completos'],
    words: ['días de clase', 'Inversión $', 'Kit inicial incluido', 'Próximo grupo'],
  },
} as const

for (const language of ['en', 'es'] as const) {
  test(`each course says its length, tuition, kit and next dates, with a way to ask about it (${language})`, async ({ page }) => {
    const { path, names, words } = COURSES[language]
    await asNewVisitor(page)
    await open(page, `${server.url}${path}`)
    const cards = page.locator('#courses .course-card')
    await expect(cards).toHaveCount(4)
    for (const [index, name] of names.entries()) {
      const card = cards.nth(index)
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(name)
      const facts = card.locator('.course-facts li')
      await expect(facts).toHaveCount(4)
      for (const [at, word] of words.entries()) await expect(facts.nth(at)).toContainText(word)
      await expect(card.getByRole('link', { name: `${language === 'es' ? 'Preguntar por este curso' : 'Ask about this course'} (${name})` })).toBeVisible()
    }
    const results = await new AxeBuilder({ page }).include('#courses').analyze()
    expect(results.violations.map((violation) => violation.id)).toEqual([])
  })
}

test('"Ask about this course" on Ombre Brows opens the contact form with a message naming the course, and the studio receives it', async ({ page }) => {
  await asNewVisitor(page)
  await open(page, `${server.url}/microblading-course-atlanta-ga`)
  await page.getByRole('link', { name: 'Ask about this course (Ombre Brows)' }).click()
  await expect(page).toHaveURL(/\/contact\?message=.*#message$/)
  await page.locator('html[data-enhanced="true"]').waitFor({ state: 'attached' })
  const form = page.locator('form.contact-form')
  const message = form.getByLabel('Message (optional)')
  await expect(message).toHaveValue('Hello! I would like to know about the next Ombre Brows course: dates, tuition and payment plans.')
  await form.getByLabel('First name').fill('Valeria')
  await form.getByLabel('Last name').fill('Campos')
  const email = `valeria.${Date.now()}@example.com`
  await form.getByLabel('Email').fill(email)
  await form.getByRole('button', { name: 'Send Message' }).click()
  await expect(form.locator('#contact-form-sent')).toBeVisible()
  const inquiries = (await (await api.get('/api/admin/inquiries')).json()) as Array<{ email: string; message: string }>
  expect(inquiries.find((inquiry) => inquiry.email === email)?.message).toContain('next Ombre Brows course')
})

test('the Spanish link starts the message in Spanish; the plain contact page starts none', async ({ page }) => {
  await asNewVisitor(page)
  await open(page, `${server.url}/es/microblading-course-atlanta-ga`)
  await page.getByRole('link', { name: 'Preguntar por este curso (Labios completos)' }).click()
  await page.locator('html[data-enhanced="true"]').waitFor({ state: 'attached' })
  const message = page.locator('form.contact-form textarea[name="message"]')
  await expect(message).toHaveValue('¡Hola! Me gustaría saber del próximo curso de Labios completos: fechas, inversión y planes de pago.')
  // A link to the plain contact page starts nothing.
  await open(page, `${server.url}/es/contact`)
  await expect(page.locator('form.contact-form textarea[name="message"]')).toHaveValue('')
})

test('the owner trims a course’s facts in its page texts, and the page shows what is left', async ({ page }) => {
  const stored = (await (await api.get('/api/admin/pages/course')).json()) as { en: ContentTree; es: ContentTree; updatedAt: string }
  const trimmed = (tree: ContentTree, facts: string[]): ContentTree => {
    const courses = tree.courses as ContentTree
    const items = courses.items as ContentTree
    return { ...tree, courses: { ...courses, items: { ...items, ombre: { ...(items.ombre as ContentTree), facts } } } }
  }
  const saved = await api.put('/api/admin/pages/course', {
    data: {
      en: trimmed(stored.en, ['2 days of class, starting 14 March 2027', 'Tuition $1,200']),
      es: trimmed(stored.es, ['2 días de clase, desde el 14 de marzo de 2027', 'Inversión $1,200']),
      updatedAt: stored.updatedAt,
    },
  })
  expect(saved.status(), await saved.text()).toBe(200)
  await asNewVisitor(page)
  for (const [path, first] of [
    ['/microblading-course-atlanta-ga', '2 days of class, starting 14 March 2027'],
    ['/es/microblading-course-atlanta-ga', '2 días de clase, desde el 14 de marzo de 2027'],
  ] as const) {
    await open(page, `${server.url}${path}`)
    const facts = page.locator('#courses .course-card').nth(1).locator('.course-facts li')
    await expect(facts).toHaveCount(2)
    await expect(facts.first()).toHaveText(first)
  }
})
