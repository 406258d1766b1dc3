import { expect, test } from '@playwright/test'
import { ALL_PAGES, open } from './helpers.ts'

// Every page fits a phone and a tablet, and the header is one line on a desktop.

for (const width of [320, 390, 768]) {
  for (const language of ['en', 'es'] as const) {
    test(`no page scrolls sideways at ${width} px (${language})`, async ({ page }) => {
      test.slow() // every page of one language, one after the other
      await page.setViewportSize({ width, height: 800 })
      const wider: string[] = []
      for (const { url } of ALL_PAGES.filter((entry) => entry.language === language)) {
        await open(page, url)
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
        if (overflow > 0) wider.push(`${url}: ${overflow} px too wide`)
      }
      expect(wider).toEqual([])
    })
  }
}

for (const width of [1024, 1280, 1366, 1920]) {
  for (const url of ['/services', '/es/services']) {
    test(`the header is one row at ${width} px: every link, the languages and the booking button side by side (${url})`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await open(page, url)
      const header = page.locator('.header-row')
      const rows = await header.evaluate((row) => {
        const items = [
          row.querySelector('.brand'),
          ...row.querySelectorAll('.desktop-nav > .nav-list > li'),
          ...row.querySelectorAll('.desktop-only .language-switcher li'),
          row.querySelector('.header-actions > a.button'),
        ].filter((item): item is Element => item !== null)
        const boxes = items.map((item) => item.getBoundingClientRect())
        const middles = boxes.map((box) => Math.round(box.top + box.height / 2))
        return { count: items.length, middles, bookHeight: boxes[boxes.length - 1]!.height, hidden: boxes.filter((box) => box.width === 0).length }
      })
      expect(rows.hidden).toBe(0)
      // brand + 6 navigation items + 2 languages + Book Now, their middles on one line.
      expect(rows.count).toBe(10)
      expect(Math.max(...rows.middles) - Math.min(...rows.middles)).toBeLessThanOrEqual(4)
      // The booking pill holds its words on one line.
      expect(rows.bookHeight).toBeLessThan(52)
    })
  }
}

test('the header menus open with the keyboard, show their pages, and close with Escape', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await open(page, '/faq')
  const services = page.locator('.desktop-nav summary', { hasText: 'Services' })
  await services.focus()
  await page.keyboard.press('Enter')
  const menu = page.locator('.desktop-nav details[open] .nav-menu')
  // Every service the studio shows, in its order, between "All services" and the aftercare guide.
  await expect(menu.getByRole('link')).toHaveText([
    'All services',
    'Microblading',
    'Ombre Brows',
    'Microshading',
    'Lip Blushing',
    'Lash Lift',
    'Brow Lamination',
    'Correction of previous work',
    'Touch-up',
    'Aftercare',
  ])
  await page.keyboard.press('Escape')
  await expect(page.locator('.desktop-nav details[open]')).toHaveCount(0)
  await expect(services).toBeFocused()
  // The page shown marks its menu: the FAQ is under About.
  await expect(page.locator('.desktop-nav summary.nav-current')).toHaveText('About')
})

for (const language of ['en', 'es'] as const) {
  test(`on a phone no stat card stands alone on its row, on any page (${language})`, async ({ page }) => {
    test.slow() // every page of one language
    await page.setViewportSize({ width: 390, height: 844 })
    const alone: string[] = []
    for (const { url } of ALL_PAGES.filter((entry) => entry.language === language)) {
      await open(page, url)
      const rows = await page.locator('.stats').evaluateAll((lists) =>
        lists.map((list) => {
          const tops = [...list.children].map((card) => Math.round(card.getBoundingClientRect().top))
          return tops.length > 1 ? tops.filter((top) => tops.filter((other) => other === top).length === 1).length : 0
        }),
      )
      rows.forEach((lonely, index) => lonely > 0 && alone.push(`${url}: list ${index + 1}`))
    }
    expect(alone).toEqual([])
  })
}

