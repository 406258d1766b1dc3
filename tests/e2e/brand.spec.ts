import AxeBuilder from '@axe-core/playwright'
import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test'
import { openSection, signIn, startOwnServer } from './admin-helpers.ts'
import { ADMIN, asNewVisitor, FRESH_CONNECTIONS } from './helpers.ts'

/**
 * The studio's logo and favicon, uploaded once by the owner in Settings › Studio: the website's header, footer, social
 * card and tab icon, and the console's top bar (which the desktop app shows too). A bad file is refused with its reason.
 * These tests change the brand, so they run on a server of their own, one after the other.
 */
test.describe.configure({ mode: 'serial' })

let server: { url: string; stop(): void }
let api: APIRequestContext

const LOGO = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80" viewBox="0 0 240 80">
  <rect width="240" height="80" rx="12" fill="#6d3b62"/><text x="20" y="52" font-size="32" fill="#fbf7f2">Lumière</text>
</svg>`
const FAVICON = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><circle cx="32" cy="32" r="30" fill="#a35a48"/></svg>`

test.beforeAll(async () => {
  server = await startOwnServer()
  api = await playwrightRequest.newContext({ ...FRESH_CONNECTIONS, baseURL: server.url })
  expect((await api.post('/api/admin/login', { data: ADMIN })).status()).toBe(200)
})

test.afterAll(async () => {
  await api?.dispose()
  server?.stop()
})

test('the owner uploads a logo and a favicon in Settings; a file with a script is refused with its reason; the console’s top bar shows the logo', async ({
  page,
}) => {
  await signIn(page, server.url)
  await expect(page.locator('.adm-header__logo')).toHaveCount(0)
  await openSection(page, 'Settings')
  await page.getByRole('tab', { name: 'Studio' }).click()
  const logo = page.getByRole('group', { name: 'Logo' })
  const favicon = page.getByRole('group', { name: 'Favicon' })

  const chooseFile = async (group: typeof logo, button: string | RegExp, name: string, text: string) => {
    const chooser = page.waitForEvent('filechooser')
    await group.getByRole('button', { name: button }).click()
    await (await chooser).setFiles({ name, mimeType: 'image/svg+xml', buffer: Buffer.from(text) })
  }

  await chooseFile(logo, 'Upload logo', 'bad.svg', LOGO.replace('</svg>', '<script>alert(1)</script></svg>'))
  await expect(logo.getByRole('alert')).toContainText('A logo cannot contain scripts or anything that runs or loads (<script>)')
  await expect(logo.getByRole('img')).toHaveCount(0)

  await chooseFile(logo, 'Upload logo', 'logo.svg', LOGO)
  await expect(logo.getByRole('img', { name: 'Current logo' })).toBeVisible()
  await expect(logo.getByRole('alert')).toHaveText('')
  // The top bar shows it at once, and on every screen after.
  const topBar = page.locator('.adm-header').getByRole('img', { name: 'Studio logo' })
  await expect(topBar).toBeVisible()
  await expect(topBar).toHaveAttribute('src', /\/brand\/logo-[\da-f]{16}\.svg$/)
  await openSection(page, 'Pages')
  await expect(topBar).toBeVisible()

  await openSection(page, 'Settings')
  await page.getByRole('tab', { name: 'Studio' }).click()
  await chooseFile(favicon, 'Upload favicon', 'icon.svg', FAVICON)
  await expect(favicon.getByRole('img', { name: 'Current favicon' })).toBeVisible()
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze()
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])
})

test('the website shows the logo in the header and footer, shares it as the social card, and uses the uploaded favicon, in both languages', async ({
  page,
}) => {
  await asNewVisitor(page)
  const brand = (await (await api.get('/api/admin/brand')).json()) as { logo: { hash: string; url: string }; favicon: { hash: string } }
  for (const [path, name] of [
    ['/', 'Belleza'],
    ['/es/faq', 'Belleza'],
  ] as const) {
    await page.goto(`${server.url}${path}`)
    const header = page.locator('header.site-header')
    const headerLogo = header.getByRole('link').first().getByRole('img')
    await expect(headerLogo).toHaveAttribute('src', brand.logo.url)
    await expect(headerLogo).toHaveAttribute('width', '240')
    await expect(headerLogo).toHaveAttribute('height', '80')
    await expect(headerLogo).toHaveAccessibleName(new RegExp(name))
    expect(await headerLogo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true)
    await expect(page.locator('footer .footer-logo')).toHaveAttribute('src', brand.logo.url)
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', new RegExp(`/brand/logo-${brand.logo.hash}-card\\.png$`))
    await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200')
    await expect(page.locator('link[rel="icon"][sizes="32x32"]')).toHaveAttribute('href', `/brand/favicon-${brand.favicon.hash}-32.png`)
    await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', `/brand/favicon-${brand.favicon.hash}-180.png`)
  }
  await page.goto(`${server.url}/`)
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze()
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])
  const card = await page.request.get(`${server.url}/brand/logo-${brand.logo.hash}-card.png`)
  expect(card.status()).toBe(200)
  expect(card.headers()['content-type']).toBe('image/png')
  const ico = await page.request.get(`${server.url}/favicon.ico`)
  expect(ico.status()).toBe(200)
  expect([...(await ico.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0])
})

test('without a logo the header keeps the drawn mark and the studio’s name', async ({ page }) => {
  expect((await api.delete('/api/admin/brand/logo')).status()).toBe(200)
  await asNewVisitor(page)
  await page.goto(`${server.url}/`)
  await expect(page.locator('header.site-header .brand-mark')).toBeVisible()
  await expect(page.locator('header.site-header .brand-logo')).toHaveCount(0)
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/images\/og-studio\.png$/)
})
