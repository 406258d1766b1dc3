import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { asNewVisitor } from './helpers.ts'
import { openSection, signIn } from './admin-helpers.ts'

async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}

test.describe('axe finds no violation in the admin', () => {
  test('on the login screen, before and after a failed submit', async ({ page }) => {
    await asNewVisitor(page)
    await page.goto('/admin/login')
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible()
    expect(await violations(page)).toEqual([])
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page.getByText('Please fill in all fields')).toBeVisible()
    expect(await violations(page)).toEqual([])
  })

  test('on the dashboard', async ({ page }) => {
    await signIn(page)
    await expect(page.getByRole('region', { name: 'Recent Posts' }).getByRole('listitem').first()).toBeVisible()
    expect(await violations(page)).toEqual([])
  })

  test('on the post form, empty and with its errors', async ({ page }) => {
    test.setTimeout(60_000)
    await signIn(page)
    await openSection(page, 'Blog Posts')
    await page.getByRole('button', { name: 'New Post' }).click()
    await expect(page.getByRole('heading', { name: 'Create New Post' })).toBeVisible()
    await expect(page.getByText('Nothing to preview yet. Start writing on the left.')).toBeVisible()
    expect(await violations(page)).toEqual([])
    await page.getByRole('button', { name: 'Create Post' }).click()
    await expect(page.getByText('Please correct these fields:')).toBeVisible()
    expect(await violations(page)).toEqual([])
  })

  test('on the category form', async ({ page }) => {
    await signIn(page)
    await openSection(page, 'Categories')
    await page.getByRole('button', { name: 'New Category' }).click()
    await expect(page.getByRole('heading', { name: 'Create New Category' })).toBeVisible()
    expect(await violations(page)).toEqual([])
  })
})
