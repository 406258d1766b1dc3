import { expect, request as playwrightRequest, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { ADMIN, FRESH_CONNECTIONS } from './helpers.ts'
import { openSection, signIn, startOwnServer } from './admin-helpers.ts'
import { uploadPhoto, waitForDerivatives } from './photo-helpers.ts'

/**
 * The studio's services are a collection (decision 024): a service the owner adds shows on every list of services
 * of the site and of the console in both languages, a renamed one by its new name, and one hidden is gone from all
 * of the site's, its page answering 404. The tests change what every page reads, so they run one after the other on
 * a server of their own.
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

const LASH_TINT = {
  slug: 'lash-tint',
  name: { en: 'Lash Tint', es: 'Tinte de pestañas' },
  summary: { en: 'Darker lashes for weeks, no mascara.', es: 'Pestañas más oscuras por semanas, sin rímel.' },
  description: { en: 'A gentle tint for your own lashes.', es: 'Un tinte suave para sus propias pestañas.' },
  group: 'lashes',
  duration: { from: 30, to: 45 },
  lasts: { en: '4–6 weeks', es: '4–6 semanas' },
  price: 65,
  bookingUrl: 'https://book.example.org/studio/lash-tint',
}

/** A page as a visitor gets it (no session cookie). */
async function html(path: string): Promise<{ status: number; body: string }> {
  const answer = await api.fetch(path, { headers: { cookie: '' }, maxRedirects: 0 })
  return { status: answer.status(), body: await answer.text() }
}

type Offer = { itemOffered: { name: string; url: string }; price: number }

/** The studio's structured data on a page (home, the location pages). */
function studioData(body: string): { priceRange?: string; hasOfferCatalog: { itemListElement: Offer[] } } {
  const blocks = [...body.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1]!))
  return blocks.find((block) => block.hasOfferCatalog)
}

/** The offers of the studio's structured data on a page. */
const offers = (body: string) => studioData(body).hasOfferCatalog.itemListElement

/** The pages with the studio's structured data, and so its offers. */
const OFFER_PAGES = ['', '/microblading-atlanta-location', '/microblading-gainesville-location'] as const

/**
 * Every list of services the site shows, by the headings of its cards or rows: the home page's cards, the pricing
 * page's table (its cards of every service are the owner's to show), the booking page's prices, and each location
 * page's treatments.
 */
const LISTS = [
  { path: '', list: '#services .home-service-card h3' },
  { path: '/permanent-makeup-pricing', list: '#price-list tbody th' },
  { path: '/booking', list: '#prices th' },
  { path: '/microblading-atlanta-location', list: '#services .treatment-card h3' },
  { path: '/microblading-gainesville-location', list: '#services .treatment-card h3' },
] as const

/** Each list's headings in a language, as a visitor's browser shows them. */
async function lists(page: Page, language: 'en' | 'es'): Promise<Array<{ where: string; names: string[] }>> {
  const prefix = language === 'es' ? '/es' : ''
  const found = []
  for (const { path, list } of LISTS) {
    await page.goto(`${server.url}${prefix}${path || (prefix ? '' : '/')}`, { waitUntil: 'domcontentloaded' })
    found.push({ where: `${prefix}${path} ${list}`, names: (await page.locator(list).allInnerTexts()).map((text) => text.trim()) })
  }
  return found
}

type Service = { id: string; slug: string; name: { en: string; es: string }; price: number; hidden: boolean; updatedAt: string }

const services = async () => (await (await api.get('/api/services')).json()) as Service[]

/** Changes a stored service (at the version it has now) and answers it as saved. */
async function change(slug: string, fields: Record<string, unknown>): Promise<Service> {
  const service = (await services()).find((item) => item.slug === slug)!
  const answer = await api.patch(`/api/services/${service.id}`, { data: { ...fields, updatedAt: service.updatedAt } })
  expect(answer.status(), await answer.text()).toBe(200)
  return (await answer.json()) as Service
}

let serviceId = ''
const galleryIds: string[] = []

