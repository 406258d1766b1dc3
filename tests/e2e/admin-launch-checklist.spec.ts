import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test'
import { ADMIN, asNewVisitor, FRESH_CONNECTIONS } from './helpers.ts'
import { chooseOwnPassword, signIn, startOwnServer } from './admin-helpers.ts'
import { uploadPhoto } from './photo-helpers.ts'
import type { StudioSettings } from '#shared/schema/studio.ts'

/**
 * The go-live checklist on the dashboard. These tests replace every starter value of the settings, pages,
 * reviews and gallery, which other specs read, so they run one after the other on a server of their own.
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

const launchCard = (page: Page) => page.getByRole('region', { name: /^Ready to launch\??$/ })

/** Saves the stored settings with `change` made (the version read goes along). */
async function saveSettings(change: (settings: StudioSettings) => void) {
  const settings = (await (await api.get('/api/studio')).json()) as StudioSettings
  change(settings)
  const answer = await api.put('/api/admin/studio', { data: settings })
  expect(answer.status(), await answer.text()).toBe(200)
}

/** Rewrites one text of a page (`field` as the checklist names it: `en.hero.title`), the rest as stored. */
async function rewrite(page: string, field: string) {
  const stored = await (await api.get(`/api/admin/pages/${page}`)).json()
  const [language, ...path] = field.split('.') as ['en' | 'es', ...string[]]
  const last = path.pop()!
  const parent = path.reduce<Record<string, unknown>>((node, key) => node[key] as Record<string, unknown>, stored[language])
  parent[last] = 'Our own words, about our own studio.'
  const saved = await api.put(`/api/admin/pages/${page}`, { data: { en: stored.en, es: stored.es, updatedAt: stored.updatedAt } })
  expect(saved.status(), await saved.text()).toBe(200)
}

