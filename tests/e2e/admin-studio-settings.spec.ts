import AxeBuilder from '@axe-core/playwright'
import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test'
import { ADMIN, FRESH_CONNECTIONS } from './helpers.ts'
import { openSection, signIn, startOwnServer, unique } from './admin-helpers.ts'
import { uploadPhoto } from './photo-helpers.ts'

/**
 * The owner's Settings tabs (Studio, Team, Policies). These tests change the studio's phone, booking
 * address and team, which every public page shows, so they run one after the other on a server of their own.
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

interface StoredSettings {
  phone: string
  booking: { url: string }
  team: Array<{ id: string; name: string; license: string; headshot: { image: string } | null }>
  updatedAt: string
}

async function storedSettings(): Promise<StoredSettings> {
  return (await (await api.get('/api/studio')).json()) as StoredSettings
}

async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}

/** Signs in, opens Settings and the tab; answers the tab's panel. */
async function openTab(page: Page, name: 'Studio' | 'Team' | 'Policies') {
  await signIn(page, server.url)
  await openSection(page, 'Settings')
  const tab = page.getByRole('tab', { name })
  await tab.click()
  await expect(tab).toHaveAttribute('aria-selected', 'true')
  const panel = page.getByRole('tabpanel', { name })
  await expect(panel.getByRole('button', { name: /^Save / })).toBeVisible()
  return panel
}

const toast = (page: Page) => page.getByRole('status').filter({ hasText: 'Settings saved — the website shows them now' })
const studioSaved = (page: Page) => page.waitForResponse((response) => response.url().endsWith('/api/admin/studio') && response.request().method() === 'PUT')

test('the Studio tab saves a new phone and booking URL; the rest of the settings stays as it was', async ({ page }) => {
  const before = await storedSettings()
  const panel = await openTab(page, 'Studio')
  // Everyone's Account tab is still there.
  await expect(page.getByRole('tab', { name: 'Account' })).toBeVisible()

  await panel.getByRole('textbox', { name: 'Phone', exact: true }).fill('(404) 555-0177')
  await panel.getByRole('textbox', { name: 'Booking URL', exact: true }).fill('https://booking.example.com/belleza-studio-new')
  await expect(page.getByRole('tab', { name: 'Studio (unsaved changes)' })).toBeVisible()

  const put = studioSaved(page)
  await panel.getByRole('button', { name: 'Save studio details' }).click()
  expect((await put).status()).toBe(200)
  await expect(toast(page)).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Studio', exact: true })).toBeVisible()
  await expect(panel.getByText('Everything on this tab is saved.')).toBeVisible()

  const after = await storedSettings()
  expect(after).toMatchObject({ phone: '(404) 555-0177', booking: { url: 'https://booking.example.com/belleza-studio-new' } })
  expect(after.team).toEqual(before.team)
  expect(after.updatedAt > before.updatedAt).toBe(true)

  // A reload shows what was saved.
  await page.reload()
  await page.getByRole('tab', { name: 'Studio' }).click()
  await expect(page.getByRole('tabpanel', { name: 'Studio' }).getByRole('textbox', { name: 'Phone', exact: true })).toHaveValue('(404) 555-0177')
})

test('on the Studio tab a field without a hint keeps its input the height of its neighbours’ (one row: name, short name, year)', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 })
  const panel = await openTab(page, 'Studio')
  const box = async (label: RegExp) => (await panel.getByLabel(label).first().boundingBox())!
  const [name, shortName, year, phone, email] = await Promise.all([
    box(/^Studio name/),
    box(/^Short name/),
    box(/^Year the studio opened/),
    box(/^Phone/),
    box(/^Email/),
  ])
  expect(year.y).toBeCloseTo(name.y, 0)
  expect(year.height).toBeCloseTo(shortName.height, 0)
  expect(email.y).toBeCloseTo(phone.y, 0)
  expect(email.height).toBeCloseTo(phone.height, 0)
})

