import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test'
import { ADMIN } from './helpers.ts'
import { startOwnServer } from './admin-helpers.ts'
import { uploadPhoto, waitForDerivatives } from './photo-helpers.ts'

/**
 * The studio's services are a collection (decision 024): a service the owner adds shows on every list of services
 * of the site in both languages, and one hidden is gone from all of them, its page answering 404. The tests change
 * what every page reads, so they run one after the other on a server of their own.
 */
test.describe.configure({ mode: 'serial' })

let server: { url: string; stop(): void }
let api: APIRequestContext

test.beforeAll(async () => {
  server = await startOwnServer()
  api = await playwrightRequest.newContext({ baseURL: server.url })
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

/** The offers of the studio's structured data on the home page. */
function offers(body: string): Array<{ itemOffered: { name: string; url: string }; price: number }> {
  const blocks = [...body.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1]!))
  const studio = blocks.find((block) => block.hasOfferCatalog)
  return studio.hasOfferCatalog.itemListElement
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

    // The header's Services menu links to its page.
    await expect(page.locator(`.desktop-nav .nav-menu a[href="${servicePage}"]`)).toHaveText(name)

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

    const home = await html(prefix || '/')
    expect(offers(home.body)).toContainEqual(expect.objectContaining({ itemOffered: expect.objectContaining({ name }), price: 65 }))
  }

  // The contact form takes it.
  const sent = await api.post('/api/contact', { data: { firstName: 'Ana', lastName: 'Ruiz', email: 'ana@example.com', service: 'lash-tint' } })
  expect(sent.status()).toBe(201)
})

test('hidden, a service is gone from every list in both languages, and its page answers 404', async ({ page }) => {
  const service = ((await (await api.get('/api/services')).json()) as Array<{ id: string; updatedAt: string }>).find((item) => item.id === serviceId)!
  const hidden = await api.patch(`/api/services/${serviceId}`, { data: { hidden: true, updatedAt: service.updatedAt } })
  expect(hidden.status(), await hidden.text()).toBe(200)

  for (const language of ['en', 'es'] as const) {
    const prefix = language === 'es' ? '/es' : ''
    const name = LASH_TINT.name[language]
    for (const path of ['/services', '/permanent-makeup-pricing', '/contact', '/booking', '']) {
      const { status, body } = await html(`${prefix}${path}` || '/')
      expect(status, path).toBe(200)
      expect(body, `${prefix}${path}`).not.toContain(name)
      expect(body, `${prefix}${path}`).not.toContain('lash-tint')
    }
    expect((await html(`${prefix}/services/lash-tint`)).status).toBe(404)
    await page.goto(`${server.url}${prefix}/before-after-gallery`)
    // One service with photos left: no filter.
    await expect(page.locator('.gallery-filters')).toHaveCount(0)
  }
  expect((await api.post('/api/contact', { data: { firstName: 'Ana', lastName: 'Ruiz', email: 'ana2@example.com', service: 'lash-tint' } })).status()).toBe(400)
})

test('a spec’d service page answers 404 while its service is hidden, and comes back when shown', async () => {
  const services = (await (await api.get('/api/services')).json()) as Array<{ id: string; slug: string; updatedAt: string }>
  const ombre = services.find((item) => item.slug === 'ombre-brows')!
  const hidden = await api.patch(`/api/services/${ombre.id}`, { data: { hidden: true, updatedAt: ombre.updatedAt } })
  expect(hidden.status()).toBe(200)
  expect((await html('/ombre-brows-gainesville-ga')).status).toBe(404)
  expect((await html('/es/ombre-brows-gainesville-ga')).status).toBe(404)
  const listed = (await html('/services')).body
  expect(listed).not.toContain('id="service-ombre-brows"')
  expect(listed).not.toContain('<a href="/ombre-brows-gainesville-ga">')
  const shown = await api.patch(`/api/services/${ombre.id}`, { data: { hidden: false, updatedAt: ((await hidden.json()) as { updatedAt: string }).updatedAt } })
  expect(shown.status()).toBe(200)
  expect((await html('/ombre-brows-gainesville-ga')).status).toBe(200)
  // Its slug's own address leads to its original page.
  const moved = await html('/services/ombre-brows')
  expect(moved.status).toBe(301)
  for (const id of galleryIds.splice(0)) expect((await api.delete(`/api/gallery/${id}`)).status()).toBe(200)
})
