import { expect, test } from '@playwright/test'
import { SIZES } from '#shared/content/responsive-image.ts'
import { unique } from './admin-helpers.ts'
import { adminApi, open } from './helpers.ts'
import { layoutShift, uploadPhoto, waitForDerivatives } from './photo-helpers.ts'

// Photos on the blog: uploads are shown as <picture> with modern formats at their true size, never as originals.
test.describe('photos in posts', () => {
  let post: { id: string; slug: string; title: string }

  test.beforeAll(async ({ request }) => {
    // The derivatives wait below may be long on a busy machine (see waitForDerivatives).
    test.setTimeout(90_000)
    const api = await adminApi(request)
    const featured = await uploadPhoto(api, { width: 1600, height: 1200 })
    const inline = await uploadPhoto(api, { width: 1200, height: 900 })
    // The derivatives are made in the background right after the upload.
    await waitForDerivatives(api, [featured, inline])
    const slug = unique('photo-post')
    const paragraph = 'Healing happens in stages: the color looks stronger for a few days, then softens as the skin settles. '.repeat(6)
    const answer = await api.post('/api/blog/posts', {
      data: {
        title: `Healed brows, week by week ${slug}`,
        slug,
        excerpt: 'What healed brows look like at each stage.',
        markdown: `${paragraph}\n\n${paragraph}\n\n![Ombre brows six weeks after the session](${inline})\n\n${paragraph}`,
        category: 'Microblading',
        tags: ['tests'],
        language: 'en',
        featuredImage: featured,
        featuredImageAlt: 'Soft microbladed brows, healed',
        published: true,
      },
    })
    expect(answer.status()).toBe(201)
    post = (await answer.json()) as typeof post
  })

  test('a post shows its featured and inline uploads as <picture> with AVIF and WebP, at their true size', async ({ page, request }) => {
    await open(page, `/blog/${post.slug}`)

    const featured = page.locator('.article-header picture')
    await expect(featured.locator('source[type="image/avif"]')).toHaveAttribute('srcset', /\/uploads\/v\/[\w-]+-1600\.avif 1600w/)
    await expect(featured.locator('source[type="image/webp"]')).toHaveAttribute('srcset', /\.webp 400w/)
    const lcp = featured.locator('img')
    await expect(lcp).toHaveAttribute('alt', 'Soft microbladed brows, healed')
    await expect(lcp).toHaveAttribute('width', '1600')
    await expect(lcp).toHaveAttribute('height', '1200')
    await expect(lcp).toHaveAttribute('fetchpriority', 'high')
    await expect(lcp).toHaveAttribute('loading', 'eager')
    await expect(lcp).toHaveAttribute('sizes', SIZES.article)
    await expect(lcp).toHaveAttribute('src', /\/uploads\/v\/[\w-]+-800\.jpg$/)
    // Chromium picks the AVIF, sized for the column.
    await expect.poll(() => lcp.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(/\/uploads\/v\/[\w-]+-\d+\.avif$/)

    const inline = page.locator('.prose picture')
    await expect(inline.locator('source[type="image/avif"]')).toHaveCount(1)
    await expect(inline.locator('source[type="image/webp"]')).toHaveCount(1)
    const below = inline.locator('img')
    await expect(below).toHaveAttribute('alt', 'Ombre brows six weeks after the session')
    await expect(below).toHaveAttribute('width', '1200')
    await expect(below).toHaveAttribute('height', '900')
    await expect(below).toHaveAttribute('loading', 'lazy')
    await expect(below).not.toHaveAttribute('fetchpriority', /.*/)

    // No original upload is shown anywhere in the page.
    expect(await page.locator('main img[src^="/uploads/"]:not([src^="/uploads/v/"])').count()).toBe(0)

    // Social networks get the 1200-wide JPEG, with its size.
    const ogImage = await page.locator('meta[property="og:image"]').getAttribute('content')
    expect(ogImage).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/uploads\/v\/[\w-]+-1200\.jpg$/)
    await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200')
    await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute('content', '900')
    const shared = await request.get(new URL(ogImage!).pathname)
    expect(shared.status()).toBe(200)
    expect(shared.headers()['content-type']).toBe('image/jpeg')
  })

  test("the blog list shows the post's card image as a lazy <picture> in the 16:9 box", async ({ page }) => {
    await open(page, '/blog')
    const card = page.locator(`article.post-card[data-post-id="${post.id}"]`)
    await expect(card.locator('source[type="image/avif"]')).toHaveAttribute('sizes', SIZES.card)
    const image = card.locator('.post-card-media img')
    await expect(image).toHaveAttribute('loading', 'lazy')
    await expect(image).toHaveAttribute('width', '1600')
    await expect(image).toHaveAttribute('height', '1200')
    const box = await card.locator('.post-card-media').boundingBox()
    expect(box!.width / box!.height).toBeCloseTo(16 / 9, 1)
    await expect(image).toHaveCSS('object-fit', 'cover')
  })

  test('the post does not shift while its photos load', async ({ page }) => {
    expect(await layoutShift(page, `/blog/${post.slug}`)).toBeLessThan(0.01)
  })
})
