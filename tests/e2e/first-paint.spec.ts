import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type Page, expect, test } from '@playwright/test'
import { AFTER_FIRST_PAINT_SCRIPT } from '#shared/head/after-first-paint.ts'
import { ALL_PAGES, open } from './helpers.ts'

const FONTS_IN = 'html.web-fonts'

// Nothing blocks a public page's first paint. Its CSS is in its head; it paints in metric-matched fallback
// faces and its fonts, small subsets, are asked for only after that paint (on a later view, at once), then swap in
// without moving anything; the CSP still holds.

/** Collects the page's CSP violations, as the browser reports them. */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = []
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => console.warn(`[csp] ${event.violatedDirective} ${event.blockedURI}`))
  })
  page.on('console', (message) => {
    if (message.text().startsWith('[csp]') || /Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  return violations
}

/** Sums the page's layout shifts from its start (CLS without the session windows); read it with the function returned. */
async function watchLayoutShift(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const seen = { shift: 0 }
    Object.assign(window, { seen })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>) seen.shift += entry.value
    }).observe({ type: 'layout-shift', buffered: true })
  })
  return () => page.evaluate(() => (window as unknown as { seen: { shift: number } }).seen.shift)
}

test.describe('first paint', () => {
  test('no public page links a stylesheet or preloads a font: its CSS is inline in its head', async ({ request }) => {
    for (const { url } of ALL_PAGES) {
      const html = await (await request.get(url)).text()
      const head = html.slice(0, html.indexOf('</head>'))
      expect(head, url).not.toContain('rel="stylesheet"')
      expect(head, url).not.toMatch(/rel="preload"[^>]*as="font"/)
      // The site's sheet (its colour tokens among its first rules) is in an inline style.
      expect(head, url).toMatch(/<style>[^<]*:root\{--ivory:/)
      expect(head, url).toContain('@font-face{font-family:"Inter";')
      expect(head, url).toContain(`<script>${AFTER_FIRST_PAINT_SCRIPT}</script>`)
      expect(html.indexOf('<meta charset="UTF-8"'), url).toBeLessThan(1024)
    }
  })

  test('the admin console keeps its stylesheet links', async ({ request }) => {
    const html = await (await request.get('/admin/login')).text()
    expect(html).toContain('<link rel="stylesheet"')
  })

  test('a page is styled without any stylesheet request, and the CSP reports nothing', async ({ page }) => {
    const violations = await watchCsp(page)
    const stylesheets: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(request.url())
    })
    for (const url of ['/services', '/es/faq', '/before-after-gallery', '/contact']) {
      await open(page, url)
      await page.locator(FONTS_IN).waitFor({ state: 'attached' })
      await expect(page.locator('.site-header')).toHaveCSS('position', 'sticky')
      await expect(page.locator('h1')).toHaveCSS('font-family', /^"Playfair Display", "Playfair Display Fallback"/)
      await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(251, 247, 242)')
    }
    expect(stylesheets).toEqual([])
    expect(violations).toEqual([])
  })

  test('the fonts are small subsets that hold Spanish', async ({ page }) => {
    const fonts = new Map<string, number>()
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'font') fonts.set(new URL(response.url()).pathname, (await response.body()).length)
    })
    await open(page, '/es/faq')
    await page.locator(FONTS_IN).waitFor({ state: 'attached' })
    await expect.poll(() => fonts.size).toBe(3)
    for (const [path, size] of fonts) {
      expect(path).toMatch(/^\/assets\/static\/(inter|playfair-display)-\d00\.[\w-]+\.woff2$/)
      expect(size, path).toBeLessThan(15 * 1024)
    }
    // Each file draws ñ and ¿ itself (a character it lacks falls back to monospace here, at monospace's width).
    const drawn = await page.evaluate(
      async (paths) => {
        const canvas = document.createElement('canvas').getContext('2d')!
        const width = (font: string, text: string) => {
          canvas.font = font
          return canvas.measureText(text).width
        }
        const result: Record<string, Record<string, boolean>> = {}
        for (const [index, path] of paths.entries()) {
          const face = new FontFace(`Probe${index}`, `url(${path})`)
          document.fonts.add(await face.load())
          result[path] = Object.fromEntries(
            ['ñ', '¿', 'Ж'].map((text) => [text, width(`40px Probe${index}, monospace`, text) !== width('40px monospace', text)]),
          )
        }
        return result
      },
      [...fonts.keys()],
    )
    for (const [path, has] of Object.entries(drawn)) expect(has, path).toEqual({ ñ: true, '¿': true, Ж: false })
  })

  test('a first view paints in the fallback faces; its fonts and script are asked for after that paint, and the fonts swap in without moving anything', async ({
    page,
  }) => {
    // A slow phone: the fonts come only when the test lets them.
    let release = () => {}
    const fontsMayCome = new Promise<void>((resolve) => (release = resolve))
    const fontRequests: string[] = []
    await page.route('**/*.woff2', async (route) => {
      fontRequests.push(route.request().url())
      await fontsMayCome
      await route.continue()
    })
    const layoutShift = await watchLayoutShift(page)
    await page.goto('/es/faq', { waitUntil: 'domcontentloaded' })
    // The fallback faces are local fonts (Arial, Times New Roman or Liberation): a machine with none has nothing to test.
    const localFonts = await page.evaluate(async () => {
      await Promise.all(['16px "Inter Fallback"', '600 16px "Playfair Display Fallback"'].map((font) => document.fonts.load(font).catch(() => [])))
      return [...document.fonts].filter((face) => face.family.endsWith('Fallback')).map((face) => face.status)
    })
    test.skip(localFonts.includes('error'), 'no local Arial/Liberation Sans or Times New Roman/Liberation Serif')
    // The page paints first, in the fallback faces; only then does it ask for the fonts.
    await expect.poll(() => fontRequests.length).toBe(3)
    const firstPaint = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime)
    expect(firstPaint).toBeGreaterThan(0)
    await expect(page.locator('h1')).toHaveCSS('font-family', /^"Playfair Display Fallback"/)
    await expect(page.locator('body')).toHaveCSS('font-family', /^"Inter Fallback"/)
    const widths = () =>
      page.evaluate(() => {
        const text = 'Cejas, labios y pestañas diseñados para su rostro. Brows, lips and lashes designed around your face.'
        return ['400 16px var(--font-sans)', '600 16px var(--font-sans)', '600 32px var(--font-serif)'].map((font) => {
          const probe = document.createElement('span')
          Object.assign(probe.style, { font, whiteSpace: 'nowrap', position: 'absolute' })
          probe.textContent = text
          document.body.append(probe)
          const width = probe.getBoundingClientRect().width
          probe.remove()
          return width
        })
      })
    const before = await widths()
    const headingBox = await page.locator('h1').boundingBox()
    release()
    await page.locator(FONTS_IN).waitFor({ state: 'attached' })
    await expect(page.locator('h1')).toHaveCSS('font-family', /^"Playfair Display", "Playfair Display Fallback"/)
    await expect(page.locator('body')).toHaveCSS('font-family', /^"?Inter"?, "Inter Fallback"/)
    // Every font request, and the page script's, started after the first paint; the script still enhances the page.
    await page.locator('html[data-enhanced="true"]').waitFor({ state: 'attached' })
    const starts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => /\.(woff2|js)$/.test(entry.name))
        .map((entry) => [entry.name.split('.').pop(), entry.startTime] as const),
    )
    expect(starts.filter(([type]) => type === 'woff2')).toHaveLength(3)
    expect(starts.filter(([type]) => type === 'js').length).toBeGreaterThan(0)
    for (const [, start] of starts) expect(start).toBeGreaterThan(firstPaint!)
    const after = await widths()
    // Within 2 % (without the fallback faces, this machine's default sans is 6 % wider than Inter).
    for (const [index, width] of after.entries()) expect(Math.abs(before[index]! / width - 1), `font ${index}`).toBeLessThan(0.02)
    expect(await page.locator('h1').boundingBox()).toEqual(headingBox)
    // A glyph-width nudge of inline content may register (about 0.00001 here); Lighthouse reports CLS to 0.001.
    expect(await layoutShift()).toBeLessThan(0.001)
  })

  test('a page that arrives in parts paints only once its header is whole, so nothing in the header moves', async ({ page, request }) => {
    // A busy or slow phone may paint what it has parsed so far. Here the page stops mid-way through the header's
    // links until the test lets the rest come; before the head held rendering, that first paint showed one link at
    // the right edge, and the rest arriving moved it (a layout shift of 0.006-0.01).
    const html = await (await request.get('/es/faq')).text()
    const cut = html.indexOf('class="desktop-nav"') + 200
    expect(cut).toBeLessThan(html.indexOf('<main'))
    let release = () => {}
    const restMayCome = new Promise<void>((resolve) => (release = resolve))
    const slowServer = createServer(async (req, res) => {
      if (req.url !== '/es/faq') return res.writeHead(404).end()
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      res.write(html.slice(0, cut))
      await restMayCome
      res.end(html.slice(cut))
    })
    await new Promise<void>((resolve) => slowServer.listen(0, '127.0.0.1', resolve))
    try {
      const layoutShift = await watchLayoutShift(page)
      await page.goto(`http://127.0.0.1:${(slowServer.address() as AddressInfo).port}/es/faq`, { waitUntil: 'commit' })
      // Half the header is parsed and its text could be drawn; a second later, still nothing is painted.
      await page.locator('.desktop-nav').waitFor({ state: 'attached' })
      await page.waitForTimeout(1000)
      const paints = () => page.evaluate(() => performance.getEntriesByType('paint').map((entry) => entry.name))
      expect(await paints()).toEqual([])
      release()
      await page.locator('#main').waitFor({ state: 'attached' })
      await expect.poll(paints).toContain('first-contentful-paint')
      await page.waitForLoadState('load')
      expect(await layoutShift()).toBeLessThan(0.001)
    } finally {
      release()
      slowServer.close()
    }
  })

  test('a later view, the fonts now cached, uses them from its first paint', async ({ page }) => {
    await open(page, '/faq')
    await page.locator(FONTS_IN).waitFor({ state: 'attached' })
    await page.goto('/services', { waitUntil: 'commit' })
    // Set by the head's script, before the body is parsed: the first paint already asks for the web fonts.
    const atParse = await page.evaluate(
      () =>
        new Promise<[boolean, string]>((resolve) => {
          const read = () => resolve([document.documentElement.classList.contains('web-fonts'), getComputedStyle(document.body).fontFamily])
          if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', read)
          else read()
        }),
    )
    expect(atParse[0]).toBe(true)
    expect(atParse[1]).toMatch(/^"?Inter"?, "Inter Fallback"/)
    await page.evaluate(() => document.fonts.ready)
    expect(await page.evaluate(() => [...document.fonts].filter((face) => !face.family.endsWith('Fallback')).map((face) => face.status))).toEqual([
      'loaded',
      'loaded',
      'loaded',
    ])
  })
})