for (const url of ['/', '/es'] as const) {
  test(`on a phone the home page's services and latest articles are rows with the picture beside the words, and the page stays under 12 screens (${url})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await open(page, url)
    const beside = async (card: string, picture: string, title: string) =>
      page.locator(card).evaluateAll(
        (cards, [pictureSelector, titleSelector]) =>
          cards.map((element) => {
            const art = element.querySelector(pictureSelector!)!.getBoundingClientRect()
            const heading = element.querySelector(titleSelector!)!.getBoundingClientRect()
            return art.right <= heading.left && art.top < heading.bottom
          }),
        [picture, title],
      )
    const services = await beside('#services .home-service-card', '.home-service-card-art', 'h3')
    const posts = await beside('#latest-posts .post-card', '.post-card-media', '.post-card-title')
    expect(services.length).toBeGreaterThan(0)
    expect(posts.length).toBeGreaterThan(0)
    expect([...services, ...posts].every(Boolean)).toBe(true)
    const screens = await page.evaluate(() => document.documentElement.scrollHeight / window.innerHeight)
    expect(screens).toBeLessThan(12)
  })
}

// The gallery is one step away everywhere, and a phone can call from the header.
for (const language of ['en', 'es'] as const) {
  test(`the before/after gallery is a top-level link on a desktop and in the phone menu's first screen (${language})`, async ({ page }) => {
    const gallery = language === 'en' ? '/before-after-gallery' : '/es/before-after-gallery'
    await page.setViewportSize({ width: 1280, height: 900 })
    await open(page, language === 'en' ? '/faq' : '/es/faq')
    await expect(page.locator(`.desktop-nav > .nav-list > li > a[href="${gallery}"]`)).toBeVisible()
    await page.setViewportSize({ width: 390, height: 844 })
    await page.getByRole('button', { name: language === 'en' ? 'Open menu' : 'Abrir menú' }).click()
    const link = page.locator(`#site-drawer a[href="${gallery}"]`)
    await expect(link).toBeVisible()
    const box = (await link.boundingBox())!
    expect(box.y + box.height).toBeLessThanOrEqual(844)
  })
}

for (const width of [360, 390]) {
  test(`a phone's header has a tap-to-call button beside Book Now, and nothing spills out (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 })
    await open(page, '/')
    const call = page.locator('.header-actions a[href^="tel:"]')
    await expect(call).toBeVisible()
    const [callBox, bookBox, rowWidth] = await Promise.all([
      call.boundingBox(),
      page.locator('.header-actions > a.button').boundingBox(),
      page.evaluate(() => document.documentElement.clientWidth),
    ])
    expect(callBox!.width).toBeGreaterThanOrEqual(44)
    expect(callBox!.x + callBox!.width).toBeLessThanOrEqual(bookBox!.x)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(rowWidth)
  })
}

for (const [url, title, link] of [
  ['/no-such-page', '404 Page Not Found', 'Book Now'],
  ['/es/no-existe', '404 Página no encontrada', 'Reservar'],
] as const) {
  test(`an unknown address shows a helpful not-found screen with no developer hint (${url})`, async ({ page }) => {
    const response = await page.goto(url)
    expect(response?.status()).toBe(404)
    await expect(page.locator('h1')).toHaveText(title)
    await expect(page.locator('main')).not.toContainText('router')
    await expect(page.locator('main')).not.toContainText('enrutador')
    await expect(page.locator('.not-found .eyebrow')).toHaveCount(0)
    await expect(page.locator('.not-found').getByRole('link', { name: link })).toBeVisible()
    await expect(page.locator('.not-found-links a')).toHaveCount(4)
  })
}

test('each page heads with a drawing of its own topic: no drawing heads more than two pages, and ombre brows are not drawn as hair strokes', async ({
  request,
}) => {
  /** The hero drawing's markup without its per-render ids, so the same drawing reads the same on every page. */
  const heroArt = async (url: string) => {
    const html = await (await request.get(url)).text()
    const svg = /<div class="hero-art">(<svg[\s\S]*?<\/svg>)/.exec(html)?.[1] ?? ''
    return svg.replace(/ (?:id|aria-label)="[^"]*"/g, '').replace(/url\(#[^)]*\)/g, 'url()')
  }
  const pages = ALL_PAGES.filter((entry) => entry.language === 'en')
  const drawings = new Map<string, string[]>()
  for (const { url } of pages) {
    const art = await heroArt(url)
    if (art) drawings.set(art, [...(drawings.get(art) ?? []), url])
  }
  expect(drawings.size).toBeGreaterThanOrEqual(12)
  expect([...drawings.values()].filter((urls) => urls.length > 2)).toEqual([])
  expect(await heroArt('/ombre-brows-gainesville-ga')).not.toBe(await heroArt('/microblading-atlanta-ga'))
})
