import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test'
import { ADMIN, FRESH_CONNECTIONS } from './helpers.ts'
import { signIn, startOwnServer } from './admin-helpers.ts'
import { uploadPhoto } from './photo-helpers.ts'

/**
 * The console on a phone (390 px): every screen fits the width, nothing in it is cut off by the card or row around
 * it, and nothing needs scrolling sideways but the editor's toolbar.
 * A server of its own: the gallery item made here is not the other specs' business.
 */
test.describe.configure({ mode: 'serial' })

let server: { url: string; stop(): void }
let api: APIRequestContext

test.beforeAll(async () => {
  server = await startOwnServer()
  api = await playwrightRequest.newContext({ ...FRESH_CONNECTIONS, baseURL: server.url })
  expect((await api.post('/api/admin/login', { data: ADMIN })).status()).toBe(200)
  // An inquiry with a long address and a note: the Inquiries screen shows a whole card, its status and its history.
  const inquiry = await api.post('/api/contact', {
    data: {
      firstName: 'Guadalupe',
      lastName: 'Hernández-Villanueva',
      email: 'guadalupe.hernandez.villanueva@example.com',
      service: 'microblading',
      message: 'Hola',
    },
  })
  expect(inquiry.status()).toBe(201)
  const { id } = (await inquiry.json()) as { id: string }
  expect((await api.post(`/api/admin/inquiries/${id}/notes`, { data: { text: 'Called back; prefers Saturday mornings.' } })).status()).toBe(201)
  // A gallery item with its consent on file: its badges are the longest chips of the console.
  const afterImage = await uploadPhoto(api)
  const item = await api.post('/api/gallery', {
    data: {
      kind: 'healed',
      service: 'microblading',
      afterImage,
      caption: { en: 'Soft powder brows, healed at eight weeks', es: '' },
      consent: true,
      consentDate: '2026-10-01',
    },
  })
  expect(item.status()).toBe(201)
})

test.afterAll(async () => {
  await api?.dispose()
  server?.stop()
})

const SCREENS = [
  '/dashboard',
  '/posts',
  '/posts/new',
  '/pages',
  '/pages/home',
  '/categories',
  '/media',
  '/gallery',
  '/reviews',
  '/faq',
  '/inquiries',
  '/analytics',
  '/accounts',
  '/activity',
  '/settings',
  '/settings/studio',
  '/settings/team',
  '/settings/policies',
]

/** What sticks out: past the screen's edges, or past an ancestor that hides its overflow. */
async function cutOff(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = []
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} "${(element.textContent ?? '').trim().slice(0, 40)}"`
    for (const element of document.querySelectorAll('#adm-main *')) {
      const box = element.getBoundingClientRect()
      if (box.width === 0 || box.height === 0 || element.closest('.visually-hidden')) continue
      let clipped = false
      for (let ancestor = element.parentElement; ancestor && ancestor.id !== 'adm-main'; ancestor = ancestor.parentElement) {
        const overflow = getComputedStyle(ancestor).overflowX
        if (overflow === 'auto' || overflow === 'scroll') {
          clipped = true // a sideways scroller: its contents may be wider on purpose
          break
        }
        if (overflow === 'hidden' || overflow === 'clip') {
          const frame = ancestor.getBoundingClientRect()
          if (frame.width <= 1 && frame.height <= 1) {
            clipped = true // visually hidden: for screen readers only
            break
          }
          if (box.left < frame.left - 1 || box.right > frame.right + 1) problems.push(`${name(element)} cut off by ${name(ancestor)}`)
          clipped = true
          break
        }
      }
      if (!clipped && (box.left < -1 || box.right > window.innerWidth + 1))
        problems.push(`${name(element)} at ${Math.round(box.left)}–${Math.round(box.right)} px`)
    }
    for (const scroller of document.querySelectorAll('#adm-main *')) {
      const overflow = getComputedStyle(scroller).overflowX
      // The editor's toolbar is one sticky row that scrolls sideways on a phone, by design.
      if (scroller.matches('.adm-md-toolbar')) continue
      if ((overflow === 'auto' || overflow === 'scroll') && scroller.scrollWidth > scroller.clientWidth + 1)
        problems.push(`scroller ${name(scroller)} ${scroller.scrollWidth}/${scroller.clientWidth}`)
    }
    if (document.documentElement.scrollWidth > window.innerWidth) problems.unshift(`the page is ${document.documentElement.scrollWidth} px wide`)
    return problems.slice(0, 10)
  })
}

test.use({ viewport: { width: 390, height: 844 } })

test('at 390 px every console screen fits the width and nothing in it is cut off', async ({ page }) => {
  test.setTimeout(180_000)
  await signIn(page, server.url)
  const found: Record<string, string[]> = {}
  for (const screen of SCREENS) {
    await page.goto(`${server.url}/admin${screen}`)
    await expect(page.locator('#adm-main')).toBeVisible()
    // Loaded: no "Loading..." state left on the screen.
    await expect(page.locator('#adm-main').getByText(/^Loading/)).toHaveCount(0)
    const problems = await cutOff(page)
    if (problems.length > 0) found[screen] = problems
  }
  expect(found).toEqual({})
})
