import { expect, test, type Page } from '@playwright/test'
import { ADMIN, asNewVisitor } from './helpers.ts'
import { signIn } from './admin-helpers.ts'

/**
 * Bytes of every script the page fetches from now on (as served, before compression). A body is read after its
 * response event, so the total waits for every read begun so far: read at once, it may miss the last scripts.
 */
function countScripts(page: Page): { total(): Promise<number> } {
  const sizes: Array<Promise<number>> = []
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return
    sizes.push(
      response.body().then(
        (body) => body.length,
        () => 0,
      ),
    )
  })
  return { total: async () => (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0) }
}

test.describe('the light sign-in screen', () => {
  test('the sign-in screen loads under four fifths of the console’s scripts (React is most of it); the rest come once signed in', async ({ page }) => {
    await asNewVisitor(page)
    const scripts = countScripts(page)
    await page.goto('/admin/login')
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled()
    await page.waitForLoadState('networkidle')
    const atSignIn = await scripts.total()

    await page.getByLabel('Username').fill(ADMIN.username)
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page).toHaveURL(/\/admin\/dashboard$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
    await page.waitForLoadState('networkidle')
    // Measured: about two thirds, react-dom being most of it; when the whole console loaded with the form, all of them.
    expect(atSignIn).toBeGreaterThan(0)
    expect(atSignIn / (await scripts.total())).toBeLessThan(0.8)
  })

  test('a person already signed in who opens the sign-in goes straight on to the dashboard', async ({ page }) => {
    await signIn(page)
    await page.goto('/admin/login')
    await expect(page).toHaveURL(/\/admin\/dashboard$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  })

  test('the sign-in a deep link led to still returns there after a reload', async ({ page }) => {
    await asNewVisitor(page)
    await page.goto('/admin/settings')
    await expect(page).toHaveURL(/\/admin\/login$/)
    await page.reload()
    await page.getByLabel('Username').fill(ADMIN.username)
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page).toHaveURL(/\/admin\/settings(\/\w+)?$/)
  })
})
