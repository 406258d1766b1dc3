import AxeBuilder from '@axe-core/playwright'
import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test'
import { startOwnServer } from './admin-helpers.ts'
import { ADMIN, asNewVisitor, FRESH_CONNECTIONS } from './helpers.ts'
import { uploadPhoto, waitForDerivatives } from './photo-helpers.ts'

/**
 * The Results strip of the home page and each treatment page: the newest published gallery photos of that treatment
 * (of all on the home page), in both languages, linking to the gallery filtered by it; never an unpublished photo.
 * These tests publish gallery items, so they run on a server of their own, one after the other.
 */
test.describe.configure({ mode: 'serial' })

let server: { url: string; stop(): void }
let api: APIRequestContext

const BROWS = { en: 'Sparse brows filled in with fine strokes', es: 'Cejas escasas rellenadas con trazos finos' }
const LIPS = { en: 'Pale lips given a soft rose tint', es: 'Labios pálidos con un suave tono rosado' }
const DRAFT = { en: 'Brows not yet cleared to show', es: 'Cejas aún sin permiso para mostrar' }

test.beforeAll(async () => {
  server = await startOwnServer()
  api = await playwrightRequest.newContext({ ...FRESH_CONNECTIONS, baseURL: server.url })
  expect((await api.post('/api/admin/login', { data: ADMIN })).status()).toBe(200)
})

test.afterAll(async () => {
  await api?.dispose()
  server?.stop()
})

async function visit(page: Page, path: string) {
  await page.goto(`${server.url}${path}`)
  return page.locator('section#results')
}

async function addItem(fields: Record<string, unknown>): Promise<{ id: string; updatedAt: string }> {
  const answer = await api.post('/api/gallery', { data: { kind: 'before-after', ...fields } })
  expect(answer.status(), await answer.text()).toBe(201)
  return (await answer.json()) as { id: string; updatedAt: string }
}

test('a gallery item appears in its treatment page’s and the home page’s Results strip once published, in English and Spanish, and never before', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await asNewVisitor(page)
  // Nothing published: no strip anywhere (and the pages are now held by the server).
  for (const path of ['/', '/microblading-atlanta-ga', '/es/microblading-atlanta-ga', '/lip-blushing-atlanta'])
    await expect(await visit(page, path)).toHaveCount(0)

  const photos = await Promise.all([uploadPhoto(api), uploadPhoto(api), uploadPhoto(api), uploadPhoto(api), uploadPhoto(api)])
  await waitForDerivatives(api, photos)

  // Without the client's consent an item cannot be published, and an unpublished one never shows.
  const refused = await api.post('/api/gallery', {
    data: { kind: 'healed', service: 'microblading', afterImage: photos[4], alt: DRAFT, consent: false, published: true },
  })
  expect(refused.status()).toBe(400)
  await addItem({ kind: 'healed', service: 'microblading', afterImage: photos[4], alt: DRAFT, consent: false, published: false })
  await addItem({ kind: 'healed', service: 'microblading', afterImage: photos[4], alt: DRAFT, consent: true, consentDate: '2026-02-01', published: false })
  for (const path of ['/', '/microblading-atlanta-ga']) await expect(await visit(page, path)).toHaveCount(0)

  const brows = await addItem({
    service: 'microblading',
    beforeImage: photos[0],
    afterImage: photos[1],
    alt: BROWS,
    weeksHealed: 6,
    consent: true,
    consentDate: '2026-02-01',
    published: true,
  })
  await addItem({
    service: 'lip-pigmentation',
    beforeImage: photos[2],
    afterImage: photos[3],
    alt: LIPS,
    consent: true,
    consentDate: '2026-02-01',
    published: true,
  })

  // The treatment page: its own result only, with the photo's derivatives, and the link to the gallery filtered by it.
  const microblading = await visit(page, '/microblading-atlanta-ga')
  await expect(microblading.getByRole('heading', { level: 2, name: 'Microblading, healed' })).toBeVisible()
  await expect(microblading.getByRole('img')).toHaveCount(1)
  const image = microblading.getByRole('img', { name: `After: ${BROWS.en}` })
  await expect(image).toHaveAttribute('srcset', /\/uploads\/v\/[\w-]+-400\.jpg 400w/)
  await expect(image).toHaveAttribute('loading', 'lazy')
  await expect(microblading.locator('source[type="image/avif"]')).toHaveCount(1)
  await expect(microblading.getByText(DRAFT.en)).toHaveCount(0)
  const more = microblading.getByRole('link', { name: 'See more microblading results' })
  await expect(more).toHaveAttribute('href', '/before-after-gallery?service=microblading#results')

  // In Spanish: the page's Spanish words and the photo's Spanish description.
  const spanish = await visit(page, '/es/microblading-atlanta-ga')
  await expect(spanish.getByRole('heading', { level: 2, name: 'Microblading, ya sanado' })).toBeVisible()
  await expect(spanish.getByRole('img', { name: `Después: ${BROWS.es}` })).toHaveCount(1)
  await expect(spanish.getByRole('link', { name: 'Ver más resultados de microblading' })).toHaveAttribute(
    'href',
    '/es/before-after-gallery?service=microblading#results',
  )

  // The home page: every treatment, newest first; its link goes to the whole gallery.
  for (const [path, names, link] of [
    ['/', [`After: ${LIPS.en}`, `After: ${BROWS.en}`], '/before-after-gallery#results'],
    ['/es', [`Después: ${LIPS.es}`, `Después: ${BROWS.es}`], '/es/before-after-gallery#results'],
  ] as const) {
    const home = await visit(page, path)
    await expect(home.getByRole('img')).toHaveCount(2)
    for (const [index, name] of names.entries()) await expect(home.getByRole('img').nth(index)).toHaveAccessibleName(name)
    await expect(home.getByRole('link')).toHaveAttribute('href', link)
  }
  // Another treatment's page shows its own, and one without any shows no strip.
  await expect((await visit(page, '/lip-blushing-atlanta')).getByRole('img', { name: `After: ${LIPS.en}` })).toHaveCount(1)
  await expect(await visit(page, '/ombre-brows-gainesville-ga')).toHaveCount(0)

  for (const path of ['/microblading-atlanta-ga', '/es']) {
    await visit(page, path)
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze()
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])
  }

  // The link opens the gallery showing that treatment's pairs only.
  await visit(page, '/microblading-atlanta-ga')
  await page.getByRole('link', { name: 'See more microblading results' }).click()
  await expect(page.getByRole('button', { name: 'Microblading', pressed: true })).toBeVisible()
  await expect(page.getByRole('slider', { name: `Compare before and after: ${BROWS.en}` })).toBeVisible()
  await expect(page.getByRole('slider', { name: `Compare before and after: ${LIPS.en}` })).toBeHidden()

  // Unpublished again: gone from the held pages at once.
  const unpublished = await api.patch(`/api/gallery/${brows.id}`, { data: { published: false, updatedAt: brows.updatedAt } })
  expect(unpublished.status()).toBe(200)
  await expect(await visit(page, '/microblading-atlanta-ga')).toHaveCount(0)
  await expect((await visit(page, '/')).getByRole('img')).toHaveCount(1)
})
