import AxeBuilder from '@axe-core/playwright'
import { type Browser, type Locator, type Page, expect, test } from '@playwright/test'
import { adminApi, asNewVisitor, open } from './helpers.ts'

// Issue 40: the server's refusal of a field marks that field and says why, in the page's language, with and without
// JavaScript, and the visitor's words stay in the form. `maria@gmail` passes the browser (an address needs no dot
// there) and not the server.

const WORDS = {
  en: {
    url: '/contact',
    first: 'First name',
    last: 'Last name',
    email: 'Email',
    phone: 'Phone (optional)',
    service: 'Service of interest',
    message: 'Message (optional)',
    send: 'Send Message',
    why: 'Check your email address: write it in full, with its ending, such as name@gmail.com.',
    notice: 'Your message was not sent: please check the field marked below.',
  },
  es: {
    url: '/es/contact',
    first: /^Nombre/,
    last: 'Apellido',
    email: 'Correo electrónico',
    phone: 'Teléfono (opcional)',
    service: 'Servicio de interés',
    message: 'Mensaje (opcional)',
    send: 'Enviar mensaje',
    why: 'Revise su correo electrónico: escríbalo completo, con su terminación, por ejemplo nombre@gmail.com.',
    notice: 'Su mensaje no se envió: revise el campo marcado abajo.',
  },
} as const

const SIZES = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]

/** Fills the form as María would, with an email address the server refuses; returns the address's unique part. */
async function fillAsMaria(form: Locator, words: (typeof WORDS)['en' | 'es']) {
  const tag = `${Date.now()}${Math.round(Math.random() * 1000)}`
  await form.getByLabel(words.first).fill('María')
  await form.getByLabel(words.last).fill(`López ${tag}`)
  await form.getByLabel(words.email).fill('maria@gmail')
  await form.getByLabel(words.phone).fill('(404) 555-0100')
  await form.getByLabel(words.service).selectOption('microblading')
  await form.getByLabel(words.message).fill('¿Tienen citas el sábado?')
  return tag
}

/** The email field is marked as refused, described by the reason under it, and the visitor's words are all there. */
async function expectMarkedAndKept(form: Locator, words: (typeof WORDS)['en' | 'es'], tag: string) {
  const email = form.getByLabel(words.email)
  await expect(email).toHaveAttribute('aria-invalid', 'true')
  await expect(email).toHaveAccessibleDescription(words.why)
  const error = form.locator(`#${await email.getAttribute('aria-describedby')}`)
  await expect(error).toBeVisible()
  await expect(error).toHaveText(words.why)
  // Next to the field: right under it.
  const [field, reason] = [(await email.boundingBox())!, (await error.boundingBox())!]
  expect(reason.y).toBeGreaterThanOrEqual(field.y + field.height - 1)
  expect(reason.y - (field.y + field.height)).toBeLessThan(24)
  // No other field is marked.
  await expect(form.locator('[aria-invalid="true"]')).toHaveCount(1)
  await expect(form.locator('.field-error:visible')).toHaveCount(1)
  await expect(form.getByLabel(words.first)).toHaveValue('María')
  await expect(form.getByLabel(words.last)).toHaveValue(`López ${tag}`)
  await expect(email).toHaveValue('maria@gmail')
  await expect(form.getByLabel(words.phone)).toHaveValue('(404) 555-0100')
  await expect(form.getByLabel(words.service)).toHaveValue('microblading')
  await expect(form.getByLabel(words.message)).toHaveValue('¿Tienen citas el sábado?')
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze()
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])
}

/**
 * Axe needs scripts in the page: the page the server sent back without JavaScript, as it came, is checked in a
 * browser that has them.
 */
async function expectNoAxeViolationsWithoutScripts(browser: Browser, url: string, html: string, size: { width: number; height: number }) {
  const context = await browser.newContext({ viewport: size })
  const page = await context.newPage()
  await page.route(url, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }))
  await page.goto(url)
  await expect(page.locator('[aria-invalid="true"]')).toHaveCount(1)
  await expectNoAxeViolations(page)
  await context.close()
}

async function expectNothingStored(request: Parameters<typeof adminApi>[0], tag: string) {
  const admin = await adminApi(request)
  const inquiries = (await (await admin.get('/api/admin/inquiries')).json()) as Array<{ lastName: string }>
  expect(inquiries.some((inquiry) => inquiry.lastName.endsWith(tag))).toBe(false)
}

async function pageWithoutScripts(browser: Browser, size: { width: number; height: number }) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: size })
  const page = await context.newPage()
  await asNewVisitor(page)
  return page
}