test('the Team tab edits an artist with a live preview in both languages, and keeps the artist’s id', async ({ page }) => {
  const panel = await openTab(page, 'Team')
  const artist = panel.getByRole('group', { name: /^Artist 2:/ })
  const preview = artist.getByRole('region', { name: /^Preview/ })
  const card = preview.getByRole('article')
  const name = `Camila ${unique('Ortiz')}`

  await artist.getByRole('textbox', { name: 'Name', exact: true }).fill(name)
  await artist.getByRole('textbox', { name: 'License number' }).fill('PMU-4242')
  await expect(card).toContainText(name)
  // The Artists page's card: an article named by the artist's heading, below the preview's own heading.
  await expect(card).toHaveAccessibleName(name)
  await expect(card.getByRole('heading', { level: 4 })).toHaveText(name)
  await expect(card).toContainText('License No. PMU-4242')
  await expect(card).toHaveAttribute('lang', 'en')

  await preview.getByRole('radio', { name: 'Español' }).check()
  await expect(card).toHaveAttribute('lang', 'es')
  await expect(card).toContainText('Licencia n.º PMU-4242')
  await expect(card.getByRole('heading', { level: 5 })).toHaveText('Especialidades')

  const put = studioSaved(page)
  await panel.getByRole('button', { name: 'Save team' }).click()
  expect((await put).status()).toBe(200)
  await expect(toast(page)).toBeVisible()
  const [lead, second] = (await storedSettings()).team
  expect(lead?.id).toBe('daniela-reyes')
  expect(second).toMatchObject({ id: 'camila-ortiz', name, license: 'PMU-4242' })
})

test('an address that is not https shows the problem on its input, and nothing is saved', async ({ page }) => {
  const before = await storedSettings()
  const panel = await openTab(page, 'Studio')
  const sent: string[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('/api/admin/studio')) sent.push(request.method())
  })

  const booking = panel.getByRole('textbox', { name: 'Booking URL', exact: true })
  await booking.fill('http://booking.example.com/belleza-studio')
  await panel.getByRole('button', { name: 'Save studio details' }).click()

  const summary = panel.getByRole('alert').filter({ hasText: 'Please correct this field' })
  await expect(summary).toBeFocused()
  await expect(summary).toContainText('Enter a full https:// address')
  await expect(booking).toHaveAttribute('aria-invalid', 'true')
  await expect(booking).toHaveAccessibleDescription(/Enter a full https:\/\/ address/)
  // The summary's link takes the keyboard to the input.
  await summary.getByRole('link', { name: /Enter a full https:\/\/ address/ }).click()
  await expect(booking).toBeFocused()

  expect(sent).toEqual([])
  expect(await storedSettings()).toEqual(before)
  expect(await violations(page)).toEqual([])
})

test('a headshot removed from the library meanwhile comes back as the server’s error on the headshot', async ({ page }) => {
  test.setTimeout(60_000)
  const photo = await uploadPhoto(api, { width: 480, height: 600 })
  const alt = unique('Daniela at her work table')
  const imageName = photo.split('/').pop()!
  expect((await api.patch(`/api/admin/images/${imageName}`, { data: { alt } })).status()).toBe(200)
  const before = await storedSettings()

  const panel = await openTab(page, 'Team')
  const lead = panel.getByRole('group', { name: /^Lead artist:/ })
  await lead.getByRole('button', { name: 'Choose from library the headshot of Daniela Reyes' }).click()
  const library = page.getByRole('dialog', { name: 'Choose from the library' })
  await library.getByRole('searchbox', { name: 'Find an image' }).fill(alt)
  await library.getByRole('button', { name: new RegExp(alt) }).click()
  // The library's description is the English one's first draft; the Spanish one is still needed.
  await expect(lead.getByRole('textbox', { name: 'Headshot description (English)' })).toHaveValue(alt)
  await expect(lead.getByRole('region', { name: /^Preview/ }).getByRole('img', { name: alt })).toHaveAttribute('src', photo)
  await lead.getByRole('textbox', { name: 'Headshot description (Spanish)' }).fill('Daniela en su mesa de trabajo')

  expect((await api.delete(`/api/admin/images/${imageName}`)).status()).toBe(200)
  const put = studioSaved(page)
  await panel.getByRole('button', { name: 'Save team' }).click()
  expect((await put).status()).toBe(400)
  const summary = panel.getByRole('alert').filter({ hasText: 'Please correct this field' })
  await expect(summary).toBeFocused()
  await expect(summary).toContainText('This image is no longer in the media library')
  await expect(lead.getByRole('group', { name: 'Headshot' })).toHaveAccessibleDescription(/This image is no longer in the media library/)
  expect(await storedSettings()).toEqual(before)
})

