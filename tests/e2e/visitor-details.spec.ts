import { type Page, expect, test } from '@playwright/test'
import { open } from './helpers.ts'

// The visitor's smaller details: a focus ring of at least 3:1 on every band (WCAG 2.2 SC 1.4.11), a footer of at most
// one phone screen whose hours and email never break inside themselves, and one studio name in every title.

const PHONE = { width: 390, height: 844 }

/** Lines each matching element of the footer takes. */
const lineCounts = (page: Page, selector: string) =>
  page.locator(`footer.site-footer ${selector}`).evaluateAll((elements) =>
    elements.map((element) => {
      const range = document.createRange()
      range.selectNodeContents(element)
      const tops = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)))
      return { text: element.textContent, lines: tops.size }
    }),
  )

/** The characters after which the footer's email breaks onto a new line. */
const emailBreaks = (page: Page) =>
  page.locator('footer.site-footer a[href^="mailto:"]').evaluate((link) => {
    const tops: Array<[character: string, top: number]> = []
    const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? ''
      for (let at = 0; at < text.length; at++) {
        const range = document.createRange()
        range.setStart(node, at)
        range.setEnd(node, at + 1)
        tops.push([text[at]!, Math.round(range.getBoundingClientRect().top)])
      }
    }
    return tops.flatMap(([, top], at) => (at > 0 && top !== tops[at - 1]![1] ? [tops[at - 1]![0]] : []))
  })

async function expectWholeHoursAndEmail(page: Page) {
  const hours = await lineCounts(page, '.hours-row dd')
  expect(hours.length).toBeGreaterThan(0)
  for (const row of hours) expect(row, `"${row.text}" wraps`).toMatchObject({ lines: 1 })
  // The email: on one line, or broken once, right after the @ (never inside its name or domain).
  const breaks = await emailBreaks(page)
  expect(breaks.length).toBeLessThanOrEqual(1)
  if (breaks.length === 1) expect(breaks[0]).toBe('@')
}

test.describe('the footer on a phone', () => {
  test.use({ viewport: PHONE })

  for (const url of ['/', '/es', '/microblading-course-atlanta-ga', '/es/contact']) {
    test(`${url}: the footer is at most one phone screen tall, its link groups folded behind their headings, each time range and the email whole`, async ({
      page,
    }) => {
      await open(page, url)
      const footer = page.locator('footer.site-footer')
      expect((await footer.boundingBox())!.height).toBeLessThanOrEqual(PHONE.height)
      const toggles = footer.locator('button.footer-toggle')
      await expect(toggles).toHaveCount(3)
      await expectWholeHoursAndEmail(page)
      // Every link is a tap (or a key) away: each group opens under its heading, its links in sight, each a target of
      // 24 px or more (WCAG 2.2 SC 2.5.8), and closes again.
      let links = 0
      for (const toggle of await toggles.all()) {
        const group = page.locator(`#${await toggle.getAttribute('aria-controls')}`)
        await expect(toggle).toHaveAttribute('aria-expanded', 'false')
        await expect(group).toBeHidden()
        await toggle.focus()
        await page.keyboard.press('Enter')
        await expect(toggle).toHaveAttribute('aria-expanded', 'true')
        for (const link of await group.getByRole('link').all()) {
          await expect(link).toBeVisible()
          expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(24)
          links += 1
        }
        expect((await footer.boundingBox())!.height, 'one group open').toBeLessThanOrEqual(PHONE.height)
        await toggle.click()
        await expect(group).toBeHidden()
      }
      // Each one the server rendered in the groups (the services, the places, the studio's pages).
      expect(links).toBe(await footer.locator('[data-footer-group] a').count())
      expect(links).toBeGreaterThanOrEqual(15)
    })
  }

  test('without JavaScript every link of the footer is in sight, as the server renders it', async ({ browser }) => {
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/')
    const footer = page.locator('footer.site-footer')
    await expect(footer.locator('button')).toHaveCount(0)
    const links = await footer.getByRole('link').all()
    expect(links.length).toBeGreaterThan(20)
    for (const link of links) await expect(link).toBeVisible()
    await context.close()
  })
})

test('widened to 1440 px, the footer unfolds: every group of links under its heading, nothing folded', async ({ page }) => {
  await page.setViewportSize(PHONE)
  await open(page, '/')
  const footer = page.locator('footer.site-footer')
  await expect(footer.locator('button.footer-toggle')).toHaveCount(3)
  await page.setViewportSize({ width: 1440, height: 900 })
  await expect(footer.locator('button.footer-toggle')).toHaveCount(0)
  await expect(footer.getByRole('navigation', { name: 'Services' }).getByText('Services', { exact: true })).toBeVisible()
  for (const link of await footer.getByRole('link').all()) await expect(link).toBeVisible()
})