test('a fresh store: the dashboard counts the starter values left, grouped, and a link opens the field that fixes it', async ({ page }) => {
  await signIn(page, server.url)
  const card = launchCard(page)
  await expect(card.getByRole('heading', { level: 2, name: 'Ready to launch?' })).toBeVisible()
  await expect(card.getByText(/^\d+ things left before launch$/)).toBeVisible()
  for (const group of ['Studio facts', 'Team', 'Booking', 'Pages', 'Reviews', 'Photos']) await expect(card.locator('summary', { hasText: group })).toBeVisible()
  // The first group is open; the others open on a click.
  await expect(card.getByRole('link', { name: 'Email: still an example address' })).toBeVisible()
  await card.locator('summary', { hasText: 'Pages' }).click()
  // A page's item names the text and the starter value the visitor reads there.
  await expect(card.getByRole('link', { name: /^Home · .+ still gives the sample studio’s .+: “.+”/ })).toBeVisible()

  await card.getByRole('link', { name: 'Email: still an example address' }).click()
  await expect(page).toHaveURL(/\/admin\/settings\/studio#settings-email$/)
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeFocused()

  await page.goBack()
  await launchCard(page).locator('summary', { hasText: 'Team' }).click()
  await launchCard(page).getByRole('link', { name: 'Camila Ortiz: the license number is still PMU-0000' }).click()
  await expect(page).toHaveURL(/\/admin\/settings\/team#settings-team-camila-ortiz-license$/)
  await expect(page.locator('#settings-team-camila-ortiz-license')).toBeFocused()

  // A starter value in a page's own words (the sample's financing offer) opens that text in the page's editor.
  await page.goBack()
  await launchCard(page).locator('summary', { hasText: 'Pages' }).click()
  await launchCard(page)
    .getByRole('link', { name: /^Pricing · .+ financing offer/ })
    .click()
  await expect(page).toHaveURL(/\/admin\/pages\/pricing#page-en\..*financing/)
  const field = decodeURIComponent(new URL(page.url()).hash.slice(1))
  await expect(page.locator(`[id="${field}"]`)).toBeFocused()
})

test('an editor sees the same list: what only the owner changes (Settings, pages, reviews, services) as text with whom to ask', async ({ browser }) => {
  const created = await api.post('/api/admin/accounts', { data: { username: 'launch-editor', displayName: 'Ana', role: 'editor' } })
  expect(created.status()).toBe(201)
  const { temporaryPassword } = (await created.json()) as { temporaryPassword: string }
  const context = await browser.newContext()
  const page = await context.newPage()
  await asNewVisitor(page)
  await page.goto(`${server.url}/admin/login`)
  await page.getByLabel('Username').fill('launch-editor')
  await page.getByLabel('Password', { exact: true }).fill(temporaryPassword)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await chooseOwnPassword(page)
  await expect(page).toHaveURL(/\/admin\/dashboard$/)
  const card = launchCard(page)
  await expect(card.getByText('Email: still an example address')).toBeVisible()
  await expect(card.getByRole('link', { name: 'Email: still an example address' })).toHaveCount(0)
  await expect(card.getByText('Ask the owner: it is in Settings → Studio').first()).toBeVisible()
  await card.locator('summary', { hasText: 'Reviews' }).click()
  await expect(card.getByText('3 sample reviews are still in the list')).toBeVisible()
  await expect(card.getByRole('link', { name: '3 sample reviews are still in the list' })).toHaveCount(0)
  const samples = card.getByRole('listitem').filter({ hasText: '3 sample reviews are still in the list' })
  await expect(samples.getByText('Ask the owner: it is in Reviews')).toBeVisible()
  await context.close()
})

test('fixed one by one (one in the form, the rest through the API), the list empties and the dashboard says "Ready to launch"', async ({ page }) => {
  test.setTimeout(120_000)
  await signIn(page, server.url)
  const before = Number(
    (await launchCard(page)
      .getByText(/things left before launch/)
      .textContent())!.split(' ')[0],
  )

  // Through the form: the link, the focused field, the save.
  await launchCard(page).getByRole('link', { name: 'Email: still an example address' }).click()
  const email = page.getByRole('textbox', { name: 'Email' })
  await expect(email).toBeFocused()
  await email.fill('hola@lumiere-brows.com')
  await page.getByRole('button', { name: 'Save studio details' }).click()
  await expect(page.getByText('Settings saved — the website shows them now')).toBeVisible()
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: 'Dashboard' }).click()
  await expect(launchCard(page).getByText(`${before - 1} things left before launch`)).toBeVisible()
  await expect(launchCard(page).getByRole('link', { name: 'Email: still an example address' })).toHaveCount(0)

  // The rest through the API: the settings…
  const headshot = await uploadPhoto(api, { width: 600, height: 600 })
  await saveSettings((settings) => {
    Object.assign(settings, { name: 'Lumière Brows', shortName: 'Lumière', phone: '(678) 214-3300', foundingYear: 2016 })
    settings.chat = { phone: '(678) 214-3300', greeting: { en: 'Hi Lumière! I would like to book.', es: '¡Hola, Lumière! Quisiera reservar.' } }
    settings.address = { ...settings.address, street: '415 Green Street NE', mapUrl: 'https://maps.google.com/?q=415+Green+Street+NE' }
    settings.social = { instagram: 'https://www.instagram.com/lumiere.brows', facebook: '', tiktok: '', reviews: '' }
    settings.embeds = { instagram: 'https://www.instagram.com/lumiere.brows/embed', facebook: '' }
    settings.stats = {
      ...settings.stats,
      years: 10,
      clients: 3200,
      satisfactionPercent: 99,
      studentsTrained: 40,
      atlantaClients: 300,
      reviewServiceCount: 210,
      socialReviewCount: 55,
    }
    settings.policies = {
      deposit: { en: 'A $50 deposit holds your time.', es: 'Un depósito de $50 reserva su horario.' },
      cancellation: { en: 'Reschedule up to 24 hours before.', es: 'Cambie su cita hasta 24 horas antes.' },
    }
    const alt = { en: 'The artist smiling', es: 'La artista sonriendo' }
    settings.team = settings.team.map((member, index) => ({
      ...member,
      name: index === 0 ? 'Valeria Cruz' : 'Lucía Paz',
      bio: { en: 'Shapes brows with care.', es: 'Diseña cejas con cuidado.' },
      license: index === 0 ? 'GA-PMU-4412' : '',
      headshot: { image: headshot, alt },
    }))
    settings.booking = {
      ...settings.booking,
      url: 'https://lumiere.glossgenius.com',
    }
  })
  // …every service's own booking page…
  for (const service of (await (await api.get('/api/services')).json()) as Array<{ id: string; slug: string; updatedAt: string }>) {
    const saved = await api.patch(`/api/services/${service.id}`, {
      data: { bookingUrl: `https://lumiere.glossgenius.com/${service.slug}`, updatedAt: service.updatedAt },
    })
    expect(saved.status(), await saved.text()).toBe(200)
  }
  // …every page text still giving a starter value in its own words (the settings' values are the studio's now), and a
  // photo at the top of the pages where visitors decide…
  for (let round = 0; round < 20; round++) {
    const items = (
      (await (await api.get('/api/admin/launch-checklist')).json()) as { items: Array<{ group: string; fix: { kind: string; page: string; field?: string } }> }
    ).items
    const text = items.find((item) => item.group === 'pages')
    if (!text) break
    expect(text.fix.kind).toBe('page')
    await rewrite(text.fix.page, text.fix.field!)
  }
  const heroPhoto = { image: headshot, focusX: 50, focusY: 40, alt: { en: 'Healed brows', es: 'Cejas sanadas' } }
  for (const id of ['home', 'microblading', 'ombre', 'lips']) {
    const stored = await (await api.get(`/api/admin/pages/${id}`)).json()
    const saved = await api.put(`/api/admin/pages/${id}`, { data: { en: stored.en, es: stored.es, updatedAt: stored.updatedAt, heroPhoto } })
    expect(saved.status(), await saved.text()).toBe(200)
  }
  // …the demo posts deleted (the studio writes its own)…
  for (const post of (await (await api.get('/api/blog/posts')).json()) as Array<{ id: string }>) {
    expect((await api.delete(`/api/blog/posts/${post.id}`)).status()).toBe(200)
  }
  // …the reviews: samples gone, a client's review published with permission…
  for (const review of (await (await api.get('/api/testimonials')).json()) as Array<{ id: string; sample: boolean }>) {
    if (review.sample) expect((await api.delete(`/api/testimonials/${review.id}`)).status()).toBe(200)
  }
  const review = { quote: { en: 'Natural and soft.', es: '' }, name: 'Rosa M.', service: 'microblading', source: 'google', permission: true, published: true }
  expect((await api.post('/api/testimonials', { data: review })).status()).toBe(201)

  await page.reload()
  await expect(launchCard(page).getByText('1 thing left before launch')).toBeVisible()
  await expect(launchCard(page).getByRole('link', { name: 'No published photo in the gallery' })).toBeVisible()

  // …and a published photo in the gallery.
  const photo = await uploadPhoto(api)
  const item = {
    kind: 'healed',
    service: 'microblading',
    afterImage: photo,
    caption: { en: 'Healed at six weeks', es: 'Sanado a las seis semanas' },
    alt: { en: 'Healed brows', es: 'Cejas sanadas' },
    consent: true,
    consentDate: '2026-03-14',
    published: true,
  }
  const created = await api.post('/api/gallery', { data: item })
  expect(created.status(), await created.text()).toBe(201)

  await page.reload()
  const card = launchCard(page)
  await expect(card.getByRole('heading', { level: 2, name: 'Ready to launch' })).toBeVisible()
  await expect(card).toContainText('Nothing of the starter is left')
  await expect(card.getByRole('link')).toHaveCount(0)
})
