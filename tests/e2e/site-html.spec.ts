import { expect, test } from '@playwright/test'
import { ALL_PAGES, open } from './helpers.ts'

/** What a crawler or a visitor without JavaScript gets: the raw HTML. */
function headOf(html: string) {
  const attr = (pattern: RegExp) => html.match(pattern)?.[1]
  return {
    title: attr(/<title>([^<]*)<\/title>/),
    description: attr(/<meta name="description" content="([^"]*)"/),
    canonical: attr(/<link rel="canonical" href="([^"]*)"/),
    alternates: [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]),
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]!),
    text: html
      .replace(/<script[\s\S]*?<\/script>/g, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' '),
  }
}

test.describe('pages are complete without JavaScript', () => {
  for (const page of ALL_PAGES) {
    test(`${page.url} has its text, title, description, canonical, hreflang and valid JSON-LD in the HTML`, async ({ request, baseURL }) => {
      const response = await request.get(page.url)
      expect(response.status()).toBe(200)
      const html = await response.text()
      const head = headOf(html)
      expect(head.title?.length).toBeGreaterThan(10)
      expect(head.description?.length).toBeGreaterThan(50)
      expect(head.canonical).toBe(`${baseURL}${page.url}`)
      expect(Object.fromEntries(head.alternates)).toEqual({
        en: `${baseURL}${page.path}`,
        es: `${baseURL}${page.path === '/' ? '/es' : `/es${page.path}`}`,
        'x-default': `${baseURL}${page.path}`,
      })
      expect(html).toContain('<html lang="' + page.language + '"')
      // The page body is in the HTML: its heading, navigation, footer, and real copy.
      expect(html).toMatch(/<h1[^>]*>[^<]{3,}/)
      expect(head.text.length).toBeGreaterThan(1500)
      expect(head.text).not.toMatch(/\{\{|\w+\.\w+\.\w+ /) // no raw interpolation or missing translation keys
      for (const block of head.jsonLd) expect(() => JSON.parse(block)).not.toThrow()
      const types = head.jsonLd.map((block) => JSON.parse(block)['@type'])
      if (page.path !== '/') expect(types).toContain('BreadcrumbList')
      else expect(types).toContain('BeautySalon')
      if (page.path === '/faq') {
        const faq = head.jsonLd.map((block) => JSON.parse(block)).find((data) => data['@type'] === 'FAQPage')
        expect(faq.mainEntity).toHaveLength(12)
      }
    })
  }

  test('Spanish pages carry no English navigation or footer text', async ({ request }) => {
    const html = await (await request.get('/es/services')).text()
    for (const english of ['Book Now', 'Services</a>', 'Business hours', 'All rights reserved', 'Skip to main content']) {
      expect(html).not.toContain(english)
    }
  })
})

test.describe('public pages are HTML-only', () => {
  test('React never runs in a visitor’s browser: the page loads only its enhancement script', async ({ page }) => {
    // The bodies are read as the responses come; the last may still be arriving when the page says it is enhanced.
    const bodies: Promise<string>[] = []
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') bodies.push(response.text())
    })
    await open(page, '/contact')
    const scripts = await Promise.all(bodies)
    expect(scripts.length).toBeGreaterThan(0)
    // React 19 marks its elements with this symbol name; a bundle that contains React contains it.
    for (const script of scripts) expect(script).not.toContain('react.transitional.element')
    expect(await page.evaluate(() => Object.keys(document.getElementById('main')!).some((key) => key.startsWith('__react')))).toBe(false)
  })
})