test('a service added with its price, session and booking link shows on every list of services, in English and Spanish', async ({ page }) => {
  test.setTimeout(120_000)
  const created = await api.post('/api/services', { data: LASH_TINT })
  expect(created.status(), await created.text()).toBe(201)
  serviceId = ((await created.json()) as { id: string }).id
  // Photos of it and of another service: the gallery's filter has a chip per service with photos.
  const photos = await Promise.all([uploadPhoto(api), uploadPhoto(api), uploadPhoto(api), uploadPhoto(api)])
  await waitForDerivatives(api, photos)
  for (const [service, before, after] of [
    ['lash-tint', photos[0], photos[1]],
    ['microblading', photos[2], photos[3]],
  ] as const) {
    const item = await api.post('/api/gallery', {
      data: {
        kind: 'before-after',
        service,
        beforeImage: before,
        afterImage: after,
        alt: { en: 'Eyes', es: 'Ojos' },
        consent: true,
        consentDate: '2026-01-05',
        published: true,
      },
    })
    expect(item.status(), await item.text()).toBe(201)
    galleryIds.push(((await item.json()) as { id: string }).id)
  }

  for (const language of ['en', 'es'] as const) {
    const prefix = language === 'es' ? '/es' : ''
    const name = LASH_TINT.name[language]
    const servicePage = `${prefix}/services/lash-tint`

    await page.goto(`${server.url}${prefix}/services`)
    const card = page.locator('.treatment-card').filter({ has: page.getByRole('heading', { name }) })
    await expect(card).toContainText('$65')
    await expect(card).toContainText(LASH_TINT.lasts[language])
    await expect(card).toContainText(language === 'es' ? '30–45 minutos' : '30–45 minutes')
    await expect(card.getByRole('link', { name, exact: true })).toHaveAttribute('href', servicePage)

    await page.goto(`${server.url}${prefix}/permanent-makeup-pricing`)
    const row = page.locator('#price-list tr').filter({ has: page.getByRole('rowheader', { name }) })
    await expect(row).toContainText('$65')
    // Its row names its page (the cards of every service under the table are the owner's to show).
    await expect(row.getByRole('link', { name, exact: true })).toHaveAttribute('href', servicePage)

    // The header's Services menu links to its page.
    await expect(page.locator(`.desktop-nav .nav-menu a[href="${servicePage}"]`)).toHaveText(name)

    // The home page's cards, with its price, its page and its newest result (its pair above).
    await page.goto(`${server.url}${prefix || '/'}`)
    const homeCard = page.locator('#services .home-service-card').filter({ has: page.getByRole('heading', { name, exact: true }) })
    await expect(homeCard).toContainText(language === 'es' ? 'Desde $65' : 'From $65')
    await expect(homeCard.getByRole('link')).toHaveAttribute('href', servicePage)
    await expect(homeCard.locator('picture.home-service-card-art img')).toHaveAttribute('alt', language === 'es' ? 'Después: Ojos' : 'After: Eyes')

    // Both location pages' treatments.
    for (const location of ['/microblading-atlanta-location', '/microblading-gainesville-location']) {
      await page.goto(`${server.url}${prefix}${location}`)
      const treatment = page.locator('#services .treatment-card').filter({ has: page.getByRole('heading', { name, exact: true }) })
      await expect(treatment).toContainText('$65')
      await expect(treatment).toContainText(LASH_TINT.lasts[language])
      await expect(treatment.getByRole('link')).toHaveAttribute('href', servicePage)
    }

    await page.goto(`${server.url}${prefix}/contact`)
    await expect(page.locator('select[name="service"] option[value="lash-tint"]')).toHaveText(name)

    await page.goto(`${server.url}${prefix}/before-after-gallery`)
    await expect(page.locator('.gallery-filters').getByRole('button', { name })).toHaveAttribute('data-filter', 'lash-tint')

    const own = await html(servicePage)
    expect(own.status).toBe(200)
    expect(own.body).toContain(LASH_TINT.description[language])
    expect(own.body).toContain(`<h1`)
    // The booking page lists it with its price, its name leading to its own booking page.
    const booking = await html(`${prefix}/booking`)
    expect(booking.body).toContain(`href="${LASH_TINT.bookingUrl}"`)

    // The structured data offers it on every page that has it, and its range starts at its price.
    for (const path of OFFER_PAGES) {
      const studio = studioData((await html(`${prefix}${path}` || '/')).body)
      expect(studio.hasOfferCatalog.itemListElement, path).toContainEqual({
        '@type': 'Offer',
        itemOffered: { '@type': 'Service', name, url: `${server.url}${servicePage}` },
        price: 65,
        priceCurrency: 'USD',
      })
      expect(studio.priceRange, path).toBe('$65-$425')
    }
  }

  // The contact form takes it.
  const sent = await api.post('/api/contact', { data: { firstName: 'Ana', lastName: 'Ruiz', email: 'ana@example.com', service: 'lash-tint' } })
  expect(sent.status()).toBe(201)
})

