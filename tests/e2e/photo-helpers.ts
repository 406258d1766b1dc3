import { randomBytes } from 'node:crypto'
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import sharp from 'sharp'
import { open } from './helpers.ts'

let photos = 0

/**
 * A camera-sized JPEG made here: a soft gradient with a mark, a different one on every call and in every test process
 * (a random dot in a corner), so no two uploads are the same file (the same file again is the library's image).
 */
export async function photoJpeg(width = 1000, height = 750): Promise<Buffer> {
  photos += 1
  const hue = (photos * 47) % 360
  const dot = randomBytes(3).toString('hex')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue} 35% 78%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 30% 42%)"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <ellipse cx="50%" cy="45%" rx="30%" ry="8%" fill="hsl(${hue} 30% 30%)" opacity="0.6"/>
    <rect width="8" height="8" fill="#${dot}"/>
  </svg>`
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer()
}

/** Uploads a photo as the signed-in admin and returns its `/uploads/...` address. */
export async function uploadPhoto(api: APIRequestContext, size: { width: number; height: number } = { width: 1000, height: 750 }, baseUrl = '') {
  const answer = await api.post(`${baseUrl}/api/upload/image`, {
    multipart: { image: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: await photoJpeg(size.width, size.height) } },
  })
  expect(answer.status()).toBe(201)
  return ((await answer.json()) as { imageUrl: string }).imageUrl
}

/**
 * Waits until the background queue has made the derivatives of these uploads (the media library says `ready`). The
 * queue encodes one photo at a time on one core: on a busy 2-core machine that takes a while, hence the long wait.
 */
export async function waitForDerivatives(api: APIRequestContext, urls: string[], baseUrl = '') {
  await expect
    .poll(
      async () => {
        const images = (await (await api.get(`${baseUrl}/api/admin/images`)).json()) as Array<{ url: string; ready: boolean }>
        return urls.every((url) => images.find((image) => image.url === url)?.ready === true)
      },
      { timeout: 60_000, message: 'derivatives made' },
    )
    .toBe(true)
}

/**
 * The page's cumulative layout shift while it loads and while the visitor scrolls down to every image (lazy ones
 * load then), until every image has arrived. Shifts right after input do not count, as in the CLS metric.
 */
export async function layoutShift(page: Page, url: string): Promise<number> {
  await page.addInitScript(() => {
    const scope = window as unknown as { layoutShift: number }
    scope.layoutShift = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) scope.layoutShift += entry.value
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
  await open(page, url)
  for (const image of await page.locator('main img').all()) await image.scrollIntoViewIfNeeded()
  await page.waitForFunction(() => [...document.querySelectorAll('main img')].every((image) => (image as HTMLImageElement).complete))
  // One more frame, so a shift caused by the last image is reported.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  return page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)
}
