import AxeBuilder from '@axe-core/playwright'
import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test'
import { startOwnServer } from './admin-helpers.ts'
import { ADMIN, asNewVisitor, FRESH_CONNECTIONS } from './helpers.ts'
import { uploadPhoto, waitForDerivatives } from './photo-helpers.ts'

/**
 * A page the owner added with a section of every type, made through the API: what visitors get in both
 * languages, on a phone and a desktop: its sections in order with their headings, the studio's facts in its words,
 * its collections (services, reviews, before-and-after, questions, posts), its own hreflang pair, the menu and the
 * footer, and no axe violation. It changes the menu every page shows, so it runs on a server of its own.
 */
test.describe.configure({ mode: 'serial' })

let server: { url: string; stop(): void }
let api: APIRequestContext

const both = (en: string, es: string) => ({ en, es })
const blank = both('', '')

test.beforeAll(async () => {
  server = await startOwnServer()
  api = await playwrightRequest.newContext({ ...FRESH_CONNECTIONS, baseURL: server.url })
  expect((await api.post('/api/admin/login', { data: ADMIN })).status()).toBe(200)
  const [hero, before, after] = [await uploadPhoto(api, { width: 1600, height: 1000 }), await uploadPhoto(api), await uploadPhoto(api)]
  await waitForDerivatives(api, [hero!, before!, after!])
  for (const [name, rating] of [
    ['Rosa M.', 5],
    ['Ana P.', 4],
  ] as const) {
    const review = {
      quote: both(`Soft, natural brows. (${name})`, ''),
      name,
      service: 'microblading',
      rating,
      source: 'google',
      permission: true,
      published: true,
    }
    expect((await api.post('/api/testimonials', { data: review })).status()).toBe(201)
  }
  const pair = {
    kind: 'before-after',
    service: 'microblading',
    beforeImage: before,
    afterImage: after,
    alt: both('Brows before and after microblading', 'Cejas antes y después del microblading'),
    consent: true,
    published: true,
  }
  expect((await api.post('/api/gallery', { data: pair })).status()).toBe(201)

  const section = (type: string, texts: Record<string, { en: string; es: string }>, rest: Record<string, unknown> = {}) => ({
    id: `s-${type}`,
    type,
    hidden: false,
    texts,
    items: [],
    settings: {},
    ...rest,
  })
  const items = (...list: Array<Record<string, { en: string; es: string }>>) => list.map((texts, index) => ({ id: `i${index}`, texts }))
  const heading = (en: string, es: string) => ({ eyebrow: blank, title: both(en, es), intro: blank })
  const page = {
    slug: both('our-story', 'nuestra-historia'),
    title: both('Our story', 'Nuestra historia'),
    description: both('How {{studioShortName}} began.', 'Cómo empezó {{studioShortName}}.'),
    inMenu: true,
    inFooter: true,
    published: true,
    sections: [
      section(
        'hero',
        {
          eyebrow: both('Since {{foundingYear}}', 'Desde {{foundingYear}}'),
          title: both('Our story', 'Nuestra historia'),
          text: both('Call {{phone}}.', 'Llame al {{phone}}.'),
        },
        { settings: { photo: { image: hero, focusX: 50, focusY: 40, alt: both('The studio’s front room', 'La sala del estudio') }, booking: true } },
      ),
      section('text', {
        title: both('How it began', 'Cómo empezó'),
        body: both('We opened in **{{city}}**.\n\n## Today\n\n- Brows\n- Lips', 'Abrimos en **{{city}}**.\n\n## Hoy\n\n- Cejas\n- Labios'),
      }),
      section('stats', heading('In numbers', 'En cifras'), {
        items: items({ value: both('{{years}}+', '{{years}}+'), label: both('years', 'años') }, { value: both('2', '2'), label: both('artists', 'artistas') }),
      }),
      section('cards', heading('What we care about', 'Lo que nos importa'), {
        items: items(
          { title: both('Calm', 'Calma'), text: both('No rush.', 'Sin prisas.') },
          { title: both('Care', 'Cuidado'), text: both('Clean tools.', 'Herramientas limpias.') },
          { title: both('Craft', 'Oficio'), text: both('Years of practice.', 'Años de práctica.') },
        ),
      }),
      section('steps', heading('Your visit', 'Su visita'), {
        items: items(
          { title: both('Talk', 'Conversación'), text: both('We listen.', 'La escuchamos.') },
          { title: both('Draw', 'Diseño'), text: both('We map.', 'Trazamos.') },
        ),
      }),
      section('services', heading('Services', 'Servicios')),
      section('reviews', heading('What clients say', 'Lo que dicen'), { settings: { service: 'microblading', count: 3 } }),
      section('beforeAfter', heading('Before and after', 'Antes y después'), { settings: { service: 'microblading', count: 4 } }),
      section('faq', heading('Questions', 'Preguntas'), { settings: { service: null, count: 3 } }),
      section('latestPosts', heading('From the blog', 'Del blog'), { settings: { count: 3 } }),
      section(
        'cta',
        { title: both('Ready when you are', 'Cuando usted quiera'), text: both('Book online or call us.', 'Reserve en línea o llámenos.') },
        { settings: { booking: true } },
      ),
      section('cards', heading('Kept back', 'Guardado'), {
        id: 's-hidden',
        hidden: true,
        items: items({ title: both('Hidden', 'Oculto'), text: both('x', 'x') }),
      }),
    ],
  }
  const created = await api.post('/api/admin/added-pages', { data: page })
  expect(created.status(), await created.text()).toBe(201)
})