test('a save after a second tab saved the settings shows the collision dialog; "Reload their version" shows theirs, and the next save keeps both', async ({
  page,
}) => {
  test.setTimeout(60_000)
  const before = await storedSettings()
  const booking = 'https://booking.example.com/saved-in-the-other-tab'
  const panel = await openTab(page, 'Studio')
  await panel.getByRole('textbox', { name: 'Phone', exact: true }).fill('(404) 555-0199')

  // A second tab of the same browser saves the booking address first.
  const second = await page.context().newPage()
  await second.goto(`${server.url}/admin/settings`)
  await second.getByRole('tab', { name: 'Studio' }).click()
  const theirs = second.getByRole('tabpanel', { name: 'Studio' })
  await theirs.getByRole('textbox', { name: 'Booking URL', exact: true }).fill(booking)
  const saved = studioSaved(second)
  await theirs.getByRole('button', { name: 'Save studio details' }).click()
  expect((await saved).status()).toBe(200)
  await second.close()

  const refused = studioSaved(page)
  await panel.getByRole('button', { name: 'Save studio details' }).click()
  expect((await refused).status()).toBe(409)
  const dialog = page.getByRole('alertdialog', { name: 'The studio settings were changed by someone else' })
  await expect(dialog).toContainText('admin saved the studio settings on')
  expect(await storedSettings()).toMatchObject({ phone: before.phone, booking: { url: booking } })

  await dialog.getByRole('button', { name: 'Reload their version' }).click()
  await expect(dialog).toBeHidden()
  await expect(panel.getByRole('textbox', { name: 'Booking URL', exact: true })).toHaveValue(booking)
  await expect(panel.getByRole('textbox', { name: 'Phone', exact: true })).toHaveValue(before.phone)

  // Based on the newer version now, the next save goes through and keeps the other tab's change.
  await panel.getByRole('textbox', { name: 'Phone', exact: true }).fill('(404) 555-0199')
  const put = studioSaved(page)
  await panel.getByRole('button', { name: 'Save studio details' }).click()
  expect((await put).status()).toBe(200)
  await expect(toast(page)).toBeVisible()
  expect(await storedSettings()).toMatchObject({ phone: '(404) 555-0199', booking: { url: booking } })
})

test('"Overwrite with mine" after someone saved the Team tab saves this tab over theirs and keeps their team', async ({ page }) => {
  const panel = await openTab(page, 'Policies')
  const deposit = panel.getByRole('textbox', { name: 'Deposit policy (English)' })
  await deposit.fill('A deposit of $100 holds your appointment.')

  // Someone else, signed in elsewhere, renames an artist meanwhile.
  const { updatedAt, ...settings } = (await (await api.get('/api/studio')).json()) as StoredSettings & Record<string, unknown>
  const renamed = `Camila ${unique('Ruiz')}`
  const team = settings.team.map((member, index) => (index === 1 ? { ...member, name: renamed } : member))
  expect((await api.put('/api/admin/studio', { data: { ...settings, team, updatedAt } })).status()).toBe(200)

  const refused = studioSaved(page)
  await panel.getByRole('button', { name: 'Save policies' }).click()
  expect((await refused).status()).toBe(409)
  const dialog = page.getByRole('alertdialog', { name: 'The studio settings were changed by someone else' })
  const put = studioSaved(page)
  await dialog.getByRole('button', { name: 'Overwrite with mine' }).click()
  expect((await put).status()).toBe(200)
  await expect(dialog).toBeHidden()
  await expect(toast(page)).toBeVisible()
  const stored = (await storedSettings()) as StoredSettings & { policies: { deposit: { en: string } } }
  expect(stored.policies.deposit.en).toBe('A deposit of $100 holds your appointment.')
  expect(stored.team[1]?.name).toBe(renamed)
})

test('axe finds no violation on the Account, Studio, Team and Policies tabs', async ({ page }) => {
  test.setTimeout(60_000)
  await signIn(page, server.url)
  await openSection(page, 'Settings')
  await expect(page.getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true')
  expect(await violations(page)).toEqual([])

  // The arrow keys move along the tabs (WAI-ARIA tabs).
  await page.getByRole('tab', { name: 'Account' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('tab', { name: 'Studio' })).toBeFocused()
  await expect(page.getByRole('tab', { name: 'Studio' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('tabpanel', { name: 'Studio' }).getByRole('button', { name: 'Save studio details' })).toBeVisible()
  expect(await violations(page)).toEqual([])

  for (const name of ['Team', 'Policies'] as const) {
    await page.getByRole('tab', { name }).click()
    await expect(page.getByRole('tabpanel', { name }).getByRole('button', { name: /^Save / })).toBeVisible()
    expect(await violations(page)).toEqual([])
  }

  // With its errors.
  await page.getByRole('tabpanel', { name: 'Policies' }).getByRole('textbox', { name: 'Deposit policy (Spanish)' }).fill('')
  await page.getByRole('button', { name: 'Save policies' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Please correct this field' })).toContainText('Deposit policy (Spanish) is required')
  expect(await violations(page)).toEqual([])
})
