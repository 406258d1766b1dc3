import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test'
import type { StudioSettings } from '#shared/schema/studio.ts'
import { DEFAULT_STUDIO } from '#shared/content/studio.ts'
import { ADMIN, asNewVisitor, open, FRESH_CONNECTIONS } from './helpers.ts'
import { startOwnServer } from './admin-helpers.ts'

/**
 * The portfolio page's feeds and the parking line come from Settings. These tests change the settings other specs
 * read, so they run one after the other on a server of their own.
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

async function saveSettings(change: (settings: StudioSettings) => void) {
  const settings = (await (await api.get('/api/studio')).json()) as StudioSettings
  change(settings)
  const answer = await api.put('/api/admin/studio', { data: settings })
  expect(answer.status(), await answer.text()).toBe(200)
}

/** The page as the server renders it, before any script runs. */
const html = async (path: string) => (await api.get(path)).text()

const INSTAGRAM = 'https://www.instagram.com/lumiere.brows/embed'

test('the portfolio page shows the feeds of Settings in its facades; an empty one loads nothing, a card with nothing to show is left out', async () => {
  expect(await html('/portfolio')).toContain(`data-embed-src="${DEFAULT_STUDIO.embeds.instagram}"`)

  await saveSettings((settings) => {
    settings.embeds = { instagram: INSTAGRAM, facebook: '' }
    settings.social.instagram = 'https://www.instagram.com/lumiere.brows'
  })
  const page = await html('/portfolio')
  expect(page).toContain(`data-embed-src="${INSTAGRAM}"`)
  expect(page).not.toContain('belleza.studio.example')
  // No Facebook feed: its card only links out to the studio's Facebook page.
  expect(page).not.toContain('facebook.com/plugins')
  expect(page).toMatch(/class="embed-facade embed-facebook"/)

  await saveSettings((settings) => {
    settings.social.facebook = ''
  })
  expect(await html('/portfolio')).not.toMatch(/embed-facebook/)
})

test('a feed loads in its frame on request, from the host the Content-Security-Policy allows', async ({ page }) => {
  await asNewVisitor(page)
  const refused: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text())
  })
  // Nothing leaves for Instagram in a test: its frame's request is answered here.
  await page.route('https://www.instagram.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<p>feed</p>' }))
  await open(page, `${server.url}/portfolio`)
  await page.getByRole('button', { name: 'Load Instagram' }).click()
  await expect(page.locator(`iframe[src="${INSTAGRAM}"]`)).toBeAttached()
  await expect(page.frameLocator(`iframe[src="${INSTAGRAM}"]`).getByText('feed')).toBeVisible()
  expect(refused).toEqual([])
})

test('the contact page says parking is free only while Settings says so', async () => {
  const line = 'Free parking is available at the studio.'
  expect(await html('/contact')).toContain(line)
  await saveSettings((settings) => {
    settings.freeParking = false
  })
  expect(await html('/contact')).not.toContain(line)
})