test('renamed and repriced, a service shows its new name and price on every list and in the offers, in both languages', async ({ page }) => {
  test.setTimeout(90_000)
  const before = (await services()).find((item) => item.slug === 'ombre-brows')!
  const renamed = { en: 'Powder Brows', es: 'Cejas en polvo' }
  await change('ombre-brows', { name: renamed, price: 410 })
  try {
    for (const language of ['en', 'es'] as const) {
      const prefix = language === 'es' ? '/es' : ''
      for (const { where, names } of await lists(page, language)) {
        expect(
          names.some((shown) => shown.startsWith(renamed[language])),
          where,
        ).toBe(true)
        expect(
          names.some((shown) => shown.startsWith(before.name[language])),
          where,
        ).toBe(false)
      }
      await page.goto(`${server.url}${prefix || '/'}`)
      await expect(page.locator('#services .home-service-card').filter({ hasText: renamed[language] })).toContainText('$410')
      for (const path of OFFER_PAGES) {
        const offered = offers((await html(`${prefix}${path}` || '/')).body)
        expect(offered, path).toContainEqual(expect.objectContaining({ itemOffered: expect.objectContaining({ name: renamed[language] }), price: 410 }))
        expect(
          offered.map((offer) => offer.itemOffered.name),
          path,
        ).not.toContain(before.name[language])
      }
    }
  } finally {
    await change('ombre-brows', { name: before.name, price: before.price })
  }
})

test('hidden, a service is gone from every list in both languages, and its page answers 404', async ({ page }) => {
  const service = ((await (await api.get('/api/services')).json()) as Array<{ id: string; updatedAt: string }>).find((item) => item.id === serviceId)!
  const hidden = await api.patch(`/api/services/${serviceId}`, { data: { hidden: true, updatedAt: service.updatedAt } })
  expect(hidden.status(), await hidden.text()).toBe(200)

  for (const language of ['en', 'es'] as const) {
    const prefix = language === 'es' ? '/es' : ''
    const name = LASH_TINT.name[language]
    for (const path of [
      '/services',
      '/permanent-makeup-pricing',
      '/contact',
      '/booking',
      '',
      '/microblading-atlanta-location',
      '/microblading-gainesville-location',
    ]) {
      const { status, body } = await html(`${prefix}${path}` || '/')
      expect(status, path).toBe(200)
      expect(body, `${prefix}${path}`).not.toContain(name)
      expect(body, `${prefix}${path}`).not.toContain('lash-tint')
    }
    expect((await html(`${prefix}/services/lash-tint`)).status).toBe(404)
    // Nor its price: the offers' range starts at the studio's cheapest shown service again.
    for (const path of OFFER_PAGES) {
      const studio = studioData((await html(`${prefix}${path}` || '/')).body)
      expect(
        studio.hasOfferCatalog.itemListElement.map((offer) => offer.price),
        path,
      ).not.toContain(65)
      expect(studio.priceRange, path).toBe('$100-$425')
    }
    await page.goto(`${server.url}${prefix}/before-after-gallery`)
    // One service with photos left: no filter.
    await expect(page.locator('.gallery-filters')).toHaveCount(0)
  }
  expect((await api.post('/api/contact', { data: { firstName: 'Ana', lastName: 'Ruiz', email: 'ana2@example.com', service: 'lash-tint' } })).status()).toBe(400)
})