test.afterAll(async () => {
  await api?.dispose()
  server?.stop()
})

async function visit(page: Page, path: string, width: number) {
  await page.setViewportSize({ width, height: width < 600 ? 844 : 900 })
  await asNewVisitor(page)
  const response = await page.goto(`${server.url}${path}`)
  expect(response?.status()).toBe(200)
  await page.locator('html[data-enhanced="true"]').waitFor({ state: 'attached' })
}

for (const { language, path, other, h2s } of [
  {
    language: 'en',
    path: '/our-story',
    other: '/es/nuestra-historia',
    h2s: [
      'How it began',
      'Today',
      'In numbers',
      'What we care about',
      'Your visit',
      'Services',
      'What clients say',
      'Before and after',
      'Questions',
      'From the blog',
      'Ready when you are',
    ],
  },
  {
    language: 'es',
    path: '/es/nuestra-historia',
    other: '/our-story',
    h2s: [
      'Cómo empezó',
      'Hoy',
      'En cifras',
      'Lo que nos importa',
      'Su visita',
      'Servicios',
      'Lo que dicen',
      'Antes y después',
      'Preguntas',
      'Del blog',
      'Cuando usted quiera',
    ],
  },
] as const) {
  test(`${path}: every section in order, the studio’s facts, its own twin, the menu and the footer`, async ({ page }) => {
    await visit(page, path, 1440)
    const main = page.locator('main')
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(language === 'en' ? 'Our story' : 'Nuestra historia')
    await expect(main.locator('h2')).toHaveText([...h2s])
    await expect(main).not.toContainText(language === 'en' ? 'Kept back' : 'Guardado')
    await expect(main).toContainText(language === 'en' ? 'Call (770) 555-0142.' : 'Llame al (770) 555-0142.')
    await expect(main.locator('.prose strong')).toHaveText('Gainesville')
    await expect(main.locator('.hero-photo-img')).toHaveAttribute('alt', language === 'en' ? 'The studio’s front room' : 'La sala del estudio')
    await expect(main.locator('.stat-value').first()).toHaveText('6+')
    await expect(main.locator('.testimonial')).toHaveCount(2)
    await expect(main.locator('.rating-summary')).toHaveText(language === 'en' ? 'Rated 4.5 out of 5 in 2 reviews' : 'Calificación de 4.5 de 5 en 2 reseñas')
    await expect(main.locator('[data-comparison]')).toHaveCount(1)
    await expect(main.locator('.accordion-item')).toHaveCount(3)
    await expect(main.locator('.post-card')).toHaveCount(3)

    // Its own pair of addresses: canonical, hreflang, the language switcher.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${server.url}${path}`)
    await expect(page.locator(`link[rel="alternate"][hreflang="${language === 'en' ? 'es' : 'en'}"]`)).toHaveAttribute('href', new RegExp(`${other}$`))
    const title = language === 'en' ? 'Our story' : 'Nuestra historia'
    await expect(page).toHaveTitle(`${title} | Belleza Studio`)
    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as Record<string, unknown>)
    const crumbs = blocks.find((block) => block['@type'] === 'BreadcrumbList') as { itemListElement: Array<{ name: string; item: string }> }
    expect(crumbs.itemListElement.map((crumb) => [crumb.name, crumb.item])).toEqual([
      [language === 'en' ? 'Home' : 'Inicio', `${server.url}${language === 'en' ? '/' : '/es'}`],
      [title, `${server.url}${path}`],
    ])

    // In the menu (the About group) and the footer's studio column, in this language.
    await expect(page.locator(`.desktop-nav a[href="${path}"]`)).toHaveText(title)
    await expect(page.locator(`#site-drawer nav a[href="${path}"]`)).toHaveText(title)
    await expect(page.locator(`footer nav a[href="${path}"]`)).toHaveText(title)
  })

  for (const width of [390, 1440]) {
    test(`${path} at ${width} px: no axe violation, nothing wider than the screen`, async ({ page }) => {
      await visit(page, path, width)
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze()
      expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      await page.screenshot({ path: test.info().outputPath(`added-page-${language}-${width}.png`), fullPage: true })
    })
  }
}
