import AxeBuilder from '@axe-core/playwright'
import { type Browser, type Page, expect, test } from '@playwright/test'
import { open } from './helpers.ts'

// Issue 40: both languages in sight. The switch is in the phone's header and in the footer; a Spanish browser on an
// English page is offered the Spanish page (never sent there), and an offer dismissed stays away.

const PHONE = { width: 390, height: 844 }
const LAPTOP = { width: 1440, height: 900 }
const OTHER = {
  en: { name: 'Español', twin: (url: string) => (url === '/' ? '/es' : `/es${url}`) },
  es: { name: 'English', twin: (url: string) => url.replace(/^\/es/, '') || '/' },
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze()
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])
}

/** A visitor whose browser speaks `locale`, at `viewport`, counting the page's layout shifts as the CLS metric does. */
async function visitor(browser: Browser, locale: string, viewport = PHONE) {
  const context = await browser.newContext({ locale, viewport })
  const page = await context.newPage()
  await page.addInitScript(() => {
    const scope = window as unknown as { layoutShift: number }
    scope.layoutShift = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) scope.layoutShift += entry.value
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
  return page
}

const offer = (page: Page) => page.getByRole('complementary', { name: 'Esta página en español' })

test.describe('the language switch', () => {
  for (const url of ['/', '/contact', '/faq', '/permanent-makeup-pricing', '/es', '/es/contact', '/es/services']) {
    const language = url === '/es' || url.startsWith('/es/') ? 'es' : 'en'
    const { name, twin } = OTHER[language]

    test(`is in the first screen of a 390×844 phone, in the header, and leads to the twin page (${url})`, async ({ page }) => {
      await page.setViewportSize(PHONE)
      await open(page, url)
      const link = page.locator('.header-actions').getByRole('link', { name, exact: true })
      await expect(link).toBeVisible()
      await expect(link).toBeInViewport({ ratio: 1 })
      await expect(link).toHaveAttribute('lang', language === 'en' ? 'es' : 'en')
      // A tap target as big as its neighbours, and the header still one row that fits the phone.
      const box = (await link.boundingBox())!
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(40)
      expect((await page.locator('.site-header').boundingBox())!.height).toBeLessThanOrEqual(74)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
      await link.click()
      await expect(page).toHaveURL(new RegExp(`${twin(url).replace(/\//g, '\\/')}$`))
    })
  }

  for (const viewport of [PHONE, LAPTOP]) {
    for (const url of ['/faq', '/es/faq']) {
      test(`is in the footer with both languages, the page's marked (${viewport.width} px, ${url})`, async ({ page }) => {
        await page.setViewportSize(viewport)
        await open(page, url)
        const footer = page.locator('.site-footer').getByRole('list', { name: url.startsWith('/es') ? 'Idioma' : 'Language' })
        await expect(footer.getByRole('link')).toHaveText(['English', 'Español'])
        await expect(footer.getByRole('link', { name: url.startsWith('/es') ? 'Español' : 'English' })).toHaveAttribute('aria-current', 'true')
        await footer.scrollIntoViewIfNeeded()
        await expect(footer).toBeVisible()
      })
    }
  }

  test('at 1440 px the header shows both languages by name and not the phone’s button', async ({ page }) => {
    await page.setViewportSize(LAPTOP)
    await open(page, '/services')
    await expect(page.locator('.desktop-only .language-switcher').getByRole('link')).toHaveText(['English', 'Español'])
    await expect(page.locator('.language-switcher-compact')).toBeHidden()
  })
})

test.describe('the offer of the Spanish page', () => {
  for (const viewport of [PHONE, LAPTOP]) {
    test(`a Spanish browser on an English page is offered its Spanish twin, without a redirect or a shift (${viewport.width} px)`, async ({ browser }) => {
      const page = await visitor(browser, 'es-ES', viewport)
      await open(page, '/permanent-makeup-pricing')
      await expect(page).toHaveURL(/\/permanent-makeup-pricing$/)
      await expect(page.locator('html')).toHaveAttribute('lang', 'en')
      await expect(offer(page)).toBeVisible()
      await expect(offer(page)).toHaveAttribute('lang', 'es')
      await expect(offer(page)).toBeInViewport()
      const take = offer(page).getByRole('link', { name: 'Ver esta página en español' })
      await expect(take).toHaveAttribute('href', '/es/permanent-makeup-pricing')
      // It lies over the page: showing it moved nothing.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
      expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBeLessThan(0.01)
      // The page's own heading and the booking button stay visible beside it.
      await expect(page.locator('.header-actions a[href$="/booking"]')).toBeInViewport()
      await expectNoAxeViolations(page)
      await take.click()
      await expect(page).toHaveURL(/\/es\/permanent-makeup-pricing$/)
      // Taking it is a choice: an English address now brings this visitor to Spanish, as the switch does.
      await open(page, '/faq')
      await expect(page).toHaveURL(/\/es\/faq$/)
      await page.context().close()
    })
  }

  test('is not shown on a Spanish page, nor to an English browser', async ({ browser }) => {
    const spanish = await visitor(browser, 'es-MX')
    await open(spanish, '/es/permanent-makeup-pricing')
    await expect(spanish.locator('.language-offer')).toHaveCount(0)
    await expect(spanish).toHaveURL(/\/es\/permanent-makeup-pricing$/)
    await spanish.context().close()

    const english = await visitor(browser, 'en-US')
    await open(english, '/permanent-makeup-pricing')
    await expect(english.locator('.language-offer')).toBeHidden()
    await english.context().close()
  })

  test('stays away once dismissed: after a reload and on other pages', async ({ browser }) => {
    const page = await visitor(browser, 'es-ES')
    await open(page, '/')
    await offer(page).getByRole('button', { name: 'No, gracias' }).click()
    await expect(offer(page)).toBeHidden()
    // The focus does not fall off the page with the offer.
    await expect(page.locator('#main')).toBeFocused()
    await page.reload()
    await page.locator('html[data-enhanced="true"]').waitFor({ state: 'attached' })
    await expect(offer(page)).toBeHidden()
    await open(page, '/services')
    await expect(page).toHaveURL(/\/services$/)
    await expect(offer(page)).toBeHidden()
    await page.context().close()
  })

  test('stays away once the visitor chose a language in the switch', async ({ browser }) => {
    const page = await visitor(browser, 'es-ES')
    await open(page, '/es/faq')
    await page.locator('.header-actions').getByRole('link', { name: 'English', exact: true }).click()
    await expect(page).toHaveURL(/\/faq$/)
    await page.locator('html[data-enhanced="true"]').waitFor({ state: 'attached' })
    await expect(offer(page)).toBeHidden()
    await open(page, '/contact')
    await expect(offer(page)).toBeHidden()
    await page.context().close()
  })

  test('is decided in the browser: an English page is the same answer whatever language the browser asks for', async ({ request }) => {
    const spanish = await request.get('/faq', { headers: { 'accept-language': 'es-ES,es;q=0.9' } })
    const english = await request.get('/faq', { headers: { 'accept-language': 'en-US,en;q=0.9' } })
    expect(spanish.status()).toBe(200)
    expect(spanish.headers()['etag']).toBe(english.headers()['etag'])
    expect(spanish.headers()['vary'] ?? '').not.toMatch(/accept-language/i)
    expect(await spanish.text()).toBe(await english.text())
  })
})