for (const size of SIZES) {
  for (const language of ['en', 'es'] as const) {
    const words = WORDS[language]

    test(`with JavaScript the server's refusal of maria@gmail marks the email field and keeps every value (${size.width} px, ${language})`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize(size)
      await asNewVisitor(page)
      await open(page, words.url)
      const form = page.locator('form.contact-form')
      const tag = await fillAsMaria(form, words)
      const answer = page.waitForResponse((response) => response.url().endsWith('/api/contact'))
      await form.getByRole('button', { name: words.send }).click()
      expect((await answer).status()).toBe(400)
      await expectMarkedAndKept(form, words, tag)
      // The refused field has the focus, so a screen reader says what is wrong at once.
      await expect(form.getByLabel(words.email)).toBeFocused()
      // No "Error sending message" notice that names nothing: the field says it.
      await expect(page.locator('.toast')).toHaveCount(0)
      await expectNoAxeViolations(page)
      await expectNothingStored(request, tag)

      // Correcting the address unmarks the field, and the message goes.
      await form.getByLabel(words.email).fill(`maria.${tag}@gmail.com`)
      await expect(form.getByLabel(words.email)).not.toHaveAttribute('aria-invalid')
      await expect(form.locator('.field-error:visible')).toHaveCount(0)
      await form.getByRole('button', { name: words.send }).click()
      await expect(form.locator('#contact-form-sent')).toBeVisible()
    })

    test(`without JavaScript the page comes back with maria@gmail marked, the reason, and every value (${size.width} px, ${language})`, async ({
      browser,
      request,
    }) => {
      const page = await pageWithoutScripts(browser, size)
      await page.goto(words.url)
      const form = page.locator('form.contact-form')
      const tag = await fillAsMaria(form, words)
      const answer = page.waitForResponse((response) => response.request().method() === 'POST')
      await form.getByRole('button', { name: words.send }).click()
      const refused = await answer
      expect(refused.status()).toBe(400)
      // What one visitor typed is never held or kept by a cache.
      expect(refused.headers()['cache-control']).toBe('no-store')
      await expect(page).toHaveURL(new RegExp(`${words.url}$`))
      await expect(page.locator('html')).toHaveAttribute('lang', language)
      await expect(page.getByRole('alert')).toHaveText(words.notice)
      await expectMarkedAndKept(form, words, tag)
      // The page comes back at its top: the marked field takes the focus and brings the form into view.
      await expect(form.getByLabel(words.email)).toBeFocused()
      await expect(form.getByLabel(words.email)).toBeInViewport()
      // The honeypot never comes back filled.
      await expect(form.locator('input[name="website"]')).toHaveValue('')
      await expectNoAxeViolationsWithoutScripts(browser, words.url, await refused.text(), size)
      await expectNothingStored(request, tag)

      // Sent again from the marked page, corrected, the message goes.
      await form.getByLabel(words.email).fill(`maria.${tag}@gmail.com`)
      await form.getByRole('button', { name: words.send }).click()
      await expect(page).toHaveURL(new RegExp(`${words.url}#contact-form-sent$`))
      await expect(page.locator('#contact-form-sent')).toBeVisible()
      // The page at its address is the same for everyone again: nothing of María's in it.
      await expect(form.getByLabel(words.last)).toHaveValue('')
      await expect(form.locator('[aria-invalid="true"]')).toHaveCount(0)
      await page.context().close()
    })
  }
}

// (The home page's form is the owner's to show: the starter arrangement leaves it to the contact page.)
test('without JavaScript the form comes back with a refused phone number marked and kept', async ({ browser }) => {
  const page = await pageWithoutScripts(browser, { width: 390, height: 844 })
  await page.goto('/contact')
  const form = page.locator('form.contact-form')
  await form.getByLabel('First name').fill('Ana')
  await form.getByLabel('Last name').fill('Ruiz')
  await form.getByLabel('Email').fill('ana@example.com')
  await form.getByLabel('Phone (optional)').fill('call me maybe')
  await form.getByRole('button', { name: 'Send Message' }).click()
  await expect(form.getByLabel('Phone (optional)')).toHaveAttribute('aria-invalid', 'true')
  await expect(form.getByLabel('Phone (optional)')).toHaveAccessibleDescription(/^Check your phone number/)
  await expect(form.getByLabel('Phone (optional)')).toHaveValue('call me maybe')
  await expect(form.getByLabel('Email')).not.toHaveAttribute('aria-invalid')
  await expect(page.getByRole('alert')).toHaveText('Your message was not sent: please check the field marked below.')
  await page.context().close()
})