test('a spec’d service page answers 404 while its service is hidden, its cards and rows are gone, and all come back when shown', async ({ page }) => {
  test.setTimeout(120_000)
  const ORIGINAL = [
    { slug: 'microblading', path: '/microblading-atlanta-ga' },
    { slug: 'ombre-brows', path: '/ombre-brows-gainesville-ga' },
    { slug: 'lip-pigmentation', path: '/lip-blushing-atlanta' },
  ] as const
  const names = new Map((await services()).map((item) => [item.slug, item.name]))
  for (const { slug } of ORIGINAL) await change(slug, { hidden: true })
  try {
    for (const { slug, path } of ORIGINAL) {
      expect((await html(path)).status, path).toBe(404)
      expect((await html(`/es${path}`)).status, path).toBe(404)
      const listed = (await html('/services')).body
      expect(listed).not.toContain(`id="service-${slug}"`)
      expect(listed).not.toContain(`<a href="${path}">`)
    }
    for (const language of ['en', 'es'] as const) {
      for (const { where, names: shown } of await lists(page, language)) {
        for (const { slug } of ORIGINAL)
          expect(
            shown.filter((text) => text.startsWith(names.get(slug)![language])),
            where,
          ).toEqual([])
      }
      for (const path of OFFER_PAGES) {
        const offered = offers((await html(`${language === 'es' ? '/es' : ''}${path}` || '/')).body).map((offer) => offer.itemOffered.name)
        for (const { slug } of ORIGINAL) expect(offered, path).not.toContain(names.get(slug)![language])
      }
    }
  } finally {
    for (const { slug } of ORIGINAL) await change(slug, { hidden: false })
  }
  for (const { path } of ORIGINAL) expect((await html(path)).status, path).toBe(200)
  // Its slug's own address leads to its original page.
  const moved = await html('/services/ombre-brows')
  expect(moved.status).toBe(301)
  for (const id of galleryIds.splice(0)) expect((await api.delete(`/api/gallery/${id}`)).status()).toBe(200)
})

test('the console’s pickers of a review’s and a photo’s service list the studio’s services, a hidden one marked, in both languages', async ({ page }) => {
  test.setTimeout(90_000)
  // The lash tint is hidden since the tests above; the touch-up gets a new name.
  await change('touch-up', { name: { en: 'Perfecting Session', es: 'Sesión de perfeccionamiento' } })
  const stored = await services()
  const named = (language: 'en' | 'es', hidden: string) => stored.map((item) => (item.hidden ? `${item.name[language]} ${hidden}` : item.name[language]))
  const choices = (form: Locator) =>
    form
      .getByRole('combobox', { name: /^(Service|Servicio)$/ })
      .locator('option')
      .allInnerTexts()

  await signIn(page, server.url)
  await openSection(page, 'Reviews')
  await page.getByRole('button', { name: 'New review' }).click()
  const review = page.getByRole('form', { name: 'New review' })
  await expect.poll(() => choices(review)).toEqual(['Choose a service', ...named('en', '(hidden)'), 'Consultation', 'The studio in general'])
  expect(named('en', '(hidden)')).toContain('Perfecting Session')
  // A review of the hidden service is taken, and listed under its name.
  const name = `Tint client ${Date.now().toString(36)}`
  await review.getByRole('textbox', { name: 'Name shown' }).fill(name)
  await review.getByRole('combobox', { name: 'Service' }).selectOption({ label: 'Lash Tint (hidden)' })
  await review.getByRole('combobox', { name: 'Where they said it' }).selectOption({ label: 'In person' })
  await review.getByRole('textbox', { name: 'Quote (English)' }).fill('My lashes look done every morning.')
  await review.getByRole('button', { name: 'Add review' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Review added' })).toBeVisible()
  const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) })
  await expect(item).toContainText('Lash Tint (hidden) · In person')
  const saved = ((await (await api.get('/api/testimonials')).json()) as Array<{ id: string; name: string; service: string }>).find(
    (candidate) => candidate.name === name,
  )!
  expect(saved.service).toBe('lash-tint')

  await openSection(page, 'Gallery')
  await page.getByRole('button', { name: 'New item' }).click()
  await expect
    .poll(() => choices(page.getByRole('form', { name: 'New gallery item' })))
    .toEqual(['Choose a service', ...named('en', '(hidden)'), 'Consultation'])

  // The Spanish console names them in Spanish.
  await page.getByLabel('Console language').selectOption('es')
  await page.getByRole('navigation', { name: 'Secciones' }).getByRole('button', { name: 'Reseñas' }).click()
  await expect(item).toContainText('Tinte de pestañas (oculto) · En persona')
  await page.getByRole('button', { name: 'Nueva reseña' }).click()
  await expect
    .poll(() => choices(page.getByRole('form', { name: 'Nueva reseña' })))
    .toEqual(['Elige un servicio', ...named('es', '(oculto)'), 'Consulta', 'El estudio en general'])

  expect((await api.delete(`/api/testimonials/${saved.id}`)).status()).toBe(200)
  await change('touch-up', { name: { en: 'Touch-up', es: 'Retoque' } })
})
