import { expect, test } from '@playwright/test'
import { ADMIN, asNewVisitor } from './helpers.ts'
import { holdRequests, signIn, startOwnServer } from './admin-helpers.ts'

test.describe('admin sign-in', () => {
  test.beforeEach(async ({ page }) => {
    await asNewVisitor(page)
  })

  test('/admin redirects to /admin/login, and the page is kept out of search engines', async ({ page, request }) => {
    const answer = await request.get('/admin', { maxRedirects: 0 })
    expect(answer.status()).toBe(302)
    expect(answer.headers()['location']).toBe('/admin/login')
    await page.goto('/admin')
    await expect(page).toHaveURL(/\/admin\/login$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible()
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  })

  test('without a session /admin/dashboard goes back to the login', async ({ page }) => {
    await page.goto('/admin/dashboard')
    await expect(page).toHaveURL(/\/admin\/login$/)
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible()
  })

  test('an empty field says "Please fill in all fields" and sends nothing', async ({ page }) => {
    const sent: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/admin/login')) sent.push(request.method())
    })
    await page.goto('/admin/login')
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Please fill in all fields')
    await expect(page.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true')
    await page.getByLabel('Username').fill(ADMIN.username)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Please fill in all fields')
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true')
    expect(sent).toEqual([])
    await expect(page).toHaveURL(/\/admin\/login$/)
  })

  test('a wrong password shows the server\'s "Invalid credentials" and stays on the login', async ({ page }) => {
    await page.goto('/admin/login')
    await page.getByLabel('Username').fill(ADMIN.username)
    await page.getByLabel('Password', { exact: true }).fill('not the password')
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/admin/login'))
    await page.getByRole('button', { name: 'Sign In' }).click()
    expect((await answer).status()).toBe(401)
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Invalid credentials')
    await expect(page).toHaveURL(/\/admin\/login$/)
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled()
  })

  test('the right password says "Signing in..." while it waits, then opens /admin/dashboard', async ({ page }) => {
    await page.goto('/admin/login')
    await page.getByLabel('Username').fill(ADMIN.username)
    const password = page.getByLabel('Password', { exact: true })
    await password.fill(ADMIN.password)
    // Show/hide password.
    await expect(password).toHaveAttribute('type', 'password')
    await page.getByRole('button', { name: 'Show password' }).click()
    await expect(password).toHaveAttribute('type', 'text')
    await page.getByRole('button', { name: 'Hide password' }).click()
    await expect(password).toHaveAttribute('type', 'password')
    // Hold the real request back a moment to see the pending state.
    const release = await holdRequests(page, '**/api/admin/login')
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page.getByRole('button', { name: 'Signing in...' })).toBeDisabled()
    release()
    await expect(page).toHaveURL(/\/admin\/dashboard$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
    await expect(page.getByText('Manage your content and settings')).toBeVisible()
    expect((await page.request.get('/api/admin/check-auth')).status()).toBe(200)
  })
})

test.describe('admin logout', () => {
  test('Logout ends the session: check-auth answers 401 and /admin/dashboard goes back to the login', async ({ browser }) => {
    test.setTimeout(90_000)
    // Logging out ends every session of the admin, so this runs on a server of its own.
    const server = await startOwnServer()
    const context = await browser.newContext({ baseURL: server.url })
    try {
      const page = await context.newPage()
      await signIn(page, server.url)
      // Another signed-in client of the same admin (the desktop app, a second tab elsewhere).
      const other = await browser.newContext({ baseURL: server.url })
      expect((await other.request.post('/api/admin/login', { data: ADMIN })).status()).toBe(200)
      expect((await other.request.get('/api/admin/check-auth')).status()).toBe(200)

      await page.getByRole('button', { name: 'Logout' }).click()
      await expect(page).toHaveURL(/\/admin\/login$/)
      expect((await page.request.get('/api/admin/check-auth')).status()).toBe(401)
      expect((await page.request.get('/api/admin/inquiries')).status()).toBe(401)
      expect((await other.request.get('/api/admin/check-auth')).status()).toBe(401)
      await other.close()

      await page.goto('/admin/dashboard')
      await expect(page).toHaveURL(/\/admin\/login$/)
      await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible()
    } finally {
      await context.close()
      server.stop()
    }
  })
})