test.describe('the footer on wider screens', () => {
  for (const viewport of [
    { width: 768, height: 1024 },
    { width: 1024, height: 768 },
    { width: 1440, height: 900 },
  ]) {
    test(`at ${viewport.width} px its time ranges and email never break inside themselves`, async ({ page }) => {
      await page.setViewportSize(viewport)
      for (const url of ['/', '/es']) {
        await open(page, url)
        await expectWholeHoursAndEmail(page)
      }
    })
  }
})

interface Ring {
  element: string
  ring: string
  background: string
  contrast: number
  visible: boolean
}

/**
 * Every visible control of the page focused from the keyboard: its ring's colour against the background it is drawn
 * on (the first opaque background of its ancestors, with any translucent ones over it; each stop of a gradient).
 */
async function focusRings(page: Page): Promise<Ring[]> {
  // A key press first: from then on a focus() shows the ring as a keyboard's would (:focus-visible).
  await page.keyboard.press('Shift')
  return page.evaluate(() => {
    type Rgba = [number, number, number, number]
    const parse = (color: string): Rgba[] =>
      [...color.matchAll(/rgba?\(([^)]+)\)/g)].map((match) => {
        const [r, g, b, a] = match[1]!
          .split(/[\s,/]+/)
          .filter(Boolean)
          .map(Number)
        return [r!, g!, b!, a ?? 1]
      })
    const over = (top: Rgba, under: Rgba): Rgba => {
      const a = top[3]
      return [top[0] * a + under[0] * (1 - a), top[1] * a + under[1] * (1 - a), top[2] * a + under[2] * (1 - a), 1]
    }
    const luminance = ([r, g, b]: Rgba) => {
      const [lr, lg, lb] = [r, g, b].map((value) => {
        const c = value / 255
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
      })
      return 0.2126 * lr! + 0.7152 * lg! + 0.0722 * lb!
    }
    const contrast = (one: Rgba, two: Rgba) => {
      const [light, dark] = [luminance(one), luminance(two)].sort((a, b) => b - a)
      return (light! + 0.05) / (dark! + 0.05)
    }
    /** The colours the ring may be drawn on: the translucent layers composed over the first opaque one. */
    const backgrounds = (element: Element): Rgba[] => {
      const layers: Rgba[][] = []
      for (let node = element.parentElement; node; node = node.parentElement) {
        const style = getComputedStyle(node)
        const stops = style.backgroundImage.includes('gradient') ? parse(style.backgroundImage) : []
        const color = parse(style.backgroundColor)[0]!
        const layer = stops.length > 0 ? stops : color[3] > 0 ? [color] : []
        if (layer.length === 0) continue
        layers.push(layer)
        if (layer.every((stop) => stop[3] >= 1)) break
      }
      let under: Rgba[] = [[255, 255, 255, 1]]
      for (const layer of layers.reverse()) under = layer.flatMap((top) => under.map((below) => over(top, below)))
      return under
    }
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.trim().split(/\s+/).join('.')}` : ''} "${(element.textContent ?? '').trim().slice(0, 30)}"`
    const controls = [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, summary, [tabindex="0"]')].filter(
      (element) => element.checkVisibility({ visibilityProperty: true, opacityProperty: true }) && !element.matches('.skip-link'),
    )
    return controls.flatMap((element) => {
      element.focus({ preventScroll: true })
      // A control the page keeps out of reach until opened (a closed menu's) takes no focus.
      if (document.activeElement !== element) return []
      const style = getComputedStyle(element)
      const ring = parse(style.outlineColor)[0]!
      const under = backgrounds(element)
      const measured: Ring = {
        element: name(element),
        ring: style.outlineColor,
        background: under.map((color) => `rgb(${color.slice(0, 3).map(Math.round).join(' ')})`).join(', '),
        contrast: Math.min(...under.map((color) => contrast(ring, color))),
        visible: element.matches(':focus-visible') && style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2,
      }
      return [measured]
    })
  })
}

test.describe('the focus ring', () => {
  // Light and blush bands, the plum bands (home's, the course page's and every page's call-to-action), the footer.
  for (const url of ['/', '/es', '/microblading-course-atlanta-ga', '/lip-blushing-atlanta', '/contact', '/faq']) {
    test(`${url}: every control's ring is at least 3:1 against the band it is drawn on`, async ({ page }) => {
      await open(page, url)
      const rings = await focusRings(page)
      expect(rings.length).toBeGreaterThan(20)
      // The page has plum bands and the footer, and their controls were measured.
      expect(rings.some((ring) => ring.ring === 'rgb(227, 180, 158)')).toBe(true)
      const weak = rings.filter((ring) => !ring.visible || ring.contrast < 3)
      expect(weak, JSON.stringify(weak, null, 1)).toEqual([])
    })
  }
})
