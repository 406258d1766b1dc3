import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { ALL_PAGES } from './helpers.ts'

// Besides every page: posts, the blog list's views (a category in all languages, a search, one that finds nothing), and the 404 screen.
const EXTRA = [
  '/blog/lip-blushing-aftercare-day-by-day',
  '/es/blog/cuidados-despues-del-microblading',
  '/blog/category/aftercare/language/all',
  '/es/blog/search/cejas',
  '/blog/search/zzzz-nothing',
  '/no-such-page',
]

test.describe('axe finds no violation', () => {
  for (const url of [...ALL_PAGES.map((page) => page.url), ...EXTRA]) {
    test(`on ${url}`, async ({ page }) => {
      await page.goto(url)
      await page.waitForLoadState('networkidle')
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze()
      const summary = results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
      expect(summary).toEqual([])
    })
  }

  test('on a phone with the menu open', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/')
    await page.getByRole('button', { name: 'Open menu' }).click()
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()
    expect(results.violations.map((violation) => violation.id)).toEqual([])
  })
})
